// iCalendar files written by other programs (listed in test/fixtures/ics/SOURCES; scripts/ics-corpus.sh assembles
// them, they are not in this repository): every one is read without a crash, imports what it can or is refused in
// one line, exports back to the same events, and some are checked field by field against python icalendar's reading
// of them (expected.json, recorded by record-expected.py when the corpus is assembled; versions.json, recorded by
// record-versions.py, for UIDs written several times). Some are imported into a calendar of their own and exported
// again. Without the corpus the suite is skipped, and fails under CI (which has ../shared beside its clone).
// Each shape these files showed has its own small test in ics-lenient.test.ts, which needs no corpus.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli-fakes.js';
import { useSandbox } from '../../helpers/setup.js';
import { describeWith, type SystemProgram } from '../../helpers/system.js';
import { parseWallTime, wallTimeToUtcMs } from '../../../src/dates/wall-time.js';
import { isValidTimeZone, wallTimeToInstant } from '../../../src/dates/zones.js';
import { parseIcs } from '../../../src/codecs/ics/read.js';
import { formatIcs } from '../../../src/codecs/ics/write.js';
import { pick, portable } from '../../helpers/portable-record.js';
import { validateRecord } from '../../../src/codecs/validate.js';
import { CodecError } from '../../../src/codecs/errors.js';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCES = join(REPO, 'test/fixtures/ics/SOURCES');
/**
 * The corpus: $CAL_ICS_CORPUS when set (and then only there), else the steering repository's shared copy, else the
 * one scripts/ics-corpus.sh makes.
 */
const CORPUS_DIRS = process.env.CAL_ICS_CORPUS
  ? [process.env.CAL_ICS_CORPUS]
  : [join(REPO, '../shared/ics-corpus'), join(REPO, 'test/fixtures/ics-corpus')];
const ROOT = CORPUS_DIRS.find((dir) => existsSync(dir));
const EXPECTED = ROOT === undefined ? undefined : join(ROOT, 'expected.json');
const HAS_EXPECTED = EXPECTED !== undefined && existsSync(EXPECTED);
const CORPUS: SystemProgram = {
  name: 'the iCalendar corpus',
  missing: () => (ROOT === undefined ? `no corpus at ${CORPUS_DIRS.join(' or ')}` : undefined),
  remedy: 'scripts/ics-corpus.sh assembles it',
};
const READINGS: SystemProgram = {
  name: "python icalendar's readings of it",
  missing: () => (HAS_EXPECTED ? undefined : `no expected.json in ${ROOT ?? 'the corpus'}`),
  remedy: 'scripts/ics-corpus.sh records it with python3-icalendar',
};
const NOW = Date.UTC(2026, 0, 1);
/**
 * Each series as its first occurrence (DTSTART, its first occurrence), as python icalendar reads it: the
 * occurrences themselves are checked in ics-occurrences.test.ts.
 */
const FIRST_ONLY_FLAGS = ['--from', '1800-01-01', '--until', '2200-01-01', '--max-occurrences', '1'];
const FIRST_ONLY = { window: { from: Date.UTC(1800, 0, 1), until: Date.UTC(2200, 0, 1) }, maxOccurrences: 1 };

function filesUnder(root: string, dir = root): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return filesUnder(root, path);
      return name.endsWith('.ics') ? [relative(root, path)] : [];
    })
    .sort();
}

type Fields = Record<string, unknown>;

interface Reading {
  /** What the reader said, or why it refused the file. */
  readonly warnings: string[];
  readonly refused?: string;
  /** Per event: its record (checked as an import checks it), or why it fails. */
  readonly records: ({ fields: Fields; line: number } | { problem: string; line: number })[];
}

function read(root: string, file: string): Reading {
  const text = readFileSync(join(root, file), 'utf8');
  try {
    const input = parseIcs(text, file, FIRST_ONLY);
    const records = input.entries.map((entry) => {
      if (entry.problem !== undefined) return { problem: entry.problem, line: entry.line };
      const checked = validateRecord(entry.value, NOW);
      return 'error' in checked
        ? { problem: checked.error, line: entry.line }
        : { fields: entry.value as Fields, line: entry.line };
    });
    return { warnings: input.warnings, records };
  } catch (error) {
    if (!(error instanceof CodecError)) throw error;
    return { warnings: [], refused: error.message, records: [] };
  }
}

