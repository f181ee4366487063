// `cal import` of CSV and NDJSON: quoting, line numbers, list cells, record errors and the --errors file per format.
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../../helpers/setup.js';
import { joinList, splitList } from '../../../src/codecs/csv/rows.js';
import { elementLines, parseInput } from '../../../src/codecs/read.js';
import { runCli, strictTransport, type Expectation } from '../../helpers/cli-fakes.js';
import {
  CSV_EXPORT,
  CSV_HEADER,
  jazz,
  jazzCreate,
  market,
  notFound,
  jazzTermLookups,
  eventImport,
  jazzLinkedLookups,
  linkedProbe,
  termProbe,
  SITE_ZONE,
  monthProbe,
  sameEvent,
} from './bulk-fixtures.js';

const files = useSandbox();
async function importWith(argv: string[], expectations: Expectation[], stdin?: string) {
  const transport = strictTransport(eventImport(expectations));
  const result = await runCli(['import', ...argv, '--concurrency', '1'], {
    transport,
    ...(stdin === undefined ? {} : { stdin }),
  });
  transport.verify();
  return result;
}

const lookup = (slug: string, reply: Expectation['reply']): Expectation => ({
  method: 'GET',
  path: `events/by-slug/${slug}`,
  reply,
});
const create = (body: Record<string, unknown>, id: number): Expectation => ({
  method: 'POST',
  path: 'events',
  body,
  reply: { status: 201, body: { id } },
});

