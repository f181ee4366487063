// A file's VTIMEZONE as rules: the UTC offset in force at a wall time, from its observances' onsets (DTSTART,
// RDATE and RRULE, each with TZOFFSETFROM and TZOFFSETTO).
import ICAL from '../../lazy-libraries/ical.js';
import { wallTimeToUtcMs, type WallTime } from '../../dates/wall-time.js';

/** A change of offset: where it happens, as a wall time in the offset before it (as ms), and the offsets. */
interface Onset {
  readonly wallMs: number;
  readonly from: number;
  readonly to: number;
}

/** Onsets of one rule past this many are not looked for (a daily rule would never end). */
const MAX_ONSETS = 5_000;

/** An ical.js time's wall time (its fields as written, whatever its zone). */
export const wallOfTime = (time: ICAL.Time): WallTime => ({
  year: time.year,
  month: time.month,
  day: time.day,
  hour: time.hour,
  minute: time.minute,
  second: time.second,
});

const wallMsOf = (time: ICAL.Time) => wallTimeToUtcMs(wallOfTime(time));

function seconds(component: ICAL.Component, name: string): number {
  const value = component.getFirstPropertyValue(name);
  if (!(value instanceof ICAL.UtcOffset)) throw new Error(`${name.toUpperCase()} is missing or not an offset`);
  return value.toSeconds();
}

export class VTimezoneRules {
  private readonly observances: { component: ICAL.Component; start: ICAL.Time; from: number; to: number }[];
  private onsets: Onset[] = [];
  private lastYear = Number.NEGATIVE_INFINITY;

  /** Throws when the VTIMEZONE has no observance with a start and its offsets. */
  constructor(vtimezone: ICAL.Component) {
    this.observances = [...vtimezone.getAllSubcomponents('standard'), ...vtimezone.getAllSubcomponents('daylight')].map(
      (component) => {
        const start = component.getFirstPropertyValue('dtstart');
        if (!(start instanceof ICAL.Time)) throw new Error('an observance has no DTSTART');
        return { component, start, from: seconds(component, 'tzoffsetfrom'), to: seconds(component, 'tzoffsetto') };
      },
    );
    if (this.observances.length === 0) throw new Error('it has no STANDARD or DAYLIGHT');
  }

  /** The UTC offset, in seconds, in force at this wall time. */
  offsetAt(wall: WallTime): number {
    this.cover(wall.year + 1);
    const ms = wallTimeToUtcMs(wall);
    let found: Onset | undefined;
    for (const onset of this.onsets) {
      if (onset.wallMs > ms) break;
      found = onset;
    }
    return found ? found.to : (this.onsets[0]?.from ?? this.observances[0]?.to ?? 0);
  }

  instant(wall: WallTime): number {
    return wallTimeToUtcMs(wall) - this.offsetAt(wall) * 1000;
  }

  /** Every onset up to the end of this year, in order. */
  private cover(year: number): void {
    if (year <= this.lastYear) return;
    const end = wallTimeToUtcMs({ year: year + 1, month: 1, day: 1, hour: 0, minute: 0, second: 0 });
    const onsets: Onset[] = [];
    for (const { component, start, from, to } of this.observances) {
      const add = (time: ICAL.Time) => {
        const wallMs = wallMsOf(time);
        if (wallMs < end) onsets.push({ wallMs, from, to });
      };
      add(start);
      for (const property of component.getAllProperties('rdate')) {
        const values: unknown[] = property.getValues();
        for (const value of values) {
          if (value instanceof ICAL.Time) add(value);
          else if (value instanceof ICAL.Period) add(value.start);
        }
      }
      const rule = component.getFirstPropertyValue('rrule');
      if (rule instanceof ICAL.Recur) {
        const iterator = rule.iterator(start);
        for (let next = iterator.next(), n = 0; next && n < MAX_ONSETS; next = iterator.next(), n++) {
          if (wallMsOf(next) >= end) break;
          add(next);
        }
      }
    }
    this.onsets = onsets.sort((a, b) => a.wallMs - b.wallMs);
    this.lastYear = year;
  }
}
