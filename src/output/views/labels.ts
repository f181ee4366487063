// Day, month and time labels of the calendar views: names in the calendar's language (Intl), 24-hour times.
import { instantToWallTime } from '../../dates/zones.js';
import type { AgendaEntry } from '../../domain/views/agenda.js';
import { parseDayKey, weekdayOf, type DayKey, type WeekStart } from '../../domain/views/days.js';

/** The words of a language the views show around dates. */
export interface CalendarNames {
  /** Short weekday names, Sunday first: "Sun", "Dom", "Dg.". */
  readonly weekdays: readonly string[];
  /** Month names, January first: "November", "Noviembre", "Novembre". */
  readonly months: readonly string[];
  /** Short month names, as the language writes them within a date: "Nov", "nov", "nov.". */
  readonly shortMonths: readonly string[];
  /** "today", "hoy", "avui". */
  readonly today: string;
}

const capitalise = (name: string, lang: string) => {
  const [first = '', ...rest] = Array.from(name);
  return first.toLocaleUpperCase(lang) + rest.join('');
};

/**
 * The names as Intl gives them for `lang` (a BCP 47 code such as ca, en, es or pt-BR); weekdays and months start
 * headings and titles, so they are capitalised.
 */
export function calendarNames(lang: string): CalendarNames {
  // English where Intl has no data for the language, rather than the machine's locale.
  const locales = [lang, 'en'];
  const names = (options: Intl.DateTimeFormatOptions, count: number, date: (i: number) => number) => {
    const format = new Intl.DateTimeFormat(locales, { ...options, timeZone: 'UTC' });
    return Array.from({ length: count }, (_, i) => format.format(date(i)));
  };
  const titled = (list: string[]) => list.map((name) => capitalise(name, lang));
  // 1 January 2023 was a Sunday.
  const weekdays = titled(names({ weekday: 'short' }, 7, (i) => Date.UTC(2023, 0, 1 + i)));
  const months = titled(names({ month: 'long' }, 12, (i) => Date.UTC(2023, i, 1)));
  const shortMonths = names({ month: 'short' }, 12, (i) => Date.UTC(2023, i, 1));
  const today = new Intl.RelativeTimeFormat(locales, { numeric: 'auto' }).format(0, 'day');
  return { weekdays, months, shortMonths, today };
}

/** The names of messages, which are in English whatever the calendar's language. */
export const ENGLISH = calendarNames('en');

export function weekdayName(key: DayKey, names: CalendarNames = ENGLISH): string {
  return names.weekdays[weekdayOf(key)] ?? '';
}

/** Weekday names in column order, cut to three letters or two (an abbreviation's dot dropped). */
export function weekdayHeads(weekStart: WeekStart, letters: 2 | 3, names: CalendarNames = ENGLISH): string[] {
  return Array.from({ length: 7 }, (_, i) =>
    Array.from((names.weekdays[(weekStart + i) % 7] ?? '').replace(/\.$/, ''))
      .slice(0, letters)
      .join(''),
  );
}

export function monthName(month: number, names: CalendarNames = ENGLISH): string {
  return names.months[month - 1] ?? '';
}

export function shortMonthName(month: number, names: CalendarNames = ENGLISH): string {
  return names.shortMonths[month - 1] ?? '';
}

/** "November 2026". */
export function monthTitle(year: number, month: number, names: CalendarNames = ENGLISH): string {
  return `${monthName(month, names)} ${year}`;
}

/** "Sat 21 Nov 2026". */
export function dayHeading(key: DayKey, names: CalendarNames = ENGLISH): string {
  const { year, month, day } = parseDayKey(key);
  return `${weekdayName(key, names)} ${day} ${shortMonthName(month, names)} ${year}`;
}

/** "21 Nov". */
export function shortDay(key: DayKey, names: CalendarNames = ENGLISH): string {
  const { month, day } = parseDayKey(key);
  return `${day} ${shortMonthName(month, names)}`;
}

/** "20:00" in `zone`. */
export function clock(ms: number, zone: string): string {
  const w = instantToWallTime(ms, zone);
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
}

/** The time column of an agenda line: a range, the start or end of a multi-day event, or "all day". */
export function entryTime(entry: AgendaEntry, zone: string): string {
  const { event, part } = entry;
  if (event.allDay || part === 'middle') return 'all day';
  if (part === 'first') return `${clock(event.start, zone)} →`;
  if (part === 'last') return `→ ${clock(event.end, zone)}`;
  return event.end > event.start ? `${clock(event.start, zone)}–${clock(event.end, zone)}` : clock(event.start, zone);
}

/** "(2/3)" on events longer than a day. */
export function dayOfSpan(entry: AgendaEntry): string {
  return entry.dayCount > 1 ? ` (${entry.dayNumber}/${entry.dayCount})` : '';
}