describe('CSV', () => {
  it('reads back what export writes: lists split on "|", the venue and organizers as objects', async () => {
    const file = await files.write('events.csv', CSV_EXPORT);
    const jazzFromCsv = {
      ...jazzCreate,
      venue: { venue: 'Blue Hall', address: '1 Main St', city: 'Vic', country: 'Spain', zip: '08500' },
      organizer: [{ organizer: 'Ana', email: 'ana@example.org' }, { organizer: 'Bob' }],
    };
    const marketFromCsv = {
      title: 'Market',
      slug: 'market',
      start_date: '2026-12-06 00:00:00',
      end_date: '2026-12-06 23:59:59',
      timezone: 'UTC',
      all_day: true,
      status: 'draft',
      website: 'https://market.example.org',
      featured: false,
      sticky: false,
      hide_from_listings: false,
      show_map: false,
      show_map_link: false,
      excerpt: 'Stalls',
    };
    const result = await importWith(
      [file],
      [
        lookup('jazz-night', notFound),
        ...jazzLinkedLookups,
        ...jazzTermLookups,
        create(jazzFromCsv, 1),
        lookup('market', notFound),
        create(marketFromCsv, 2),
      ],
    );
    expect(result).toEqual({ code: 0, stdout: '', stderr: 'created 2, updated 0, skipped 0, failed 0\n' });
  });

  it('keeps quoted commas, quotes and line breaks inside values, counts lines from where each record starts', async () => {
    const csv = [
      'title,start_date,end_date,description,venue,organizer,organizer_email,categories',
      '"Talk, with Q&A",2026-12-01 18:00,2026-12-01 20:00,"First line',
      'second line, with ""quotes""",12,Ana|7,ana@example.org,Talks|42',
      '',
      'Broken,2026-12-02,2026-12-02,,,,,',
      'Too few,2026-12-03',
      '"Old, venue",2026-12-04,2026-12-04,,"Hall ""B""",,,',
    ].join('\r\n');
    const result = await importWith(
      ['-', '--format', 'csv', '--dry-run'],
      [
        // Rows without a slug are found by title and start, in a month that holds events.
        SITE_ZONE,
        monthProbe('2026-12', [{ id: 99 }]),
        sameEvent('Talk, with Q&A', '2026-11-29', '2026-12-03'),
        // A venue or organizer given by its fields is looked for by its name's slug first, where the server holds
        // some of its kind: it holds organizers, and no venue, so "Hall B" is not looked up.
        linkedProbe('organizers'),
        { method: 'GET', path: 'organizers/by-slug/ana', reply: notFound },
        sameEvent('Broken', '2026-11-30', '2026-12-04'),
        sameEvent('Old, venue', '2026-12-02', '2026-12-06'),
        linkedProbe('venues', false),
      ],
      csv,
    );
    expect(result).toEqual({
      code: 1,
      stdout:
        'record 1 (line 2): would create "Talk, with Q&A"\nrecord 2 (line 5): would create "Broken"\nrecord 4 (line 7): would create "Old, venue"\n',
      stderr: 'record 3 (line 6): expected 8 CSV fields, got 2\ndry run: created 3, updated 0, skipped 0, failed 1\n',
    });
    const sent = await importWith(
      ['-', '--format', 'csv'],
      [
        // A month that holds no event: nothing in it is looked up by title and start.
        SITE_ZONE,
        monthProbe('2026-12'),
        // Ana exists: her ID goes instead of her fields.
        linkedProbe('organizers'),
        { method: 'GET', path: 'organizers/by-slug/ana', reply: { body: { id: 8 } } },
        // In a file a term is a name, digits too: none is named 42, so it is made first and sent as its ID. The
        // categories are asked once whether there are any: there are.
        termProbe('categories'),
        { method: 'GET', path: 'categories?slug=42&hide_empty=false&per_page=50', reply: { body: { categories: [] } } },
        {
          method: 'GET',
          path: 'categories?search=42&hide_empty=false&per_page=50',
          reply: { body: { categories: [] } },
        },
        {
          method: 'POST',
          path: 'categories',
          body: { name: '42' },
          reply: { status: 201, body: { id: 43, name: '42', slug: '42' } },
        },
        // A category named by an existing term's name goes as its ID.
        {
          method: 'GET',
          path: 'categories?slug=talks&hide_empty=false&per_page=50',
          reply: { body: { categories: [{ id: 5, name: 'Talks', slug: 'talks' }] } },
        },
        create(
          {
            title: 'Talk, with Q&A',
            start_date: '2026-12-01 18:00',
            end_date: '2026-12-01 20:00',
            description: 'First line\nsecond line, with "quotes"',
            venue: 12,
            organizer: [8, 7],
            categories: [5, 43],
          },
          1,
        ),
      ],
      csv.split('\r\n').slice(0, 3).join('\r\n'),
    );
    expect(sent.stderr).toBe('created 1, updated 0, skipped 0, failed 0\n');
  });

  it('reports bad cells by record and line, and writes the failed rows with the header to --errors', async () => {
    // The jazz row spans two lines: its description's paragraphs.
    const jazzRow = CSV_EXPORT.split('\n').slice(1, 3).join('\n');
    const csv = `${CSV_HEADER}\n${jazzRow}\nNo end,no-end,2026-12-01,,UTC,maybe,,,,,,,,,,,,,,,,,,,,,,,,,,\n`;
    const file = await files.write('bad.csv', csv);
    const result = await importWith(
      [file, '--errors', files.path('failed.csv')],
      [lookup('jazz-night', { body: { id: 10 } })],
    );
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'record 2 (line 4): missing end_date\ncreated 0, updated 0, skipped 1, failed 1\n',
    });
    expect(await files.read('failed.csv')).toBe(
      `${CSV_HEADER}\nNo end,no-end,2026-12-01,,UTC,maybe,,,,,,,,,,,,,,,,,,,,,,,,,,\n`,
    );
    const flags = await importWith(
      ['-', '--format', 'csv'],
      [],
      'title,start_date,end_date,all_day\nX,2026-12-01,2026-12-01,maybe\n',
    );
    expect(flags.stderr).toBe(
      'record 1 (line 2): all_day: expected true or false, got "maybe"\ncreated 0, updated 0, skipped 0, failed 1\n',
    );
  });

  it('skips an unknown column with a warning (refused with --strict), refuses repeated columns and broken quoting', async () => {
    const strict = await importWith(['-', '--format', 'csv', '--strict'], [], 'title,tittle,colour\nx,y,red\n');
    expect(strict).toEqual({
      code: 1,
      stdout: '',
      stderr: `cal: stdin: unknown CSV column "tittle" (did you mean "title"?); the columns are ${CSV_HEADER}\n`,
    });
    const lenient = await importWith(['-', '--format', 'csv', '--dry-run'], [], 'title,colour\nx,red\n');
    expect(lenient.stderr).toBe(
      'warning: unknown CSV column "colour" skipped (--map "colour=FIELD" reads it; --strict refuses the file)\n' +
        'record 1 (line 2): missing start_date\ndry run: created 0, updated 0, skipped 0, failed 1\n',
    );
    expect((await importWith(['-', '--format', 'csv'], [], 'title,title\nx,y\n')).stderr).toBe(
      'cal: stdin: CSV column "title" appears twice\n',
    );
    expect((await importWith(['-', '--format', 'csv'], [], 'title\n"open\n')).stderr).toBe(
      'cal: stdin: Quote Not Closed: the parsing is finished with an opening quote at line 2\n',
    );
  });

  it('refuses a --map that is malformed or names no field as a usage error (exit 2), before reading the file', async () => {
    expect(await importWith(['-', '--format', 'csv', '--map', 'Titel'], [], 'Titel\nx\n')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'cal: --map: expected HEADER=field, got "Titel"\n',
    });
    const unknown = await importWith(['-', '--format', 'csv', '--map', 'Name=titel'], [], 'Name\nx\n');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe(
      `cal: --map: events have no field "titel" (did you mean "title"?); fields: ${CSV_HEADER.replaceAll(',', ', ')}\n`,
    );
  });

  it('joins and splits list cells with "\\|" for a literal bar', () => {
    expect(joinList(['a|b', 'c\\d', 'e'])).toBe('a\\|b|c\\\\d|e');
    expect(splitList('a\\|b|c\\\\d|e')).toEqual(['a|b', 'c\\d', 'e']);
    expect(splitList(' Rock | AC\\DC ')).toEqual(['Rock', 'AC\\DC']);
    expect(splitList('')).toEqual([]);
  });
});

