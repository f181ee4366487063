// One list of events kept as bands by how long they last, each band in start order. A date window reads each band
// from the earliest start that can reach the window, which is as early as the band's longest event reaches back:
// one exhibition of three months in a single list made every month's window read three months of events.
import { wallMs } from '../../dates/wall-ms.js';
import type { EventRecord } from '../records/records.js';
import { StartList, type StartOrdered } from './start-list.js';

const DAY = 86_400_000;

/**
 * The most each band's events reach from their local start to their UTC end (ms): up to two days (nearly every
 * event: hours, a day, a night, a weekend), then up to 16 days; the last band holds the rest and every event whose
 * dates do not read as wall times.
 */
const BAND_REACH = [2 * DAY, 16 * DAY] as const;

/**
 * The band an event is kept in, by its position among the bands: the same in every list, so that one filing of an
 * event into several lists reads its dates once.
 */
export function bandOf(event: EventRecord): number {
  const reach = wallMs(event.utc_end_date) - wallMs(event.start_date);
  // NaN is within no reach: the last band.
  const band = BAND_REACH.findIndex((most) => reach <= most);
  return band === -1 ? BAND_REACH.length : band;
}

export interface Banded {
  /** The bands, shortest first: the first holds nearly every event; an event is in one band. */
  readonly bands: readonly StartOrdered[];
  /** How many events the bands hold in all. */
  readonly size: number;
  /** How many of them are password-protected. */
  readonly protectedCount: number;
}

export class BandedList implements Banded {
  /** A band per reach, then the rest: bandOf gives an event's position here. */
  readonly bands: readonly StartList[] = [...BAND_REACH, Infinity].map(() => new StartList());

  get size(): number {
    let size = 0;
    for (const band of this.bands) size += band.events.length;
    return size;
  }

  get protectedCount(): number {
    let count = 0;
    for (const band of this.bands) count += band.protectedCount;
    return count;
  }

  /** Every event, band by band, each band in start order. */
  events(): EventRecord[] {
    return this.bands.flatMap((band) => band.events.toArray());
  }

  /** Adds an event that sorts after every one of its band (a list built in start order); `band`: its bandOf. */
  append(event: EventRecord, band = bandOf(event)): void {
    this.band(band).append(event);
  }

  insert(event: EventRecord, band = bandOf(event)): void {
    this.band(band).insert(event);
  }

  /** Takes out the record that was added. */
  remove(event: EventRecord, band = bandOf(event)): void {
    this.band(band).remove(event);
  }

  /** Counts the bands' leads and keeps their search texts and start keys, ahead of the first list. */
  prepare(): void {
    for (const band of this.bands) {
      band.leads();
      band.searchTexts();
      band.startKeys();
    }
  }

  /** The word index of each band's search texts, made until `deadline`: true once all are made. */
  prepareSearch(deadline: number): boolean {
    for (const band of this.bands) if (!band.prepareSearch(deadline)) return false;
    return true;
  }

  private band(index: number): StartList {
    const band = this.bands[index];
    if (!band) throw new Error(`no band ${index}`);
    return band;
  }
}
