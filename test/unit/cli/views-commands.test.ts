// `cal agenda`, `cal month` and `cal week` on a fixed calendar and clock: snapshots at two widths, JSON, zones, colors, errors.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli-fakes.js';
import { displayWidth } from '../../../src/output/width.js';
import { viewCalendar, type ViewCalendar } from './views-fixtures.js';

// eslint-disable-next-line no-control-regex -- matching ANSI escapes is the point
const ANSI = /\x1b\[[0-9;]*m/;
const MADRID = ['--timezone', 'Europe/Madrid'];

let calendar: ViewCalendar;

beforeAll(async () => {
  calendar = await viewCalendar();
});

afterAll(async () => {
  await calendar.remove();
});

async function ok(argv: string[], options: Parameters<ViewCalendar['run']>[1] = {}): Promise<string> {
  const result = await calendar.run(argv, options);
  expect(result.code, result.stderr).toBe(0);
  return result.stdout;
}

function widest(text: string): number {
  return Math.max(...text.split('\n').map(displayWidth));
}

describe.each([120, 60])('at %i columns', (width) => {
  const flags = [...MADRID, '--width', String(width)];

  it('cal agenda', async () => {
    const text = await ok(['agenda', '--from', '2026-11-19', '--days', '14', ...flags]);
    expect(widest(text)).toBeLessThanOrEqual(width);
    expect(text).toMatchSnapshot();
  });

  it('cal month', async () => {
    const text = await ok(['month', '2026-11', ...flags]);
    expect(widest(text)).toBeLessThanOrEqual(width);
    expect(text).toMatchSnapshot();
  });

  it('cal week', async () => {
    const text = await ok(['week', '2026-11-21', ...flags]);
    expect(widest(text)).toBeLessThanOrEqual(width);
    expect(text).toMatchSnapshot();
  });
});

describe('cal agenda', () => {
  it('starts today and shows a week by default, with today marked', async () => {
    const text = await ok(['agenda', ...MADRID]);
    const headings = text.split('\n').filter((line) => /^\S/.test(line));
    expect(headings).toEqual([
      'Sat 21 Nov 2026 · today',
      'Sun 22 Nov 2026',
      'Mon 23 Nov 2026',
      'Tue 24 Nov 2026',
      'Wed 25 Nov 2026',
      'Thu 26 Nov 2026',
      'Fri 27 Nov 2026',
    ]);
    expect(text).not.toContain('Unpublished rehearsal');
  });

  it('reads --from as the API reads dates, and shows drafts with --status', async () => {
    const text = await ok(['agenda', '--from', 'next tuesday', '--days', '1', '--status', 'publish,draft', ...MADRID]);
    expect(text).toBe(
      [
        'Tue 24 Nov 2026',
        '  all day      Winter Festival (6/7) · Old Town · Festival',
        '  01:00–03:00  New York Meetup',
        '  18:00–20:00  Unpublished rehearsal',
        '',
      ].join('\n'),
    );
  });

  it('shows times in --timezone, else the configured zone (CAL_TZ), else the machine zone (TZ)', async () => {
    const day = ['agenda', '--from', '2026-11-23', '--days', '1'];
    const inNewYork = await ok(day, { env: { TZ: 'America/New_York' } });
    expect(inNewYork).toContain('  19:00–21:00  New York Meetup\n');
    expect(await ok(day, { env: { TZ: 'Europe/Madrid', CAL_TZ: 'America/New_York' } })).toBe(inNewYork);
    const inMadrid = await ok([...day, ...MADRID], { env: { TZ: 'America/New_York', CAL_TZ: 'America/New_York' } });
    expect(inMadrid).not.toContain('New York Meetup');
  });

  it('prints the days as JSON with --json', async () => {
    const json = JSON.parse(await ok(['agenda', '--from', '2026-11-22', '--days', '1', '--json', ...MADRID]));
    expect(json).toEqual([
      {
        date: '2026-11-22',
        events: [
          {
            id: expect.any(Number),
            title: 'Craft Market',
            all_day: true,
            start: '2026-11-22',
            end: '2026-11-22',
            time: 'all day',
            day: 1,
            days: 1,
            venue: 'Plaza Major',
            categories: ['Markets'],
            url: expect.stringMatching(/\/event\/craft-market\/$/),
          },
          {
            id: expect.any(Number),
            title: 'Winter Festival',
            all_day: false,
            start: '2026-11-19T10:00:00+01:00',
            end: '2026-11-25T18:00:00+01:00',
            time: 'all day',
            day: 4,
            days: 7,
            venue: 'Old Town',
            categories: ['Festival'],
            url: expect.stringMatching(/\/event\/winter-festival\/$/),
          },
        ],
      },
    ]);
  });

  it('says so on stderr when there is nothing to show', async () => {
    const result = await calendar.run(['agenda', '--from', '2027-03-01', ...MADRID]);
    expect(result).toEqual({
      code: 0,
      stdout: '',
      stderr: 'No events from Mon 1 Mar 2027 to Sun 7 Mar 2027 (Europe/Madrid).\n',
    });
    expect(await ok(['agenda', '--from', '2027-03-01', '--json', ...MADRID])).toBe('[]\n');
  });

  it('colors titles by category on a terminal, and never in a pipe', async () => {
    const terminal = await ok(['agenda', ...MADRID], { tty: true, env: { NO_COLOR: '' } });
    expect(terminal).toMatch(ANSI);
    const pipe = await ok(['agenda', ...MADRID], { env: { NO_COLOR: '' } });
    expect(pipe).not.toMatch(ANSI);
    const noColor = await ok(['agenda', '--no-color', ...MADRID], { tty: true, env: { NO_COLOR: '' } });
    expect(noColor).not.toMatch(ANSI);
  });
});

describe('cal month and cal week', () => {
  it('fit the terminal width on a terminal and 80 columns in a pipe', async () => {
    // The fake terminal is 100 columns wide: 13 columns a day.
    expect(widest(await ok(['month', '2026-11', ...MADRID], { tty: true }))).toBe(99);
    expect(widest(await ok(['month', '2026-11', ...MADRID]))).toBe(78);
  });

  it('use the compact form with --compact at any width', async () => {
    const month = await ok(['month', '2026-11', '--compact', '--width', '120', ...MADRID]);
    expect(month.split('\n').slice(1, 3)).toEqual([
      ' Mo   Tu   We   Th   Fr   Sa   Su',
      '                                1 •',
    ]);
    expect(month).not.toContain('┌');
    const week = await ok(['week', '2026-11-21', '--compact', '--width', '120', ...MADRID]);
    expect(week.split('\n').slice(0, 4)).toEqual([
      'Mon 16 Nov 2026 – Sun 22 Nov 2026 · Europe/Madrid',
      '',
      'Thu 19 Nov',
      '  10:00 →      Winter Festival (1/7) · Old Town · Festival',
    ]);
    expect(week).not.toContain('┌');
  });

  it('start weeks on Sunday with --week-start sunday', async () => {
    const text = await ok(['week', '2026-11-21', '--week-start', 'sunday', '--width', '120', ...MADRID]);
    expect(text.split('\n')[0]).toBe('Sun 15 Nov 2026 – Sat 21 Nov 2026 · Europe/Madrid');
  });

  it('show this month and this week by default, and months named the way the API reads dates', async () => {
    expect((await ok(['month', ...MADRID])).split('\n')[0]).toBe('November 2026 · Europe/Madrid');
    expect((await ok(['month', 'next month', ...MADRID])).split('\n')[0]).toBe('December 2026 · Europe/Madrid');
    expect((await ok(['week', ...MADRID])).split('\n')[0]).toBe('Mon 16 Nov 2026 – Sun 22 Nov 2026 · Europe/Madrid');
  });

  it('show a month with no events and say so on stderr', async () => {
    const result = await calendar.run(['month', '2027-02', '--width', '60', ...MADRID]);
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')[0]).toBe('February 2027 · Europe/Madrid');
    expect(result.stderr).toBe('No events in February 2027 (Europe/Madrid).\n');
  });
});

describe('languages', () => {
  let dir: string;
  const env = () => ({ CAL_DATA: join(dir, 'calendar.json') });
  const run = (argv: string[], extra: Record<string, string> = {}) => runCli(argv, { env: { ...env(), ...extra } });
  const text = async (argv: string[], extra: Record<string, string> = {}) => {
    const result = await run([...argv, ...MADRID], extra);
    expect(result.code, result.stderr).toBe(0);
    return result.stdout;
  };
  const DAY = ['agenda', '--from', '2026-11-21', '--days', '1'];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cal-views-lang-'));
    const created = await run([
      'events',
      'create',
      '--title',
      'Jazz Night',
      '--start-date',
      '2026-11-21 20:00',
      '--end-date',
      '2026-11-21 23:00',
      ...MADRID,
      '--format',
      'ids',
    ]);
    expect(created.code, created.stderr).toBe(0);
    const id = created.stdout.trim();
    for (const [lang, title] of [
      ['es', 'Noche de jazz'],
      ['ca', 'Nit de jazz'],
    ] as const) {
      const translated = await run(['events', 'translate', id, '--lang', lang, '--title', title]);
      expect(translated.code, translated.stderr).toBe(0);
    }
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('shows the events of --lang with day and month names in it', async () => {
    expect(await text([...DAY, '--lang', 'es'])).toBe('Sáb 21 nov 2026 · hoy\n  20:00–23:00  Noche de jazz\n');
    expect(await text([...DAY, '--lang', 'ca'])).toBe('Ds. 21 nov. 2026 · avui\n  20:00–23:00  Nit de jazz\n');
    expect(await text([...DAY, '--lang', 'en'])).toBe('Sat 21 Nov 2026 · today\n  20:00–23:00  Jazz Night\n');
  });

  it("takes the profile's language when --lang is not given (CAL_LANG)", async () => {
    expect(await text(DAY, { CAL_LANG: 'ca' })).toBe(await text([...DAY, '--lang', 'ca']));
    expect(await text([...DAY, '--lang', 'en'], { CAL_LANG: 'ca' })).toContain('Jazz Night');
  });

  it('names months and weekdays in the grids and their headings', async () => {
    const month = (await text(['month', '2026-11', '--lang', 'es', '--width', '120'])).split('\n');
    expect(month[0]).toBe('Noviembre 2026 · Europe/Madrid');
    expect(month[2]?.split('│').map((cell) => cell.trim())).toEqual([
      '',
      'Lun',
      'Mar',
      'Mié',
      'Jue',
      'Vie',
      'Sáb',
      'Dom',
      '',
    ]);
    expect(month.join('\n')).toContain('21 hoy');
    const compact = (await text(['month', '2026-11', '--lang', 'ca', '--compact'])).split('\n');
    expect(compact.slice(0, 2)).toEqual(['Novembre 2026 · Europe/Madrid', ' Dl   Dt   Dc   Dj   Dv   Ds   Dg']);
    const week = (await text(['week', '2026-11-21', '--lang', 'es', '--compact'])).split('\n');
    expect(week.slice(0, 3)).toEqual(['Lun 16 nov 2026 – Dom 22 nov 2026 · Europe/Madrid', '', 'Sáb 21 nov · hoy']);
  });

  it("uses the site's language without a language given: the one its events come in", async () => {
    expect((await text(['month', '2026-11'])).split('\n')[0]).toBe('November 2026 · Europe/Madrid');
    const set = await run(['settings', 'set', 'default_language', 'es']);
    expect(set.code, set.stderr).toBe(0);
    expect(await text(DAY)).toBe('Sáb 21 nov 2026 · hoy\n  20:00–23:00  Noche de jazz\n');
    expect((await text(['month', '2026-11'])).split('\n')[0]).toBe('Noviembre 2026 · Europe/Madrid');
  });

  it('refuses a --lang that is not a language code', async () => {
    const result = await run([...DAY, '--lang', 'not a code']);
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: 'cal: --lang: not a language code: "not a code" (e.g. ca, en, es)\n',
    });
  });
});

describe('usage errors', () => {
  it.each([
    [['agenda', '--timezone', 'Mars/Olympus'], '--timezone: unknown time zone "Mars/Olympus"'],
    [['agenda', '--days', '0'], '--days: expected a whole number from 1 to 366, got "0"'],
    [['agenda', '--from', 'someday'], '--from: not a date: "someday"'],
    [['month', '2026-13'], 'month: expected YYYY-MM, got "2026-13"'],
    [['week', 'soon'], 'date: not a date: "soon"'],
    [['month', '--width', '5'], '--width: expected a number of columns from 20 to 1000, got "5"'],
    [['week', '--week-start', 'friday'], '--week-start: expected monday or sunday, got "friday"'],
  ])('cal %j fails with exit code 2', async (argv, message) => {
    const result = await calendar.run(argv);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(message);
  });
});
