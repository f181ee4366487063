// The pieces of the create prompts: dates read and shown, the end by default, zones offered, answers as flags.
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/api/catalog.js';
import { dateCheck, defaultEnd, readDate, shownDate } from '../../../src/cli/form/date-answers.js';
import { flagWords, shellWord, withoutFlags } from '../../../src/cli/form/command-line.js';
import { zoneChoices } from '../../../src/cli/form/zone-choices.js';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const MADRID = { zone: 'Europe/Madrid', now: NOW };
const params = catalog['events.create'].params;

describe('dates typed at a prompt', () => {
  it('takes what --start-date takes and names the reason for the rest', () => {
    const check = dateCheck(MADRID, false);
    for (const good of ['tomorrow 8pm', '2026-12-01 18:00', 'next saturday', '2026-12-01T18:00+02:00'])
      expect(check(good)).toBe(true);
    expect(check('tomorow 8pm')).toBe(
      'not a date cal can read: "tomorow 8pm" (e.g. 2026-12-01, "2026-12-01 18:00", "tomorrow 9am")',
    );
    expect(check('2026-02-30')).toMatch(/^not a date cal can read/);
    expect(check(' ')).toMatch(/^type a date/);
  });

  it('refuses an end before its start, by the day for an all-day event', () => {
    const start = readDate('2026-12-01 20:00', MADRID);
    expect(dateCheck(MADRID, false, start)('2026-12-01 19:59')).toBe(
      'the end is before the start (Tue 2026-12-01 20:00)',
    );
    expect(dateCheck(MADRID, false, start)('2026-12-01 20:00')).toBe(true);
    expect(dateCheck(MADRID, true, start)('2026-12-01')).toBe(true);
    expect(dateCheck(MADRID, true, start)('2026-11-30')).toBe('the end is before the start (Tue 2026-12-01)');
  });

  it('shows an answer with the day it names, in the event zone', () => {
    expect(shownDate(MADRID, false)('tomorrow 8pm')).toBe('tomorrow 8pm (Sun 2026-11-22 20:00)');
    expect(shownDate({ zone: 'Asia/Tokyo', now: NOW }, false)('today')).toBe('today (Sat 2026-11-21)');
    expect(shownDate(MADRID, false)('2026-12-01 18:00')).toBe('Tue 2026-12-01 18:00');
    // An instant with its own offset is shown in the event's zone.
    expect(shownDate(MADRID, false)('2026-12-01T18:00Z')).toBe('2026-12-01T18:00Z (Tue 2026-12-01 19:00)');
  });

  it('ends an hour after the start by default, across a change of the clocks too', () => {
    const end = (typed: string, allDay = false) => {
      const start = readDate(typed, MADRID);
      if (!start) throw new Error(typed);
      return defaultEnd(start, MADRID, allDay);
    };
    expect(end('tomorrow 8pm')).toBe('2026-11-22 21:00');
    expect(end('2026-12-31 23:30')).toBe('2027-01-01 00:30');
    // 02:00 becomes 03:00 on 2027-03-28 in Madrid: an hour after 01:30 is 03:30 there.
    expect(end('2027-03-28 01:30')).toBe('2027-03-28 03:30');
    expect(end('2026-12-05', true)).toBe('2026-12-05');
  });
});

describe('zones offered', () => {
  const names = async (term: string) => (await zoneChoices('Europe/Madrid', NOW)(term)).map((choice) => choice.value);

  it('puts the default first, then every zone', async () => {
    const all = await names('');
    expect(all[0]).toBe('Europe/Madrid');
    expect(all).toContain('UTC');
    expect(all.length).toBeGreaterThan(300);
  });

  it('narrows by what is typed, takes zones and offsets the list lacks, and finds nothing for no zone', async () => {
    expect(await names('new york')).toEqual(['America/New_York']);
    expect((await names('utc'))[0]).toBe('UTC');
    expect(await names('Europe/Kyiv')).toEqual(['Europe/Kyiv']);
    expect(await names('UTC+2')).toEqual(['UTC+2']);
    expect(await names('Mars/Olympus')).toEqual([]);
    expect((await zoneChoices('UTC', NOW)('madrid'))[0]?.name).toBe('Europe/Madrid (+01:00)');
  });
});

describe('answers as a command line', () => {
  it('quotes words as a POSIX shell reads them back', () => {
    expect(['Jazz', 'tomorrow 8pm', "Joe's", '2026-11-22', '--venue=4', ''].map(shellWord)).toEqual([
      'Jazz',
      "'tomorrow 8pm'",
      "'Joe'\\''s'",
      '2026-11-22',
      '--venue=4',
      "''",
    ]);
  });

  it('gives each answer as the flag that reads it back', () => {
    expect(flagWords('start_date', params, 'tomorrow 8pm')).toEqual(['--start-date', 'tomorrow 8pm']);
    expect(flagWords('venue', params, 4)).toEqual(['--venue', '4']);
    expect(flagWords('organizer', params, [6, 7])).toEqual(['--organizer', '6,7']);
    expect(flagWords('venue', params, [{ venue: 'Hall, Vic' }])).toEqual(['--venue', '{"venue":"Hall, Vic"}']);
    expect(flagWords('all_day', params, false)).toEqual(['--no-all-day']);
  });

  it('leaves out the flags of fields answered anew, in each of their spellings', () => {
    const words = ['events', 'create', '--venue', '9', '--title', 'x', '--venue=8', '--all-day', '--no-featured'];
    expect(withoutFlags(words, ['venue'], params)).toEqual([
      'events',
      'create',
      '--title',
      'x',
      '--all-day',
      '--no-featured',
    ]);
    expect(withoutFlags(words, ['all_day', 'featured'], params)).toEqual([
      'events',
      'create',
      '--venue',
      '9',
      '--title',
      'x',
      '--venue=8',
    ]);
  });
});
