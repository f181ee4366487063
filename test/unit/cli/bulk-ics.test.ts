// iCalendar writing (RFC 5545 shape, zones, all-day dates) and reading other programs' files, as pure functions.
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { parseIcs, slugForUid } from '../../../src/codecs/ics/read.js';
import { formatIcs } from '../../../src/codecs/ics/write.js';
import type { PortableEvent } from '../../../src/codecs/portable.js';
import { TEST_READ } from '../../helpers/ics-text.js';

const base: PortableEvent = {
  title: 'Jazz, blues; and "more"',
  description: 'Line one\nLine two with a long tail that makes this property go past seventy-five octets for sure',
  excerpt: '',
  slug: 'jazz',
  status: 'publish',
  start_date: '2027-03-28 01:30:00',
  end_date: '2027-03-28 04:00:00',
  timezone: 'Europe/Madrid',
  all_day: false,
  cost: '€15',
  featured: true,
  sticky: false,
  hide_from_listings: false,
  show_map: false,
  show_map_link: false,
  categories: ['Music', 'Jazz'],
  tags: ['free'],
  venue: { venue: 'Blue Hall', address: '1 Main St', city: 'Vic' },
  organizer: [{ organizer: 'Ana', email: 'ana@example.org' }, { organizer: 'No Mail' }],
};
const fair: PortableEvent = {
  ...base,
  title: 'Fair',
  slug: 'fair',
  start_date: '2027-05-01 00:00:00',
  end_date: '2027-05-03 23:59:59',
  all_day: true,
  timezone: 'UTC',
  organizer: [],
  categories: [],
};
const tokyo: PortableEvent = {
  ...base,
  title: 'Tokyo',
  slug: 'tokyo',
  timezone: 'Asia/Tokyo',
  start_date: '2027-04-01 10:00:00',
  end_date: '2027-04-01 11:00:00',
};
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

