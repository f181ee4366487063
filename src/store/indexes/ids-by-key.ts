// Record IDs by a key, where nearly every key holds one ID (a slug, a translation group of one): a key's one ID is
// kept as the number itself, and a set is made only for a second. A set for every key cost each event two more
// objects in the slug and group indexes (some 26 MB at 100,000 events), made on opening and on every write.

export class IdsByKey<K> {
  private readonly ids = new Map<K, number | Set<number>>();

  add(key: K, id: number): void {
    const held = this.ids.get(key);
    if (held === undefined) this.ids.set(key, id);
    else if (typeof held !== 'number') held.add(id);
    else if (held !== id) this.ids.set(key, new Set([held, id]));
  }

  remove(key: K, id: number): void {
    const held = this.ids.get(key);
    if (held === undefined) return;
    if (typeof held === 'number') {
      if (held === id) this.ids.delete(key);
      return;
    }
    held.delete(id);
    if (held.size === 0) this.ids.delete(key);
    // Back to one ID: kept as the number again.
    else if (held.size === 1) for (const only of held) this.ids.set(key, only);
  }

  /** The key's IDs, in the order they were added. */
  get(key: K): readonly number[] {
    const held = this.ids.get(key);
    if (held === undefined) return [];
    return typeof held === 'number' ? [held] : [...held];
  }
}
