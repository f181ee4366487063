// `cal import` of recurring events into a calendar file: one event per occurrence inside the window, found again on
// every re-run (skipped, or updated with --update), occurrences the file no longer gives listed and trashed with
// --prune, and the window and the limit as the flags say. The command line's clock is 2026-11-21 (cli-fakes.ts).
import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli-fakes.js';
import { calendar, vevent } from '../../helpers/ics-text.js';
import { useSandbox } from '../../helpers/setup.js';
import { slugForUid } from '../../../src/codecs/ics/read.js';

const standup = (...extra: string[]) =>
  calendar(
    ...vevent(
      'standup@example.org',
      'Standup',
      'DTSTART;TZID=Europe/Madrid:20270301T090000',
      'DTEND;TZID=Europe/Madrid:20270301T091500',
      'RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=6',
      ...extra,
    ),
    ...vevent(
      'standup@example.org',
      'Standup (moved)',
      'RECURRENCE-ID;TZID=Europe/Madrid:20270315T090000',
      'DTSTART;TZID=Europe/Madrid:20270316T100000',
      'DTEND;TZID=Europe/Madrid:20270316T101500',
    ),
  );

interface Listed {
  id: number;
  slug: string;
  title: string;
  start_date: string;
  timezone: string;
  status: string;
}

describe('cal import of a recurring event', () => {
  const box = useSandbox('test');
  const env = () => ({ CAL_DATA: box.path('cal.json') });
  const cal = (...argv: string[]) => runCli(argv, { env: env() });
  const listed = async (): Promise<Listed[]> => {
    const out = await cal(
      'events',
      'list',
      '--start-date',
      '2027-01-01',
      '--status',
      'publish,draft',
      '--all',
      '--format',
      'json',
    );
    expect(out.code, out.stderr).toBe(0);
    return JSON.parse(out.stdout) as Listed[];
  };

  it('makes one event per occurrence, at 09:00 Madrid time across the clock change, the moved one where it went', async () => {
    const file = await box.write('s.ics', standup());
    const run = await cal('import', file);
    expect(run.stderr).toBe(
      `${file}: series "Standup" (line 4): 6 occurrences, 2027-03-01 to 2027-04-05\ncreated 6, updated 0, skipped 0, failed 0\n`,
    );
    const events = await listed();
    expect(events.map((event) => `${event.start_date} ${event.title}`)).toEqual([
      '2027-03-01 09:00:00 Standup',
      '2027-03-08 09:00:00 Standup',
      '2027-03-16 10:00:00 Standup (moved)',
      '2027-03-22 09:00:00 Standup',
      '2027-03-29 09:00:00 Standup',
      '2027-04-05 09:00:00 Standup',
    ]);
    // Identity: the series' UID and the original start in UTC (CET, then CEST from March 28).
    const base = slugForUid('standup@example.org');
    expect(events.map((event) => event.slug)).toEqual(
      [
        '20270301t080000z',
        '20270308t080000z',
        '20270315t080000z',
        '20270322t080000z',
        '20270329t070000z',
        '20270405t070000z',
      ].map((stamp) => `${base}-${stamp}`),
    );
    expect(new Set(events.map((event) => event.timezone))).toEqual(new Set(['Europe/Madrid']));
  });

  it('finds every occurrence on a re-run: skipped, or updated with --update', async () => {
    const file = await box.write('s.ics', standup());
    await cal('import', file);
    expect((await cal('import', file)).stderr).toMatch(/\ncreated 0, updated 0, skipped 6, failed 0\n$/);
    const renamed = await box.write('r.ics', standup().replaceAll('SUMMARY:Standup\r\n', 'SUMMARY:Daily standup\r\n'));
    expect((await cal('import', renamed, '--update')).stderr).toMatch(/\ncreated 0, updated 6, skipped 0, failed 0\n$/);
    expect((await listed()).map((event) => event.title)).toEqual([
      'Daily standup',
      'Daily standup',
      'Standup (moved)',
      'Daily standup',
      'Daily standup',
      'Daily standup',
    ]);
  });

  it('lists occurrences the file no longer gives, and trashes them with --prune', async () => {
    await cal('import', await box.write('s.ics', standup()));
    const fewer = await box.write('x.ics', standup('EXDATE;TZID=Europe/Madrid:20270322T090000'));
    const listedOnly = await cal('import', fewer);
    expect(listedOnly.code).toBe(0);
    const [held] = (await listed()).filter((event) => event.start_date.startsWith('2027-03-22'));
    expect(listedOnly.stderr).toContain(
      `1 occurrence held here is no longer in the file (--prune trashes it):\n  held event ${held?.id} 2027-03-22 09:00 "Standup" (series "Standup")\n`,
    );
    expect(await listed()).toHaveLength(6);
    const dry = await cal('import', fewer, '--prune', '--dry-run');
    expect(dry.stderr).toContain(`  would trash event ${held?.id} 2027-03-22 09:00`);
    expect(dry.stderr).not.toContain('trashed');
    expect(await listed()).toHaveLength(6);
    const pruned = await cal('import', fewer, '--prune');
    expect(pruned.stderr).toMatch(/\ntrashed 1, failed 0\n$/);
    expect((await listed()).map((event) => event.start_date.slice(0, 10))).not.toContain('2027-03-22');
    // Nothing else is trashed: an event that is not an occurrence of the file's series stays.
    expect(await listed()).toHaveLength(5);
  });

  it('keeps a cancelled occurrence as a draft, so a re-run with --update unpublishes it', async () => {
    await cal('import', await box.write('s.ics', standup()));
    const cancelled = standup().replace(
      'SUMMARY:Standup (moved)\r\n',
      'SUMMARY:Standup (moved)\r\nSTATUS:CANCELLED\r\n',
    );
    await cal('import', await box.write('c.ics', cancelled), '--update');
    const moved = (await listed()).find((event) => event.title === 'Standup (moved)');
    expect(moved?.status).toBe('draft');
  });

  it('expands inside the window --from and --until give, and says when --max-occurrences cuts a series', async () => {
    const daily = calendar(...vevent('d@x', 'Daily', 'DTSTART:20270101T100000Z', 'RRULE:FREQ=DAILY'));
    const file = await box.write('d.ics', daily);
    const cut = await cal('import', file, '--from', '2027-01-01', '--until', '2027-02-01', '--max-occurrences', '10');
    expect(cut.stderr).toContain(
      `${file}: series "Daily" (line 4): 10 occurrences, 2027-01-01 to 2027-01-10; stopped at --max-occurrences 10, those from 2027-01-11 on are left out\n`,
    );
    expect(cut.stderr).toMatch(/created 10, updated 0, skipped 0, failed 0\n$/);
    const none = await cal('import', file, '--from', '2030-01-01', '--until', '2030-01-01');
    expect(none.code).toBe(2);
    expect(none.stderr).toBe('cal: --until: expected a date after --from\'s, got "2030-01-01"\n');
  });

  it('by default, from a year ago to two years ahead', async () => {
    const weekly = calendar(...vevent('w@x', 'Weekly', 'DTSTART:20200106T100000Z', 'RRULE:FREQ=WEEKLY'));
    const run = await cal('import', await box.write('w.ics', weekly));
    expect(run.stderr).toMatch(/: series "Weekly" \(line 4\): 157 occurrences, 2025-11-24 to 2028-11-20\n/);
  });

  it('refuses the window flags with another format, in one line', async () => {
    const file = await box.write('e.json', '[]');
    const run = await cal('import', file, '--prune');
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('cal: --prune goes with iCalendar files (their recurring events); this file is json\n');
  });
});
