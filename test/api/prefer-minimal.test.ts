// `Prefer: return=minimal` (RFC 7240) answers `{ id, slug }` for writes and `{ id }` for single reads; and the
// `ical_uid` event extension.
import { describe, expect, it } from 'vitest';
import { useApi } from '../helpers/setup.js';

const server = useApi();
const minimal = { headers: { prefer: 'return=minimal' } };

describe('Prefer: return=minimal', () => {
  it('answers an event create and update with the ID and the slug it got, a read by slug with the ID, and says so', async () => {
    const created = await server.request('POST', 'events', {
      ...minimal,
      body: { title: 'Quiet', start_date: '2027-01-02 10:00', end_date: '2027-01-02 11:00' },
    });
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ id: expect.any(Number), slug: 'quiet', status: 'publish' });
    expect(created.headers.get('preference-applied')).toBe('return=minimal');
    const id = created.json.id as number;
    const bySlug = await server.request('GET', 'events/by-slug/quiet', minimal);
    expect({ status: bySlug.status, body: bySlug.json }).toEqual({ status: 200, body: { id } });
    const updated = await server.request('POST', `events/${id}`, { ...minimal, body: { title: 'Louder' } });
    expect({ status: updated.status, body: updated.json }).toEqual({
      status: 200,
      body: { id, slug: 'quiet', status: 'publish' },
    });
    // The write happened in full all the same.
    const full = await server.request('GET', `events/${id}`);
    expect(full.json).toMatchObject({ id, title: 'Louder', slug: 'quiet' });
    expect(full.headers.get('preference-applied')).toBeNull();
  });

  it('does the same for venues, organizers and terms, and leaves lists and errors whole', async () => {
    for (const [path, body] of [
      ['venues', { venue: 'Hall' }],
      ['organizers', { organizer: 'Ana' }],
      ['categories', { name: 'Music' }],
      ['tags', { name: 'Free' }],
    ] as const) {
      const created = await server.request('POST', path, { ...minimal, body });
      expect({ path, status: created.status, body: created.json }).toEqual({
        path,
        status: 201,
        // Posts say their status too (a contributor's publish is kept pending); terms have none.
        body: {
          id: expect.any(Number),
          slug: expect.any(String),
          ...(path === 'venues' || path === 'organizers' ? { status: 'publish' } : {}),
        },
      });
    }
    const list = await server.request('GET', 'venues', minimal);
    expect(list.json.venues[0]).toMatchObject({ venue: 'Hall', slug: 'hall' });
    expect(list.headers.get('preference-applied')).toBeNull();
    const missing = await server.request('GET', 'events/by-slug/nothing-here', minimal);
    expect({ status: missing.status, code: missing.json.code }).toEqual({ status: 400, code: 'rest_invalid_param' });
  });

  it('ignores other preferences', async () => {
    const created = await server.request('POST', 'tags', {
      headers: { prefer: 'return=representation' },
      body: { name: 'Whole' },
    });
    expect(created.json).toMatchObject({ name: 'Whole', slug: 'whole' });
  });
});

describe('ical_uid (extension)', () => {
  it('keeps the iCalendar UID an event was created with, shows it only when set, and clears it with ""', async () => {
    const created = await server.request('POST', 'events', {
      body: {
        title: 'From Google',
        start_date: '2027-02-01 10:00',
        end_date: '2027-02-01 11:00',
        ical_uid: 'abc123@google.com',
      },
    });
    expect(created.json.ical_uid).toBe('abc123@google.com');
    const plain = await server.request('POST', 'events', {
      body: { title: 'Native', start_date: '2027-02-01 10:00', end_date: '2027-02-01 11:00' },
    });
    expect(plain.json).not.toHaveProperty('ical_uid');
    const cleared = await server.request('POST', `events/${created.json.id}`, { body: { ical_uid: '' } });
    expect(cleared.json).not.toHaveProperty('ical_uid');
  });
});
