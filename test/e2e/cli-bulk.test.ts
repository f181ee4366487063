// `cal export` and `cal import` with the built CLI: round trips in every format, on local files and through `cal serve`.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/setup.js';
import { ok, run, seed, send, YEAR, type Env } from './cli-support.js';

const box = useSandbox();
let source: Env;

const venue = {
  venue: 'Blue Hall',
  address: '1 Main St',
  city: 'Vic',
  country: 'Spain',
  zip: '08500',
  phone: '555 123',
  website: 'https://bluehall.example.org',
  geo_lat: 41.9301,
  geo_lng: 2.2549,
};
const poster = 'https://images.example.org/jazz-poster.jpg';

beforeAll(async () => {
  source = box.calendarEnv('source');
  await seed(box, box.path('source.json'), async (api) => {
    const jazz = await send(api, 'POST', 'events', {
      title: 'Jazz & Blues',
      start_date: `${YEAR}-02-05 20:00`,
      end_date: `${YEAR}-02-05 23:00`,
      timezone: 'Europe/Madrid',
      description: '<p>Live <b>jazz</b>, "all" night.</p>\n<p>Bring friends.</p>',
      cost: '$15',
      featured: true,
      show_map: true,
      image: poster,
      venue,
      organizer: [
        { organizer: 'Ana', email: 'ana@example.org', phone: '1' },
        { organizer: 'Bob | Co', website: 'https://bob.example.org' },
      ],
      categories: ['Music', 'Jazz'],
      tags: ['free'],
    });
    await send(api, 'POST', 'events', {
      title: 'Winter Market',
      slug: 'winter-market',
      status: 'draft',
      start_date: `${YEAR}-02-06`,
      end_date: `${YEAR}-02-07`,
      all_day: true,
      excerpt: 'Stalls, food',
      website: 'https://market.example.org',
    });
    await send(api, 'POST', 'events', {
      title: 'Talk',
      start_date: `${YEAR}-02-08 18:00`,
      end_date: `${YEAR}-02-08 19:00`,
      venue: jazz.venue.id,
      organizer: [jazz.organizer[0].id],
      categories: ['Music'],
    });
  });
});
/** `cal serve` on a new calendar `name` in the sandbox, for `use` (given the environment aimed at it), then stopped. */
async function withServer(name: string, use: (env: Record<string, string>) => Promise<void>): Promise<void> {
  const server = await box.startServer(box.path(name));
  try {
    await use({ ...box.env, CAL_URL: server.base });
  } finally {
    await server.stop();
  }
}

/** `count` one-hour events titled `${title} N`, at 10:00 on the days of a month of 2027, as NDJSON. */
function dailyEvents(title: string, count: number, month: string, extra: Record<string, unknown> = {}): string {
  const day = (i: number) => `2027-${month}-${String(1 + (i % 28)).padStart(2, '0')}`;
  const records = Array.from({ length: count }, (_, i) => ({
    title: `${title} ${i}`,
    start_date: `${day(i)} 10:00`,
    end_date: `${day(i)} 11:00`,
    ...extra,
  }));
  return `${records.map((record) => JSON.stringify(record)).join('\n')}\n`;
}

const flags = { featured: false, sticky: false, hide_from_listings: false, show_map: false, show_map_link: false };
const ana = { organizer: 'Ana', phone: '1', email: 'ana@example.org' };
const expected = [
  {
    title: 'Jazz & Blues',
    description: '<p>Live <b>jazz</b>, "all" night.</p>\n<p>Bring friends.</p>',
    excerpt: '',
    slug: 'jazz-blues',
    status: 'publish',
    start_date: `${YEAR}-02-05 20:00:00`,
    end_date: `${YEAR}-02-05 23:00:00`,
    timezone: 'Europe/Madrid',
    all_day: false,
    cost: '$15',
    image: poster,
    ...flags,
    featured: true,
    show_map: true,
    categories: ['Jazz', 'Music'],
    tags: ['free'],
    venue,
    organizer: [ana, { organizer: 'Bob | Co', website: 'https://bob.example.org' }],
  },
  {
    title: 'Winter Market',
    description: '',
    excerpt: 'Stalls, food',
    slug: 'winter-market',
    status: 'draft',
    start_date: `${YEAR}-02-06 00:00:00`,
    end_date: `${YEAR}-02-07 23:59:59`,
    timezone: 'UTC',
    all_day: true,
    cost: '',
    website: 'https://market.example.org',
    ...flags,
    categories: [],
    tags: [],
    organizer: [],
  },
  {
    title: 'Talk',
    description: '',
    excerpt: '',
    slug: 'talk',
    status: 'publish',
    start_date: `${YEAR}-02-08 18:00:00`,
    end_date: `${YEAR}-02-08 19:00:00`,
    timezone: 'UTC',
    all_day: false,
    cost: '',
    ...flags,
    categories: ['Music'],
    tags: [],
    venue,
    organizer: [ana],
  },
];

