// `cal import` of a JSON array: slug lookups, create, skip, --update, --dry-run, failed records and --errors.
import { beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../../helpers/setup.js';
import type { Transport } from '../../../src/client/transport.js';
import { runCli, strictTransport, type Expectation } from '../../helpers/cli-fakes.js';
import {
  jazz,
  jazzCreate,
  market,
  notFound,
  jazzTermLookups,
  eventImport,
  NO_UNPUBLISHED,
  jazzLinkedLookups,
  SITE_ZONE,
  monthProbe,
  sameEvent,
} from './bulk-fixtures.js';

const files = useSandbox();
let both: string;
beforeAll(async () => {
  both = await files.write('both.json', `${JSON.stringify([jazz, market], null, 2)}\n`);
});
async function importWith(argv: string[], expectations: Expectation[], stdin?: string) {
  const transport = strictTransport(eventImport(expectations));
  const result = await runCli(['import', ...argv], { transport, ...(stdin === undefined ? {} : { stdin }) });
  transport.verify();
  return result;
}

const lookup = (slug: string, reply: Expectation['reply']): Expectation => ({
  method: 'GET',
  path: `events/by-slug/${slug}`,
  reply,
});
const exists = (id: number) => ({ body: { id, slug: 'x' } });
const created = (id: number) => ({ status: 201, body: { id } });

describe('cal import FILE.json', () => {
  it('looks each slug up, creates the absent events and skips the existing ones', async () => {
    const result = await importWith(
      [both, '--concurrency', '1'],
      [
        lookup('jazz-night', notFound),
        ...jazzLinkedLookups,
        ...jazzTermLookups,
        { method: 'POST', path: 'events', body: jazzCreate, reply: created(57) },
        lookup('market', exists(11)),
      ],
    );
    expect(result).toEqual({ code: 0, stdout: '', stderr: 'created 1, updated 0, skipped 1, failed 0\n' });
  });

  it('updates existing events by ID with --update, sending empty fields as null to clear them', async () => {
    const result = await importWith(
      [both, '--update', '--concurrency', '1'],
      [
        lookup('jazz-night', notFound),
        ...jazzLinkedLookups,
        ...jazzTermLookups,
        { method: 'POST', path: 'events', body: jazzCreate, reply: created(57) },
        lookup('market', exists(11)),
        {
          method: 'POST',
          path: 'events/11',
          body: {
            title: 'Market',
            start_date: '2026-12-06 00:00:00',
            end_date: '2026-12-06 23:59:59',
            description: null,
            excerpt: 'Stalls',
            status: 'draft',
            timezone: 'UTC',
            all_day: true,
            cost: null,
            website: 'https://market.example.org',
            featured: false,
            sticky: false,
            hide_from_listings: false,
            show_map: false,
            show_map_link: false,
            categories: [],
            tags: [],
            organizer: [],
          },
          reply: { body: { id: 11 } },
        },
      ],
    );
    expect(result).toEqual({ code: 0, stdout: '', stderr: 'created 1, updated 1, skipped 0, failed 0\n' });
  });

  it('with --dry-run, reads the slugs, sends no writes and says what would happen', async () => {
    const result = await importWith(
      [both, '--dry-run', '--update', '--concurrency', '1'],
      [lookup('jazz-night', notFound), ...jazzLinkedLookups, lookup('market', exists(11))],
    );
    expect(result).toEqual({
      code: 0,
      stdout: 'record 1 (line 2): would create jazz-night\nrecord 2 (line 44): would update event 11 (market)\n',
      stderr: 'dry run: created 1, updated 1, skipped 0, failed 0\n',
    });
    const skipping = await importWith(
      [both, '--dry-run'],
      [lookup('jazz-night', exists(10)), lookup('market', exists(11))],
    );
    expect(skipping.stdout).toBe(
      'record 1 (line 2): would skip event 10 (jazz-night): it exists\nrecord 2 (line 44): would skip event 11 (market): it exists\n',
    );
    expect(skipping.stderr).toBe('dry run: created 0, updated 0, skipped 2, failed 0\n');
  });

  it('matches a record without a slug by its title and start (as TEC does), and sends no slug', async () => {
    const input = JSON.stringify([
      { title: 'Rock & Roll: Live!', start_date: '2026-12-07 20:00', end_date: '2026-12-07 22:00' },
    ]);
    // The same title a day later is another event; an HTML-escaped title is the same text.
    const other = {
      id: 8,
      title: 'Rock &amp; Roll: Live!',
      utc_start_date: '2026-12-08 20:00:00',
      utc_end_date: '2026-12-08 22:00:00',
    };
    const result = await importWith(
      ['-', '--format', 'json'],
      [
        SITE_ZONE,
        monthProbe('2026-12', [other]),
        sameEvent('Rock & Roll: Live!', '2026-12-05', '2026-12-09', [other]),
        {
          method: 'POST',
          path: 'events',
          body: { title: 'Rock & Roll: Live!', start_date: '2026-12-07 20:00', end_date: '2026-12-07 22:00' },
          reply: created(60),
        },
      ],
      input,
    );
    expect(result).toEqual({ code: 0, stdout: '', stderr: 'created 1, updated 0, skipped 0, failed 0\n' });
    const again = await importWith(
      ['-', '--format', 'json'],
      [
        SITE_ZONE,
        monthProbe('2026-12', [other]),
        sameEvent('Rock & Roll: Live!', '2026-12-05', '2026-12-09', [
          other,
          { ...other, id: 60, utc_start_date: '2026-12-07 20:00:00', utc_end_date: '2026-12-07 22:00:00' },
        ]),
      ],
      input,
    );
    expect(again).toEqual({ code: 0, stdout: '', stderr: 'created 0, updated 0, skipped 1, failed 0\n' });
  });

  it('makes one event per start of rows that share a title, and runs identical rows in turn', async () => {
    const twice = JSON.stringify([
      { ...market, slug: '' },
      { ...market, slug: '' },
      { ...market, slug: '', start_date: '2026-12-13 00:00:00', end_date: '2026-12-13 23:59:59' },
    ]);
    const createMarket = {
      title: 'Market',
      excerpt: 'Stalls',
      status: 'draft',
      start_date: '2026-12-06 00:00:00',
      end_date: '2026-12-06 23:59:59',
      timezone: 'UTC',
      all_day: true,
      website: 'https://market.example.org',
      featured: false,
      sticky: false,
      hide_from_listings: false,
      show_map: false,
      show_map_link: false,
      categories: [],
      tags: [],
      organizer: [],
    };
    const result = await importWith(
      ['-', '--format', 'json', '--concurrency', '4'],
      [
        // December holds no event: no record of it is looked up (the identical row waits for the first's).
        monthProbe('2026-12'),
        { method: 'POST', path: 'events', body: createMarket, reply: created(12) },
        {
          method: 'POST',
          path: 'events',
          body: { ...createMarket, start_date: '2026-12-13 00:00:00', end_date: '2026-12-13 23:59:59' },
          reply: created(13),
        },
      ],
      twice,
    );
    expect(result).toEqual({ code: 0, stdout: '', stderr: 'created 2, updated 0, skipped 1, failed 0\n' });
  });
});

describe('failed records', () => {
  const input = [
    '[',
    '  {"title": "First", "start_date": "2026-12-01 10:00", "end_date": "2026-12-01 11:00"},',
    '  {"start_date": "2026-12-02 10:00", "end_date": "2026-12-02 11:00"},',
    '  {"title": "Bad venue", "start_date": "2026-12-03 10:00", "end_date": "2026-12-03 11:00", "venue": 99},',
    '  {"title": "Bad date", "start_date": "someday", "end_date": "2026-12-04"},',
    '  "not an object",',
    '  {"title": "Extra", "start_date": "2026-12-05", "end_date": "2026-12-05", "colour": "red", "featured": "yes"},',
    '  {"title": "Last", "start_date": "2026-12-06 10:00", "end_date": "2026-12-06 11:00", "featured": true}',
    ']',
  ].join('\n');
  const badVenue = {
    status: 400,
    body: {
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): venue',
      data: { status: 400, params: { venue: 'Invalid parameter.' } },
    },
  };
  const requests: Expectation[] = [
    SITE_ZONE,
    monthProbe('2026-12'),
    {
      method: 'POST',
      path: 'events',
      body: { title: 'First', start_date: '2026-12-01 10:00', end_date: '2026-12-01 11:00' },
      reply: created(1),
    },
    {
      method: 'POST',
      path: 'events',
      body: { title: 'Bad venue', start_date: '2026-12-03 10:00', end_date: '2026-12-03 11:00', venue: 99 },
      reply: badVenue,
    },
    {
      method: 'POST',
      path: 'events',
      body: { title: 'Last', start_date: '2026-12-06 10:00', end_date: '2026-12-06 11:00', featured: true },
      reply: created(2),
    },
  ];
  const reasons = [
    'record 2 (line 3): missing title',
    'record 3 (line 4): rest_invalid_param: Invalid parameter(s): venue (venue: Invalid parameter.)',
    'record 4 (line 5): start_date: not a date: "someday"',
    'record 5 (line 6): expected a JSON object, got "not an object"',
    'record 6 (line 7): unknown field "colour"',
  ];

  it('reports each with its number, line and reason, imports the rest and exits 1', async () => {
    const file = await files.write('mixed.json', input);
    const result = await importWith([file, '--concurrency', '1'], requests);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: `${reasons.join('\n')}\ncreated 2, updated 0, skipped 0, failed 5\n`,
    });
  });

  it('writes the failed records to --errors FILE as a JSON array to retry', async () => {
    const file = await files.write('mixed-2.json', input);
    const result = await importWith([file, '--concurrency', '1', '--errors', files.path('failed.json')], requests);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`${reasons.join('\n')}\ncreated 2, updated 0, skipped 0, failed 5\n`);
    expect(await files.read('failed.json')).toBe(
      `${JSON.stringify(
        [
          { start_date: '2026-12-02 10:00', end_date: '2026-12-02 11:00' },
          { title: 'Bad venue', start_date: '2026-12-03 10:00', end_date: '2026-12-03 11:00', venue: 99 },
          { title: 'Bad date', start_date: 'someday', end_date: '2026-12-04' },
          'not an object',
          { title: 'Extra', start_date: '2026-12-05', end_date: '2026-12-05', colour: 'red', featured: 'yes' },
        ],
        null,
        2,
      )}\n`,
    );
  });

  it('checks records locally in a dry run, with no request for a record that fails', async () => {
    const result = await importWith(
      ['-', '--format', 'json', '--dry-run'],
      [
        SITE_ZONE,
        monthProbe('2026-12', [{ id: 2 }]),
        sameEvent('First', '2026-11-29', '2026-12-03'),
        sameEvent('Bad venue', '2026-12-01', '2026-12-05'),
        sameEvent('Last', '2026-12-04', '2026-12-08', [
          { id: 2, title: 'Last', utc_start_date: '2026-12-06 10:00:00', utc_end_date: '2026-12-06 11:00:00' },
        ]),
      ],
      input,
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(
      'record 1 (line 2): would create "First"\nrecord 3 (line 4): would create "Bad venue"\nrecord 7 (line 8): would skip event 2 ("Last"): it exists\n',
    );
    expect(result.stderr).toBe(
      `${reasons.filter((r) => !r.startsWith('record 3')).join('\n')}\ndry run: created 2, updated 0, skipped 1, failed 4\n`,
    );
  });

  it('stops at a refused password: the rest is not attempted but kept in --errors, and the exit code is 4', async () => {
    const refused = {
      status: 401,
      body: {
        code: 'incorrect_password',
        message: 'The provided password is an invalid application password.',
        data: { status: 401 },
      },
    };
    const result = await importWith(
      [both, '--concurrency', '1', '--errors', files.path('refused.json')],
      [lookup('jazz-night', refused)],
    );
    expect(result).toEqual({
      code: 4,
      stdout: '',
      stderr:
        'record 1 (line 2): incorrect_password: The provided password is an invalid application password.\n' +
        'created 0, updated 0, skipped 0, failed 1, not attempted 1\n' +
        'cal: incorrect_password: The provided password is an invalid application password.\n',
    });
    expect(JSON.parse(await files.read('refused.json'))).toEqual([jazz, market]);
  });
});

