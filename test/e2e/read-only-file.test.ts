// A calendar file its owner made read-only is read but never written, in one line naming it (exit 1), and a file's
// mode is never changed by a write: a group-readable calendar stays so.
import { chmod, readFile, stat } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/setup.js';
import { eventCreateArgs, ok, run } from './cli-support.js';

const box = useSandbox('test');

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

describe('the mode of a calendar file', () => {
  it('a read-only file is listed, and a write to it refused with nothing changed', async () => {
    const env = box.calendarEnv('read-only');
    const file = env.CAL_DATA ?? '';
    ok(await run(eventCreateArgs('Kept', '2027-03-05 19:00', '2027-03-05 20:00'), env));
    await chmod(file, 0o444);
    const before = await readFile(file, 'utf8');
    const refused = await run(eventCreateArgs('Refused', '2027-03-06 19:00', '2027-03-06 20:00'), env);
    expect({ code: refused.exitCode, stdout: refused.stdout, stderr: refused.stderr }).toEqual({
      code: 1,
      stdout: '',
      stderr: `cal: calendar_read_only: The calendar file ${file} is read-only (mode 0444): the change was not saved.`,
    });
    expect(await readFile(file, 'utf8')).toBe(before);
    expect(await modeOf(file)).toBe(0o444);
    expect(
      ok(await run(['events', 'list', '--start-date', '2027-03-01', '--fields', 'title', '--format', 'tsv'], env)),
    ).toBe('title\nKept');
  });

  it('a write keeps the mode the file had', async () => {
    const env = box.calendarEnv('shared');
    const file = env.CAL_DATA ?? '';
    ok(await run(eventCreateArgs('First', '2027-03-05 19:00', '2027-03-05 20:00'), env));
    expect(await modeOf(file)).toBe(0o600);
    await chmod(file, 0o640);
    ok(await run(eventCreateArgs('Second', '2027-03-06 19:00', '2027-03-06 20:00'), env));
    expect(await modeOf(file)).toBe(0o640);
    expect(await readFile(file, 'utf8')).toContain('Second');
  });
});
