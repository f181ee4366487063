// A map that keeps at most `limit` entries, forgetting the oldest first (the order they were first set in).
//
// Forgetting through `map.keys().next()` is not constant time: V8 leaves a deleted entry's slot in the table until
// the table is rebuilt, and an iterator walks over every such slot from the start. With 10,000 entries kept, each
// eviction walked thousands of them (about 12 µs here). The order is kept in an array of keys instead.
export class BoundedMap<K extends string | number, V> {
  private readonly entries = new Map<K, V>();
  private order: K[] = [];
  private oldest = 0;

  constructor(private readonly limit: number) {
    if (!(limit >= 1)) throw new RangeError(`a bounded map keeps at least one entry, not ${limit}`);
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** Sets the value; a new key is the newest, and the oldest key is forgotten once there are more than the limit. */
  set(key: K, value: V): this {
    if (!this.entries.has(key)) this.order.push(key);
    this.entries.set(key, value);
    while (this.entries.size > this.limit) this.forgetOldest();
    return this;
  }

  clear(): void {
    this.entries.clear();
    this.order = [];
    this.oldest = 0;
  }

  private forgetOldest(): void {
    const key = this.order[this.oldest];
    this.oldest += 1;
    if (key !== undefined) this.entries.delete(key);
    // The forgotten keys' places are dropped once they are half the array: each key is copied at most once.
    if (this.oldest * 2 >= this.order.length) {
      this.order = this.order.slice(this.oldest);
      this.oldest = 0;
    }
  }
}
