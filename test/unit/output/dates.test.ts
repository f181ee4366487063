// Event dates in cells and every format: own zone with its abbreviation, the output zone (--tz, else the configured
// timezone) with labels that match the times, all-day events, DST changes.
import { describe, expect, it } from 'vitest';
import { eventDateText } from '../../../src/output/dates.js';
import { eventInZone } from '../../../src/output/in-zone.js';
import { renderList } from '../../../src/output/render.js';
import type { CellTarget, OutputFormat, OutputOptions } from '../../../src/output/types.js';
import { events, eventsAsText, jazzNight, winterMarket } from './fixtures.js';

const lines = (...rows: string[]): string => `${rows.join('\n')}\n`;

/** A summer evening in Madrid (CEST, UTC+2). */
const madridSummer: Record<string, unknown> = {
  ...jazzNight,
  id: 10,
  start_date: '2026-07-01 19:00:00',
  end_date: '2026-07-01 21:30:00',
  utc_start_date: '2026-07-01 17:00:00',
  utc_end_date: '2026-07-01 19:30:00',
  timezone: 'Europe/Madrid',
  timezone_abbr: 'CEST',
};

/** New York, the night DST ends (1 Nov 2026): starts in EDT, ends in EST. */
const fallBack: Record<string, unknown> = {
  ...jazzNight,
  id: 11,
  start_date: '2026-10-31 20:00:00',
  end_date: '2026-11-01 23:00:00',
  utc_start_date: '2026-11-01 00:00:00',
  utc_end_date: '2026-11-02 04:00:00',
  timezone: 'America/New_York',
  timezone_abbr: 'EDT',
};

/** No timezone_abbr from the server: the abbreviation is computed from the zone. */
const noAbbr: Record<string, unknown> = { ...madridSummer, id: 12, timezone_abbr: '' };

/** A date the API did not format as a wall time is shown untouched. */
const odd: Record<string, unknown> = { ...jazzNight, id: 13, start_date: 'soon' };

describe('eventDateText', () => {
  it.each<[string, Record<string, unknown>, 'start_date' | 'end_date', CellTarget, string | undefined, string]>([
    ['table, own zone', jazzNight, 'start_date', 'table', undefined, '2026-12-05 20:00 EST'],
    ['delimited, own zone', jazzNight, 'end_date', 'delimited', undefined, '2026-12-05 23:00:00'],
    ['table, New York in Madrid', jazzNight, 'start_date', 'table', 'Europe/Madrid', '2026-12-06 02:00 CET'],
    ['delimited, New York in Madrid', jazzNight, 'end_date', 'delimited', 'Europe/Madrid', '2026-12-06 05:00:00'],
    [
      'table, Madrid summer in New York',
      madridSummer,
      'start_date',
      'table',
      'America/New_York',
      '2026-07-01 13:00 EDT',
    ],
    ['table, to UTC', madridSummer, 'end_date', 'table', 'UTC', '2026-07-01 19:30 UTC'],
    ['table, to a zone without letters', jazzNight, 'start_date', 'table', 'America/Sao_Paulo', '2026-12-05 22:00 -03'],
    ['table, to a half-hour zone', jazzNight, 'start_date', 'table', 'Asia/Kolkata', '2026-12-06 06:30 IST'],
    ['table, all-day start', winterMarket, 'start_date', 'table', undefined, '2026-12-20'],
    ['table, all-day end', winterMarket, 'end_date', 'table', undefined, '2026-12-22'],
    ['table, all-day not converted', winterMarket, 'start_date', 'table', 'America/New_York', '2026-12-20'],
    ['delimited, all-day as given', winterMarket, 'end_date', 'delimited', 'America/New_York', '2026-12-22 23:59:59'],
    ['table, DST start uses the API abbreviation', fallBack, 'start_date', 'table', undefined, '2026-10-31 20:00 EDT'],
    ['table, DST end gets its own', fallBack, 'end_date', 'table', undefined, '2026-11-01 23:00 EST'],
    ['table, computed abbreviation', noAbbr, 'start_date', 'table', undefined, '2026-07-01 19:00 CEST'],
    ['table, unparseable', odd, 'start_date', 'table', undefined, 'soon'],
  ])('%s', (_name, item, field, target, zone, expected) => {
    expect(eventDateText(eventInZone(item, zone), field, target)).toBe(expected);
  });
});

describe('renderList with --tz', () => {
  const options = (format: OutputFormat): OutputOptions => ({
    format,
    columns: ['id', 'start_date', 'end_date', 'timezone'],
    color: false,
    timezone: 'Europe/Madrid',
  });

  it.each<[OutputFormat, string]>([
    [
      'table',
      lines(
        '┌────┬──────────────────────┬──────────────────────┬───────────────┐',
        '│ id │ start_date           │ end_date             │ timezone      │',
        '├────┼──────────────────────┼──────────────────────┼───────────────┤',
        '│ 8  │ 2026-12-06 02:00 CET │ 2026-12-06 05:00 CET │ Europe/Madrid │',
        '│ 9  │ 2026-12-20           │ 2026-12-22           │ Europe/Madrid │',
        '└────┴──────────────────────┴──────────────────────┴───────────────┘',
      ),
    ],
    [
      'csv',
      lines(
        'id,start_date,end_date,timezone',
        '8,2026-12-06 02:00:00,2026-12-06 05:00:00,Europe/Madrid',
        '9,2026-12-20 00:00:00,2026-12-22 23:59:59,Europe/Madrid',
      ),
    ],
    [
      'tsv',
      lines(
        'id\tstart_date\tend_date\ttimezone',
        '8\t2026-12-06 02:00:00\t2026-12-06 05:00:00\tEurope/Madrid',
        '9\t2026-12-20 00:00:00\t2026-12-22 23:59:59\tEurope/Madrid',
      ),
    ],
  ])('%s', (format, expected) => {
    expect(renderList(events, undefined, options(format))).toBe(expected);
  });

  it('json shows the same times, with the zone and abbreviation that match them; UTC dates stay', () => {
    const [converted, allDay] = JSON.parse(renderList(events, undefined, options('json'))) as Record<string, unknown>[];
    expect(converted).toEqual({
      ...eventsAsText[0],
      start_date: '2026-12-06 02:00:00',
      start_date_details: { year: '2026', month: '12', day: '06', hour: '02', minutes: '00', seconds: '00' },
      end_date: '2026-12-06 05:00:00',
      end_date_details: { year: '2026', month: '12', day: '06', hour: '05', minutes: '00', seconds: '00' },
      timezone: 'Europe/Madrid',
      timezone_abbr: 'CET',
    });
    expect(allDay).toEqual(events[1]);
    expect(renderList(events, undefined, { ...options('ndjson'), fields: ['start_date', 'timezone'] })).toBe(
      lines(
        '{"start_date":"2026-12-06 02:00:00","timezone":"Europe/Madrid"}',
        '{"start_date":"2026-12-20 00:00:00","timezone":"Europe/Madrid"}',
      ),
    );
  });

  it('only events get date treatment: a venue date is printed as given', () => {
    expect(
      renderList([{ id: 4, venue: 'Hall', start_date: '2026-12-05 20:00:00' }], undefined, {
        format: 'table',
        columns: ['id', 'start_date'],
        color: false,
      }),
    ).toContain('2026-12-05 20:00:00');
  });
});
