// The events an export gathers, against strict doubles of a server: a second pass for hidden events where the
// server lists them, protected events read with the password editors get, and notes for what a server cannot give.
import { describe, expect, it } from 'vitest';
import { NO_CAPABILITIES, SERVER_CAPABILITIES } from '../../../src/api/capabilities.js';
import { Client } from '../../../src/client/client.js';
import { gatherEvents } from '../../../src/cli/commands/bulk/export-gather.js';
import { strictTransport, type Expectation } from '../../helpers/cli-fakes.js';

const event = (id: number, start: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Event ${id}`,
  all_day: false,
  utc_start_date: start,
  ...extra,
});
const locked = (id: number, start: string, extra: Record<string, unknown> = {}) =>
  event(id, start, { all_day: null, description: '', ...extra });
const page = (events: unknown[]) => ({ reply: { body: { events, total: events.length, total_pages: 1 } } });

describe('gatherEvents', () => {
  it('lists hidden events too, in start order, and reads protected ones with their password', async () => {
    const expectations: Expectation[] = [
      {
        method: 'GET',
        path: 'events?per_page=50&page=1',
        ...page([event(1, '2027-01-01 10:00:00'), locked(3, '2027-01-03 10:00:00', { password: 'pw' })]),
      },
      {
        method: 'GET',
        path: 'events?hide_from_listings=true&per_page=50&page=1',
        ...page([event(2, '2027-01-02 10:00:00', { hide_from_listings: true })]),
      },
      {
        method: 'GET',
        path: 'events/3?password=pw',
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
        ...page([event(1, '2027-01-01 10:00:00'), locked(2, '2027-01-02 10:00:00'), locked(3, '2027-01-03 10:00:00')]),
      },
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
        path: 'events?hide_from_listings=true&per_page=50&page=1',
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
