// iCalendar line folding (RFC 5545 §3.1): every physical line at most 75 octets, the continuation's leading space
// counted in, never splitting a character; read back the same by our reader, by ical.js and by python icalendar.
import { spawnSync } from 'node:child_process';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { describeWith, type SystemProgram } from '../../helpers/system.js';
import { componentText, foldLine } from '../../../src/codecs/ics/fold.js';
import { parseIcs } from '../../../src/codecs/ics/read.js';
import { formatIcs } from '../../../src/codecs/ics/write.js';
import type { PortableEvent } from '../../../src/codecs/portable.js';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const OPTIONS = { host: 'cal.example.org', now: NOW };
const CRLF = Buffer.from('\r\n');
const strict = new TextDecoder('utf-8', { fatal: true });

/** The physical lines of a text as octets, split at CRLF (the last, empty one after the final CRLF left out). */
function physicalLines(text: string): Buffer[] {
  const bytes = Buffer.from(text, 'utf8');
  const lines: Buffer[] = [];
  let start = 0;
  for (let at = bytes.indexOf(CRLF); at !== -1; at = bytes.indexOf(CRLF, start)) {
    lines.push(bytes.subarray(start, at));
    start = at + CRLF.length;
  }
  if (start < bytes.length) lines.push(bytes.subarray(start));
  return lines;
}

/** Each physical line is at most 75 octets and valid UTF-8 on its own (a split character would not decode). */
function expectFoldedWell(text: string): void {
  for (const line of physicalLines(text)) {
    expect(line.length, line.toString()).toBeLessThanOrEqual(75);
    expect(() => strict.decode(line), line.toString('hex')).not.toThrow();
    expect(line.toString('utf8')).not.toContain('\uFFFD');
  }
}

const unfold = (text: string): string => text.replace(/\r\n[ \t]/g, '');

const SAMPLES: Record<string, string> = {
  ASCII: 'a',
  '2-byte é': 'é',
  '3-byte €': '€',
  '3-byte 日本': '日本',
  '4-byte 😀 (a surrogate pair)': '😀',
  mixed: 'aé€日😀b𝄞',
};

describe('foldLine', () => {
  it('leaves a line of 75 octets or fewer as it is', () => {
    expect(foldLine('SUMMARY:Short')).toBe('SUMMARY:Short');
    const full = `DESCRIPTION:${'x'.repeat(75 - 12)}`;
    expect(foldLine(full)).toBe(full);
    expect(foldLine(`${full}x`)).toBe(`${full}\r\n x`);
  });

  it('fills continuation lines to 75 octets, their leading space included (never 76)', () => {
    const folded = foldLine(`DESCRIPTION:${'x'.repeat(500)}`);
    const lines = folded.split('\r\n');
    expect(lines[0]).toHaveLength(75);
    for (const line of lines.slice(1, -1)) expect(line).toMatch(/^ x{74}$/);
    expect(unfold(folded)).toBe(`DESCRIPTION:${'x'.repeat(500)}`);
  });

  for (const [name, sample] of Object.entries(SAMPLES)) {
    it(`folds ${name} text at every offset into lines of whole characters that unfold to the same text`, () => {
      for (let offset = 0; offset < 8; offset++) {
        const line = `DESCRIPTION:${'x'.repeat(offset)}${sample.repeat(Math.ceil(240 / sample.length))}`;
        const folded = foldLine(line);
        expectFoldedWell(folded);
        expect(unfold(folded)).toBe(line);
        // Full lines: a fold leaves no room for the next character.
        const lines = physicalLines(folded);
        for (const physical of lines.slice(0, -1)) expect(physical.length).toBeGreaterThan(75 - 4);
      }
    });
  }

  it('keeps combining marks with their letter, unless the marks alone fill a line', () => {
    const accented = 'e\u0301'.repeat(100);
    for (let offset = 0; offset < 4; offset++) {
      const folded = foldLine(`DESCRIPTION:${'x'.repeat(offset)}${accented}`);
      expectFoldedWell(folded);
      for (const line of folded.split('\r\n').slice(1)) expect(line).toMatch(/^ [^\u0301]/u);
    }
    const family = '👩\u200D👩\u200D👧';
    const joined = foldLine(`SUMMARY:${family.repeat(20)}`);
    for (const line of joined.split('\r\n').slice(1)) expect(line.startsWith(` ${family}`)).toBe(true);
    const marks = `SUMMARY:a${'\u0301'.repeat(100)}`;
    expectFoldedWell(foldLine(marks));
    expect(unfold(foldLine(marks))).toBe(marks);
  });
});

const event: PortableEvent = {
  title: `Fête du 日本 ${'😀'.repeat(30)}`,
  description: '',
  excerpt: 'Déjà vu, €5; 日本語 😀 '.repeat(8),
  slug: 'fete',
  status: 'publish',
  start_date: '2027-03-28 01:30:00',
  end_date: '2027-03-28 04:00:00',
  timezone: 'Europe/Madrid',
  all_day: false,
  cost: '€15',
  featured: false,
  sticky: false,
  hide_from_listings: false,
  show_map: false,
  show_map_link: false,
  categories: ['Música', '日本', '😀 Emoji'],
  tags: [],
  venue: { venue: 'Salle Éléonore', address: '1 rue de la Paix', city: 'Montréal' },
  organizer: [{ organizer: `Ana ${'é'.repeat(60)} 😀 Organizer`, email: 'ana@example.org' }],
};

