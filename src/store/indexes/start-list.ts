// One list of events in start order, kept sorted through writes, with how far its UTC dates lie from local starts.
import { ChunkedList, type Ordered, type Positional } from './chunked-list.js';
import type { EventRecord } from '../records/records.js';
import { EventFiling, searchTextOf } from './event-filing.js';
import { SearchBlocks, type TermMatches } from './search-blocks.js';
import { StartKeys } from './start-keys.js';
import { startKeyOf, startsBefore } from './start-index.js';

/**
 * The least and greatest distance (ms) from an event's local start to its UTC start and to its UTC end, over a
 * list: which local starts a UTC date window can reach, and which it surely holds.
 */
export interface Leads {
  readonly startMin: number;
  readonly startMax: number;
  readonly endMin: number;
  readonly endMax: number;
}

export interface StartOrdered {
  /** By local start wall time, then ID. */
  readonly events: Ordered<EventRecord>;
  /** Undefined when a date of one of the events does not read as a wall time: nothing is then sure. */
  leads(): Leads | undefined;
  /** searchTextOf each event, at the event's position. */
  searchTexts(): Positional<string>;
  /**
   * startKey of each event's start, at the event's position: ascending while every start has the
   * `YYYY-MM-DD HH:MM:SS` shape (as it has whenever leads() is defined), NaN for a start of another shape.
   */
  startKeys(): StartKeys;
  /** The positions whose search text holds `term`. */
  holding(term: string): TermMatches;
  /** How many of the events are password-protected (visitors' searches skip them). */
  readonly protectedCount: number;
}

/** The three lists side by side are chunked (chunked-list.ts): a write moves a chunk of each, not all of them. */
export class StartList implements StartOrdered {
  readonly events = new ChunkedList<EventRecord>();
  /** Counted on the first read of leads, then kept in step. */
  private tally: LeadTally | undefined;
  /**
   * Made on the first search, then kept in step. An array beside the events, not a map by ID: a search reads a
   * run of neighbours, and a map's lookups of them are scattered through memory.
   */
  private texts: ChunkedList<string> | undefined;
  private readonly blocks = new SearchBlocks(() => this.searchTexts());
  /**
   * Made on the first date window, then kept in step: a window's binary search reads numbers side by side, not the
   * start texts of records scattered through memory.
   */
  private keys: StartKeys | undefined;
  /** How many of the keys are NaN (a start of another shape): while one is, the keys are not searched. */
  private unkeyed = 0;
  protectedCount = 0;

  /** Adds an event that sorts after every one in the list (a list built in start order). */
  append(filing: EventFiling): void {
    const { event } = filing;
    this.events.push(event);
    if (event.password) this.protectedCount += 1;
    this.tally?.count(filing, 1);
    this.texts?.push(filing.searchText);
    if (this.keys) this.keyAdded(this.events.length - 1, filing.startKey);
    this.blocks.inserted(this.events.length - 1);
  }

  insert(filing: EventFiling): void {
    const { event } = filing;
    const at = this.position(event, filing.startKey);
    this.events.insert(at, event);
    if (event.password) this.protectedCount += 1;
    this.tally?.count(filing, 1);
    this.texts?.insert(at, filing.searchText);
    if (this.keys) this.keyAdded(at, filing.startKey);
    this.blocks.inserted(at);
  }

  /** Takes out the record that was added (the same start and ID). */
  remove(filing: EventFiling): void {
    const { event } = filing;
    const at = this.position(event, filing.startKey);
    if (this.events.at(at)?.id !== event.id) return;
    this.events.removeAt(at);
    if (event.password) this.protectedCount -= 1;
    this.tally?.count(filing, -1);
    this.texts?.removeAt(at);
    if (this.keys) {
      if (Number.isNaN(this.keys.at(at))) this.unkeyed -= 1;
      this.keys.removeAt(at);
    }
    this.blocks.removed(at);
  }

  holding(term: string): TermMatches {
    return this.blocks.holding(term);
  }

  /** The word index of each block of search texts, made until `deadline`: true once all are made. */
  prepareSearch(deadline: number): boolean {
    return this.blocks.prepareWords(deadline);
  }

  searchTexts(): Positional<string> {
    this.texts ??= ChunkedList.from(this.events.toArray().map(searchTextOf));
    return this.texts;
  }

  startKeys(): StartKeys {
    if (!this.keys) {
      const keys = this.events.toArray().map(startKeyOf);
      this.unkeyed = keys.filter(Number.isNaN).length;
      this.keys = StartKeys.of(keys);
    }
    return this.keys;
  }

  leads(): Leads | undefined {
    if (!this.tally) {
      this.tally = new LeadTally();
      for (const event of this.events.toArray()) this.tally.count(new EventFiling(event), 1);
    }
    return this.tally.leads();
  }

  /**
   * Where `event` goes in start order. While every start reads as a number, the keys are searched (numbers side by
   * side; made here if no date window made them), then the events of that same start by ID; else the start texts of
   * records scattered through memory are compared, which was most of a write's time in the lists no window reads
   * (a venue's, a category's).
   */
  private position(event: EventRecord, key: number): number {
    const keys = this.startKeys();
    if (this.unkeyed > 0 || Number.isNaN(key)) return this.events.firstNotBefore(startsBefore(event));
    const first = keys.lowerBound(key, false);
    // Most starts are held by no other event of the list.
    if (keys.at(first) !== key) return first;
    const after = keys.lowerBound(key, true);
    return this.events.firstNotBefore((at) => at.id < event.id, first, after);
  }

  private keyAdded(at: number, key: number): void {
    this.keys?.insert(at, key);
    if (Number.isNaN(key)) this.unkeyed += 1;
  }
}

class LeadTally {
  private readonly starts = new Counts();
  private readonly ends = new Counts();
  private unreadable = 0;

  count(filing: EventFiling, delta: 1 | -1): void {
    const { startLead, endLead } = filing;
    if (Number.isNaN(startLead) || Number.isNaN(endLead)) {
      this.unreadable += delta;
      return;
    }
    this.starts.add(startLead, delta);
    this.ends.add(endLead, delta);
  }

  leads(): Leads | undefined {
    if (this.unreadable > 0) return undefined;
    const [startMin, startMax] = this.starts.range();
    const [endMin, endMax] = this.ends.range();
    return { startMin, startMax, endMin, endMax };
  }
}

/** A multiset of numbers, so that a removal can tell whether the least or greatest went. */
class Counts {
  private readonly counts = new Map<number, number>();
  private min = Infinity;
  private max = -Infinity;
  private stale = false;

  add(value: number, delta: 1 | -1): void {
    const n = (this.counts.get(value) ?? 0) + delta;
    if (n > 0) this.counts.set(value, n);
    else {
      this.counts.delete(value);
      if (value === this.min || value === this.max) this.stale = true;
    }
    if (delta > 0) {
      this.min = Math.min(this.min, value);
      this.max = Math.max(this.max, value);
    }
  }

  /** [least, greatest]; [0, 0] when empty. */
  range(): [number, number] {
    if (this.stale) {
      this.stale = false;
      this.min = Infinity;
      this.max = -Infinity;
      for (const value of this.counts.keys()) {
        this.min = Math.min(this.min, value);
        this.max = Math.max(this.max, value);
      }
    }
    return this.counts.size === 0 ? [0, 0] : [this.min, this.max];
  }
}
