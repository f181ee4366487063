// `GET /wp-json/wp/v2/users/me?context=edit` as WordPress answers it (the keys captured on WordPress 7.0.4).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../helpers/api-server.js';
import { useApi } from '../helpers/setup.js';

const api = useApi();
let auth: Record<Caller, string>;
beforeAll(async () => {
  auth = await api.addEveryRole();
});

const me = (authorization: string) =>
  api.request('GET', `${api.site}/wp-json/wp/v2/users/me?context=edit`, { auth: authorization });

describe('users/me', () => {
  it('answers who the credentials belong to, in WordPress fields, with the role and its capabilities', async () => {
    const reply = await me(auth.editor);
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.json)).toEqual([
      'id',
      'username',
      'name',
      'first_name',
      'last_name',
      'email',
      'url',
      'description',
      'link',
      'locale',
      'nickname',
      'slug',
      'roles',
      'registered_date',
      'capabilities',
      'extra_capabilities',
      'avatar_urls',
      'meta',
    ]);
    expect(reply.json).toMatchObject({ username: 'editor', roles: ['editor'], extra_capabilities: { editor: true } });
    expect(reply.json.capabilities).toMatchObject({
      edit_others_tribe_events: true,
      manage_categories: true,
      editor: true,
    });
  });

  it('gives a contributor no right to publish', async () => {
    const reply = await me(auth.contributor);
    expect(reply.json.capabilities.publish_tribe_events).toBeUndefined();
    expect(reply.json.capabilities.edit_tribe_events).toBe(true);
  });

  it('answers nobody with 401 rest_not_logged_in, as WordPress does', async () => {
    const reply = await me('anonymous');
    expect(reply.status).toBe(401);
    expect(reply.json).toEqual({
      code: 'rest_not_logged_in',
      message: 'You are not currently logged in.',
      data: { status: 401 },
    });
  });
});
