// Events WordPress keeps without a slug: drafts created without one, and whatever a contributor sends for review
// (even with a slug). A slug look-up never finds them, so imports and seeds would make them again on every run;
// they are found by title and start instead.
import { ApiCallError, type Client } from '../client/client.js';
import { parseDate } from '../dates/parse.js';
import { formatWallTime } from '../dates/wall-time.js';
import { loadTitleFold, type TitleFold } from '../domain/title-fold.js';
import { listPages, type ListPage } from './list-pages.js';

export interface UnnamedMatch {
  /** The event to take: the oldest of those that match. */
  readonly id: number;
  /** Every match, when there is more than one. */
  readonly all: readonly number[];
}

/** Titles folded as servers texturize them (src/domain/title-fold.ts), with the start. */
const keyOf = (fold: TitleFold, title: string, start: string) => `${fold(title)}\n${start}`;

/** The pages, or none when the caller may not see unpublished events. */
async function* denied(pages: AsyncGenerator<ListPage>): AsyncGenerator<ListPage> {
  try {
    yield* pages;
  } catch (error) {
    if (error instanceof ApiCallError && (error.status === 401 || error.status === 403)) return;
    throw error;
  }
}

/** Every draft and pending event: their window covers all dates, as the default list window would not. */
const UNPUBLISHED = {
  status: 'draft,pending',
  // Not 1970-01-01 00:00:00: TEC reads that instant, 0, as no date and refuses it.
  start_date: '1900-01-01 00:00:00',
  end_date: '2099-12-31 23:59:59',
  per_page: 50,
};

export class UnnamedEvents {
  /** Title and start to IDs, read once on the first miss of a run. */
  private index: Promise<Map<string, number[]>> | undefined;
  /** Loaded with the first unpublished event without a slug: most sites have none. */
  private fold: Promise<TitleFold> | undefined;

  constructor(
    private readonly client: Client,
    private readonly now: () => number,
    private readonly language?: string,
  ) {}

  /** The unpublished event without a slug titled `title` that starts at `start` (read in `zone`), if any. */
  async find(title: string, start: unknown, zone: string | undefined): Promise<UnnamedMatch | undefined> {
    if (typeof start !== 'string' && typeof start !== 'number') return undefined;
    const parsed = parseDate(start, { zone: zone ?? 'UTC', now: this.now() });
    if (!parsed) return undefined;
    const index = await this.load();
    if (index.size === 0) return undefined;
    const ids = index.get(keyOf(await this.folding(), title, formatWallTime(parsed.wall))) ?? [];
    const [first] = ids;
    return first === undefined ? undefined : { id: first, all: ids };
  }

  /**
   * Reads them (once): a run calls this before its first slug look-up, so that the reads go in one order. Someone
   * who may not list unpublished events has none to find.
   */
  load(): Promise<Map<string, number[]>> {
    this.index ??= (async () => {
      const index = new Map<string, number[]>();
      const args = this.language ? { ...UNPUBLISHED, site_language: this.language } : UNPUBLISHED;
      const pages = listPages(this.client, 'events', args);
      for await (const page of denied(pages)) {
        for (const event of page.items) {
          if (event.slug !== '' || typeof event.id !== 'number') continue;
          if (typeof event.title !== 'string' || typeof event.start_date !== 'string') continue;
          const key = keyOf(await this.folding(), event.title, event.start_date);
          index.set(
            key,
            [...(index.get(key) ?? []), event.id].sort((a, b) => a - b),
          );
        }
      }
      return index;
    })();
    // A failed read is not an answer: the next miss reads again.
    this.index.catch(() => (this.index = undefined));
    return this.index;
  }

  private folding(): Promise<TitleFold> {
    this.fold ??= loadTitleFold();
    return this.fold;
  }
}
