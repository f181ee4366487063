// WordPress keeps no slug on a pending post of a user who cannot publish (captured on TEC 6.17.2: a contributor's
// event sent with a slug and status publish comes back pending with slug ""); drafts keep a slug they are given.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../helpers/api-server.js';
import { useApi } from '../helpers/setup.js';

const api = useApi();
let auth: Record<Caller, string>;
beforeAll(async () => {
  auth = await api.addEveryRole();
});

const event = (title: string, extra: Record<string, unknown>) => ({
  title,
  start_date: '2027-03-05 20:00:00',
  end_date: '2027-03-05 23:00:00',
  ...extra,
});

describe('slugs of pending and draft posts', () => {
  it.each([
    ['contributor', 'publish', 'pending', ''],
    ['contributor', 'pending', 'pending', ''],
    ['contributor', 'draft', 'draft', 'contributor-draft'],
    ['author', 'pending', 'pending', 'author-pending'],
    ['author', 'publish', 'publish', 'author-publish'],
  ] as const)('a %s sending status %s gets %s with slug "%s"', async (caller, status, stored, slug) => {
    const reply = await api.request('POST', 'events', {
      auth: auth[caller],
      body: event(`Event of ${caller}`, { status, slug: `${caller}-${status}` }),
    });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.json).toMatchObject({ status: stored, slug });
  });

  it('drops the slug of a venue a contributor sends for review, and leaves it out of the answer as TEC does', async () => {
    const reply = await api.request('POST', 'venues', {
      auth: auth.contributor,
      body: { venue: 'Review Hall', slug: 'review-hall', status: 'publish' },
    });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.json.status).toBe('pending');
    expect(reply.json).not.toHaveProperty('slug');
  });

  it('gives a draft without a slug none until it is published', async () => {
    const draft = await api.request('POST', 'events', { body: event('Quiet Draft', { status: 'draft' }) });
    expect(draft.json.slug).toBe('');
    const published = await api.request('POST', `events/${draft.json.id}`, { body: { status: 'publish' } });
    expect(published.json.slug).toBe('quiet-draft');
  });
});
