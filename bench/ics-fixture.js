// iCalendar files for the recurring-import benchmark (bench/import-ics.js), and the NDJSON files of the same events:
// - one VEVENT whose RRULE gives `occurrences` occurrences (eight a day in Europe/Madrid, COUNT=occurrences);
// - as many separate VEVENTs at the same times, each with its own UID, title and description, LOCATION on some;
// - for each, an NDJSON file of the records `cal import` reads from it (src/codecs/ics/event.ts, series.ts): title,
//   dates, zone, slug (`ical-` and 12 hex digits of the UID's SHA-256, a dash and the UTC stamp of an occurrence),
//   uid, description, status, venue. The benchmark checks that both imports store the same events.
import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { lcg } from './support.js';
import { description, KINDS, LEVELS, PEOPLE, PLACES, TOPICS } from './ics-words.js';

export const ZONE = 'Europe/Madrid';
/** The series' hours in its zone: none in a clock change's gap or overlap. */
const HOURS = [8, 10, 12, 14, 16, 18, 20, 22];
const FIRST_DAY = Date.UTC(2027, 0, 1);
const LENGTH_MS = 75 * 60_000;
const DAY = 86_400_000;

/** UTC parts of `ms` as a wall time `YYYY-MM-DD HH:MM:SS`, and as iCalendar's `YYYYMMDDTHHMMSS`. */
const wallText = (ms) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const icsText = (ms) => wallText(ms).replace(/[-:]/g, '').replace(' ', 'T');

const zoneParts = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
/** The zone's wall time at `instant`, as milliseconds read as UTC. */
function wallAt(instant) {
  const p = Object.fromEntries(zoneParts.formatToParts(instant).map(({ type, value }) => [type, Number(value)]));
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
}
/** The instant of a wall time of the zone (milliseconds read as UTC); none of the series' falls in a gap. */
function instantOf(wall) {
  let instant = wall - (wallAt(wall) - wall);
  instant = wall - (wallAt(instant) - instant);
  return instant;
}

const slugForUid = (uid) => `ical-${createHash('sha256').update(uid).digest('hex').slice(0, 12)}`;
/** An occurrence's stamp: its original start in UTC, as src/codecs/ics/series-clock.ts writes it. */
const stamp = (instant) => `${icsText(instant).toLowerCase()}z`;

/** The series' starts and ends (wall times of its zone, as milliseconds read as UTC), in order. */
export function occurrenceTimes(occurrences) {
  const times = [];
  for (let day = 0; times.length < occurrences; day++)
    for (const hour of HOURS) {
      if (times.length === occurrences) break;
      const start = FIRST_DAY + day * DAY + hour * 3_600_000;
      times.push({ start, end: start + LENGTH_MS, instant: instantOf(start) });
    }
  return times;
}

/** The window to pass (`--from`, `--until`): the first day, and the day after the last occurrence. */
export function windowOf(times) {
  const last = times[times.length - 1].end;
  return { from: wallText(FIRST_DAY).slice(0, 10), until: wallText(last - (last % DAY) + DAY).slice(0, 10) };
}

// Text: iCalendar escapes, and lines folded at 75 octets (RFC 5545 §3.1) without splitting a character.
const escape = (text) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');
function fold(line) {
  const out = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > 75) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}
const property = (name, value) => fold(`${name}:${value}`);

