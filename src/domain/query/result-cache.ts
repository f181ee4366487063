// Remembers the matches of recent list queries until the store changes, so paging and repeats are cheap.
import type { StoreReader } from '../../store/store.js';
import { readCaches } from './read-caches.js';

const LIMIT = 32;

interface Entry<T> {
  revision: number;
  results: Map<string, readonly T[]>;
}

/** One cache per store; entries are dropped on every committed change (the store's revision moves). */
export class ResultCache<T> {
  private readonly stores = new WeakMap<StoreReader, Entry<T>>();

  /** `query` is everything that decides the results; its stable serialisation is the key. */
  get(store: StoreReader, query: object, compute: () => readonly T[]): readonly T[] {
    const revision = store.revision();
    // Transactions report no revision: their view is private and short-lived.
    if (revision < 0 || !readCaches.enabled) return compute();
    const key = stableKey(query);
    let entry = this.stores.get(store);
    if (!entry || entry.revision !== revision) {
      entry = { revision, results: new Map() };
      this.stores.set(store, entry);
    }
    const hit = entry.results.get(key);
    if (hit) {
      readCaches.hits.matches += 1;
      // Most recently used last, so the oldest is the first to go.
      entry.results.delete(key);
      entry.results.set(key, hit);
      return hit;
    }
    const results = compute();
    entry.results.set(key, results);
    const oldest = entry.results.keys().next();
    if (entry.results.size > LIMIT && !oldest.done) entry.results.delete(oldest.value);
    return results;
  }
}

/** JSON with object keys sorted, so equal queries give equal keys whatever order their fields were set in. */
export function stableKey(value: unknown): string {
  return JSON.stringify(value, (_name, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
