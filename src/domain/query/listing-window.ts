// Where a UTC date window falls in a list ordered by local start: found by binary search, so that only its edges
// are read event by event.
import { utcMsToWallTime, type WallTime } from '../../dates/wall-time.js';
import type { DateWindow } from './event-dates-window.js';
import type { StartKeys } from '../../store/indexes/start-keys.js';
import type { Leads, StartOrdered } from '../../store/indexes/start-list.js';
import { wallMs } from '../../dates/wall-ms.js';

/**
 * Positions in a list: nothing before `from` or from `to` on is in the window, everything from `coreFrom` to
 * before `coreTo` surely is; the edges between are to be checked one by one.
 */
export interface WindowRanges {
  readonly from: number;
  readonly coreFrom: number;
  readonly coreTo: number;
  readonly to: number;
}

/** Dates are whole seconds: "later than" is "at least a second later". */
const SECOND = 1000;

export function windowRanges(list: StartOrdered, w: DateWindow): WindowRanges {
  const { events } = list;
  const leads = list.leads();
  const bounds = leads && utcBounds(w);
  // A date that does not read (in an event or a bound): the whole list is an edge.
  if (!leads || !bounds) return { from: 0, coreFrom: events.length, coreTo: events.length, to: events.length };
  const may = localStarts(bounds, leads, false);
  const sure = localStarts(bounds, leads, true);
  // Leads are known only when every date reads as a wall time: every start has a key.
  const keys = list.startKeys();
  const from = firstByKey(keys, may.least, false);
  const to = Math.max(from, firstByKey(keys, may.most, true));
  const coreFrom = clamp(firstByKey(keys, sure.least, false), from, to);
  const coreTo = clamp(firstByKey(keys, sure.most, true), coreFrom, to);
  return { from, coreFrom, coreTo, to };
}

type Bounds = Partial<Record<keyof DateWindow, number>>;

function utcBounds(w: DateWindow): Bounds | undefined {
  const out: Bounds = {};
  for (const [name, text] of Object.entries(w)) {
    const ms = wallMs(text);
    if (Number.isNaN(ms)) return undefined;
    if (isBound(name)) out[name] = ms;
  }
  return out;
}

const isBound = (name: string): name is keyof DateWindow =>
  ['start_date', 'end_date', 'starts_before', 'starts_after', 'ends_before', 'ends_after'].includes(name);

/**
 * The local starts (ms, inclusive) an event of the list may have to be in the window (`sure` false), or must have
 * to surely be in it (`sure` true), given how far its UTC start and end lie from its local start.
 */
function localStarts(b: Bounds, leads: Leads, sure: boolean): { least: number; most: number } {
  // To maybe pass, the most favourable lead is taken; to surely pass, the least favourable.
  const startLow = sure ? leads.startMin : leads.startMax;
  const startHigh = sure ? leads.startMax : leads.startMin;
  const endLow = sure ? leads.endMin : leads.endMax;
  const endHigh = sure ? leads.endMax : leads.endMin;
  const least = Math.max(
    b.start_date === undefined ? -Infinity : b.start_date - startLow,
    b.starts_after === undefined ? -Infinity : b.starts_after - startLow + SECOND,
    b.ends_after === undefined ? -Infinity : b.ends_after - endLow + SECOND,
  );
  const most = Math.min(
    b.starts_before === undefined ? Infinity : b.starts_before - startHigh - SECOND,
    b.end_date === undefined ? Infinity : b.end_date - endHigh,
    b.ends_before === undefined ? Infinity : b.ends_before - endHigh - SECOND,
  );
  return { least, most };
}

/** The first position whose local start is at or after `ms` (`orEqual`: after it), searching the starts' keys. */
function firstByKey(keys: StartKeys, ms: number, orEqual: boolean): number {
  const wall = wallOf(ms);
  if (wall === 'before') return 0;
  if (wall === 'after') return keys.length;
  return keys.lowerBound(wallKey(wall), orEqual);
}

/**
 * `ms` as a wall time comparable with the list's (well-formed, four-digit year) start dates; 'before' or 'after'
 * every such date when it is out of their years.
 */
function wallOf(ms: number): WallTime | 'before' | 'after' {
  if (ms === -Infinity) return 'before';
  if (ms === Infinity) return 'after';
  const wall = utcMsToWallTime(ms);
  if (wall.year < 0) return 'before';
  if (wall.year > 9999) return 'after';
  return wall;
}

/** startKey of the wall time's text, from its fields. */
function wallKey(w: WallTime): number {
  return ((((w.year * 100 + w.month) * 100 + w.day) * 100 + w.hour) * 100 + w.minute) * 100 + w.second;
}

const clamp = (n: number, low: number, high: number): number => Math.min(Math.max(n, low), high);
