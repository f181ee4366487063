// An import record without a slug is the event with its title and start (and end; an all-day event by its day),
// as TEC's own CSV importer matches them: forty "Yoga" rows on forty Mondays are forty events, and the same file
// again finds each. Events of every status the user may list are looked at. Titles compare folded
// (src/domain/title-fold.ts): servers answer them texturized, "Children's" as "Children&#8217;s".
import { EVERY_LISTED_STATUS } from './listed-statuses.js';
import { ApiCallError, type Client } from '../client/client.js';
import { parseDate } from '../dates/parse.js';
import { formatWallTime, utcMsToWallTime } from '../dates/wall-time.js';
import { loadTitleFold } from '../domain/title-fold.js';
import { listPages, type ListPage } from './list-pages.js';
import { inSiteLanguage } from './site-language.js';
import { EventMonthBlocks } from './event-month-blocks.js';

const DAY_MS = 86_400_000;

export interface EventIdentity {
  readonly title: string;
  readonly start: unknown;
  readonly end?: unknown;
  readonly zone?: string;
  readonly allDay: boolean;
}

const utcOf = (instant: number) => formatWallTime(utcMsToWallTime(instant));

/**
 * What a stored title may hold otherwise than a file (texturized in an export: quotes, dashes, ellipses, ×, ™), or
 * a title of one who may not post HTML (`<`, `>` stripped); and `-word`, which WordPress' search reads as "without".
 */
const UNSEARCHABLE =
  /['"`\u2018\u2019\u201c\u201d\u2032\u2033\u2013\u2014\u2026\u00d7\u2122<>]|^-|--|\.\.\.|\(tm\)|\dx\d/i;
/**
 * What to search for to find the events titled `title`: its longest stretch of words as stored, one space apart
 * (the whole title, when it is plain words). WordPress finds such a stretch both where it searches word by word
 * and where it searches for the words as one phrase (more than nine, or only words it skips, as "the"). None: no
 * search, every event of the window is looked at.
 */
function titleSearch(title: string): string | undefined {
  let best = '';
  let stretch: string[] = [];
  const close = () => {
    const text = stretch.join(' ');
    if (text.length > best.length) best = text;
    stretch = [];
  };
  for (const [, word = '', gap] of title.trim().matchAll(/(\S+)(\s*)/g)) {
    if (UNSEARCHABLE.test(word)) close();
    else {
      stretch.push(word);
      if (gap !== ' ') close();
    }
  }
  close();
  return best === '' ? undefined : best;
}

export class EventsByTitleAndStart {
  /** The months many records fall in, read once each instead of one list per record. */
  private readonly months = new EventMonthBlocks((args) => this.readable(args), loadTitleFold);

  constructor(
    private readonly client: Client,
    private readonly now: () => number,
    /** The site's zone, for a record that names none (the server reads its dates there). */
    private readonly siteZone: () => Promise<string>,
  ) {}

  /** The identity's start and end as read in its zone (the site's when it names none); none when unreadable. */
  private async datesOf(identity: EventIdentity) {
    const zone = identity.zone ?? (await this.siteZone());
    const read = (value: unknown) =>
      typeof value === 'string' || typeof value === 'number' ? parseDate(value, { zone, now: this.now() }) : undefined;
    const start = read(identity.start);
    return start && { start, end: identity.end === undefined ? undefined : read(identity.end) };
  }

  /** The IDs of the events that are this one, oldest first; none when its dates cannot be read. */
  async find(identity: EventIdentity, language?: string): Promise<number[]> {
    const dates = await this.datesOf(identity);
    if (!dates) return [];
    const { start, end } = dates;
    const fold = await loadTitleFold();
    const title = fold(identity.title);
    const day = formatWallTime(start.wall).slice(0, 10);
    const utcStart = utcOf(start.instant);
    const utcEnd = end === undefined ? undefined : utcOf(end.instant);
    const ids: number[] = [];
    const args = inSiteLanguage({ per_page: 50 }, language);
    const month = await this.months.events(args, language, start.instant, title);
    for (const event of month ?? (await this.candidates(this.window(identity.title, start.instant, language)))) {
      if (typeof event.id !== 'number' || typeof event.title !== 'string') continue;
      if (fold(event.title) !== title) continue;
      const same = identity.allDay
        ? event.all_day === true && String(event.start_date).slice(0, 10) === day
        : event.utc_start_date === utcStart && (utcEnd === undefined || event.utc_end_date === utcEnd);
      if (same) ids.push(event.id);
    }
    return ids.sort((a, b) => a - b);
  }

  /** The list that holds the events titled `title` that start near `instant`, for a month not read whole. */
  private window(title: string, instant: number, language: string | undefined): Record<string, unknown> {
    const search = titleSearch(title);
    // Two days either side: list bounds are read in the site's zone, whatever the event's.
    return inSiteLanguage(
      {
        ...(search === undefined ? {} : { search }),
        start_date: utcOf(instant - 2 * DAY_MS).slice(0, 10),
        end_date: utcOf(instant + 2 * DAY_MS).slice(0, 10),
        per_page: 50,
      },
      language,
    );
  }

  /**
   * The event a run made for this identity: found in its month by the records after it, which may write its dates
   * otherwise (the answer to a bulk write is its ID alone, so the event is described from the record).
   */
  async remember(identity: EventIdentity, id: number, language?: string): Promise<void> {
    const dates = await this.datesOf(identity);
    if (!dates) return;
    await this.months.remember(language, {
      id,
      title: identity.title,
      all_day: identity.allDay,
      start_date: formatWallTime(dates.start.wall),
      utc_start_date: utcOf(dates.start.instant),
      ...(dates.end ? { utc_end_date: utcOf(dates.end.instant) } : {}),
    });
  }

  private async candidates(window: Record<string, unknown>): Promise<Record<string, unknown>[]> {
    const events: Record<string, unknown>[] = [];
    for await (const page of this.readable(window)) events.push(...page.items);
    return events;
  }

  /** The pages of every status the user may list; of what anyone may list for one who may not ask for more. */
  private async *readable(args: Readonly<Record<string, unknown>>): AsyncGenerator<ListPage> {
    try {
      yield* listPages(this.client, 'events', { ...args, status: EVERY_LISTED_STATUS, page: 1 });
    } catch (error) {
      if (!(error instanceof ApiCallError && (error.status === 401 || error.status === 403))) throw error;
      yield* listPages(this.client, 'events', { ...args, page: 1 });
    }
  }
}