describe('unpublished events without a slug', () => {
  it("are found by title and start (WordPress keeps a contributor's pending events without one), said when two match", async () => {
    const unpublished = [31, 30].map((id) => ({ id, slug: '', title: 'Market', start_date: '2026-12-06 00:00:00' }));
    const result = await importWith(
      [both, '--concurrency', '1'],
      [
        { ...NO_UNPUBLISHED, reply: { body: { events: unpublished, total: 2, total_pages: 1 } } },
        lookup('jazz-night', exists(10)),
        lookup('market', notFound),
      ],
    );
    expect(result).toEqual({
      code: 0,
      stdout: '',
      stderr:
        'warning: 2 unpublished events without a slug are titled "Market" and start at 2026-12-06 00:00:00 (30, 31): taking 30\n' +
        'created 0, updated 0, skipped 2, failed 0\n',
    });
  });
});

describe('how records are read and sent', () => {
  it('shows progress on a terminal only', async () => {
    const one = JSON.stringify([market]);
    const transport = strictTransport(eventImport([lookup('market', exists(11))]));
    const result = await runCli(['import', '-', '--format', 'json'], { transport, tty: true, stdin: one });
    expect(result.code).toBe(0);
    // A bar with counts, rate and ETA, cleared before the summary.
    const clear = '\r\u001b[K';
    expect(result.stderr.startsWith(`${clear}events [${'#'.repeat(24)}] 1/1 `)).toBe(true);
    expect(result.stderr).toMatch(/ 1\/1 \d+\/s ETA 0s\r/);
    expect(result.stderr.endsWith(`${clear}created 0, updated 0, skipped 1, failed 0\n`)).toBe(true);
    const piped = await runCli(['import', '-', '--format', 'json'], {
      transport: strictTransport(eventImport([lookup('market', exists(11))])),
      stdin: one,
    });
    expect(piped.stderr).toBe('created 0, updated 0, skipped 1, failed 0\n');
  });

  it('sends --lang with the lookup and the write, once asked whether the server has the language', async () => {
    const one = JSON.stringify([{ title: 'Concierto', start_date: '2026-12-01 20:00', end_date: '2026-12-01 22:00' }]);
    const result = await importWith(
      ['-', '--format', 'json', '--lang', 'es'],
      [
        { method: 'GET', path: 'events?site_language=es&per_page=1', reply: { body: { events: [], total: 0 } } },
        SITE_ZONE,
        monthProbe('2026-12', [], '&site_language=es'),
        {
          method: 'POST',
          path: 'events',
          body: {
            title: 'Concierto',
            start_date: '2026-12-01 20:00',
            end_date: '2026-12-01 22:00',
            site_language: 'es',
          },
          reply: created(5),
        },
      ],
      one,
    );
    expect(result).toEqual({ code: 0, stdout: '', stderr: 'created 1, updated 0, skipped 0, failed 0\n' });
  });

  it('refuses a language the server does not have before any record', async () => {
    const noSuchLanguage = {
      status: 400,
      body: {
        code: 'rest_invalid_param',
        message: 'Invalid parameter(s): site_language',
        data: { status: 400, params: { site_language: 'Invalid parameter.' } },
      },
    };
    const result = await importWith(
      ['-', '--format', 'json', '--lang', 'xx'],
      [{ method: 'GET', path: 'events?site_language=xx&per_page=1', reply: noSuchLanguage }],
      JSON.stringify([jazz, market]),
    );
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'cal: rest_invalid_param: Invalid parameter(s): site_language (site_language: Invalid parameter.)\n',
    });
  });

  it('keeps at most --concurrency requests in flight through the one client', async () => {
    let inFlight = 0;
    let most = 0;
    const paths: string[] = [];
    const transport: Transport = {
      target: 'counting',
      async send(request) {
        paths.push(`${request.method} ${request.path}`);
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setImmediate(resolve));
        inFlight--;
        if (request.path.startsWith('events?')) {
          // Each record's look-up finds its event, all day on its day.
          const title = decodeURIComponent(/search=([^&]*)/.exec(request.path)?.[1] ?? '');
          const events = [{ id: 1, title, all_day: true, start_date: '2026-12-01 00:00:00' }];
          return { status: 200, headers: {}, body: { events, total: 1, total_pages: 1 } };
        }
        return request.method === 'GET'
          ? { status: 200, headers: {}, body: { id: 1 } }
          : { status: 201, headers: {}, body: { id: 2 } };
      },
      async close() {},
    };
    const records = Array.from({ length: 7 }, (_, i) => ({
      title: `Event ${i + 1}`,
      start_date: '2026-12-01',
      end_date: '2026-12-01',
      all_day: true,
    }));
    const result = await runCli(['import', '-', '--format', 'json', '--concurrency', '3'], {
      transport,
      stdin: JSON.stringify(records),
    });
    expect(result).toEqual({ code: 0, stdout: '', stderr: 'created 0, updated 0, skipped 7, failed 0\n' });
    expect(most).toBe(3);
    expect(paths).toEqual([
      'GET ?_fields=timezone_string,gmt_offset',
      // Whether December holds any event: it does (the reader finds one for every list).
      'GET events?per_page=1&start_date=2026-11-30&end_date=2027-01-02&status=publish%2Cfuture%2Cdraft%2Cpending%2Cprivate&page=1',
      ...records.map(
        (_, i) =>
          `GET events?search=Event%20${i + 1}&start_date=2026-11-29&end_date=2026-12-03&per_page=50` +
          '&status=publish%2Cfuture%2Cdraft%2Cpending%2Cprivate&page=1',
      ),
    ]);
  });

  it.each([
    [['-'], 2, 'cal: --format is required when reading stdin (json, ndjson, csv, xlsx or ics)\n'],
    [
      ['events.txt'],
      2,
      'cal: cannot tell the format of events.txt from its extension; give --format json, ndjson, csv, xlsx or ics\n',
    ],
    [['-', '--format', 'json', '--concurrency', '0'], 2, 'cal: --concurrency: expected a positive integer, got "0"\n'],
    [
      ['-', '--format', 'json'],
      1,
      'cal: stdin is not valid JSON (Unexpected token \'o\', "not json" is not valid JSON)\n',
    ],
    [['/nonexistent/events.json'], 1, 'cal: cannot read /nonexistent/events.json: ENOENT\n'],
  ])('%j fails before any request', async (argv, code, stderr) => {
    expect(await importWith(argv, [], 'not json')).toEqual({ code, stdout: '', stderr });
  });

  it('refuses a JSON document that is not an array', async () => {
    expect(await importWith(['-', '--format', 'json'], [], JSON.stringify(jazz))).toEqual({
      code: 1,
      stdout: '',
      stderr: 'cal: stdin: expected a JSON array of events\n',
    });
  });
});
