// The agenda: events grouped by the days they cover, each day's events in the order a reader expects.
import { compareNames } from '../compare-names.js';
import { addDaysTo, daysFrom, type DayKey } from './days.js';
import { spanOf, type ViewEvent } from './view-event.js';

/** Where a day falls in its event: the only day, the first, one in between, or the last. */
export type SpanPart = 'whole' | 'first' | 'middle' | 'last';

export interface AgendaEntry {
  event: ViewEvent;
  part: SpanPart;
  /** 1-based position of this day in the event, and the event's number of days. */
  dayNumber: number;
  dayCount: number;
}

export interface AgendaDay {
  day: DayKey;
  entries: AgendaEntry[];
}

function partOf(day: DayKey, first: DayKey, last: DayKey): SpanPart {
  if (first === last) return 'whole';
  if (day === first) return 'first';
  return day === last ? 'last' : 'middle';
}

/** Events taking the whole day come first, then by the time they start on that day. */
function compareEntries(a: AgendaEntry, b: AgendaEntry): number {
  const rank = (e: AgendaEntry) => (e.event.allDay || e.part === 'middle' ? 0 : 1);
  const time = (e: AgendaEntry) =>
    e.event.allDay || e.part === 'middle' || e.part === 'last' ? Number.NEGATIVE_INFINITY : e.event.start;
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return byRank;
  const ta = time(a);
  const tb = time(b);
  if (ta !== tb) return ta < tb ? -1 : 1;
  return compareNames(a.event.title, b.event.title) || a.event.id - b.event.id;
}

/**
 * The `count` days from `from`, each with every event covering it (a multi-day event appears on
 * each of its days); days without events are left out.
 */
export function agendaDays(events: readonly ViewEvent[], from: DayKey, count: number, zone: string): AgendaDay[] {
  const to = addDaysTo(from, count - 1);
  const byDay = new Map<DayKey, AgendaEntry[]>();
  for (const event of events) {
    const { first, last } = spanOf(event, zone);
    if (first > to || last < from) continue;
    const dayCount = daysFrom(first, last) + 1;
    const start = first < from ? from : first;
    const end = last > to ? to : last;
    for (let day = start; day <= end; day = addDaysTo(day, 1)) {
      const entries = byDay.get(day) ?? [];
      entries.push({ event, part: partOf(day, first, last), dayNumber: daysFrom(first, day) + 1, dayCount });
      byDay.set(day, entries);
    }
  }
  return [...byDay.keys()].sort().map((day) => ({ day, entries: (byDay.get(day) ?? []).sort(compareEntries) }));
}
