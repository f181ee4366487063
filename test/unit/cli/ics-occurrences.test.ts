// Recurring events in other programs' files (the corpus, see ics-corpus.test.ts) expanded as python's
// recurring_ical_events expands them: per file, the occurrences inside a fixed window, recorded once into
// test/fixtures/ics/occurrences.json by occurrences.py. Each file agrees start by start, or its difference is
// explained below with the clause of RFC 5545 (or 5546) it turns on.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { describeWith, type SystemProgram } from '../../helpers/system.js';
import {
  momentLine,
  recordLine,
  recordSpan,
  type FileReading,
  type PythonOccurrence,
} from '../../helpers/occurrence-readings.js';
import { parseIcs } from '../../../src/codecs/ics/read.js';
import { CodecError } from '../../../src/codecs/errors.js';
import { formatIcs } from '../../../src/codecs/ics/write.js';
import { pick, portable } from '../../helpers/portable-record.js';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const ROOT = [
  process.env.CAL_ICS_CORPUS ?? '',
  join(REPO, '../shared/ics-corpus'),
  join(REPO, 'test/fixtures/ics-corpus'),
]
  .filter((dir) => dir !== '')
  .find((dir) => existsSync(dir));
const CORPUS: SystemProgram = {
  name: 'the iCalendar corpus',
  missing: () => (ROOT === undefined ? 'no corpus at ../shared/ics-corpus' : undefined),
  remedy: 'scripts/ics-corpus.sh assembles it',
};
const readings = JSON.parse(readFileSync(join(REPO, 'test/fixtures/ics/occurrences.json'), 'utf8')) as {
  window: { from: string; until: string };
  files: Record<string, FileReading>;
};
const FROM = Date.parse(`${readings.window.from}T00:00:00Z`);
const UNTIL = Date.parse(`${readings.window.until}T00:00:00Z`);

/**
 * Files whose occurrences differ from python's, and why; `ours` is what cal reads instead (the starts only in
 * one reading or the other, as momentLine writes them).
 */
const EXPLAINED: Record<string, { why: string; onlyOurs: string[] | number; onlyTheirs: string[] | number }> = {
  'ical.js/samples/rdate_exdate.ics': {
    why: 'an EXDATE that is a DATE against date-time occurrences takes out that day (RFC 5545 §3.8.5.1 wants one type; ical.js, whose sample this is, reads it so); python ignores it',
    onlyOurs: [],
    onlyTheirs: ['2024-06-11T03:00:00Z'],
  },
  'recurring-ical-events/recurring_ical_events/test/calendars/issue_107_omitting_last_event.ics': {
    why: 'UNTIL 20230608T170000Z is an occurrence itself, and "becomes the last instance" (RFC 5545 §3.3.10); python leaves it out',
    onlyOurs: ['2023-06-08T17:00:00Z'],
    onlyTheirs: [],
  },
  'recurring-ical-events/recurring_ical_events/test/calendars/issue_148_exdate_and_rdate_updated.ics': {
    why: 'two versions of one UID: the higher SEQUENCE replaces the other whole (RFC 5546 §2.1.4), its EXDATE and RDATE alone count; python adds up both',
    onlyOurs: [],
    onlyTheirs: ['2024-07-17', '2024-07-29'],
  },
  'recurring-ical-events/recurring_ical_events/test/calendars/issue_148_ignored_exdate.ics': {
    why: 'two versions of one UID: the higher SEQUENCE, with its EXDATE, replaces the other (RFC 5546 §2.1.4); python keeps the date',
    onlyOurs: [],
    onlyTheirs: ['2024-07-15'],
  },
  'recurring-ical-events/recurring_ical_events/test/calendars/issue_75_range_parameter.ics': {
    why: 'RECURRENCE-ID;RANGE=THISANDFUTURE (RFC 5545 §3.2.13) moves the occurrences after it as it moved its own (python 2.0.1 moves only that one), and UNTIL 20250920, a DATE against date-time starts, takes in that whole day (§3.3.10 wants one type): of the first and last 40, these many differ',
    onlyOurs: 71,
    onlyTheirs: 71,
  },
};

/**
 * Files where both readings give the same times written differently: cal's wall time against python's instant. The
 * comparison takes the wall time alone for these.
 */
const WRITTEN_APART: Record<string, string> = {
  'icalendar/src/icalendar/tests/calendars/issue_466_convert_tzid_with_slash.ics':
    'python icalendar 4 does not know the TZID "/Europe/Berlin" and reads floating times; cal reads Europe/Berlin',
  'icalendar/src/icalendar/tests/events/event_with_recurrence.ics':
    'DTSTART is floating (RFC 5545 §3.3.5, form 1); python writes the series in UTC because its EXDATEs are',
  'khal/tests/ics/event_dtr_no_tz_exdatez.ics':
    'TZID "LOLOLOL" is no zone and the file has no VTIMEZONE: cal reads floating times (and says so), python UTC',
};