/** An event per sample, its description that sample at a growing offset (and HTML, for X-ALT-DESC). */
const described: PortableEvent[] = Object.values(SAMPLES).flatMap((sample, n) =>
  [0, 1, 2, 3].map((offset) => ({
    ...event,
    slug: `fete-${n}-${offset}`,
    description: `${'x'.repeat(offset)}${sample.repeat(Math.ceil(300 / sample.length))}`,
  })),
);
const html: PortableEvent = { ...event, slug: 'html', description: `<p>Fête <b>${'日本😀é'.repeat(40)}</b></p>` };
const events = [...described, html];

describe('formatIcs folding', () => {
  const text = formatIcs(events, OPTIONS);

  it('writes every physical line in at most 75 octets, each valid UTF-8 on its own', () => {
    expectFoldedWell(text);
    expect(text.split('\r\n').some((line) => line.startsWith(' '))).toBe(true);
  });

  it('writes the content lines ical.js writes, only folded otherwise', () => {
    const restrung = ICAL.stringify(ICAL.parse(text) as unknown[]);
    expect(unfold(text)).toBe(unfold(restrung));
    const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
    expect(unfold(componentText(calendar))).toBe(unfold(calendar.toString()));
  });

  it('folds properties with parameters (ORGANIZER;CN=, X-ALT-DESC;FMTTYPE=) and reads them back', () => {
    const unfolded = unfold(text).split('\r\n');
    expect(unfolded).toContain(`ORGANIZER;CN=Ana ${'é'.repeat(60)} 😀 Organizer:mailto:ana@example.org`);
    expect(unfolded.some((line) => line.startsWith('X-ALT-DESC;FMTTYPE=text/html;VALUE=TEXT:<p>Fête <b>'))).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
    const last = calendar.getAllSubcomponents('vevent').at(-1);
    expect(last?.getFirstProperty('organizer')?.getParameter('cn')).toBe(event.organizer[0]?.organizer);
    expect(last?.getFirstProperty('x-alt-desc')?.getFirstValue()).toBe(html.description);
  });

  it("reads back through the project's reader to the same events", () => {
    const input = parseIcs(text, 'export.ics');
    expect(input.warnings).toEqual([]);
    const values = input.entries.map((entry) => entry.value as Record<string, unknown>);
    expect(values).toHaveLength(events.length);
    values.forEach((value, i) => {
      const given = events[i];
      expect(value).toMatchObject({
        title: given?.title,
        description: given?.description,
        excerpt: given?.excerpt,
        cost: given?.cost,
        categories: given?.categories,
        venue: given?.venue,
        organizer: given?.organizer,
        start_date: given?.start_date,
        timezone: given?.timezone,
      });
    });
  });
});

describe('all-day events through an export and an import', () => {
  const ZONES = ['Europe/Madrid', 'America/New_York', 'Asia/Kolkata', 'Pacific/Kiritimati', 'UTC', 'UTC+2'];
  const days: PortableEvent[] = ZONES.map((timezone, n) => ({
    ...event,
    slug: `day-${n}`,
    all_day: true,
    timezone,
    start_date: '2027-05-01 00:00:00',
    end_date: '2027-05-03 23:59:59',
  }));

  it('keep the zone they had, and their days', () => {
    const text = formatIcs(days, OPTIONS);
    // Dates carry no zone, and no VTIMEZONE is written for them: X-CAL-TIMEZONE keeps it.
    expect(text).not.toContain('BEGIN:VTIMEZONE');
    const values = parseIcs(text, 'days.ics').entries.map((entry) => entry.value as Record<string, unknown>);
    expect(values.map((value) => value.timezone)).toEqual(ZONES);
    for (const value of values)
      expect(value).toMatchObject({
        all_day: true,
        start_date: '2027-05-01 00:00:00',
        end_date: '2027-05-03 23:59:59',
      });
  });
});

const PYTHON = '/usr/bin/python3';
/** Debian's python3 (the python3 on PATH may be another without the package). */
const PYTHON_ICALENDAR: SystemProgram = {
  name: "python icalendar (Debian's python3-icalendar)",
  missing: () =>
    spawnSync(PYTHON, ['-c', 'import icalendar']).status === 0 ? undefined : `${PYTHON} cannot import icalendar`,
};

/** Per event: SUMMARY, DESCRIPTION, ORGANIZER's CN, DTSTART (ISO) and its zone, as python icalendar reads them. */
const READ_EVENTS = `
import json, sys, icalendar
calendar = icalendar.Calendar.from_ical(sys.stdin.buffer.read())
out = []
for event in calendar.walk('VEVENT'):
    start = event.decoded('dtstart')
    zone = getattr(start, 'tzinfo', None)
    out.append({
        'summary': str(event.get('summary')),
        'description': str(event.get('description')),
        'cn': str(event.get('organizer').params.get('CN')),
        'start': start.isoformat(),
        'zone': None if zone is None else str(getattr(zone, 'zone', zone)),
    })
print(json.dumps(out))
`;

describeWith([PYTHON_ICALENDAR], 'python icalendar on an export', () => {
  it('reads each event back with its text whole and its start in its zone', () => {
    const text = formatIcs(
      [...described, { ...event, slug: 'day', all_day: true, start_date: '2027-05-01 00:00:00' }],
      OPTIONS,
    );
    const result = spawnSync(PYTHON, ['-c', READ_EVENTS], { input: Buffer.from(text, 'utf8'), encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    const read = JSON.parse(result.stdout) as Record<string, unknown>[];
    expect(read).toHaveLength(described.length + 1);
    described.forEach((given, i) => {
      expect(read[i]).toEqual({
        summary: given.title,
        description: given.description,
        cn: given.organizer[0]?.organizer,
        start: '2027-03-28T01:30:00+01:00',
        zone: 'Europe/Madrid',
      });
    });
    expect(read.at(-1)).toMatchObject({ start: '2027-05-01', zone: null });
  });
});
