// The shapes calendar programs write that a strict reader refuses, each in a few lines: what parseIcs reads of them,
// what it fails (one event, with a one-line reason), and what it says.
import { describe, expect, it } from 'vitest';
import { parseWallTime } from '../../../src/dates/wall-time.js';
import { isValidTimeZone, wallTimeToInstant } from '../../../src/dates/zones.js';
import { parseIcs } from '../../../src/codecs/ics/read.js';
import { validateRecord } from '../../../src/codecs/validate.js';
import { calendar, ics, readIcs } from '../../helpers/ics-text.js';

const NOW = Date.UTC(2026, 0, 1);

type Fields = Record<string, unknown>;
const fail = (): never => {
  throw new Error('not a wall time');
};

/** What an import makes of a text: its warnings (without the file name), each event's fields or why it fails. */
function read(text: string) {
  const { input, said } = readIcs(text);
  const outcomes = input.entries.map((entry): { fields: Fields } | { problem: string } => {
    if (entry.problem !== undefined) return { problem: entry.problem };
    const checked = validateRecord(entry.value, NOW);
    return 'error' in checked ? { problem: checked.error } : { fields: entry.value as Fields };
  });
  return {
    said,
    fields: outcomes.flatMap((outcome) => ('fields' in outcome ? [outcome.fields] : [])),
    problems: outcomes.flatMap((outcome) => ('problem' in outcome ? [outcome.problem] : [])),
  };
}

/** Rules of Central European Time, as Outlook and khal write them into a VTIMEZONE. */
const CET_RULES = [
  'BEGIN:STANDARD',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'END:DAYLIGHT',
];
const US_EASTERN_RULES = [
  'BEGIN:STANDARD',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'END:DAYLIGHT',
];
const vtimezone = (tzid: string, rules: string[]) => ['BEGIN:VTIMEZONE', `TZID:${tzid}`, ...rules, 'END:VTIMEZONE'];