describe('formatIcs', () => {
  const text = formatIcs([base, fair, tokyo], { host: 'cal.example.org', now: NOW });
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);

  it('writes CRLF lines folded at 75 octets', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines.every((line) => !line.includes('\n'))).toBe(true);
    expect(Math.max(...lines.map((line) => Buffer.byteLength(line)))).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  });

  it('has the calendar properties and one VTIMEZONE per zone used by a timed event', () => {
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toMatch(/^-\/\/cal\/\/cal /);
    expect(
      calendar
        .getAllSubcomponents('vtimezone')
        .map((zone) => zone.getFirstPropertyValue('tzid'))
        .sort(),
    ).toEqual(['Asia/Tokyo', 'Europe/Madrid']);
  });

  it('writes zoned times that convert to the right instants, across a DST change', () => {
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const [jazz] = calendar.getAllSubcomponents('vevent');
    const event = new ICAL.Event(jazz);
    // 01:30 in Madrid on 28 March 2027 is still winter time (+01:00); 04:00 is summer time (+02:00).
    expect(event.startDate.toUnixTime()).toBe(Date.UTC(2027, 2, 28, 0, 30) / 1000);
    expect(event.endDate.toUnixTime()).toBe(Date.UTC(2027, 2, 28, 2, 0) / 1000);
    expect(event.uid).toBe('jazz@cal.example.org');
    // An event that came from another calendar keeps its UID.
    const kept = new ICAL.Component(
      ICAL.parse(
        formatIcs([{ ...base, uid: 'abc123@google.com' }], { host: 'cal.example.org', now: NOW }),
      ) as unknown[],
    );
    expect(kept.getFirstSubcomponent('vevent')?.getFirstPropertyValue('uid')).toBe('abc123@google.com');
    expect(event.summary).toBe('Jazz, blues; and "more"');
    expect(jazz?.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-21T12:00:00Z');
    expect(jazz?.getFirstProperty('categories')?.getValues()).toEqual(['Music', 'Jazz']);
    expect(jazz?.getAllProperties('organizer').map((p) => [p.getParameter('cn'), p.getFirstValue()])).toEqual([
      ['Ana', 'mailto:ana@example.org'],
    ]);
    expect(jazz?.getFirstPropertyValue('location')).toBe('Blue Hall, 1 Main St, Vic');
  });

  it('writes the venue position as GEO and the image as an RFC 7986 IMAGE', () => {
    const placed: PortableEvent = {
      ...base,
      venue: { venue: 'Hall', geo_lat: 41.5, geo_lng: -2.25 },
      image: 'https://img.example.org/a,b.jpg',
    };
    const lines = formatIcs([placed], { host: 'cal.example.org', now: NOW }).split('\r\n');
    expect(lines).toContain('GEO:41.5;-2.25');
    expect(lines).toContain('IMAGE;VALUE=URI:https://img.example.org/a,b.jpg');
    expect(formatIcs([base], { host: 'cal.example.org', now: NOW })).not.toMatch(/^(GEO|IMAGE)/m);
  });

  it('writes all-day events as dates with an exclusive end', () => {
    const vevent = calendar.getAllSubcomponents('vevent')[1];
    expect(vevent?.getFirstProperty('dtstart')?.type).toBe('date');
    expect(vevent?.getFirstPropertyValue('dtstart')?.toString()).toBe('2027-05-01');
    expect(vevent?.getFirstPropertyValue('dtend')?.toString()).toBe('2027-05-04');
  });

  it('writes a description kept as HTML as text in DESCRIPTION and whole in X-ALT-DESC, and reads the HTML back', () => {
    const html = '<p>Live <b>jazz</b></p>\n<ul><li>Bring friends</li></ul>';
    const own = formatIcs([{ ...base, description: html }], { host: 'h', now: NOW });
    const vevent = new ICAL.Component(ICAL.parse(own) as unknown[]).getFirstSubcomponent('vevent');
    expect(vevent?.getFirstPropertyValue('description')).toBe('Live jazz\n\nBring friends');
    const alt = vevent?.getFirstProperty('x-alt-desc');
    expect(alt?.getParameter('fmttype')).toBe('text/html');
    expect(alt?.getFirstValue()).toBe(html);
    expect((parseIcs(own, 'own.ics').entries[0]?.value as Record<string, unknown>).description).toBe(html);
    // Line breaks, commas and semicolons in X- properties are escaped as TEXT, so the file still parses.
    const excerpt = 'First, line;\nsecond \\ line';
    const withExcerpt = formatIcs([{ ...base, excerpt }], { host: 'h', now: NOW });
    expect((parseIcs(withExcerpt, 'own.ics').entries[0]?.value as Record<string, unknown>).excerpt).toBe(excerpt);
    // Plain text has no HTML alternative.
    expect(text).not.toContain('X-ALT-DESC');
  });

  it('reads its own output back to the same records', () => {
    const { entries } = parseIcs(text, 'own.ics');
    const values = entries.map((entry) => entry.value as Record<string, unknown>);
    expect(values[0]).toMatchObject({
      title: base.title,
      slug: 'jazz',
      start_date: base.start_date,
      end_date: base.end_date,
      timezone: 'Europe/Madrid',
      featured: true,
      cost: '€15',
      tags: ['free'],
      venue: base.venue,
      organizer: base.organizer,
    });
    expect(values[1]).toMatchObject({
      slug: 'fair',
      all_day: true,
      start_date: '2027-05-01 00:00:00',
      end_date: '2027-05-03 23:59:59',
    });
  });
});

/** The record of one event "Gig" with these extra lines, as another program would write it. */
function readGig(lines: string[]): Record<string, unknown> {
  const text = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//x//y//EN',
    'BEGIN:VEVENT',
    'UID:a@x',
    'DTSTAMP:20270101T000000Z',
    'DTSTART:20270110T200000Z',
    'SUMMARY:Gig',
    ...lines,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  return parseIcs(text, 'x.ics').entries[0]?.value as Record<string, unknown>;
}

