// One list of events kept as bands by how long they last, each band in start order. A date window reads each band
// from the earliest start that can reach the window, which is as early as the band's longest event reaches back:
// one exhibition of three months in a single list made every month's window read three months of events.
import type { EventRecord } from '../records/records.js';
import { BAND_COUNT, type EventFiling } from './event-filing.js';
import { StartList, type StartOrdered } from './start-list.js';

export interface Banded {
  /** The bands, shortest first: the first holds nearly every event; an event is in one band. */
  readonly bands: readonly StartOrdered[];
  /** How many events the bands hold in all. */
  readonly size: number;
  /** How many of them are password-protected. */
  readonly protectedCount: number;
}

export class BandedList implements Banded {
  /** A band per reach, then the rest: an event's filing gives its band's position here. */
  readonly bands: readonly StartList[] = Array.from({ length: BAND_COUNT }, () => new StartList());

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

  /** Adds an event that sorts after every one of its band (a list built in start order). */
  append(filing: EventFiling): void {
    this.band(filing.band).append(filing);
  }

  insert(filing: EventFiling): void {
    this.band(filing.band).insert(filing);
  }

  /** Takes out the record that was added. */
  remove(filing: EventFiling): void {
    this.band(filing.band).remove(filing);
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
