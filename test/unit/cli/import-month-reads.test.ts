// `cal import` of many events without slugs on a real calendar: each is found by title and start, from its month
// read whole once enough records fell in it (src/remote/event-month-blocks.ts) instead of from one list per record.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BLOCK_AFTER } from '../../../src/remote/event-month-blocks.js';
import { appTransport } from '../../../src/client/embedded-transport.js';
import { createApp } from '../../../src/server/app.js';
import { openStore } from '../../../src/store/open-store.js';
import type { Store } from '../../../src/store/store.js';
import type { Transport } from '../../../src/client/transport.js';
import { useSandbox } from '../../helpers/setup.js';
import { runCli } from '../../helpers/cli-fakes.js';

const box = useSandbox('test');
let store: Store;
let transport: Transport;
/** The event lists the run asked for. */
let lists: string[];

beforeEach(async () => {
  store = await openStore(box.path('calendar.json'));
  const app = appTransport(createApp({ store, siteUrl: 'http://localhost', embedded: true }), 'calendar.json');
  lists = [];
  transport = {
    target: app.target,
    inProcess: true,
    async send(request) {
      if (request.method === 'GET' && /^events\?/.test(request.path)) lists.push(request.path);
      return app.send(request);
    },
    close: async () => {},
  };
});
afterEach(() => store.close());

/** Forty events of January 2027, two a day, without slugs: each is known by its title and start. */
const january = Array.from({ length: 40 }, (_, i) => {
  const day = String(1 + Math.floor(i / 2)).padStart(2, '0');
  const hour = i % 2 === 0 ? '10' : '18';
  return {
    title: `Yoga ${i}`,
    start_date: `2027-01-${day} ${hour}:00`,
    end_date: `2027-01-${day} ${hour}:45`,
    timezone: 'Europe/Madrid',
  };
});

async function importRecords(records: readonly object[]) {
  const file = await box.write('events.json', JSON.stringify(records));
  return runCli(['import', file, '--concurrency', '1'], { transport });
}

describe('cal import of events without slugs', () => {
  it('asks once whether their month holds any event, reads it after the first records when it does, and finds every one again', async () => {
    expect(await importRecords(january)).toMatchObject({
      code: 0,
      stderr: 'created 40, updated 0, skipped 0, failed 0\n',
    });
    // The month held no event: one list of one says so, and the run finds nothing more to ask (40 lists before).
    expect(lists).toEqual([expect.stringMatching(/per_page=1&start_date=2026-12-31&end_date=2027-02-02/)]);
    lists = [];
    expect(await importRecords(january)).toMatchObject({
      code: 0,
      stderr: 'created 0, updated 0, skipped 40, failed 0\n',
    });
    // Now it holds some: after the list of one, one list per record until the month is read (one page).
    expect(lists).toHaveLength(1 + BLOCK_AFTER + 1);
    expect(lists[0]).toMatch(/per_page=1&/);
    expect(lists.at(-1)).toMatch(/per_page=50&start_date=2026-12-31&end_date=2027-02-02/);
    expect(store.count('events')).toBe(40);
  });

  it('finds an event the run made after its month was read, named again with its dates written otherwise', async () => {
    const again = { ...january[30], start_date: '2027-01-16T10:00:00', end_date: '2027-01-16T10:45:00' };
    expect(await importRecords([...january, again])).toMatchObject({
      code: 0,
      stderr: 'created 40, updated 0, skipped 1, failed 0\n',
    });
    expect(store.count('events')).toBe(40);
  });

  it('finds an event the run made with a slug, named again by a later record without one', async () => {
    const named = { ...january[0], slug: 'yoga-opening' };
    const again = { ...january[0], start_date: '2027-01-01T10:00:00', end_date: '2027-01-01T10:45:00' };
    // The first record finds the month empty: the later ones are looked up among the events the run made.
    expect(await importRecords([...january.slice(5, 6), named, again])).toMatchObject({
      code: 0,
      stderr: 'created 2, updated 0, skipped 1, failed 0\n',
    });
    expect(store.count('events')).toBe(2);
  });
});