const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ZONE}`,
  `X-LIC-LOCATION:${ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function calendar(vevents) {
  return `${[
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Centro Cultural Las Letras//Agenda 3.2//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Agenda del centro',
    ...VTIMEZONE,
    ...vevents,
    'END:VCALENDAR',
  ].join('\r\n')}\r\n`;
}

const writeNdjson = (path, records) => writeFile(path, `${records.map((r) => JSON.stringify(r)).join('\n')}\n`);

// Varied, realistic content for the separate events.
/** A UID as calendar programs make them: a UUID at a host, or Google's long hex at google.com. */
function uidOf(rand, i) {
  const hex = (n) => Array.from({ length: n }, () => Math.floor(rand() * 16).toString(16)).join('');
  return i % 3 === 0
    ? `${hex(26)}@google.com`
    : `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}@agenda.lasletras.example.es`;
}

const STAMP = 'DTSTAMP:20261115T093000Z';

/** LOCATION "Name, street, city" → the venue cal makes of it: named by its first part, the rest its address. */
function venueOf(location) {
  const [venue, ...rest] = location.split(',').map((part) => part.trim());
  return { venue, address: rest.join(', ') };
}

/** The one recurring VEVENT, and the records of its occurrences. */
export async function writeSeries(icsPath, ndjsonPath, times) {
  const uid = '6f1d2c84-93b0-4e57-a1c2-5d0e8b7f3a19@agenda.lasletras.example.es';
  const title = 'Open climbing session — Rocódromo Las Letras';
  const text = [
    'Drop-in climbing on the bouldering wall and the 12-metre lead wall, with an instructor on the floor at all times.',
    'Harness, shoes and chalk can be hired at the desk; first-timers get a short safety briefing before they start.',
    '',
    'Book a place up to seven days ahead; members climb free, others pay the day rate at the desk.',
  ].join('\n');
  const [venue, street, city] = ['Rocódromo Las Letras', 'Calle de Embajadores 181', 'Madrid'];
  const first = times[0];
  await writeFile(
    icsPath,
    calendar([
      'BEGIN:VEVENT',
      property('UID', uid),
      STAMP,
      property('DTSTART;TZID=Europe/Madrid', icsText(first.start)),
      property('DTEND;TZID=Europe/Madrid', icsText(first.end)),
      property('RRULE', `FREQ=DAILY;BYHOUR=${HOURS.join(',')};COUNT=${times.length}`),
      property('SUMMARY', escape(title)),
      property('DESCRIPTION', escape(text)),
      property('LOCATION', escape(`${venue}, ${street}, ${city}`)),
      'STATUS:CONFIRMED',
      'SEQUENCE:0',
      'TRANSP:OPAQUE',
      'END:VEVENT',
    ]),
  );
  const base = slugForUid(uid);
  await writeNdjson(
    ndjsonPath,
    times.map((time) => ({
      title,
      start_date: wallText(time.start),
      end_date: wallText(time.end),
      timezone: ZONE,
      slug: `${base}-${stamp(time.instant)}`,
      uid,
      description: text,
      status: 'publish',
      venue: venueOf(`${venue}, ${street}, ${city}`),
    })),
  );
}

/** One VEVENT per time, each an event of its own, and their records. */
export async function writeSeparate(icsPath, ndjsonPath, times) {
  const rand = lcg(times.length);
  const vevents = [];
  const records = [];
  times.forEach((time, i) => {
    const pick = (list) => list[Math.floor(rand() * list.length)];
    const person = pick(PEOPLE);
    const topic = pick(TOPICS);
    const title = `${pick(KINDS)}: ${topic}${rand() < 0.4 ? ` with ${person}` : ''}${pick(LEVELS)}`;
    const text = description(rand, person, topic);
    const uid = uidOf(rand, i);
    const place = rand() < 0.45 ? pick(PLACES) : undefined;
    vevents.push(
      'BEGIN:VEVENT',
      property('UID', uid),
      STAMP,
      property('DTSTART;TZID=Europe/Madrid', icsText(time.start)),
      property('DTEND;TZID=Europe/Madrid', icsText(time.end)),
      property('SUMMARY', escape(title)),
      property('DESCRIPTION', escape(text)),
      ...(place ? [property('LOCATION', escape(place.join(', ')))] : []),
      'STATUS:CONFIRMED',
      'SEQUENCE:0',
      'END:VEVENT',
    );
    records.push({
      title,
      start_date: wallText(time.start),
      end_date: wallText(time.end),
      timezone: ZONE,
      slug: slugForUid(uid),
      uid,
      description: text,
      status: 'publish',
      ...(place ? { venue: venueOf(place.join(', ')) } : {}),
    });
  });
  await writeFile(icsPath, calendar(vevents));
  await writeNdjson(ndjsonPath, records);
}
