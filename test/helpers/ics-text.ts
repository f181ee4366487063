// iCalendar text for the codec's tests, a few lines at a time, and what the reader makes of it.
import { parseIcs, type IcsReadOptions } from '../../src/codecs/ics/read.js';

/** Series are expanded from 2020 to 2040 in these tests, whatever the day they run. */
export const TEST_READ: IcsReadOptions = {
  window: { from: Date.UTC(2020, 0, 1), until: Date.UTC(2040, 0, 1) },
  maxOccurrences: 1000,
};

/** Lines joined as iCalendar writes them (CRLF, ending in one). */
export const ics = (...lines: string[]): string => `${lines.join('\r\n')}\r\n`;

/** A VCALENDAR holding `lines`. */
export const calendar = (...lines: string[]): string =>
  ics('BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...lines, 'END:VCALENDAR');

/** A VEVENT's lines: BEGIN, UID, SUMMARY, then `lines`, then END. */
export const vevent = (uid: string, title: string, ...lines: string[]): string[] => [
  'BEGIN:VEVENT',
  `UID:${uid}`,
  `SUMMARY:${title}`,
  ...lines,
  'END:VEVENT',
];

/** The text read as the file `in.ics`, and its warnings without the file's name. */
export function readIcs(text: string): { input: ReturnType<typeof parseIcs>; said: string[] } {
  const input = parseIcs(text, 'in.ics', TEST_READ);
  return { input, said: input.warnings.map((warning) => warning.replace(/^in\.ics: /, '')) };
}
