// Every --format of `cal events list|get` on one prepared local calendar: exact text, as a pipe receives it.
import { beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/setup.js';
import { json, ok, run, seed, send, YEAR, type Env, type Json } from './cli-support.js';

const box = useSandbox();
let env: Env;
/** IDs in list order (by start date): the Madrid concert, the all-day fair, the New York talk. */
let jazz: number;
let fair: number;
let talk: number;
/** Venues with and without events. */
let hall: number;
let room: number;
/** `total` of the API's own answer to GET /events. */
let total: number;

beforeAll(async () => {
  const file = box.path('calendar.json');
  env = { ...box.env, CAL_DATA: file };
  await seed(box, file, async (api) => {
    hall = (await send(api, 'POST', 'venues', { venue: 'Blue Hall', city: 'Vic' })).id;
    room = (await send(api, 'POST', 'venues', { venue: 'Empty Room' })).id;
    jazz = (
      await send(api, 'POST', 'events', {
        title: 'Jazz, Night',
        start_date: `${YEAR}-01-15 20:00`,
        end_date: `${YEAR}-01-15 23:00`,
        timezone: 'Europe/Madrid',
        venue: hall,
      })
    ).id;
    talk = (
      await send(api, 'POST', 'events', {
        title: 'Harbor Talk',
        start_date: `${YEAR}-07-10 09:30`,
        end_date: `${YEAR}-07-10 11:00`,
        timezone: 'America/New_York',
      })
    ).id;
    fair = (
      await send(api, 'POST', 'events', {
        title: 'Folk & Fado',
        start_date: `${YEAR}-02-01`,
        end_date: `${YEAR}-02-01`,
        all_day: true,
        timezone: 'Europe/Madrid',
      })
    ).id;
    total = (await send(api, 'GET', 'events')).total;
  });
});
const HEADER = 'id\tstart_date\tend_date\ttitle\tvenue.venue\tstatus';

describe.concurrent('cal events list/get output', () => {
  it('prints TSV by default when stdout is not a terminal: the default columns, API date strings, decoded titles', async () => {
    expect(total).toBe(3);
    expect(ok(await run(['events', 'list'], env))).toBe(
      [
        HEADER,
        `${jazz}\t${YEAR}-01-15 20:00:00\t${YEAR}-01-15 23:00:00\tJazz, Night\tBlue Hall\tpublish`,
        `${fair}\t${YEAR}-02-01 00:00:00\t${YEAR}-02-01 23:59:59\tFolk & Fado\t\tpublish`,
        `${talk}\t${YEAR}-07-10 09:30:00\t${YEAR}-07-10 11:00:00\tHarbor Talk\t\tpublish`,
      ].join('\n'),
    );
  });

  it('converts times with --tz (all-day dates stay the days they name)', async () => {
    expect(ok(await run(['events', 'list', '--tz', 'Asia/Tokyo'], env))).toBe(
      [
        HEADER,
        `${jazz}\t${YEAR}-01-16 04:00:00\t${YEAR}-01-16 07:00:00\tJazz, Night\tBlue Hall\tpublish`,
        `${fair}\t${YEAR}-02-01 00:00:00\t${YEAR}-02-01 23:59:59\tFolk & Fado\t\tpublish`,
        `${talk}\t${YEAR}-07-10 22:30:00\t${YEAR}-07-11 00:00:00\tHarbor Talk\t\tpublish`,
      ].join('\n'),
    );
  });

  it('draws a box table with --format table, with short dates and zone abbreviations and no ANSI escapes', async () => {
    const out = ok(await run(['events', 'list', '--format', 'table'], env));
    expect(out).not.toContain('\u001b');
    expect(out).toBe(
      [
        '┌────┬──────────────────────┬──────────────────────┬─────────────┬─────────────┬─────────┐',
        '│ id │ start_date           │ end_date             │ title       │ venue.venue │ status  │',
        '├────┼──────────────────────┼──────────────────────┼─────────────┼─────────────┼─────────┤',
        `│ ${jazz}  │ ${YEAR}-01-15 20:00 CET │ ${YEAR}-01-15 23:00 CET │ Jazz, Night │ Blue Hall   │ publish │`,
        `│ ${fair}  │ ${YEAR}-02-01           │ ${YEAR}-02-01           │ Folk & Fado │             │ publish │`,
        `│ ${talk}  │ ${YEAR}-07-10 09:30 EDT │ ${YEAR}-07-10 11:00 EDT │ Harbor Talk │             │ publish │`,
        '└────┴──────────────────────┴──────────────────────┴─────────────┴─────────────┴─────────┘',
      ].join('\n'),
    );
  });

  it('quotes CSV fields as RFC 4180 wants, with --fields choosing nested columns', async () => {
    expect(ok(await run(['events', 'list', '--format', 'csv', '--fields', 'id,title,venue.venue'], env))).toBe(
      ['id,title,venue.venue', `${jazz},"Jazz, Night",Blue Hall`, `${fair},Folk & Fado,`, `${talk},Harbor Talk,`].join(
        '\n',
      ),
    );
  });

  it('prints one parseable JSON array with --format json, and --json prints exactly the same', async () => {
    const [formatJson, flagJson] = await Promise.all([
      run(['events', 'list', '--format', 'json'], env),
      run(['events', 'list', '--json'], env),
    ]);
    const items = json<Json[]>(formatJson);
    expect(Array.isArray(items)).toBe(true);
    expect(items.map((e) => [e.id, e.title, e.timezone, e.all_day])).toEqual([
      [jazz, 'Jazz, Night', 'Europe/Madrid', false],
      // Names as text, as tables show them (the server answers "Folk &#038; Fado").
      [fair, 'Folk & Fado', 'Europe/Madrid', true],
      [talk, 'Harbor Talk', 'America/New_York', false],
    ]);
    // Otherwise the API's objects untouched: nested venue included.
    expect(items[0]!.venue).toMatchObject({ venue: 'Blue Hall', city: 'Vic' });
    expect(ok(flagJson)).toBe(formatJson.stdout);
  });

  it('prints one JSON object per line with --format ndjson, keeping the nesting of --fields paths', async () => {
    const out = ok(
      await run(['events', 'list', '--format', 'ndjson', '--fields', 'id,venue.venue,venue.city,utc_start_date'], env),
    );
    expect(out.split('\n').map((line) => JSON.parse(line) as unknown)).toEqual([
      { id: jazz, venue: { venue: 'Blue Hall', city: 'Vic' }, utc_start_date: `${YEAR}-01-15 19:00:00` },
      // The API gives an event without a venue `venue: []`, and the projection keeps that shape.
      { id: fair, venue: [], utc_start_date: `${YEAR}-01-31 23:00:00` },
      { id: talk, venue: [], utc_start_date: `${YEAR}-07-10 13:30:00` },
    ]);
  });

  it('prints one ID per line with --format ids (reading the file named by the global --data)', async () => {
    const { CAL_DATA: file, ...rest } = env;
    expect(ok(await run(['--data', file!, 'events', 'list', '--format', 'ids'], { ...rest, CAL_DATA: '' }))).toBe(
      `${jazz}\n${fair}\n${talk}`,
    );
  });

  it('prints the total with --format count', async () => {
    expect(ok(await run(['events', 'list', '--format', 'count'], env))).toBe(String(total));
  });

  it('prints one JSON object (not a list) for get --json', async () => {
    const item = json(await run(['events', 'get', String(talk), '--json'], env));
    expect(Array.isArray(item)).toBe(false);
    expect(item).toMatchObject({
      id: talk,
      title: 'Harbor Talk',
      timezone: 'America/New_York',
      timezone_abbr: 'EDT',
      start_date: `${YEAR}-07-10 09:30:00`,
      utc_end_date: `${YEAR}-07-10 15:00:00`,
      venue: [],
    });
  });

  it('refuses an unknown --format with exit code 2 and prints nothing on stdout', async () => {
    const result = await run(['events', 'list', '--format', 'xml'], env);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toBe('cal: --format: expected one of table, json, ndjson, csv, tsv, ids, count, got "xml"');
    expect(result.stdout).toBe('');
  });

  it('refuses an unknown --fields name with exit code 2, on one line listing the valid fields', async () => {
    const result = await run(['events', 'list', '--fields', 'id,nope'], env);
    expect(result.exitCode).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(
      /^cal: --fields: events have no field "nope"; valid fields: id, global_id, .*, venue, /,
    );
  });

  it('reads a yes-or-no filter alike bare, as --no-x and as --x=false, typed boolean or not', async () => {
    const ids = async (...flags: string[]) => ok(await run(['venues', 'list', ...flags, '--format', 'ids'], env));
    expect(await ids('--has-events')).toBe(String(hall));
    expect(await ids('--no-has-events')).toBe(String(room));
    expect(await ids('--has-events=false')).toBe(String(room));
    expect(await ids('--has-events=true')).toBe(String(hall));
    const events = async (...flags: string[]) => ok(await run(['events', 'list', ...flags, '--format', 'ids'], env));
    expect(await events('--no-featured', '--strict-dates')).toBe([jazz, fair, talk].join('\n'));
    expect(await events('--featured')).toBe('');
    expect(await events('--featured=false')).toBe([jazz, fair, talk].join('\n'));
  });
});
