// `cal add` in-process on a real calendar file: what it understood shown and confirmed on a terminal, venues and
// terms looked up, an unknown venue made only when confirmed, and nothing asked or made off a terminal.
import { describe, expect, it } from 'vitest';
import { runCli, scriptedPrompter } from '../../helpers/cli-fakes.js';
import { useSandbox } from '../../helpers/setup.js';

const box = useSandbox('test');

async function calendar(name: string) {
  const env = { ...box.calendarEnv(name), CAL_TIMEZONE: '' };
  const cal = (argv: string[], options: Parameters<typeof runCli>[1] = {}) => runCli(argv, { env, ...options });
  const made = async (argv: string[]) => {
    const result = await cal([...argv, '--format', 'ids']);
    expect(result.stderr).toBe('');
    return Number(result.stdout.trim());
  };
  return { cal, made };
}

describe('cal add', () => {
  it('shows what it understood, asks, and creates the event with its venue, category and a new tag', async () => {
    const { cal, made } = await calendar('confirm');
    const venue = await made(['venues', 'create', '--venue', 'Blue Note']);
    const music = await made(['categories', 'create', '--name', 'Music']);
    const prompter = scriptedPrompter([[/^Create this event\?$/, true]]);
    const result = await cal(
      ['add', 'Jazz night 2027-06-04 8pm-11pm at blue note #music #late', '--timezone', 'Europe/Madrid', '--json'],
      { prompter, tty: true },
    );
    prompter.verify();
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(
      [
        '  Title     Jazz night',
        '  Starts    2027-06-04 20:00',
        '  Ends      2027-06-04 23:00',
        '  Time zone Europe/Madrid',
        `  Venue     Blue Note (#${venue})`,
        `  Category  music (#${music})`,
        '  Tag       late (new tag)',
        '',
      ].join('\n'),
    );
    const event = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(event).toMatchObject({
      title: 'Jazz night',
      start_date: '2027-06-04 20:00:00',
      end_date: '2027-06-04 23:00:00',
      timezone: 'Europe/Madrid',
      all_day: false,
      venue: { id: venue },
      categories: [{ id: music }],
      tags: [{ name: 'late' }],
    });
  });

  it('on a terminal, an unknown venue is made only once confirmed; a refusal makes nothing', async () => {
    const { cal } = await calendar('new-venue');
    const no = scriptedPrompter([[/^Create this event and the venue "The Attic"\?$/, false]]);
    const refused = await cal(['add', 'Gig 2027-06-05 9pm at The Attic', '--format', 'ids'], {
      prompter: no,
      tty: true,
    });
    expect(refused.code).toBe(130);
    expect(refused.stderr).toContain('  Venue     The Attic (new venue)\n');
    expect(refused.stderr).toContain('cal: cancelled: nothing created\n');
    expect((await cal(['events', 'list', '--start-date', '2027-01-01', '--format', 'ids'])).stdout).toBe('');
    const yes = scriptedPrompter([[/^Create this event and the venue "The Attic"\?$/, true]]);
    const created = await cal(['add', 'Gig 2027-06-05 9pm at The Attic', '--json'], { prompter: yes, tty: true });
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({
      venue: { venue: 'The Attic' },
      end_date: '2027-06-05 22:00:00',
    });
  });

  it('off a terminal or with --yes, asks nothing: creates, or refuses an unknown venue with exit 2', async () => {
    const { cal } = await calendar('scripted');
    const unknown = await cal(['add', 'Gig', 'tomorrow', '9pm', 'at', 'Nowhere']);
    expect(unknown).toEqual({
      code: 2,
      stdout: '',
      stderr: 'cal: no venue "Nowhere": make it first (cal venues create --venue "Nowhere") or leave out "at …"\n',
    });
    const silent = scriptedPrompter([]);
    const yes = await cal(['add', 'Fair', '2027-06-04', '--yes', '--format', 'tsv', '--fields', 'title,all_day'], {
      prompter: silent,
      tty: true,
    });
    silent.verify();
    expect(yes).toEqual({ code: 0, stdout: 'title\tall_day\nFair\ttrue\n', stderr: '' });
  });

  it('refuses a line without a date, or a bad --timezone, before sending anything', async () => {
    const { cal } = await calendar('bad');
    const undated = await cal(['add', 'Jazz night at Blue Note']);
    expect(undated.code).toBe(2);
    expect(undated.stderr).toMatch(/^cal: no date or time in "Jazz night at Blue Note": say when, e\.g\. /);
    expect(await cal(['add', 'Gig tomorrow 9pm', '--timezone', 'Mars/Base'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'cal: --timezone: unknown time zone "Mars/Base"\n',
    });
  });
});
