// What filing an event in start-ordered lists reads of it, read once for every list it goes in: a write files an
// event in its part's list and in each of its venue's, organizer's, category's, tag's and featured lists, and each
// list read the event's dates again (three wall times and a start key a list, most of what keeping a facet list in
// step cost).
import { wallMs } from '../../dates/wall-ms.js';
import type { EventRecord } from '../records/records.js';
import { startKeyOf } from './start-index.js';

const DAY = 86_400_000;

/**
 * The most each band's events reach from their local start to their UTC end (ms): up to two days (nearly every
 * event: hours, a day, a night, a weekend), then up to 16 days; the last band holds the rest and every event whose
 * dates do not read as wall times.
 */
const BAND_REACH = [2 * DAY, 16 * DAY] as const;

/** How many bands a list keeps: one per reach, then the rest. */
export const BAND_COUNT = BAND_REACH.length + 1;

export const SEARCH_FIELD_BREAK = '\u0000';

/**
 * Title, description and excerpt, each lower-cased, joined by NUL: a search term without NUL is found in it exactly
 * when it is found in one of the three.
 */
export function searchTextOf(event: EventRecord): string {
  return [event.title, event.description, event.excerpt].map((field) => field.toLowerCase()).join(SEARCH_FIELD_BREAK);
}

/** An event and what its lists read of it, each read on first use: a list built in order needs none of it. */
export class EventFiling {
  private bandIndex: number;
  private key = Number.NaN;
  private keyRead = false;
  private local = Number.NaN;
  private utcEnd = Number.NaN;
  private reachRead = false;
  private utcStart = Number.NaN;
  private utcStartRead = false;
  private text: string | undefined = undefined;

  /** `band`: the event's band when the caller knows it (a list made band by band), else -1. */
  constructor(
    readonly event: EventRecord,
    band = -1,
  ) {
    this.bandIndex = band;
  }

  /**
   * The band the event is kept in, by its position among the bands: the same in every list, so that one filing of
   * an event into several lists reads its dates once.
   */
  get band(): number {
    if (this.bandIndex < 0) {
      this.readReach();
      const reach = this.utcEnd - this.local;
      // NaN is within no reach: the last band.
      const band = BAND_REACH.findIndex((most) => reach <= most);
      this.bandIndex = band === -1 ? BAND_REACH.length : band;
    }
    return this.bandIndex;
  }

  /** startKey of the event's start: NaN for a start of another shape than `YYYY-MM-DD HH:MM:SS`. */
  get startKey(): number {
    if (!this.keyRead) {
      this.key = startKeyOf(this.event);
      this.keyRead = true;
    }
    return this.key;
  }

  /** UTC start minus local start (ms): NaN when a date does not read as a wall time. */
  get startLead(): number {
    this.readReach();
    if (!this.utcStartRead) {
      this.utcStart = wallMs(this.event.utc_start_date);
      this.utcStartRead = true;
    }
    return this.utcStart - this.local;
  }

  /** UTC end minus local start (ms): NaN when a date does not read as a wall time. */
  get endLead(): number {
    this.readReach();
    return this.utcEnd - this.local;
  }

  get searchText(): string {
    return (this.text ??= searchTextOf(this.event));
  }

  /** The local start and the UTC end: how far the event reaches, which its band is. */
  private readReach(): void {
    if (this.reachRead) return;
    this.local = wallMs(this.event.start_date);
    this.utcEnd = wallMs(this.event.utc_end_date);
    this.reachRead = true;
  }
}
