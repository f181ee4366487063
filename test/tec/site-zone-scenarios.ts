// TEC sites whose zone is not UTC: one set to a fixed offset (WordPress' "UTC+2": no zone name, gmt_offset 2) and
// one set to America/New_York. Dates with an instant, strict list times and exports meet the events' wall times.
import { expect } from 'vitest';
import { json, ok, type Scenario, type ScenarioContext } from './scenario-kit.js';

const fields = ['--fields', 'start_date,end_date,utc_start_date,timezone', '--json'];
/** The titles a list or export found among this run's events. */
const titles = (stdout: string) => (JSON.parse(stdout) as { title: string }[]).map((event) => event.title).sort();

async function strictList(context: ScenarioContext, after: string, before: string): Promise<string[]> {
  const listed = await context.cal([
    'events',
    'list',
    '--search',
    context.name(''),
    '--starts-after',
    after,
    '--starts-before',
    before,
    '--strict-dates',
    '--fields',
    'title',
    '--json',
  ]);
  return titles(ok(listed));
}

export const SITE_ZONE_SCENARIOS: readonly Scenario[] = [
  {
    name: 'fixed-offset-site',
    title: 'on a site set to UTC+2, instants are typed at +2, strict times find the events, and exports say UTC+2',
    siteZone: { timezone_string: '', gmt_offset: 2 },
    async run(context) {
      const { cal, name } = context;
      const summer = json(
        await cal([
          'events',
          'create',
          '--title',
          name('Offset Summer'),
          '--start-date',
          '2027-05-01T10:00:00Z',
          '--end-date',
          '2027-05-01T11:00:00Z',
          ...fields,
        ]),
      );
      // TEC reckons "UTC+2" as Europe/Helsinki, summer time included: its UTC start is an hour early in summer.
      expect(summer).toEqual({
        start_date: '2027-05-01 12:00:00',
        end_date: '2027-05-01 13:00:00',
        utc_start_date: '2027-05-01 09:00:00',
        timezone: 'UTC+2',
      });
      const winter = json(
        await cal([
          'events',
          'create',
          '--title',
          name('Offset Winter'),
          '--start-date',
          String(Date.UTC(2027, 0, 10, 10) / 1000),
          '--end-date',
          '2027-01-10 13:00',
          ...fields,
        ]),
      );
      expect(winter).toEqual({
        start_date: '2027-01-10 12:00:00',
        end_date: '2027-01-10 13:00:00',
        utc_start_date: '2027-01-10 10:00:00',
        timezone: 'UTC+2',
      });
      expect(await strictList(context, '2027-05-01 11:30', '2027-05-01 12:30')).toEqual([name('Offset Summer')]);
      expect(await strictList(context, '2027-01-10 11:30', '2027-01-10 12:30')).toEqual([name('Offset Winter')]);
      expect(await strictList(context, '2027-05-01 10:30', '2027-05-01 11:30')).toEqual([]);
      const exported = await cal([
        'export',
        '--format',
        'ics',
        '--search',
        name(''),
        '--start-date',
        '2027-01-01',
        '--end-date',
        '2027-12-31',
      ]);
      expect(exported.exitCode, exported.stderr).toBe(0);
      expect(exported.stderr).not.toMatch(/timezone not valid/i);
      expect(exported.stdout).toContain('BEGIN:VTIMEZONE\r\nTZID:UTC+2\r\n');
      expect(exported.stdout).toContain('DTSTART;TZID=UTC+2:20270501T120000\r\n');
      expect(exported.stdout).toContain('DTSTART;TZID=UTC+2:20270110T120000\r\n');
    },
  },
  {
    name: 'new-york-site',
    title: 'on a site set to America/New_York, strict list and export times are read in New York',
    siteZone: { timezone_string: 'America/New_York', gmt_offset: 0 },
    async run(context) {
      const { cal, name } = context;
      const typed = json(
        await cal([
          'events',
          'create',
          '--title',
          name('Six in New York'),
          '--start-date',
          '2027-03-20 06:00',
          '--end-date',
          '2027-03-20 07:00',
          ...fields,
        ]),
      );
      expect(typed).toEqual({
        start_date: '2027-03-20 06:00:00',
        end_date: '2027-03-20 07:00:00',
        utc_start_date: '2027-03-20 10:00:00',
        timezone: 'America/New_York',
      });
      const instant = json(
        await cal([
          'events',
          'create',
          '--title',
          name('Ten in New York'),
          '--start-date',
          '2027-03-20T14:00:00Z',
          '--end-date',
          '2027-03-20T15:00:00Z',
          ...fields,
        ]),
      );
      expect(instant).toMatchObject({ start_date: '2027-03-20 10:00:00', timezone: 'America/New_York' });
      expect(await strictList(context, '2027-03-20 05:30', '2027-03-20 06:30')).toEqual([name('Six in New York')]);
      expect(await strictList(context, '2027-03-20 09:30', '2027-03-20 10:30')).toEqual([name('Ten in New York')]);
      const exported = await cal([
        'export',
        '--format',
        'ndjson',
        '--search',
        name(''),
        '--starts-after',
        '2027-03-20 05:30',
        '--starts-before',
        '2027-03-20 06:30',
        '--strict-dates',
      ]);
      const lines = ok(exported).trim().split('\n');
      expect(lines.map((line) => (JSON.parse(line) as { title: string }).title)).toEqual([name('Six in New York')]);
    },
  },
];