describe('parseIcs reads leniently', () => {
  it('reads a date without VALUE=DATE (as holiday feeds write it) as a date', () => {
    const { fields, said } = read(
      calendar(
        'BEGIN:VEVENT',
        'UID:holiday-1',
        'SUMMARY:Harvest day',
        'DTSTART:20300916',
        'DTEND:20300917',
        'END:VEVENT',
      ),
    );
    expect(said).toEqual([]);
    expect(fields).toEqual([
      expect.objectContaining({
        title: 'Harvest day',
        start_date: '2030-09-16 00:00:00',
        end_date: '2030-09-16 23:59:59',
        all_day: true,
      }),
    ]);
  });

  it('leaves out a VTIMEZONE without TZID, saying so, and reads the rest', () => {
    const { fields, said } = read(
      calendar(
        ...vtimezone('Europe/Vienna', CET_RULES),
        'BEGIN:VTIMEZONE',
        ...CET_RULES,
        'END:VTIMEZONE',
        'BEGIN:VEVENT',
        'UID:tz-1',
        'SUMMARY:Rehearsal',
        'DTSTART;TZID=Europe/Vienna:20300402T190000',
        'DTEND;TZID=Europe/Vienna:20300402T210000',
        'END:VEVENT',
      ),
    );
    expect(said).toEqual(['the VTIMEZONE on line 19 has no TZID: left out']);
    expect(fields).toEqual([
      expect.objectContaining({ title: 'Rehearsal', start_date: '2030-04-02 19:00:00', timezone: 'Europe/Vienna' }),
    ]);
  });

  it('fails an event with a bad start naming the property, its line and what was expected, and keeps the others', () => {
    const event = (uid: string, ...lines: string[]) => [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      'SUMMARY:x',
      ...lines,
      'END:VEVENT',
    ];
    const { fields, problems } = read(
      calendar(
        ...event('date', 'DTSTART:SOON'),
        ...event('none', 'DTEND:20300101T093000'),
        ...event('good', 'DTSTART:20300101T100000Z', 'DURATION:PT1H'),
      ),
    );
    expect(problems).toEqual([
      'DTSTART on line 7: expected a date (YYYYMMDD) or a date-time (YYYYMMDDTHHMMSS), got "SOON"',
      'no DTSTART: expected the date or date-time the event starts',
    ]);
    expect(fields).toEqual([expect.objectContaining({ uid: 'good', end_date: '2030-01-01 11:00:00' })]);
  });

  it('skips an END without its BEGIN and closes what is left open, keeping the events', () => {
    const { fields, said } = read(
      ics(
        'BEGIN:VCALENDAR',
        'BEGIN:VEVENT',
        'UID:open-1',
        'SUMMARY:Tea',
        'DTSTART;TZID=Asia/Tokyo:20300224T120000',
        'END:VEVENT',
        'END:VCALENDER',
      ),
    );
    expect(said).toEqual([
      'line 7 skipped: END:VCALENDER without its BEGIN',
      'BEGIN:VCALENDAR on line 1 is never ended: read to the end of the file',
    ]);
    expect(fields).toEqual([
      expect.objectContaining({ title: 'Tea', start_date: '2030-02-24 12:00:00', timezone: 'Asia/Tokyo' }),
    ]);
  });

  it('reads events written without a VCALENDAR around them (as khal writes one event), saying so', () => {
    const { fields, said } = read(
      ics(
        'BEGIN:VEVENT',
        'UID:bare-1',
        'SUMMARY:Standup',
        'DTSTART;TZID=Europe/Berlin:20300409T093000',
        'DTEND;TZID=Europe/Berlin:20300409T094500',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:bare-2',
        'SUMMARY:Retro',
        'DTSTART;TZID=Europe/Berlin:20300410T150000',
        'END:VEVENT',
      ),
    );
    expect(said).toEqual(['2 events without a VCALENDAR around them: read as one calendar']);
    expect(fields.map((event) => [event.title, event.start_date, event.timezone])).toEqual([
      ['Standup', '2030-04-09 09:30:00', 'Europe/Berlin'],
      ['Retro', '2030-04-10 15:00:00', 'Europe/Berlin'],
    ]);
  });

  it('skips a line it cannot read (a folded line that lost its leading space) and keeps the rest of the file', () => {
    const { fields, said } = read(
      calendar(
        'BEGIN:VEVENT',
        'UID:fold-1',
        'SUMMARY:Picnic',
        'DTSTART;VALUE=DATE:20301215',
        'ATTENDEE;CN=Ann:mailto:ann@example.org',
        'n Lee;CUTYPE=INDIVIDUAL:mailto:lee@example.org',
        'END:VEVENT',
      ),
    );
    expect(said).toEqual([
      'line 9 skipped: not an iCalendar property (NAME:value): "n Lee;CUTYPE=INDIVIDUAL:mailto:lee@example.org"',
    ]);
    expect(fields).toEqual([
      expect.objectContaining({ title: 'Picnic', start_date: '2030-12-15 00:00:00', all_day: true }),
    ]);
  });

  it('titles an event without SUMMARY "(no title)", saying so', () => {
    const { fields, said } = read(calendar('BEGIN:VEVENT', 'UID:untitled-1', 'DTSTART:20300105T100000Z', 'END:VEVENT'));
    expect(said).toEqual(['1 event without SUMMARY (line 4) titled "(no title)"']);
    expect(fields).toEqual([expect.objectContaining({ title: '(no title)', start_date: '2030-01-05 10:00:00' })]);
  });

  it('keeps the line breaks of plain descriptions and the markup of HTML ones', () => {
    const { fields } = read(
      calendar(
        'BEGIN:VEVENT',
        'UID:plain',
        'SUMMARY:Plain',
        'DTSTART:20300301T090000Z',
        'DESCRIPTION:Hi all\\, \\n\\nA first paragraph.\\n\\nAnd a second',
        '  one.',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:google',
        'SUMMARY:Google',
        'DTSTART:20300302T090000Z',
        'DESCRIPTION:<b>Meetup</b><br>Topics: data<br>',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:outlook',
        'SUMMARY:Outlook',
        'DTSTART:20300303T090000Z',
        'DESCRIPTION:Bring snacks',
        'X-ALT-DESC;FMTTYPE=text/html:<p>Bring <i>snacks</i></p>',
        'END:VEVENT',
      ),
    );
    expect(fields.map((event) => event.description)).toEqual([
      'Hi all, \n\nA first paragraph.\n\nAnd a second one.',
      '<b>Meetup</b><br>Topics: data<br>',
      '<p>Bring <i>snacks</i></p>',
    ]);
  });

  it('refuses a file that is neither VCALENDAR nor VEVENT in one line', () => {
    expect(() => parseIcs('BEGIN:VCARD\r\nFN:Sam\r\nEND:VCARD\r\n', 'card.ics')).toThrow(
      /^card\.ics is not iCalendar: it has no BEGIN:VCALENDAR or BEGIN:VEVENT line$/,
    );
  });
});

