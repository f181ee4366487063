// A series from the command line on a calendar file: `events create --repeat`, `update --series|--following`,
// `delete --series|--following` and `cal add "… every friday"`. The command line's clock is 2026-11-21 12:00 UTC.
import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli-fakes.js';
import { useSandbox } from '../../helpers/setup.js';

interface Listed {
  id: number;
  slug: string;
  title: string;
  start_date: string;
  end_date: string;
  status: string;
}

describe('a series made from the command line', () => {
  const box = useSandbox('test');
  const cal = (...argv: string[]) => runCli(argv, { env: { CAL_DATA: box.path('cal.json') } });
  const listed = async (): Promise<Listed[]> => {
    const out = await cal('events', 'list', '--start-date', '2026-01-01', '--all', '--format', 'json');
    expect(out.code, out.stderr).toBe(0);
    return JSON.parse(out.stdout) as Listed[];
  };
  const standup = [
    'events',
    'create',
    '--title',
    'Team standup',
    '--start-date',
    '2027-03-22 09:00',
    '--end-date',
    '2027-03-22 09:15',
    '--timezone',
    'Europe/Madrid',
  ];

  it('makes one event per occurrence, at 09:00 Madrid time across the clock change, and says so', async () => {
    const made = await cal(...standup, '--repeat', 'weekly on mon,wed for 4', '--format', 'ids');
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toBe('1\n2\n3\n4\n');
    expect(made.stderr).toBe(
      'created a series of 4 events (every week on Monday and Wednesday, 4 times): 1, 2, 3, 4\n',
    );
    const events = await listed();
    expect(events.map((event) => `${event.start_date} ${event.end_date}`)).toEqual([
      '2027-03-22 09:00:00 2027-03-22 09:15:00',
      '2027-03-24 09:00:00 2027-03-24 09:15:00',
      '2027-03-29 09:00:00 2027-03-29 09:15:00',
      '2027-03-31 09:00:00 2027-03-31 09:15:00',
    ]);
    // The series' slug (its title and a hash), then the original start in UTC: 08:00 before March 28, 07:00 after.
    const [first, , third] = events.map((event) => event.slug);
    expect(first).toMatch(/^team-standup-[0-9a-f]{12}-20270322t080000z$/);
    expect(third).toBe(`${first?.slice(0, -'20270322t080000z'.length)}20270329t070000z`);
  });

  it('refuses the same series twice, naming the one there', async () => {
    await cal(...standup, '--repeat', 'weekly for 2');
    const again = await cal(...standup, '--repeat', 'weekly for 2');
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(
      'cal: this series exists already (its first occurrence is event 1): change it with cal events update 1 --series\n',
    );
    expect(await listed()).toHaveLength(2);
  });

  it('moves this occurrence and the following by as much as the one named moves, with the fields given', async () => {
    await cal(...standup, '--repeat', 'daily for 4');
    const moved = await cal(
      'events',
      'update',
      '2',
      '--following',
      '--start-date',
      '2027-03-23 10:30',
      '--title',
      'Later standup',
      '--format',
      'ids',
    );
    expect(moved.code, moved.stderr).toBe(0);
    expect(moved.stderr).toBe('updated 3 occurrences: 2, 3, 4\n');
    expect((await listed()).map((event) => `${event.start_date} ${event.end_date} ${event.title}`)).toEqual([
      '2027-03-22 09:00:00 2027-03-22 09:15:00 Team standup',
      '2027-03-23 10:30:00 2027-03-23 10:45:00 Later standup',
      '2027-03-24 10:30:00 2027-03-24 10:45:00 Later standup',
      '2027-03-25 10:30:00 2027-03-25 10:45:00 Later standup',
    ]);
    const all = await cal('events', 'update', '3', '--series', '--cost', '5€');
    expect(all.stderr).toMatch(/^updated 4 occurrences: 1, 2, 3, 4\n$/);
    // Without --series or --following, only the one occurrence changes.
    await cal('events', 'update', '1', '--title', 'First standup');
    expect((await listed()).map((event) => event.title)).toEqual([
      'First standup',
      'Later standup',
      'Later standup',
      'Later standup',
    ]);
  });

  it('trashes this occurrence and the following, or the whole series', async () => {
    await cal(...standup, '--repeat', 'daily for 4');
    const following = await cal('events', 'delete', '3', '--following', '--yes', '--format', 'ids');
    expect(following.stdout).toBe('3\n4\n');
    expect(following.stderr).toBe('trashed 2 occurrences: 3, 4\n');
    expect((await listed()).map((event) => event.id)).toEqual([1, 2]);
    expect((await cal('events', 'delete', '2', '--series', '--yes')).stderr).toBe('trashed 2 occurrences: 1, 2\n');
    expect(await listed()).toEqual([]);
  });

  it('refuses what it cannot do in one line: a rule it cannot read, a single event, both scopes', async () => {
    const bad = await cal(...standup, '--repeat', 'fortnightly-ish');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^cal: --repeat: "fortnightly-ish" is not a repeat rule: say daily, weekly/);
    const single = await cal(...standup, '--format', 'ids');
    expect((await cal('events', 'update', single.stdout.trim(), '--series', '--cost', '5')).stderr).toMatch(
      /^cal: event 1 is no occurrence of a series \(its slug "team-standup" names none\)/,
    );
    await cal(...standup, '--title', 'Yoga', '--repeat', 'daily for 2');
    const renamed = await cal('events', 'update', '2', '--series', '--set-slug', 'yoga');
    expect(renamed).toMatchObject({
      code: 2,
      stderr: 'cal: --set-slug renames one event; the occurrences of a series keep the slugs that name them\n',
    });
    const both = await cal('events', 'delete', '1', '--series', '--following', '--yes');
    expect(both).toMatchObject({
      code: 2,
      stderr: 'cal: give --series (every occurrence) or --following (this one and those after it), not both\n',
    });
    expect(await listed()).toHaveLength(3);
  });

  it('cal add reads "every friday 8pm until june" as a weekly series from the next friday', async () => {
    const added = await cal(
      'add',
      'Jazz jam every friday 8pm until june',
      '--yes',
      '--timezone',
      'Europe/Madrid',
      '--format',
      'ids',
    );
    expect(added.code, added.stderr).toBe(0);
    const events = await listed();
    expect(events).toHaveLength(31);
    expect(events[0]).toMatchObject({
      title: 'Jazz jam',
      start_date: '2026-11-27 20:00:00',
      end_date: '2026-11-27 21:00:00',
    });
    expect(events.at(-1)?.start_date).toBe('2027-06-25 20:00:00');
    expect(added.stderr).toBe('created a series of 31 events (every week on Friday until 2027-06-30): 1, 2, 3, … 31\n');
  });
});
