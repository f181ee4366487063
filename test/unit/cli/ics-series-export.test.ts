// `cal export --format ics` of imported series: each occurrence a VEVENT of the series' UID with a RECURRENCE-ID
// (no master: no server keeps the rule). Python's recurring_ical_events expands the source file and reads the export
// to the same occurrences, and the export imports back to the same events (found again by their slugs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli-fakes.js';
import { calendar, vevent } from '../../helpers/ics-text.js';
import { useSandbox } from '../../helpers/setup.js';
import { describeWith, type SystemProgram } from '../../helpers/system.js';
import { slugForUid } from '../../../src/codecs/ics/read.js';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const SCRIPT = join(REPO, 'test/fixtures/ics/occurrences.py');
const PYTHON = '/usr/bin/python3';
/** Debian's python3 with python3-recurring-ical-events (the python3 on PATH may be another without it). */
const RECURRING_ICAL_EVENTS: SystemProgram = {
  name: "python recurring_ical_events (Debian's python3-recurring-ical-events)",
  missing: () =>
    spawnSync(PYTHON, ['-c', 'import recurring_ical_events']).status === 0
      ? undefined
      : `${PYTHON} cannot import recurring_ical_events`,
};
const CORPUS_DIRS = process.env.CAL_ICS_CORPUS
  ? [process.env.CAL_ICS_CORPUS]
  : [join(REPO, '../shared/ics-corpus'), join(REPO, 'test/fixtures/ics-corpus')];
const ROOT = CORPUS_DIRS.find((dir) => existsSync(dir));
const CORPUS: SystemProgram = {
  name: 'the iCalendar corpus',
  missing: () => (ROOT === undefined ? `no corpus at ${CORPUS_DIRS.join(' or ')}` : undefined),
  remedy: 'scripts/ics-corpus.sh assembles it',
};

interface Source {
  readonly name: string;
  /** The file's text, or its path in the corpus. */
  readonly text?: string;
  readonly corpus?: string;
  readonly from: string;
  readonly until: string;
  readonly occurrences: number;
}

const MADRID = (day: string, time: string) => `;TZID=Europe/Madrid:${day}T${time}`;

const BUILT: readonly Source[] = [
  {
    name: 'weekly in Madrid across the clock change, one left out, one moved',
    text: calendar(
      ...vevent(
        'standup@example.org',
        'Standup',
        `DTSTART${MADRID('20270301', '090000')}`,
        `DTEND${MADRID('20270301', '091500')}`,
        'RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=6',
        `EXDATE${MADRID('20270322', '090000')}`,
      ),
      ...vevent(
        'standup@example.org',
        'Standup (moved)',
        `RECURRENCE-ID${MADRID('20270315', '090000')}`,
        `DTSTART${MADRID('20270316', '100000')}`,
        `DTEND${MADRID('20270316', '101500')}`,
      ),
    ),
    from: '2027-01-01',
    until: '2028-01-01',
    occurrences: 5,
  },
  {
    name: 'daily all-day with COUNT',
    text: calendar(
      ...vevent(
        'fair@example.org',
        'Book fair',
        'DTSTART;VALUE=DATE:20270510',
        'DTEND;VALUE=DATE:20270511',
        'RRULE:FREQ=DAILY;COUNT=5',
      ),
    ),
    from: '2027-01-01',
    until: '2028-01-01',
    occurrences: 5,
  },
  {
    name: 'floating monthly on the last Friday',
    text: calendar(
      ...vevent(
        'karaoke@example.org',
        'Karaoke',
        'DTSTART:20270129T190000',
        'DTEND:20270129T210000',
        'RRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=6',
      ),
    ),
    from: '2027-01-01',
    until: '2028-01-01',
    occurrences: 6,
  },
  {
    name: 'in UTC with UNTIL',
    text: calendar(
      ...vevent(
        'sync@example.org',
        'Sync',
        'DTSTART:20270105T150000Z',
        'DTEND:20270105T160000Z',
        'RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270202T150000Z',
      ),
    ),
    from: '2027-01-01',
    until: '2028-01-01',
    occurrences: 9,
  },
];

const FROM_CORPUS: readonly Source[] = [
  {
    name: 'a Google series with a moved occurrence (recurring-ical-events issue 62)',
    corpus: 'recurring-ical-events/recurring_ical_events/test/calendars/issue_62_moved_event.ics',
    from: '2021-11-01',
    until: '2022-03-01',
    occurrences: 4,
  },
  {
    name: "khal's weekly series with UNTIL and a moved occurrence",
    corpus: 'khal/tests/ics/event_rrule_recuid.ics',
    from: '2014-06-01',
    until: '2014-09-01',
    occurrences: 6,
  },
];

const EXPORT = [
  'export',
  '--format',
  'ics',
  '--status',
  'publish,draft,pending,private',
  '--start-date',
  '1900-01-01',
  '--end-date',
  '2199-12-31',
];

interface Occurrence {
  readonly start: unknown;
  readonly end: unknown;
  readonly summary: string | null;
}