const wallOnly = (line: string) => line.replace(/Z$/, '');

const WINDOW = { window: { from: FROM, until: UNTIL }, maxOccurrences: 1_000_000 };

/** The records an import reads from a file (or text), every occurrence inside the window expanded. */
function recordsOf(text: string, name: string): Record<string, unknown>[] {
  return parseIcs(text, name, WINDOW).entries.flatMap((entry) =>
    entry.value ? [entry.value as Record<string, unknown>] : [],
  );
}

/**
 * A corpus file's records, read once for both tests of the file: the large series take most of this file's time,
 * and neither test changes the records.
 */
const readFiles = new Map<string, readonly Record<string, unknown>[]>();
function corpusRecords(file: string): readonly Record<string, unknown>[] {
  let records = readFiles.get(file);
  if (!records) readFiles.set(file, (records = recordsOf(readFileSync(join(ROOT ?? '', file), 'utf8'), file)));
  return records;
}

function ours(file: string, apart: boolean): string[] {
  return corpusRecords(file)
    .filter((record) => {
      const { start, end } = recordSpan(record);
      return start < UNTIL && (end > FROM || (end === start && start >= FROM));
    })
    .map((record) => (apart ? String(record.start_date).replace(' ', 'T') : recordLine(record)))
    .sort();
}

const theirLines = (occurrences: readonly PythonOccurrence[]) => occurrences.map((o) => momentLine(o.start));
const compared = Object.entries(readings.files).filter(
  (entry): entry is [string, Exclude<FileReading, { error: string }>] => !('error' in entry[1]),
);

describeWith([CORPUS], 'recurring events of the corpus, against recurring_ical_events', () => {
  it('compares over a hundred files, a dozen of them with a thousand occurrences and more', () => {
    expect(compared.length).toBeGreaterThan(100);
    expect(compared.filter(([, reading]) => reading.count >= 1000).length).toBeGreaterThanOrEqual(10);
  });

  it.each(compared)('%s', (file, reading) => {
    const apart = file in WRITTEN_APART;
    const mine = ours(file, apart);
    const theirs = (
      'all' in reading ? theirLines(reading.all) : [...theirLines(reading.first), ...theirLines(reading.last)]
    )
      .map((line) => (apart ? wallOnly(line) : line))
      .sort();
    const explained = EXPLAINED[file];
    if (!explained) {
      expect(mine.length).toBe(reading.count);
      expect('all' in reading ? mine : [...mine.slice(0, 40), ...mine.slice(-40)].sort()).toEqual(theirs);
      return;
    }
    const shown = 'all' in reading ? mine : [...mine.slice(0, 40), ...mine.slice(-40)];
    const onlyOurs = shown.filter((line) => !theirs.includes(line));
    const onlyTheirs = theirs.filter((line) => !shown.includes(line));
    const counted = (lines: string[], as: string[] | number) => (typeof as === 'number' ? lines.length : lines);
    expect(
      { onlyOurs: counted(onlyOurs, explained.onlyOurs), onlyTheirs: counted(onlyTheirs, explained.onlyTheirs) },
      explained.why,
    ).toEqual({ onlyOurs: explained.onlyOurs, onlyTheirs: explained.onlyTheirs });
  });

  // The export form of series (RECURRENCE-ID, one VEVENT an occurrence): read back, the same occurrences.
  it.each(compared.map(([file]) => file))('%s: its occurrences, exported, read back the same', (file) => {
    const read = corpusRecords(file);
    if (read.length === 0) return;
    // As an export has them: a floating time in the site's zone (here UTC).
    const events = read.map(portable);
    const again = parseIcs(formatIcs(events, { host: 'cal.example.org', now: FROM }), 'export.ics', WINDOW);
    expect(again.warnings).toEqual([]);
    // An event read without a slug (no UID) gets one from the UID its export gives it.
    const slugs = events.map((event) => event.slug);
    const kept = (fields: Record<string, unknown>, i: number) => ({
      ...pick(fields),
      slug: slugs[i] ? fields.slug : '',
    });
    expect(again.entries.map((entry, i) => kept(entry.value as Record<string, unknown>, i))).toEqual(
      events.map((event, i) => kept({ ...event }, i)),
    );
  });

  it('says why python could not read the files it could not', () => {
    const failed = Object.entries(readings.files).filter(([, reading]) => 'error' in reading);
    expect(failed.length).toBeLessThan(40);
    for (const [file] of failed) {
      // cal reads each of them without a crash: occurrences, or events failed one by one.
      const text = readFileSync(join(ROOT ?? '', file), 'utf8');
      try {
        const { entries, warnings } = parseIcs(text, file, {
          window: { from: FROM, until: UNTIL },
          maxOccurrences: 10_000,
        });
        expect(entries.length + warnings.length, file).toBeGreaterThan(0);
      } catch (error) {
        // Or it is refused in one line.
        expect(error, file).toBeInstanceOf(CodecError);
      }
    }
  });
});