describe('parseIcs maps TZIDs to IANA zones', () => {
  const zoned = (tzid: string, start: string, end = start) => [
    'BEGIN:VEVENT',
    `UID:${tzid}-${start}`,
    'SUMMARY:x',
    `DTSTART;TZID=${tzid}:${start}`,
    `DTEND;TZID=${tzid}:${end}`,
    'END:VEVENT',
  ];

  it('by Windows name (Outlook, Exchange), with or without a VTIMEZONE', () => {
    const { fields, said } = read(
      calendar(
        ...vtimezone('W. Europe Standard Time', CET_RULES),
        ...zoned('W. Europe Standard Time', '20300615T093000'),
        ...zoned('"New Zealand Standard Time"', '20301120T130000'),
      ),
    );
    expect(said).toEqual([]);
    expect(fields.map((event) => [event.start_date, event.timezone])).toEqual([
      ['2030-06-15 09:30:00', 'Europe/Berlin'],
      ['2030-11-20 13:00:00', 'Pacific/Auckland'],
    ]);
  });

  it('by the IANA name a prefixed TZID carries (Thunderbird, Evolution), even without its VTIMEZONE', () => {
    const { fields } = read(
      calendar(
        ...zoned('/mozilla.org/20070129_1/America/New_York', '20300426T140000'),
        ...zoned('/freeassociation.sourceforge.net/Tzfile/Europe/Berlin', '20300426T140000'),
        ...zoned('/freeassociation.sourceforge.net/America/Argentina/Buenos_Aires', '20300426T140000'),
      ),
    );
    expect(fields.map((event) => event.timezone)).toEqual([
      'America/New_York',
      'Europe/Berlin',
      'America/Argentina/Buenos_Aires',
    ]);
  });

  it("by a custom TZID's VTIMEZONE: Europe_Berlin is Berlin, and an end in another zone is shown in the start's", () => {
    const { fields, said } = read(
      calendar(
        ...vtimezone('Europe_Berlin', CET_RULES),
        ...vtimezone('America_New_York', US_EASTERN_RULES),
        'BEGIN:VEVENT',
        'UID:custom-1',
        'SUMMARY:Call',
        'DTSTART;TZID=Europe_Berlin:20300410T093000',
        'DTEND;TZID=America_New_York:20300410T103000',
        'END:VEVENT',
      ),
    );
    expect(said).toEqual([]);
    expect(fields).toEqual([
      expect.objectContaining({
        start_date: '2030-04-10 09:30:00',
        end_date: '2030-04-10 16:30:00',
        timezone: 'Europe/Berlin',
      }),
    ]);
  });

  it('by the rules of a VTIMEZONE whose name says nothing: a zone with the same offsets all year', () => {
    const { fields, said } = read(
      calendar(
        ...vtimezone('Office', CET_RULES),
        ...zoned('Office', '20300110T120000'),
        ...zoned('Office', '20300704T120000'),
      ),
    );
    expect(said).toEqual([]);
    // The wall times stay as written, in a zone that is UTC+1 in winter and UTC+2 in summer.
    expect(fields.map((event) => event.start_date)).toEqual(['2030-01-10 12:00:00', '2030-07-04 12:00:00']);
    const instants = fields.map((event) => {
      const zone = String(event.timezone);
      expect(isValidTimeZone(zone), zone).toBe(true);
      return new Date(wallTimeToInstant(parseWallTime(String(event.start_date)) ?? fail(), zone)).toISOString();
    });
    expect(instants).toEqual(['2030-01-10T11:00:00.000Z', '2030-07-04T10:00:00.000Z']);
  });

  it('keeps in UTC, saying so, the instants of a VTIMEZONE no IANA zone follows', () => {
    const odd = ['BEGIN:STANDARD', 'DTSTART:19700101T000000', 'TZOFFSETFROM:+1234', 'TZOFFSETTO:+1234', 'END:STANDARD'];
    const { fields, said } = read(
      calendar(...vtimezone('custom_Mars/Olympus', odd), ...zoned('custom_Mars/Olympus', '20300829T083400')),
    );
    expect(said).toEqual([
      'TZID "custom_Mars/Olympus" matches no IANA zone: its times are read by its VTIMEZONE and kept in UTC',
    ]);
    expect(fields).toEqual([expect.objectContaining({ start_date: '2030-08-28 20:00:00', timezone: 'UTC' })]);
  });
});

describe("parseIcs with the calendar's X-WR-TIMEZONE (Google's)", () => {
  it('reads floating times in it and shows UTC times there', () => {
    const { fields, said } = read(
      calendar(
        'X-WR-TIMEZONE:Europe/Brussels',
        'BEGIN:VEVENT',
        'UID:wr-1',
        'SUMMARY:Floating',
        'DTSTART:20300916T210000',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:wr-2',
        'SUMMARY:In UTC',
        'DTSTART:20301222T110000Z',
        'DTEND:20301222T120000Z',
        'END:VEVENT',
      ),
    );
    expect(said).toEqual([]);
    expect(fields.map((event) => [event.title, event.start_date, event.end_date, event.timezone])).toEqual([
      ['Floating', '2030-09-16 21:00:00', '2030-09-16 21:00:00', 'Europe/Brussels'],
      ['In UTC', '2030-12-22 12:00:00', '2030-12-22 13:00:00', 'Europe/Brussels'],
    ]);
  });
});