describe("parseIcs on another program's file", () => {
  const text = readFileSync(new URL('../../fixtures/foreign.ics', import.meta.url), 'utf8');
  const input = parseIcs(text, 'foreign.ics', TEST_READ);
  const byTitle = new Map(
    input.entries.map((entry) => [(entry.value as Record<string, unknown> | undefined)?.title, entry]),
  );
  const value = (title: string) => byTitle.get(title)?.value;

  it('numbers the events with the line they start on, a series as its occurrences with the changed one in its place', () => {
    expect(input.entries.map((entry) => entry.line)).toEqual([
      21, 33, 41, 47, 53, 60, 66, 73, 66, 66, 66, 66, 66, 66, 66, 66, 80, 87, 92, 98,
    ]);
    const series = input.entries.slice(6, 16).map((entry) => entry.value as Record<string, unknown>);
    expect(series.map((record) => `${String(record.start_date)} ${String(record.title)}`)).toEqual([
      '2027-01-04 10:00:00 Weekly sync',
      '2027-01-11 14:00:00 Weekly sync (moved)',
      ...[18, 25].map((day) => `2027-01-${day} 10:00:00 Weekly sync`),
      ...['01', '08', '15', '22'].map((day) => `2027-02-${day} 10:00:00 Weekly sync`),
      ...['01', '08'].map((day) => `2027-03-${day} 10:00:00 Weekly sync`),
    ]);
    // Each occurrence is known by its series' UID and its original start (RECURRENCE-ID) in UTC.
    expect(series[1]?.slug).toBe(`${slugForUid('weekly-1@example.net')}-20270111t090000z`);
    expect(series.every((record) => record.timezone === 'Europe/Paris')).toBe(true);
    expect(input.notes).toEqual([
      'foreign.ics: series "Weekly sync" (line 66): 10 occurrences, 2027-01-04 to 2027-03-08',
    ]);
    expect(input.entries[19]?.problem).toBe(
      'DTSTART on line 101: expected a date (YYYYMMDD) or a date-time (YYYYMMDDTHHMMSS), got "20270808T1800"',
    );
    // A bad DURATION alone is read past: the event ends when it starts.
    expect(value('Bad duration')).toMatchObject({
      start_date: '2027-08-07 18:00:00',
      end_date: '2027-08-07 18:00:00',
    });
    expect(input.warnings).toEqual([
      'foreign.ics: DURATION on line 96: expected a duration such as PT1H30M or P1D, got "PT2X": ignored, the event ends when it starts',
      'foreign.ics: 1 event without SUMMARY (line 87) titled "(no title)"',
    ]);
    expect(input.header?.[0]).toMatch(/^BEGIN:VTIMEZONE\r\nTZID:W\. Europe Standard Time\r\n/);
  });

  it("maps Outlook's Windows zone to its IANA zone, and reads LOCATION, ORGANIZER, CATEGORIES, folded text", () => {
    expect(value('Quarterly planning (Outlook zone)')).toEqual({
      title: 'Quarterly planning (Outlook zone)',
      start_date: '2027-06-15 09:30:00',
      end_date: '2027-06-15 11:00:00',
      timezone: 'Europe/Berlin',
      slug: slugForUid('040000008200E00074C5B7101A82E00800000000D0F4A1C2B3E4D501000000000000000010000000'),
      uid: '040000008200E00074C5B7101A82E00800000000D0F4A1C2B3E4D501000000000000000010000000',
      description:
        'Agenda:\n1. Budget\n2. Hiring, part 1; then lunch. This line is long enough that Outlook folds it across two physical lines of the file.',
      status: 'publish',
      categories: ['Planning', 'Internal', 'Finance'],
      venue: { venue: 'Room 4.2', address: 'Main Building, Berlin' },
      organizer: [{ organizer: 'Ada Lovelace', email: 'ada@example.org' }],
    });
  });

  it('keeps IANA zones, UTC times, floating times (the site zone) and durations', () => {
    expect(value('Launch call (IANA zone)')).toMatchObject({
      start_date: '2027-03-10 16:00:00',
      end_date: '2027-03-10 17:00:00',
      timezone: 'America/New_York',
      website: 'https://example.org/launch',
    });
    expect(value('Server maintenance (UTC)')).toMatchObject({
      start_date: '2027-04-01 22:00:00',
      end_date: '2027-04-02 01:00:00',
      timezone: 'UTC',
    });
    const run = value('Morning run (floating time)') as Record<string, unknown>;
    expect(run).toMatchObject({ start_date: '2027-07-02 07:00:00', end_date: '2027-07-02 07:45:00' });
    expect(run.timezone).toBeUndefined();
  });

  it('reads all-day events with their exclusive DTEND, cancelled ones as drafts, and one without SUMMARY as "(no title)"', () => {
    expect(value('Company holiday')).toMatchObject({
      all_day: true,
      start_date: '2027-05-01 00:00:00',
      end_date: '2027-05-01 23:59:59',
    });
    expect(value('Trade fair')).toMatchObject({
      all_day: true,
      start_date: '2027-09-20 00:00:00',
      end_date: '2027-09-22 23:59:59',
      venue: { venue: 'Messe' },
    });
    expect(value('Cancelled meetup')).toMatchObject({ status: 'draft' });
    expect(byTitle.get('(no title)')).toMatchObject({
      line: 87,
      value: { slug: slugForUid('no-summary@example.net') },
    });
  });

  it('matches events on their UID: the same UID gives the same slug', () => {
    expect(slugForUid('abc123@google.com')).toBe(slugForUid('abc123@google.com'));
    expect(slugForUid('abc123@google.com')).not.toBe(slugForUid('abc124@google.com'));
    expect(value('Launch call (IANA zone)')).toMatchObject({
      slug: slugForUid('abc123@google.com'),
      uid: 'abc123@google.com',
    });
  });

  it('reads GEO as the venue position and IMAGE, else an image ATTACH, as the image', () => {
    const read = (lines: string[]) => readGig(['DTEND:20270110T220000Z', 'LOCATION:Hall, 1 Main St', ...lines]);
    expect(read(['GEO:41.5;-2.25', 'IMAGE;VALUE=URI;DISPLAY=BADGE:https://img.example.org/a.jpg'])).toMatchObject({
      venue: { venue: 'Hall', address: '1 Main St', geo_lat: 41.5, geo_lng: -2.25 },
      image: 'https://img.example.org/a.jpg',
    });
    expect(
      read([
        'ATTACH;FMTTYPE=application/pdf:https://x.example.org/a.pdf',
        'ATTACH;FMTTYPE=image/png:https://x.example.org/b.png',
      ]).image,
    ).toBe('https://x.example.org/b.png');
    const plain = read([]);
    expect(plain.image).toBeUndefined();
    expect(plain.venue).toEqual({ venue: 'Hall', address: '1 Main St' });
  });

  it("reads an HTML description from X-ALT-DESC (Outlook's whole document: its body) before DESCRIPTION", () => {
    const read = readGig;
    expect(
      read([
        'DESCRIPTION:Bring friends',
        'X-ALT-DESC;FMTTYPE=text/html:<!DOCTYPE HTML><HTML><HEAD><TITLE>x</TITLE></HEAD><BODY><P>Bring <B>friends</B></P></BODY></HTML>',
      ]).description,
    ).toBe('<P>Bring <B>friends</B></P>');
    expect(read(['DESCRIPTION:Plain', 'X-ALT-DESC;FMTTYPE=text/plain:Other']).description).toBe('Plain');
  });

  it('refuses a file that is not iCalendar', () => {
    expect(() => parseIcs('hello', 'x.ics')).toThrow(
      /^x\.ics is not iCalendar: it has no BEGIN:VCALENDAR or BEGIN:VEVENT line$/,
    );
  });
});