const FILES = ROOT === undefined ? [] : filesUnder(ROOT);
const readings = new Map(ROOT === undefined ? [] : FILES.map((file) => [file, read(ROOT, file)]));
const reading = (file: string): Reading => {
  const found = readings.get(file);
  if (!found) throw new Error(`no corpus file ${file}`);
  return found;
};
const fieldsOf = (file: string): Fields[] =>
  reading(file).records.flatMap((record) => ('fields' in record ? [record.fields] : []));

describeWith([CORPUS], 'the iCalendar corpus', () => {
  it('has every file SOURCES lists, over a hundred, from each source', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(100);
    const listed = readFileSync(SOURCES, 'utf8')
      .split('\n')
      .map((line) => line.split('\t')[0] ?? '')
      .filter((path) => path.endsWith('.ics'));
    expect(FILES).toEqual([...listed].sort());
    expect(new Set(FILES.map((file) => file.split('/')[0]))).toEqual(
      new Set(['ical.js', 'icalendar', 'khal', 'recurring-ical-events']),
    );
  });

  it('reads every file: events imported or failed one by one with a one-line reason, or the file refused in one line', () => {
    for (const [file, { warnings, refused, records }] of readings) {
      const lines = [...warnings, ...(refused ? [refused] : [])];
      for (const line of lines) expect(line, file).not.toMatch(/\n|NaN|undefined|Cannot read|TypeError/);
      if (refused)
        expect(refused, file).toMatch(/^\S+ is not iCalendar: it has no BEGIN:VCALENDAR or BEGIN:VEVENT line$/);
      for (const record of records) {
        if (!('problem' in record)) continue;
        // A problem names the property and its line, and says what was expected.
        expect(record.problem, file).toMatch(/^(?:[A-Z-]+ on line \d+: expected .+|no DTSTART: expected .+)$/);
        expect(record.problem, file).not.toMatch(/NaN|undefined/);
      }
      // Never an empty import without a word: a file with no event to import says why.
      if (!refused && records.length === 0) expect(warnings.length, file).toBeGreaterThan(0);
    }
  });

  it('imports what each file holds, as recorded here', () => {
    const outcome = Object.fromEntries(
      [...readings].map(([file, { refused, records }]) => {
        const failed = records.filter((record) => 'problem' in record).length;
        return [file, refused ? 'refused' : `${records.length - failed} read, ${failed} failed`];
      }),
    );
    expect(outcome).toMatchSnapshot();
    const totals = Object.values(outcome);
    expect(totals.filter((line) => line !== 'refused' && !line.startsWith('0 read')).length).toBeGreaterThan(180);
  });

  it('reads the events of every file written without a VCALENDAR', () => {
    const bare = FILES.filter((name) => {
      const text = readFileSync(join(ROOT ?? '', name), 'utf8');
      return /^BEGIN:VEVENT/m.test(text) && !/^BEGIN:VCALENDAR/m.test(text);
    });
    expect(bare.length).toBeGreaterThan(20);
    for (const name of bare) expect(reading(name).records.length, name).toBeGreaterThan(0);
  });

  it('exports every event it read and reads the export back to the same event', () => {
    for (const [file, { records }] of readings) {
      const events = records.flatMap((record) => ('fields' in record ? [portable(record.fields)] : []));
      if (events.length === 0) continue;
      const again = parseIcs(formatIcs(events, { host: 'cal.example.org', now: NOW }), 'export.ics', FIRST_ONLY);
      expect(again.warnings, file).toEqual([]);
      const back = again.entries.map((entry) => pick(entry.value as Fields));
      expect(back, file).toEqual(events.map((event) => pick(event as unknown as Fields)));
    }
  });

  describeWith([READINGS], 'events read as python icalendar reads them', pythonReadings);
  describe('one UID written several times', keptVersions);
  describe('imported into a calendar and exported again', roundTrips);
});

interface PythonMoment {
  readonly date?: string;
  readonly floating?: string;
  readonly instant?: string;
  readonly wall?: string;
  readonly zone?: string;
}
interface PythonEvent {
  readonly summary: string | null;
  readonly description: string | null;
  readonly start: PythonMoment;
  readonly end: PythonMoment;
}
const expected = (
  EXPECTED !== undefined && HAS_EXPECTED ? JSON.parse(readFileSync(EXPECTED, 'utf8')) : { files: {} }
) as { files: Record<string, PythonEvent[]> };

