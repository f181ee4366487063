// `cal events update` that moves only the start keeps the event's length, saying so; an end before the start is
// refused before anything is sent. On a calendar file (the same handler `cal serve` answers with); the real TEC
// site's scenario is `start-moves-end-with-it` in test/tec/scenarios.ts.
import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli-fakes.js';
import { useSandbox } from '../../helpers/setup.js';

describe('an update that moves the start', () => {
  const box = useSandbox('test');
  const cal = (...argv: string[]) => runCli(argv, { env: { CAL_DATA: box.path('cal.json') } });
  const swim = async () => {
    const made = await cal(
      'events',
      'create',
      '--title',
      'Early swim',
      '--start-date',
      '2027-03-14 06:00',
      '--end-date',
      '2027-03-14 07:00',
      '--timezone',
      'Europe/Madrid',
      '--format',
      'ids',
    );
    return made.stdout.trim();
  };
  const dates = async (id: string) => {
    const got = JSON.parse((await cal('events', 'get', id, '--json')).stdout) as Record<string, string>;
    return `${got.start_date} ${got.end_date} ${got.utc_start_date} ${got.utc_end_date}`;
  };

  it('moves the end with it, past the old end too, and says so', async () => {
    const id = await swim();
    const moved = await cal('events', 'update', id, '--start-date', '2027-03-14 08:00', '--format', 'ids');
    expect(moved).toEqual({
      code: 0,
      stdout: `${id}\n`,
      stderr: "the end moves with the start, keeping the event's 1 h: 2027-03-14 09:00\n",
    });
    expect(await dates(id)).toBe('2027-03-14 08:00:00 2027-03-14 09:00:00 2027-03-14 07:00:00 2027-03-14 08:00:00');
    // Earlier too, and across days; a start with an offset is read as its instant.
    await cal('events', 'update', id, '--start-date', '2027-03-13T22:30:00Z');
    expect(await dates(id)).toBe('2027-03-13 23:30:00 2027-03-14 00:30:00 2027-03-13 22:30:00 2027-03-13 23:30:00');
  });

  it('takes both when both are given, and refuses an end before the start, sending nothing', async () => {
    const id = await swim();
    const both = await cal(
      'events',
      'update',
      id,
      '--start-date',
      '2027-03-14 08:00',
      '--end-date',
      '2027-03-14 10:00',
    );
    expect(both.code).toBe(0);
    expect(both.stderr).toBe('');
    expect(await dates(id)).toBe('2027-03-14 08:00:00 2027-03-14 10:00:00 2027-03-14 07:00:00 2027-03-14 09:00:00');
    const backwards = await cal(
      'events',
      'update',
      id,
      '--start-date',
      '2027-03-14 10:00',
      '--end-date',
      '2027-03-14 09:30',
    );
    expect(backwards).toEqual({
      code: 2,
      stdout: '',
      stderr: 'cal: --end-date 2027-03-14 09:30 is before --start-date 2027-03-14 10:00: nothing was sent\n',
    });
    expect(await dates(id)).toBe('2027-03-14 08:00:00 2027-03-14 10:00:00 2027-03-14 07:00:00 2027-03-14 09:00:00');
  });
});