/** What python's recurring_ical_events expands from the file in the window. */
function occurrencesOf(file: string, from: string, until: string): Occurrence[] {
  const run = spawnSync(PYTHON, [SCRIPT, '--window', from, until, file], { encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  const found = JSON.parse(run.stdout) as Occurrence[] | { error: string };
  if (!Array.isArray(found)) throw new Error(`python could not read ${file}: ${found.error}`);
  return found.map(({ start, end, summary }) => ({ start, end, summary }));
}

const withoutStamps = (text: string) => text.replace(/^DTSTAMP:.*\r\n/gm, '');

/** The tests of the sources: python's reading of the export (`python`), or the round trip through cal. */
function seriesExports(sources: readonly Source[], python: boolean): void {
  const box = useSandbox('test');
  const cal = (data: string, ...argv: string[]) => runCli(argv, { env: { CAL_DATA: box.path(data) } });
  const exported = async (data: string, name: string) => {
    const out = await cal(data, ...EXPORT);
    expect(out.code, out.stderr).toBe(0);
    return { text: out.stdout, file: await box.write(name, out.stdout) };
  };
  /** The source imported into a fresh calendar and exported. */
  const imported = async (source: Source) => {
    const file =
      source.text === undefined ? join(ROOT ?? '', source.corpus ?? '') : await box.write('in.ics', source.text);
    const run = await cal('one.json', 'import', file, '--from', source.from, '--until', source.until);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(`created ${source.occurrences}, updated 0, skipped 0, failed 0\n`);
    return { file, export: await exported('one.json', 'one.ics') };
  };

  if (python) {
    it.each(sources)('$name: python reads the export to the occurrences of the source', async (source) => {
      const { file, export: one } = await imported(source);
      const expected = occurrencesOf(file, source.from, source.until);
      expect(expected).toHaveLength(source.occurrences);
      expect(occurrencesOf(one.file, source.from, source.until)).toEqual(expected);
    });
    return;
  }

  it.each(sources)('$name: the export imports back to the same events, found again', async (source) => {
    const { export: one } = await imported(source);
    // Each occurrence on its own, of its series' UID: no master, no rule (VTIMEZONEs have RRULEs), no SEQUENCE.
    const vevents = one.text.split('BEGIN:VEVENT').slice(1);
    expect(vevents).toHaveLength(source.occurrences);
    for (const text of vevents) {
      expect(text).toMatch(/\r\nRECURRENCE-ID[:;]/);
      expect(text).not.toMatch(/\r\n(RRULE|RDATE|EXDATE|SEQUENCE)[:;]/);
    }
    expect(new Set(vevents.map((text) => /^\r\nUID:(.*)\r\n/.exec(text)?.[1])).size).toBe(1);
    expect(one.text).not.toMatch(/^UID:event-\d+@/m);
    for (const line of one.text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const again = await cal('two.json', 'import', one.file);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain(`created ${source.occurrences}, updated 0, skipped 0, failed 0\n`);
    const two = await exported('two.json', 'two.ics');
    expect(withoutStamps(two.text)).toBe(withoutStamps(one.text));
    const third = await cal('two.json', 'import', one.file);
    expect(third.stderr).toContain(`created 0, updated 0, skipped ${source.occurrences}, failed 0\n`);
  });
}

describe('cal export --format ics of imported series', () => {
  seriesExports(BUILT, false);
});

describe('cal export --format ics of occurrences without their UID (as TEC sites keep them)', () => {
  const box = useSandbox('test');
  const cal = (data: string, ...argv: string[]) => runCli(argv, { env: { CAL_DATA: box.path(data) } });

  it("gives every occurrence of a series one UID made of the series' slug, and its RECURRENCE-ID", async () => {
    const [madrid] = BUILT;
    await cal('one.json', 'import', await box.write('in.ics', madrid?.text ?? ''), '--from', '2027-01-01');
    const json = await cal('one.json', 'export', '--format', 'json', '--start-date', '1900-01-01');
    const events = (JSON.parse(json.stdout) as Record<string, unknown>[]).map(({ uid: _, ...rest }) => rest);
    await cal('two.json', 'import', await box.write('no-uid.json', JSON.stringify(events)));
    const out = await cal('two.json', ...EXPORT);
    expect(out.code, out.stderr).toBe(0);
    const base = slugForUid('standup@example.org');
    expect(out.stdout.match(/^(UID|RECURRENCE-ID)[:;].*$/gm)).toEqual(
      ['20270301T080000Z', '20270308T080000Z', '20270315T080000Z', '20270329T070000Z', '20270405T070000Z'].flatMap(
        (stamp) => [expect.stringMatching(new RegExp(`^UID:${base}@[^@\\s]+$`)), `RECURRENCE-ID:${stamp}`],
      ),
    );
    expect(new Set(out.stdout.match(/^UID:.*$/gm))).toHaveProperty('size', 1);
  });
});

describeWith([RECURRING_ICAL_EVENTS], 'python recurring_ical_events on exported series', () => {
  seriesExports(BUILT, true);
});

describeWith([CORPUS], 'exported series of the corpus', () => {
  seriesExports(FROM_CORPUS, false);
});

describeWith([CORPUS, RECURRING_ICAL_EVENTS], 'python recurring_ical_events on exported series of the corpus', () => {
  seriesExports(FROM_CORPUS, true);
});