/** A UID written several times, and the version python icalendar's reading gives calendar programs. */
interface KeptVersion {
  readonly uid: string;
  readonly versions: number;
  /** Its position among the versions, from 0. */
  readonly kept: number;
  readonly summary: string;
  /** A date, a floating time, or a UTC instant ("…Z"). */
  readonly start: string;
}
const versions = JSON.parse(readFileSync(join(REPO, 'test/fixtures/ics/versions.json'), 'utf8')) as {
  files: Record<string, KeptVersion[]>;
};

const wallText = (iso: string) => iso.replace('T', ' ');
const dayBefore = (date: string) =>
  new Date(wallTimeToUtcMs({ ...(parseWallTime(`${date} 00:00:00`) ?? fail(date)) }) - 86_400_000)
    .toISOString()
    .slice(0, 10);
function fail(what: string): never {
  throw new Error(`not a date: ${what}`);
}
const instantOf = (wall: string, zone: string) => wallTimeToInstant(parseWallTime(wall) ?? fail(wall), zone);
const canonical = (zone: string) => new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;

/** One date of a record against python's reading of it. */
function checkMoment(file: string, ours: Fields, name: 'start_date' | 'end_date', theirs: PythonMoment): void {
  const where = `${file}: ${String(ours.title)} ${name}`;
  const text = String(ours[name]);
  if (theirs.date !== undefined) {
    expect(ours.all_day, where).toBe(true);
    const day = name === 'start_date' ? theirs.date : dayBefore(theirs.date);
    // A one-day event may end on the day it starts (DTEND = DTSTART).
    if (name === 'end_date' && text.slice(0, 10) === String(ours.start_date).slice(0, 10)) return;
    expect(text, where).toBe(`${day} ${name === 'start_date' ? '00:00:00' : '23:59:59'}`);
  } else if (theirs.floating !== undefined) {
    // A floating time keeps its wall time; it is in the calendar's X-WR-TIMEZONE, a zone its TZID names, or the site's.
    expect(text, where).toBe(wallText(theirs.floating));
  } else if (ours.timezone === undefined) {
    // A floating start takes the end's wall time as written.
    expect(text, where).toBe(wallText(String(theirs.wall)));
  } else {
    const ourZone = typeof ours.timezone === 'string' ? ours.timezone : '';
    expect(instantOf(text, ourZone), where).toBe(Date.parse(String(theirs.instant)));
    const zone = String(theirs.zone);
    if (name === 'start_date' && zone !== 'UTC' && isValidTimeZone(zone))
      expect(canonical(ourZone), where).toBe(canonical(zone));
    expect(isValidTimeZone(ourZone), where).toBe(true);
  }
}

/** The events (by position) whose DTSTART is excluded by their own EXDATE. */
const EXCLUDED_STARTS: Record<string, number[]> = {
  'recurring-ical-events/recurring_ical_events/test/calendars/issue_48_dst.ics': [3],
};

function pythonReadings(): void {
  const files = Object.keys(expected.files);

  it('covers twenty files and more', () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
  });

  it.each(files)('%s', (file) => {
    const theirs = expected.files[file] ?? [];
    const ours = fieldsOf(file);
    expect(reading(file).records.filter((record) => 'problem' in record)).toEqual([]);
    expect(ours.length).toBe(theirs.length);
    const source = readFileSync(join(ROOT ?? '', file), 'utf8');
    ours.forEach((record, i) => {
      const event = theirs[i] as PythonEvent;
      expect(record.title).toBe(event.summary ?? '(no title)');
      // python icalendar 4 reads "%3A" and "%2C" in text as ":" and "," (they are its escapes for "\:" and "\,").
      const description = typeof record.description === 'string' ? record.description : undefined;
      if (!/^X-ALT-DESC/im.test(source))
        expect(description?.replace(/%3A/g, ':').replace(/%2C/g, ',')).toBe(
          event.description?.trim() ? event.description : undefined,
        );
      const week = 7 * 86_400_000;
      const moved = (moment: PythonMoment) => ({
        ...moment,
        instant: new Date(Date.parse(String(moment.instant)) + week).toISOString(),
      });
      // An event whose DTSTART is an EXDATE too starts at its second occurrence, a week on (RFC 5545 §3.8.5.1).
      const excluded = EXCLUDED_STARTS[file]?.includes(i) === true;
      checkMoment(file, record, 'start_date', excluded ? moved(event.start) : event.start);
      checkMoment(file, record, 'end_date', excluded ? moved(event.end) : event.end);
    });
  });
}

