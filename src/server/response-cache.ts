// Answers to repeated reads, kept until the next write: a GET asked again in the same second is not rendered again.
import { readCaches } from '../domain/query/read-caches.js';
import type { ApiResponse } from './http-types.js';

const LIMIT = 512;

interface Entry {
  readonly response: ApiResponse;
  /** The second the answer was made in: relative dates ("now", the default list window) move with the clock. */
  readonly second: number;
}

export class ResponseCache {
  private revision = -1;
  private readonly entries = new Map<string, Entry>();

  /** The key of a read's answer, all it depends on besides the store; none while the caches are off. */
  keyOf(userId: number, prefer: string | undefined, url: string): string | undefined {
    return readCaches.enabled ? `${userId}\n${prefer ?? ''}\n${url}` : undefined;
  }

  /** A copy of the cached answer (callers add headers to it), or undefined. */
  get(key: string, revision: number, now: number): ApiResponse | undefined {
    if (revision !== this.revision || !readCaches.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry || entry.second !== Math.floor(now / 1000)) return undefined;
    readCaches.hits.answers += 1;
    return { ...entry.response, headers: { ...entry.response.headers } };
  }

  put(key: string, revision: number, now: number, response: ApiResponse): void {
    if (!readCaches.enabled) return;
    if (revision !== this.revision) {
      this.entries.clear();
      this.revision = revision;
    }
    const oldest = this.entries.keys().next();
    if (this.entries.size >= LIMIT && !oldest.done) this.entries.delete(oldest.value);
    const encoded = Buffer.from(response.body);
    this.entries.set(key, {
      response: { ...response, headers: { ...response.headers }, encoded },
      second: Math.floor(now / 1000),
    });
  }
}
