// The events an export gathers, against strict doubles of a server: a second pass for hidden events where the
// server lists them, protected events read with the password editors get, each event's text as written (asked with
// context=edit, or of WordPress' own route), and notes for what a server cannot give.
import { describe, expect, it } from 'vitest';
import { NO_CAPABILITIES, SERVER_CAPABILITIES } from '../../../src/api/capabilities.js';
import { Client } from '../../../src/client/client.js';
import { gatherEvents } from '../../../src/remote/export/export-gather.js';
import { strictTransport, type Expectation } from '../../helpers/cli-fakes.js';

/** An event as its editor reads it with context=edit: with its text as written. */
const event = (id: number, start: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Event ${id}`,
  all_day: false,
  utc_start_date: start,
  raw: written(id),
  ...extra,
});
const written = (id: number) => ({ title: `Event ${id}`, description: '', excerpt: '' });
/** What WordPress' posts route answers in its edit context, with `_fields`. */
const post = (id: number) => ({
  id,
  title: { raw: `Event "${id}"` },
  content: { raw: 'As\n\nwritten' },
  excerpt: { raw: '' },
});
const wordPress = (ids: string, statuses: string) =>
  `wp/v2/tribe_events?context=edit&include=${ids}&per_page=100&status=${statuses}&_fields=id,title.raw,content.raw,excerpt.raw`;
const locked = (id: number, start: string, extra: Record<string, unknown> = {}) =>
  event(id, start, { all_day: null, description: '', raw: undefined, ...extra });
/** An event as TEC answers it: rendered text alone. */
const tec = (id: number, start: string) => event(id, start, { raw: undefined, status: 'publish' });
const page = (events: unknown[]) => ({ reply: { body: { events, total: events.length, total_pages: 1 } } });

describe('gatherEvents', () => {
  it('lists hidden events too, in start order, and reads protected ones with their password', async () => {
    const expectations: Expectation[] = [
      {
        method: 'GET',
        path: 'events?context=edit&per_page=50&page=1',
        ...page([event(1, '2027-01-01 10:00:00'), locked(3, '2027-01-03 10:00:00', { password: 'pw' })]),
      },
      {
        method: 'GET',
        path: 'events?context=edit&hide_from_listings=true&per_page=50&page=1',
        ...page([event(2, '2027-01-02 10:00:00', { hide_from_listings: true })]),
      },
      {
        method: 'GET',
        path: 'events/3?password=pw&context=edit',
        reply: { body: event(3, '2027-01-03 10:00:00', { description: '<p>full</p>' }) },
      },
    ];
    const transport = strictTransport(expectations);
    const { events, notes } = await gatherEvents(new Client(transport), {}, SERVER_CAPABILITIES);
    transport.verify();
    expect(events.map((e) => e.id)).toEqual([1, 2, 3]);
    expect(events[2]).toMatchObject({ description: '<p>full</p>', password: 'pw' });
    expect(notes).toEqual([]);
  });

  it('on a server that lists no hidden events and gives no passwords, says so and leaves protected ones out', async () => {
    const transport = strictTransport([
      {
        method: 'GET',
        path: 'events?per_page=50&page=1',
        ...page([tec(1, '2027-01-01 10:00:00'), locked(2, '2027-01-02 10:00:00'), locked(3, '2027-01-03 10:00:00')]),
      },
      { method: 'GET', path: wordPress('1', 'publish'), reply: { body: [post(1)] } },
    ]);
    const { events, notes } = await gatherEvents(new Client(transport), {}, NO_CAPABILITIES);
    transport.verify();
    expect(events.map((e) => e.id)).toEqual([1]);
    expect(notes).toEqual([
      'this server does not list events hidden from listings: those it has are not in this export',
      'left out 2 password-protected events: this server does not give their passwords (exported without, they would be imported public and empty)',
    ]);
  });

  it('fails, exporting nothing, when a protected event read with its password is not an event', async () => {
    const transport = strictTransport([
      {
        method: 'GET',
        path: 'events?per_page=50&page=1',
        ...page([locked(3, '2027-01-03 10:00:00', { password: 'pw' })]),
      },
      { method: 'GET', path: 'events/3?password=pw', reply: { body: 'not an event' } },
    ]);
    await expect(gatherEvents(new Client(transport), {}, NO_CAPABILITIES)).rejects.toThrow(
      'the password-protected event 3 could not be read with its password',
    );
    transport.verify();
  });

  it('asks no second pass when the export names hide_from_listings itself', async () => {
    const transport = strictTransport([
      {
        method: 'GET',
        path: 'events?hide_from_listings=true&context=edit&per_page=50&page=1',
        ...page([event(2, '2027-01-02 10:00:00')]),
      },
    ]);
    const { events, notes } = await gatherEvents(
      new Client(transport),
      { hide_from_listings: true },
      SERVER_CAPABILITIES,
    );
    transport.verify();
    expect(events.map((e) => e.id)).toEqual([2]);
    expect(notes).toEqual([]);
  });
});

describe("an event's text as written", () => {
  const SHOWN_ONE =
    'some events carry their title, description and excerpt as the server shows them, not as written (quotes, dashes and paragraphs may differ): this account may not edit them, or the server does not give their text as written';

  it('comes with context=edit from a server that declares it; an event without it is said', async () => {
    const transport = strictTransport([
      {
        method: 'GET',
        path: 'events?hide_from_listings=false&context=edit&per_page=50&page=1',
        ...page([event(1, '2027-01-01 10:00:00'), event(2, '2027-01-02 10:00:00', { raw: undefined })]),
      },
    ]);
    const { events, notes } = await gatherEvents(
      new Client(transport),
      { hide_from_listings: false },
      SERVER_CAPABILITIES,
    );
    transport.verify();
    expect(events.map((e) => e.raw)).toEqual([written(1), undefined]);
    expect(notes).toEqual([SHOWN_ONE]);
  });

  it("comes from WordPress' posts route on TEC, 100 IDs a request with their statuses, for the events it answers", async () => {
    const listed = Array.from({ length: 101 }, (_, i) => ({
      ...tec(i + 1, `2027-01-01 10:${String(i % 60).padStart(2, '0')}:00`),
      status: i % 2 === 0 ? 'publish' : 'draft',
    }));
    const ids = (from: number, to: number) => listed.slice(from, to).map((e) => e.id);
    const transport = strictTransport([
      ...Array.from({ length: 3 }, (_, n) => ({
        method: 'GET' as const,
        path: `events?per_page=50&page=${n + 1}`,
        reply: { body: { events: listed.slice(n * 50, n * 50 + 50), total: 101, total_pages: 3 } },
      })),
      // The caller may edit all but the last event of the first hundred.
      {
        method: 'GET',
        path: wordPress(ids(0, 100).join(','), 'draft,publish'),
        reply: { body: ids(0, 99).map(post) },
      },
      { method: 'GET', path: wordPress('101', 'publish'), reply: { body: [post(101)] } },
    ]);
    const { events, notes } = await gatherEvents(new Client(transport), {}, NO_CAPABILITIES);
    transport.verify();
    expect(events[0]?.raw).toEqual({ title: 'Event "1"', description: 'As\n\nwritten', excerpt: '' });
    expect(events.filter((e) => e.raw === undefined).map((e) => e.id)).toEqual([100]);
    expect(notes).toContain(SHOWN_ONE);
  });

  it('is the text shown where WordPress refuses its edit context (a subscriber)', async () => {
    const transport = strictTransport([
      { method: 'GET', path: 'events?per_page=50&page=1', ...page([tec(1, '2027-01-01 10:00:00')]) },
      {
        method: 'GET',
        path: wordPress('1', 'publish'),
        reply: { status: 403, body: { code: 'rest_forbidden_context', data: { status: 403 } } },
      },
    ]);
    const { events, notes } = await gatherEvents(new Client(transport), {}, NO_CAPABILITIES);
    transport.verify();
    expect(events[0]?.raw).toBeUndefined();
    expect(notes).toContain(SHOWN_ONE);
  });

  it('is not asked for by nobody, on either server', async () => {
    for (const capabilities of [SERVER_CAPABILITIES, NO_CAPABILITIES]) {
      const transport = {
        ...strictTransport([
          { method: 'GET', path: 'events?per_page=50&page=1', ...page([tec(1, '2027-01-01 10:00:00')]) },
        ]),
        signedIn: false,
      };
      const { notes } = await gatherEvents(new Client(transport), {}, capabilities);
      transport.verify();
      expect(notes).toContain(
        'the events carry their title, description and excerpt as the server shows them, not as written (quotes, dashes and paragraphs may differ): a server gives the text as written only to those who may edit an event',
      );
    }
  });
});