/** What the reader said of a UID written several times: the lines of its versions and the one read. */
function versionsSaid(warning: string): { uid: string; lines: number[]; kept: number } | undefined {
  const m = /: UID ("(?:[^"\\]|\\.)*"): \d+ versions \(lines ([\d, and]+)\): the one on line (\d+) is read /.exec(
    warning,
  );
  if (!m?.[1] || !m[2] || !m[3]) return undefined;
  const uid: unknown = JSON.parse(m[1]);
  return { uid: String(uid), lines: m[2].split(/, | and /).map(Number), kept: Number(m[3]) };
}

function keptVersions(): void {
  it('finds the files python icalendar finds, and reads of each UID the version calendar programs keep', () => {
    const said = new Map(
      [...readings].flatMap(([file, { warnings }]) => {
        const found = warnings.flatMap((warning) => versionsSaid(warning) ?? []);
        return found.length > 0 ? [[file, found] as const] : [];
      }),
    );
    expect([...said.keys()].sort()).toEqual(Object.keys(versions.files).sort());
    for (const [file, uids] of Object.entries(versions.files)) {
      for (const theirs of uids) {
        const ours = said.get(file)?.find((version) => version.uid === theirs.uid);
        expect(ours?.lines.length, file).toBe(theirs.versions);
        expect(ours?.lines.indexOf(ours.kept), file).toBe(theirs.kept);
        const [record, ...more] = fieldsOf(file).filter((fields) => fields.uid === theirs.uid);
        expect(more, file).toEqual([]);
        expect(record?.title, file).toBe(theirs.summary);
        const start = String(record?.start_date);
        if (theirs.start.endsWith('Z'))
          expect(instantOf(start, String(record?.timezone)), file).toBe(Date.parse(theirs.start));
        else if (theirs.start.includes('T')) expect(start, file).toBe(wallText(theirs.start));
        else expect(start, file).toBe(`${theirs.start} 00:00:00`);
      }
    }
  });
}

/**
 * The files imported into a calendar of their own (an import and an export take some 30 ms, so not all of them):
 * those with a UID written several times or a flaw read past, and one in six of the others.
 */
function roundTripped(): string[] {
  const flawed = (warning: string) =>
    versionsSaid(warning) !== undefined || / ignored, the event | is read$/.test(warning);
  return [...readings]
    .filter(([, { records }]) => records.some((record) => 'fields' in record))
    .filter(([, { warnings }], i) => warnings.some(flawed) || i % 6 === 0)
    .map(([file]) => file);
}

/** What a round trip keeps of an event: its texts, instants (days, all day), and the UID it came with. */
function kept(fields: Fields): string {
  const instant = (name: string) =>
    fields.all_day === true
      ? String(fields[name]).slice(0, 10)
      : instantOf(String(fields[name]), typeof fields.timezone === 'string' ? fields.timezone : 'UTC');
  // An event that came without a UID gets its calendar's own on export.
  const uid =
    typeof fields.uid === 'string' && !/^(event-\d+|ical-[0-9a-f]{12})@localhost$/.test(fields.uid)
      ? fields.uid
      : undefined;
  return JSON.stringify({
    title: fields.title,
    description: fields.description ?? '',
    all_day: fields.all_day === true,
    start: instant('start_date'),
    end: instant('end_date'),
    uid,
  });
}

function roundTrips(): void {
  const box = useSandbox();
  const everyDate = ['--start-date', '1900-01-01', '--end-date', '2199-12-31'];
  const exportArgs = ['export', '--format', 'ics', '--status', 'publish,draft,pending,private', ...everyDate];

  it.each(roundTripped())('%s', async (file) => {
    const env = { CAL_DATA: box.path(`${file.replace(/\W+/g, '-')}.json`) };
    const imported = await runCli(['import', join(ROOT ?? '', file), ...FIRST_ONLY_FLAGS], { env });
    const read = fieldsOf(file);
    // Records that fail (no DTSTART, a date the API cannot keep) are left out; the others are each made once.
    expect(imported.stderr.trim().split('\n').at(-1)).toMatch(
      new RegExp(`^created ${read.length}, updated 0, skipped 0, failed \\d+$`),
    );
    const exported = await runCli(exportArgs, { env });
    expect(exported.code, exported.stderr).toBe(0);
    const again = parseIcs(exported.stdout, 'export.ics', FIRST_ONLY);
    expect(again.warnings).toEqual([]);
    const back = again.entries.map((entry) => kept(entry.value as Fields)).sort();
    expect(back).toEqual(read.map(kept).sort());
  });
}
