// Record IDs by a string key (a slug, a folded name), kept in step as records come and go.
import { fnv1a } from '../../typing/string-hash.js';
import { IdsByKey } from './ids-by-key.js';

/**
 * Where this process's key hashes start: keys made to share one hash (so that look-ups grow long) cannot be worked
 * out ahead, as with V8's own string hashes. Nothing outside the process ever sees a hash.
 */
const SEED = Math.floor(Math.random() * 2 ** 32);

/** A key's hash as a small integer (30 bits), which V8 keeps in the Map entry itself. */
const seededHash = (key: string): number => fnv1a(key, SEED) & 0x3fffffff;

/**
 * IDs by string key, filed under the key's hash. A Map keyed by the strings reads the key string of every entry it
 * probes, out in the heap: putting a slug in and taking it out again took 1.75× longer at 100,000 events than at
 * 10,000 (bench/NOTES.md); small integers are compared in place. Keys of one hash share an entry, so a look-up
 * asks the records' own keys (`keyOf`). The empty key (no slug, no name) holds nothing.
 */
export class KeyIndex {
  private readonly ids = new IdsByKey<number>();

  constructor(private readonly hashOf: (key: string) => number = seededHash) {}

  add(key: string, id: number): void {
    if (key !== '') this.ids.add(this.hashOf(key), id);
  }

  remove(key: string, id: number): void {
    if (key !== '') this.ids.remove(this.hashOf(key), id);
  }

  /** The IDs whose record's key (`keyOf`) is `key`, in the order they were added. */
  get(key: string, keyOf: (id: number) => string | undefined): readonly number[] {
    if (key === '') return [];
    const filed = this.ids.get(this.hashOf(key));
    // Nearly always one ID, of this very key.
    return filed.length === 1 && keyOf(filed[0] ?? 0) === key ? filed : filed.filter((id) => keyOf(id) === key);
  }
}

/** How venue and organizer names are matched: surrounding blanks and case do not count. */
export function foldName(name: string): string {
  return name.trim().toLowerCase();
}