describe.concurrent('export, import into a new calendar, export again', { timeout: 90_000 }, () => {
  it('exports the portable shape', async () => {
    expect(JSON.parse(ok(await run(['export'], source)))).toEqual(expected);
  });

  // DTSTAMP says when an iCalendar file was made; everything else must come back the same.
  const undated = (text: string) => text.replace(/^DTSTAMP:.*$/gm, 'DTSTAMP');
  for (const format of ['json', 'ndjson', 'csv', 'ics'] as const) {
    it(`${format}: gives the same file back, and a second import creates nothing`, async () => {
      const file = box.path(`events.${format}`);
      expect(ok(await run(['export', '--format', format, '--output', file], source))).toBe('');
      const exported = undated(await readFile(file, 'utf8'));
      const target = box.calendarEnv(`copy-${format}`);
      const first = await run(['import', file], target);
      expect({ code: first.exitCode, stdout: first.stdout, stderr: first.stderr }).toEqual({
        code: 0,
        stdout: '',
        stderr: 'created 3, updated 0, skipped 0, failed 0',
      });
      expect(undated(ok(await run(['export', '--format', format], target)))).toBe(exported.replace(/\r?\n$/, ''));
      // The venue and organizer both events share were created once.
      expect(ok(await run(['venues', 'list', '--format', 'count'], target))).toBe('1');
      expect(ok(await run(['organizers', 'list', '--format', 'count'], target))).toBe('2');
      const second = await run(['import', file], target);
      expect({ code: second.exitCode, stderr: second.stderr }).toEqual({
        code: 0,
        stderr: 'created 0, updated 0, skipped 3, failed 0',
      });
      const updated = await run(['import', file, '--update'], target);
      expect({ code: updated.exitCode, stderr: updated.stderr }).toEqual({
        code: 0,
        stderr: 'created 0, updated 3, skipped 0, failed 0',
      });
      expect(undated(ok(await run(['export', '--format', format], target)))).toBe(exported.replace(/\r?\n$/, ''));
    });
  }

  it('served: imports through cal serve with concurrent requests and exports the same', async () => {
    const exported = ok(await run(['export', '--format', 'ndjson'], source));
    await withServer('served.json', async (env) => {
      const first = await run(['import', '-', '--format', 'ndjson', '--concurrency', '3'], env, `${exported}\n`);
      expect({ code: first.exitCode, stderr: first.stderr }).toEqual({
        code: 0,
        stderr: 'created 3, updated 0, skipped 0, failed 0',
      });
      expect(ok(await run(['export', '--format', 'ndjson'], env))).toBe(exported);
      const dry = await run(['import', '-', '--format', 'ndjson', '--dry-run'], env, `${exported}\n`);
      expect({ code: dry.exitCode, stderr: dry.stderr }).toEqual({
        code: 0,
        stderr: 'dry run: created 0, updated 0, skipped 3, failed 0',
      });
      expect(dry.stdout).toMatch(
        /^record 1 \(line 1\): would skip event \d+ \(jazz-blues\): it exists\nrecord 2 \(line 2\): would skip event \d+ \(winter-market\): it exists\nrecord 3 \(line 3\): would skip event \d+ \(talk\): it exists$/,
      );
    });
  });

  it('served: sends the creates of concurrent records through the batch route, 100 at most, each made once', async () => {
    await withServer('batched.json', async (env) => {
      const input = dailyEvents('Batched', 130, '03');
      const first = await run(['--verbose', 'import', '-', '--format', 'ndjson'], env, input);
      expect(first.exitCode, first.stderr).toBe(0);
      expect(first.stderr.split('\n').at(-1)).toBe('created 130, updated 0, skipped 0, failed 0');
      const writes = first.stderr.split('\n').filter((line) => line.startsWith('→ POST'));
      expect(writes.every((line) => line.includes('/wp-json/batch/v1'))).toBe(true);
      expect(writes.length).toBeGreaterThanOrEqual(2);
      const again = await run(['import', '-', '--format', 'ndjson'], env, input);
      expect(again.stderr).toBe('created 0, updated 0, skipped 130, failed 0');
      const listed = await run(['events', 'list', '--search', 'Batched', '--all', '--format', 'ids'], env);
      expect(ok(listed).split('\n')).toHaveLength(130);
    });
  });

  it('served: records with many values each share batches the server takes, none refused for its neighbours', async () => {
    await withServer('many-tags.json', async (env) => {
      // 35 tags each: 25 such records in one batch held more values than a body may (1,000), and were refused together.
      const input = dailyEvents('Tagged', 30, '05', { tags: Array.from({ length: 35 }, (_, t) => `tag ${t}`) });
      const imported = await run(['import', '-', '--format', 'ndjson'], env, input);
      expect({ code: imported.exitCode, last: imported.stderr.split('\n').at(-1) }).toEqual({
        code: 0,
        last: 'created 30, updated 0, skipped 0, failed 0',
      });
    });
  });
});
