// The events of a calendar month, read once for the many records of an import that fall in it: a file of thousands
// of events without slugs would otherwise ask one list per record to find each by title and start
// (src/remote/events-by-title-and-start.ts). A month is first asked whether it holds any event (a list of one): one
// that holds none needs no look-up at all, only the events the run makes in it. Another is read only after enough
// of the run's records fell in it, and kept only when it holds few enough events to be worth reading whole; else
// its records keep asking one list each.
import { formatWallMonth, utcMsToWallTime } from '../dates/wall-time.js';
import type { TitleFold } from '../domain/title-fold.js';

/** Records of a month that ask one list each before the month is read whole. */
export const BLOCK_AFTER = 8;
/** A month of more pages than this (of 50 events, TEC's largest page) is left to one list per record. */
export const DENSE_PAGES = 20;
const DAY_MS = 86_400_000;

/** A page of a month's events, as the list route answers it. */
export interface MonthPage {
  readonly items: readonly Record<string, unknown>[];
  readonly pages: number;
}

/** Reads the pages of the events list with these arguments, one after another, until the caller stops asking. */
export type ReadPages = (args: Readonly<Record<string, unknown>>) => AsyncIterable<MonthPage>;

/** The UTC month of an instant: `2027-03` (not toISOString's first 7 characters: a text of 24 for every record). */
const monthOf = (instant: number): string => formatWallMonth(utcMsToWallTime(instant));

/** The dates a list is asked for to hold every event that starts in a UTC month, in whatever zone the site is. */
function monthWindow(month: string): { start_date: string; end_date: string } {
  const first = Date.parse(`${month}-01T00:00:00Z`);
  const next = new Date(first);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const day = (instant: number) => new Date(instant).toISOString().slice(0, 10);
  // A day either side: list dates are read in the site's zone, which is at most 14 hours from UTC.
  return { start_date: day(first - DAY_MS), end_date: day(next.getTime() + DAY_MS) };
}

/**
 * A month read whole: its events by title (folded as the look-up folds it), then by ID, so that a created event
 * remembered while its month is read is there once.
 */
type Block = Map<string, Map<number, Record<string, unknown>>>;

function add(block: Block, title: string, event: Record<string, unknown>): void {
  if (typeof event.id !== 'number') return;
  const titled = block.get(title) ?? new Map<number, Record<string, unknown>>();
  block.set(title, titled.set(event.id, event));
}

export class EventMonthBlocks {
  /** Per language and month: the records that asked so far. */
  private readonly asked = new Map<string, number>();
  /** Per language and month: the month's events, or undefined for a month too full to read whole. */
  private readonly blocks = new Map<string, Promise<Block | undefined>>();
  /** Per language and month: whether it holds no event, asked once. */
  private readonly empty = new Map<string, Promise<boolean>>();

  constructor(
    private readonly read: ReadPages,
    private readonly fold: () => Promise<TitleFold>,
  ) {}

  /**
   * The events titled `title` (folded) of the month `instant` starts in, when that month is read whole (reading it
   * now if this record makes enough); undefined when the record should ask its own list.
   */
  async events(
    args: Readonly<Record<string, unknown>>,
    language: string | undefined,
    instant: number,
    title: string,
  ): Promise<Iterable<Record<string, unknown>> | undefined> {
    const month = monthOf(instant);
    const key = `${language ?? ''}\n${month}`;
    let block = this.blocks.get(key);
    if (block === undefined && (await this.holdsNone(key, { ...args, ...monthWindow(month) })))
      block = this.blockOf(key, Promise.resolve(new Map()));
    // Another record may have read the month while this one waited.
    block ??= this.blocks.get(key);
    if (block === undefined) {
      const asked = (this.asked.get(key) ?? 0) + 1;
      this.asked.set(key, asked);
      if (asked <= BLOCK_AFTER) return undefined;
      block = this.blockOf(key, this.load({ ...args, ...monthWindow(month) }));
    }
    const events = await block;
    return events === undefined ? undefined : (events.get(title)?.values() ?? []);
  }

  /**
   * An event this run made, added to its month if that month is read (once read): found by the records after it
   * that name it otherwise than the one that made it.
   */
  async remember(language: string | undefined, event: Record<string, unknown>): Promise<void> {
    const start =
      typeof event.utc_start_date === 'string' ? Date.parse(`${event.utc_start_date.replace(' ', 'T')}Z`) : NaN;
    if (typeof event.title !== 'string' || Number.isNaN(start)) return;
    // A month whose read failed failed the records that asked for it; nothing to add to.
    const events = await this.blocks.get(`${language ?? ''}\n${monthOf(start)}`)?.catch(() => undefined);
    if (events) add(events, (await this.fold())(event.title), event);
  }

  /** The month's block, kept as `read` unless one is kept already (its events remembered meanwhile stay). */
  private blockOf(key: string, read: Promise<Block | undefined>): Promise<Block | undefined> {
    const kept = this.blocks.get(key);
    if (kept) return kept;
    this.blocks.set(key, read);
    return read;
  }

  /**
   * Whether the month holds no event the run may list, from a list of one. A failed question is no answer: the
   * month is then looked up as one that holds some, record by record, whose own lists say what failed.
   */
  private holdsNone(key: string, window: Readonly<Record<string, unknown>>): Promise<boolean> {
    let answer = this.empty.get(key);
    if (!answer) {
      answer = this.firstPage({ ...window, per_page: 1 }).then(
        (page) => page !== undefined && page.items.length === 0,
        () => false,
      );
      this.empty.set(key, answer);
    }
    return answer;
  }

  private async firstPage(args: Readonly<Record<string, unknown>>): Promise<MonthPage | undefined> {
    for await (const page of this.read(args)) return page;
    return undefined;
  }

  private async load(args: Readonly<Record<string, unknown>>): Promise<Block | undefined> {
    const fold = await this.fold();
    const events: Block = new Map();
    for await (const page of this.read(args)) {
      if (page.pages > DENSE_PAGES) return undefined;
      for (const event of page.items) if (typeof event.title === 'string') add(events, fold(event.title), event);
    }
    return events;
  }
}