describe('NDJSON', () => {
  it('reads one record a line, skipping blank lines, and reports a line that is not JSON', async () => {
    const lines = [
      JSON.stringify(jazz),
      '',
      '{"title": "Broken", ',
      JSON.stringify({ title: 'Multi\nline, "quoted"', start_date: '2026-12-09', end_date: '2026-12-09' }),
      '',
    ];
    const file = await files.write('events.ndjson', lines.join('\r\n'));
    const result = await importWith(
      [file, '--errors', files.path('failed.ndjson')],
      [
        lookup('jazz-night', notFound),
        ...jazzLinkedLookups,
        ...jazzTermLookups,
        create(jazzCreate, 1),
        SITE_ZONE,
        // A title of more than one line is searched for by its longest word.
        monthProbe('2026-12', [{ id: 99 }]),
        sameEvent('Multi', '2026-12-07', '2026-12-11'),
        create({ title: 'Multi\nline, "quoted"', start_date: '2026-12-09', end_date: '2026-12-09' }, 2),
      ],
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    const reason = (() => {
      try {
        return JSON.parse('{"title": "Broken", ') as string;
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(result.stderr).toBe(
      `record 2 (line 3): not valid JSON (${reason})\ncreated 2, updated 0, skipped 0, failed 1\n`,
    );
    expect(await files.read('failed.ndjson')).toBe('{"title": "Broken", \n');
  });

  it('is guessed from .ndjson and .jsonl, and takes --format over the extension', async () => {
    const one = `${JSON.stringify(market)}\n`;
    for (const name of ['a.ndjson', 'a.jsonl', 'a.txt']) {
      const file = await files.write(name, one);
      const argv = name.endsWith('.txt') ? [file, '--format', 'ndjson'] : [file];
      expect(await importWith(argv, [lookup('market', { body: { id: 11 } })])).toEqual({
        code: 0,
        stdout: '',
        stderr: 'created 0, updated 0, skipped 1, failed 0\n',
      });
    }
  });
});

describe('reading positions', () => {
  it('finds the line each top-level JSON array element starts on', () => {
    expect(elementLines('[\n  {"a": "x,\\"]"},\n  [1, {"b": 2}],\n\n  3, "s"\n]')).toEqual([2, 3, 5, 5]);
    expect(elementLines('[]')).toEqual([]);
  });

  it('keeps the CSV cells and NDJSON text of each record for --errors', () => {
    expect(parseInput('title\n"a\nb"\nc\n', 'csv', 'x')).toEqual({
      header: ['title'],
      dialect: { delimiter: ',', bom: false },
      warnings: [],
      entries: [
        { index: 1, line: 2, value: { title: 'a\nb' }, source: ['a\nb'] },
        { index: 2, line: 4, value: { title: 'c' }, source: ['c'] },
      ],
    });
    expect(parseInput('\uFEFF{"title":"a"}\n\n[1]\n', 'ndjson', 'x').entries).toEqual([
      { index: 1, line: 1, value: { title: 'a' }, source: '{"title":"a"}' },
      { index: 2, line: 3, value: [1], source: '[1]' },
    ]);
  });
});
