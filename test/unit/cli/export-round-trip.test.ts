// An export carries each event's text as it was written: generated hostile titles, descriptions and excerpts
// (quotes, apostrophes, dashes, ellipses, entities, HTML and HTML-like text, non-Latin text, edge spaces, line
// breaks), imported into a calendar file, exported in each format, imported into an empty one and exported again,
// come back byte for byte with their dates. fast-check makes them and shrinks a failure to its smallest case;
// seeded and bounded (a few seconds), the same cases on every run; CAL_FUZZ_SEED=N tries others.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli-fakes.js';

/** Pieces that rendering or a file format would change if it could: texturized, decoded, escaped, trimmed, split. */
const PIECES = [
  `'`,
  `"`,
  "'90s",
  "it's",
  '``',
  "''",
  '-',
  ' - ',
  '--',
  '---',
  '...',
  '…',
  '&',
  '&amp;',
  '&quot;',
  '&#8217;',
  '&lt;b&gt;',
  '<',
  '>',
  '1 < 2',
  '<b>',
  '</b>',
  '<p>',
  '</p>',
  '<br>',
  '<br />',
  '<a href="https://example.org/?a=1&b=2">',
  '</a>',
  '<script>x</script>',
  '<!-- note -->',
  '3x4',
  'Bob',
  'party',
  'Ünïcödé',
  'Привет',
  '日本語',
  'مرحبا',
  '🎉',
  '\u00a0',
  '&nbsp;',
  '\u200b',
  ' ',
  '  ',
  '\n',
  '\n\n',
  '\t',
  '|',
  ',',
  ';',
  '\\',
  '=',
  '+',
  '@',
] as const;

const hostile = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 10 }).map((pieces) => pieces.join(''));
/** A title has words; a description or an excerpt is none or some (blank text is no text). */
const title = hostile.filter((text) => text.trim() !== '');
const optionalText = fc.oneof(fc.constant(''), title);

const ZONES = ['UTC', 'Europe/Madrid', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe'] as const;
const pad = (n: number) => String(n).padStart(2, '0');
/** Day `n` of 2027 (0-based), as YYYY-MM-DD. */
const dayOf = (n: number) => new Date(Date.UTC(2027, 0, 1 + n)).toISOString().slice(0, 10);

interface Given {
  title: string;
  description: string;
  excerpt: string;
  start_date: string;
  end_date: string;
  timezone: string;
  all_day: boolean;
}

/** Events on distinct days (so an export's order, by start, is the order given), timed away from DST changes. */
const events = fc
  .uniqueArray(fc.integer({ min: 0, max: 360 }), { minLength: 1, maxLength: 4 })
  .map((days) => [...days].sort((a, b) => a - b))
  .chain((days) =>
    fc.tuple(
      ...days.map((day) =>
        fc
          .record({
            title,
            description: optionalText,
            excerpt: optionalText,
            timezone: fc.constantFrom(...ZONES),
            all_day: fc.boolean(),
            hour: fc.integer({ min: 8, max: 18 }),
            minutes: fc.integer({ min: 15, max: 300 }),
            days: fc.integer({ min: 0, max: 2 }),
          })
          .map(({ hour, minutes, days: length, ...rest }): Given => {
            const end = hour * 60 + minutes;
            return rest.all_day
              ? { ...rest, start_date: `${dayOf(day)} 00:00:00`, end_date: `${dayOf(day + length)} 23:59:59` }
              : {
                  ...rest,
                  start_date: `${dayOf(day)} ${pad(hour)}:00:00`,
                  end_date: `${dayOf(day)} ${pad(Math.floor(end / 60))}:${pad(end % 60)}:00`,
                };
          }),
      ),
    ),
  );

/**
 * Cases run every time, besides the generated ones: a title WordPress texturizes, HTML with edge spaces (iCalendar's
 * X-ALT-DESC was trimmed) and an all-day event in a zone of its own (iCalendar brought it back in UTC).
 */
const KNOWN: Given[] = [
  {
    title: `Bob's "party" - 1`,
    description: ' <p>Hi &quot;all&quot;</p>\n',
    excerpt: '',
    start_date: '2027-06-04 18:00:00',
    end_date: '2027-06-04 19:00:00',
    timezone: 'Europe/Madrid',
    all_day: false,
  },
  {
    title: 'Feria',
    description: 'Plain\n\ntext',
    excerpt: 'Short',
    start_date: '2027-06-05 00:00:00',
    end_date: '2027-06-06 23:59:59',
    timezone: 'America/New_York',
    all_day: true,
  },
];

const SEED = Number(process.env.CAL_FUZZ_SEED ?? 20_261_121);
const FORMATS = ['json', 'ndjson', 'csv', 'ics'] as const;
const WINDOW = ['--start-date', '2026-12-01', '--end-date', '2029-01-31'];
const COMPARED = ['title', 'description', 'excerpt', 'start_date', 'end_date', 'timezone', 'all_day'] as const;

const compared = (records: readonly Record<string, unknown>[]) =>
  records.map((record) => Object.fromEntries(COMPARED.map((key) => [key, record[key]])));

async function cal(file: string, argv: string[]): Promise<string> {
  const result = await runCli(argv, { env: { CAL_DATA: file } });
  expect(result.code, `cal ${argv.join(' ')}: ${result.stderr}`).toBe(0);
  return result.stdout;
}

/** Exports `calendar` as JSON: its events in start order. */
const exported = async (calendar: string) =>
  JSON.parse(await cal(calendar, ['export', ...WINDOW])) as Record<string, unknown>[];

describe('an export carries the text as written', () => {
  it('in every format, through an import into an empty calendar and back', { timeout: 60_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cal-round-trip-'));
    let run = 0;
    try {
      await fc.assert(
        fc.asyncProperty(events, async (given) => {
          const at = (name: string) => join(dir, `${run}-${name}`);
          run++;
          await writeFile(at('given.json'), JSON.stringify(given));
          await cal(at('source.json'), ['import', at('given.json')]);
          expect(compared(await exported(at('source.json')))).toEqual(given);
          for (const format of FORMATS) {
            const file = at(`export.${format}`);
            await cal(at('source.json'), ['export', ...WINDOW, '--format', format, '--output', file]);
            await cal(at(`copy-${format}.json`), ['import', file]);
            expect(
              compared(await exported(at(`copy-${format}.json`))),
              `${format}:\n${await readFile(file, 'utf8')}`,
            ).toEqual(given);
          }
        }),
        { seed: SEED, numRuns: 6, endOnFailure: true, examples: [[KNOWN]] },
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
