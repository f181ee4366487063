// Creates sent with an Idempotency-Key: the same request sent again (after a lost answer, a timeout, a 503) answers
// the item the first made, marked Idempotent-Replayed, and makes nothing; the key is each user's own, kept a day, in
// the calendar file; another request under the key is refused; a create that failed keeps nothing.
import { describe, expect, it } from 'vitest';
import { KEPT_MS } from '../../src/server/idempotency.js';
import { useApi } from '../helpers/setup.js';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const server = useApi({ now: NOW });
const keyed = (key: string) => ({ 'idempotency-key': key });
const concert = (title: string) => ({ title, start_date: '2027-03-01 20:00', end_date: '2027-03-01 22:00' });
const eventsTitled = async (title: string) => {
  const listed = await server.request('GET', `events?search=${encodeURIComponent(title)}&per_page=50`);
  const events: { title: string }[] = listed.json.events ?? [];
  return events.filter((event) => event.title === title).length;
};

describe('Idempotency-Key on creates', () => {
  it('answers the same request sent again with the event the first made, once, and says it was replayed', async () => {
    const first = await server.request('POST', 'events', { body: concert('Keyed once'), headers: keyed('k-once') });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await server.request('POST', 'events', { body: concert('Keyed once'), headers: keyed('k-once') });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json).toEqual(first.json);
    expect(await eventsTitled('Keyed once')).toBe(1);
    // The arguments in another order are the same request.
    const reordered = { end_date: '2027-03-01 22:00', start_date: '2027-03-01 20:00', title: 'Keyed once' };
    const third = await server.request('POST', 'events', { body: reordered, headers: keyed('k-once') });
    expect({ status: third.status, id: third.json.id }).toEqual({ status: 201, id: first.json.id });
  });

  it('makes one item of many sends at once with one key, for every kind, minimal answers too', async () => {
    for (const [path, body] of [
      ['events', concert('Keyed at once')],
      ['venues', { venue: 'Keyed hall' }],
      ['organizers', { organizer: 'Keyed organizer' }],
      ['categories', { name: 'Keyed category' }],
      ['tags', { name: 'Keyed tag' }],
    ] as const) {
      const sends = await Promise.all(
        Array.from({ length: 6 }, () =>
          server.request('POST', path, { body, headers: { ...keyed(`at-once-${path}`), prefer: 'return=minimal' } }),
        ),
      );
      expect(sends.map((send) => send.status)).toEqual([201, 201, 201, 201, 201, 201]);
      expect(new Set(sends.map((send) => send.json.id)).size).toBe(1);
      expect(sends.filter((send) => send.headers.get('idempotent-replayed') === 'true')).toHaveLength(5);
    }
    expect(await eventsTitled('Keyed at once')).toBe(1);
    const venues = await server.request('GET', 'venues?search=Keyed%20hall');
    expect(venues.json.venues).toHaveLength(1);
  });

  it('refuses the key sent with another request (422), making nothing', async () => {
    const first = await server.request('POST', 'events', { body: concert('First use'), headers: keyed('k-reused') });
    expect(first.status).toBe(201);
    const other = await server.request('POST', 'events', { body: concert('Other use'), headers: keyed('k-reused') });
    expect({ status: other.status, code: other.json.code }).toEqual({ status: 422, code: 'idempotency_key_reused' });
    expect(await eventsTitled('Other use')).toBe(0);
    // Another route under the same key is another request too.
    const venue = await server.request('POST', 'venues', { body: { venue: 'Other use' }, headers: keyed('k-reused') });
    expect(venue.status).toBe(422);
  });

  it("keeps each user's keys apart", async () => {
    const editor = await server.addUser('keyed-editor', 'editor');
    const mine = await server.request('POST', 'tags', { body: { name: 'Mine' }, headers: keyed('shared-key') });
    const theirs = await server.request('POST', 'tags', {
      body: { name: 'Theirs' },
      headers: keyed('shared-key'),
      auth: editor,
    });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.json.id).not.toBe(mine.json.id);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
  });

  it('keeps nothing of a create that failed: sent again corrected, under the same key, it is made', async () => {
    const refused = await server.request('POST', 'events', {
      body: { title: 'Fixed later', start_date: 'not a date' },
      headers: keyed('k-failed'),
    });
    expect(refused.status).toBe(400);
    const made = await server.request('POST', 'events', { body: concert('Fixed later'), headers: keyed('k-failed') });
    expect(made.status).toBe(201);
    expect(made.headers.get('idempotent-replayed')).toBeNull();
  });

  it('says when the item the key made was deleted since (410), and refuses a key that is no header text (400)', async () => {
    const made = await server.request('POST', 'organizers', { body: { organizer: 'Gone' }, headers: keyed('k-gone') });
    expect((await server.request('DELETE', `organizers/${made.json.id}?force=true`)).status).toBe(200);
    const again = await server.request('POST', 'organizers', { body: { organizer: 'Gone' }, headers: keyed('k-gone') });
    expect({ status: again.status, code: again.json.code }).toEqual({ status: 410, code: 'idempotency_item_gone' });
    for (const bad of ['', 'x'.repeat(256), 'with space', 'naïve']) {
      const refused = await server.request('POST', 'tags', {
        body: { name: `Bad key ${bad.length}` },
        headers: keyed(bad),
      });
      expect({ bad, status: refused.status, code: refused.json.code }).toEqual({
        bad,
        status: 400,
        code: 'idempotency_key_invalid',
      });
    }
    // The draft's quoted form is the same key.
    const quoted = await server.request('POST', 'tags', { body: { name: 'Quoted' }, headers: keyed('"k-quoted"') });
    const plain = await server.request('POST', 'tags', { body: { name: 'Quoted' }, headers: keyed('k-quoted') });
    expect(plain.json.id).toBe(quoted.json.id);
  });

  it('forgets a key after a day, dropping expired keys as it keeps new ones, and keeps them in the calendar file', async () => {
    const admin = server.userId('admin');
    const stale = await server.request('POST', 'tags', { body: { name: 'Stale' }, headers: keyed('k-stale') });
    // Aged by hand: the server's clock is fixed.
    await server.store.write((tx) => {
      const kept = tx.findIdempotencyKey(admin, 'k-stale');
      if (kept) tx.put('idempotency_keys', { ...kept, at: NOW - KEPT_MS - 1 });
    });
    await server.request('DELETE', `tags/${stale.json.id}?force=true`);
    // Expired: the same request makes a new tag (the old one's deletion is no longer told).
    const fresh = await server.request('POST', 'tags', { body: { name: 'Stale' }, headers: keyed('k-stale') });
    expect({ status: fresh.status, replayed: fresh.headers.get('idempotent-replayed') }).toEqual({
      status: 201,
      replayed: null,
    });
    expect(fresh.json.id).not.toBe(stale.json.id);
    const ages = [...server.store.all('idempotency_keys')].map((kept) => NOW - kept.at);
    expect(ages.every((age) => age < KEPT_MS)).toBe(true);
    expect(await server.fileText()).toContain('"key": "k-stale"');
  });
});
