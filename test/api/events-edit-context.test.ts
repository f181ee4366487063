// `context=edit` on event reads: each event the caller may edit carries its text as written (`raw`) beside the
// rendered one, which stays as it is; others' events, nobody's requests and the view context carry none; a protected
// event is unlocked for its editors, as TEC unlocks it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller, Reply } from '../helpers/api-server.js';
import { useApi } from '../helpers/setup.js';
import { expectInvalidParams, type Json } from './events-fixtures.js';

const api = useApi();
let auth: Record<Caller, string>;

/** Text that rendering changes: quotes and dashes texturized, `&quot;` decoded, lines made paragraphs. */
const WRITTEN = {
  title: `  Bob's "party" - 1 ... & <b>x</b> &amp; 3x4 `,
  description: 'First line\nsecond "line" &quot;\n\nPara <em>two</em> & more ',
  excerpt: "An 'excerpt' -- here",
};
const RENDERED_TITLE =
  '  Bob&#8217;s &#8220;party&#8221; &#8211; 1 &#8230; &#038; &lt;b&gt;x&lt;/b&gt; &amp; 3&#215;4 ';

const as = (caller: Caller, path: string): Promise<Reply> => api.request('GET', path, { auth: auth[caller] });
const listed = (reply: Reply, id: number): Json => reply.json.events.find((event: Json) => event.id === id);

let authorsOwn: number;
let authorsSlug: string;
let adminsOwn: number;
let locked: number;

beforeAll(async () => {
  auth = await api.addEveryRole();
  const event = (caller: Caller, extra: Json) =>
    api.request('POST', 'events', {
      auth: auth[caller],
      body: { start_date: '2026-12-12 20:00:00', end_date: '2026-12-12 22:00:00', ...extra },
    });
  const mine = (await event('author', { ...WRITTEN })).json;
  ({ id: authorsOwn, slug: authorsSlug } = mine);
  adminsOwn = (await event('administrator', { ...WRITTEN, title: `${WRITTEN.title}(admin)` })).json.id;
  locked = (await event('author', { title: 'Members "night"', description: 'Secret', password: 'pw' })).json.id;
});

describe('context=edit on event reads', () => {
  it('gives the author their event as written beside the rendered text, and nothing of others', async () => {
    const reply = await as('author', 'events?context=edit&per_page=50');
    expect(reply.status).toBe(200);
    const own = listed(reply, authorsOwn);
    expect(own.title).toBe(RENDERED_TITLE);
    expect(own.description).toBe('<p>First line<br />\nsecond "line" "</p>\n<p>Para <em>two</em> &amp; more </p>');
    expect(own.raw).toEqual(WRITTEN);
    expect(Object.keys(own).at(-1)).toBe('raw');
    expect(listed(reply, adminsOwn).raw).toBeUndefined();
  });

  it('gives editors every event as written, by ID and by slug', async () => {
    for (const path of [`events/${adminsOwn}?context=edit`, `events/by-slug/${authorsSlug}?context=edit`]) {
      const reply = await as('editor', path);
      expect(reply.status, path).toBe(200);
      expect(reply.json.raw, path).toMatchObject({ description: WRITTEN.description, excerpt: WRITTEN.excerpt });
    }
  });

  it.each(['anonymous', 'subscriber', 'contributor'] as const)(
    'gives %s no text as written, and refuses nothing',
    async (caller) => {
      const list = await as(caller, 'events?context=edit&per_page=50');
      expect(list.status).toBe(200);
      expect(listed(list, authorsOwn).raw).toBeUndefined();
      const one = await as(caller, `events/${authorsOwn}?context=edit`);
      expect({ status: one.status, raw: one.json.raw, title: one.json.title }).toEqual({
        status: 200,
        raw: undefined,
        title: RENDERED_TITLE,
      });
    },
  );

  it('gives none in the view context, the default', async () => {
    for (const query of ['', '?context=view', '?context=embed']) {
      const reply = await as('administrator', `events/${authorsOwn}${query}`);
      expect(reply.json.raw, query).toBeUndefined();
    }
  });

  it('tags the answer as written apart from the rendered one', async () => {
    const view = await as('administrator', `events/${authorsOwn}`);
    const edit = await as('administrator', `events/${authorsOwn}?context=edit`);
    expect(edit.headers.get('etag')).not.toBe(view.headers.get('etag'));
    expect((await as('administrator', `events/${authorsOwn}?context=edit`)).headers.get('etag')).toBe(
      edit.headers.get('etag'),
    );
  });

  it('unlocks a protected event for those who may edit it, as TEC does, and for no one else', async () => {
    const author = await as('author', `events/${locked}?context=edit`);
    expect({ status: author.status, description: author.json.description, raw: author.json.raw }).toEqual({
      status: 200,
      description: '<p>Secret</p>',
      raw: { title: 'Members "night"', description: 'Secret', excerpt: '' },
    });
    expect(listed(await as('editor', 'events?context=edit&per_page=50'), locked)).toMatchObject({
      description: '<p>Secret</p>',
      password: 'pw',
      all_day: false,
    });
    expect((await as('contributor', `events/${locked}?context=edit`)).json.code).toBe('event-password-protected');
    expect(listed(await as('contributor', 'events?context=edit&per_page=50'), locked)).toMatchObject({
      description: '',
      all_day: null,
    });
    expect(listed(await as('contributor', 'events?context=edit&per_page=50'), locked).raw).toBeUndefined();
    // Without context=edit, even its author needs the password.
    expect((await as('author', `events/${locked}`)).json.code).toBe('event-password-protected');
  });

  it('refuses a context WordPress does not have', async () => {
    expectInvalidParams(await as('administrator', 'events?context=bogus'), {
      context: 'context is not one of view, embed, edit.',
    });
  });
});
