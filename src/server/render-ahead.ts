// Builds the event lists and renders the kept parts of every event ahead of their first read, after the calendar
// opens: the lists in one go (a sort), the parts a slice at a time, then the lists' search word indexes, yielding
// between slices so that requests are answered meanwhile; a read that comes first renders its event itself. Writes
// keep their events' parts current as they answer.
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { eventParts } from '../domain/render/event-json.js';
import { fragmentCounts } from '../domain/render/fragments.js';
import { digestOf } from './entity-tags.js';
import type { UrlBuilder } from '../domain/render/render-context.js';
import type { StoreReader } from '../store/store.js';
import { monotonicMs } from '../dates/monotonic-ms.js';

/** Long enough to render dozens of events, short enough that a request waits for one slice at most. */
const SLICE_MS = 4;
/** How long to wait before looking again whether the server is idle. */
const IDLE_WAIT_MS = 1;

export interface RenderedAhead {
  readonly events: number;
  /** Parts rendered (the others were found kept and current). */
  readonly parts: number;
  readonly ms: number;
  /** Stopped before the end (the server is stopping). */
  readonly stopped: boolean;
}

/**
 * `isIdle`: whether no request is being answered or has just been (a slice starts only then, so that a caller
 * sending one request after another never waits for one; under steady traffic, reads render what they need).
 */
export async function renderAhead(
  store: StoreReader,
  urls: UrlBuilder,
  isStopped: () => boolean,
  isIdle: () => boolean = () => true,
): Promise<RenderedAhead> {
  const started = monotonicMs();
  /** The next turn of the event loop in which no request is being answered, or the stop. */
  const pause = async () => {
    await nextTurn();
    while (!isIdle() && !isStopped()) await sleep(IDLE_WAIT_MS);
  };
  let done = 0;
  let rendered = 0;
  const result = (stopped: boolean) => ({ events: done, parts: rendered, ms: monotonicMs() - started, stopped });
  await pause();
  if (isStopped()) return result(true);
  // The lists first: the first list of a large calendar would otherwise sort it while a caller waits.
  const listings = store.eventsByStart();
  listings.prepare();
  const parts = eventParts(store);
  // IDs, not records: an event written meanwhile is rendered as it is when its turn comes. In the lists' start order,
  // so that the answers a page joins (neighbours in start order) are kept side by side in memory: a page read ~10%
  // faster.
  const ids = listings.events().map((event) => event.id);
  while (done < ids.length) {
    await pause();
    if (isStopped()) return result(true);
    // Counted within the slice: no request is answered in the middle of one.
    const before = fragmentCounts.rendered;
    const sliceEnd = monotonicMs() + SLICE_MS;
    for (; done < ids.length && monotonicMs() < sliceEnd; done++) {
      const event = store.get('events', ids[done] ?? 0);
      if (event) parts.keep(urls, event, digestOf);
    }
    rendered += fragmentCounts.rendered - before;
  }
  // Then the lists' search word indexes, a slice at a time: the first search of the whole calendar would make them.
  for (;;) {
    await pause();
    if (isStopped()) return result(true);
    if (listings.prepareSearch(monotonicMs() + SLICE_MS)) return result(false);
  }
}
