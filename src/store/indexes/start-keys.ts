// Start keys in ascending order, in chunks, with each chunk's last key kept side by side for the search.
import { ChunkedList } from './chunked-list.js';
import { lowerBoundOfKey } from './start-index.js';

/**
 * Start keys in ascending order, searched by value: firstNotBefore reads the last key of each chunk it passes, each a
 * wait on memory at 100,000 events; lowerBound reads them kept side by side.
 */
export class StartKeys extends ChunkedList<number> {
  /** Each chunk's last key, kept in step with every change. */
  private readonly lasts: number[] = [];

  static of(keys: Iterable<number>): StartKeys {
    const list = new StartKeys();
    list.pushAll(keys);
    return list;
  }

  override push(key: number): void {
    const chunks = this.chunks.length;
    super.push(key);
    if (this.chunks.length > chunks) this.lasts.push(key);
    else this.lasts[chunks - 1] = key;
  }

  override insert(position: number, key: number): void {
    if (position >= this.size) return this.push(key);
    const c = this.chunkAt(Math.max(0, position));
    const chunks = this.chunks.length;
    super.insert(position, key);
    this.lasts[c] = lastOf(this.chunks[c] ?? []);
    // Cut in two: the second half is a chunk of its own.
    if (this.chunks.length > chunks) this.lasts.splice(c + 1, 0, lastOf(this.chunks[c + 1] ?? []));
  }

  override removeAt(position: number): void {
    if (!(position >= 0 && position < this.size)) return;
    const c = this.chunkAt(position);
    const chunks = this.chunks.length;
    super.removeAt(position);
    // The chunk may have been emptied and dropped.
    if (this.chunks.length < chunks) this.lasts.splice(c, 1);
    else this.lasts[c] = lastOf(this.chunks[c] ?? []);
  }

  /** The first position whose key is not below `key` (`orEqual`: not at or below it); length when there is none. */
  lowerBound(key: number, orEqual: boolean): number {
    // The first chunk whose last key is not below, then the position in it.
    const c = lowerBoundOfKey(this.lasts, key, orEqual);
    const chunk = this.chunks[c];
    if (!chunk) return this.size;
    return (this.firsts[c] ?? 0) + lowerBoundOfKey(chunk, key, orEqual);
  }
}

const lastOf = (chunk: readonly number[]): number => chunk[chunk.length - 1] ?? Number.NaN;
