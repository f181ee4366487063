// Answers to repeated reads, kept until the next write: a GET asked again in the same second is not rendered again.
// Only answers asked twice are kept: traffic in which every request differs (pages, IDs, search words) keeps none,
// where keeping each answer cost its body in memory, until it was let go among the calendar's kept parts.
import { readCaches } from '../domain/query/read-caches.js';
import { BoundedMap } from '../typing/bounded-map.js';
import { fnv1a } from '../typing/string-hash.js';
import type { ApiResponse } from './http-types.js';

const LIMIT = 512;
const KEY_BITS = 1 << 20;

interface Entry {
  readonly response: ApiResponse;
  /**
   * The answer as sent, made on its first reuse: the body as bytes and its Content-Length among the headers. Most
   * answers are never asked again, and a Buffer per answer put was a fresh allocation outside the JS heap each time
   * (~28 MB of freed memory kept by the process after 10 000 single reads).
   */
  finished?: ApiResponse;
  /** The second the answer was made in: relative dates ("now", the default list window) move with the clock. */
  readonly second: number;
}

/**
 * Bits of the keys asked in one second: one key is one bit of 2^20 (128 KB, cleared each second), found by its FNV-1a
 * hash. With 2^16, a server answering 20 000 different reads a second took some 14% of them for asked before (another
 * key of the same bit) and kept their answers for the rest of the second: at 100 000 single reads in process, 60 MB
 * more memory held afterwards, in the holes those answers left. Now about 1% at that rate.
 */
class KeysAsked {
  private readonly bits = new Uint32Array(KEY_BITS / 32);
  private second = -1;

  /** Notes `key` as asked in `second`; whether it was already (rarely, another key of the same bit). */
  askedBefore(key: string, second: number): boolean {
    if (second !== this.second) {
      this.bits.fill(0);
      this.second = second;
    }
    const bit = fnv1a(key) & (KEY_BITS - 1);
    const word = bit >>> 5;
    const mask = 1 << (bit & 31);
    const bits = this.bits[word] ?? 0;
    this.bits[word] = bits | mask;
    return (bits & mask) !== 0;
  }
}

export class ResponseCache {
  private revision = -1;
  private readonly entries = new BoundedMap<string, Entry>(LIMIT);
  private readonly asked = new KeysAsked();

  /** The key of a read's answer, all it depends on besides the store; none while the caches are off. */
  keyOf(userId: number, prefer: string | undefined, url: string): string | undefined {
    return readCaches.enabled ? `${userId}\n${prefer ?? ''}\n${url}` : undefined;
  }

  /**
   * The cached answer as sent (its body encoded, its Content-Length given), or undefined. Every reuse shares it, so
   * it is frozen: what adds headers (CORS) copies it first, and the listener adds none to an answer whose length is
   * given. Shared rather than copied, a repeated read makes no garbage here.
   */
  get(key: string, revision: number, now: number): ApiResponse | undefined {
    if (revision !== this.revision || !readCaches.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry || entry.second !== Math.floor(now / 1000)) return undefined;
    readCaches.hits.answers += 1;
    return (entry.finished ??= finished(entry.response));
  }

  /** Keeps the answer if its key was asked before in this second. */
  put(key: string, revision: number, now: number, response: ApiResponse): void {
    if (!readCaches.enabled) return;
    const second = Math.floor(now / 1000);
    if (!this.asked.askedBefore(key, second)) return;
    if (revision !== this.revision) {
      this.entries.clear();
      this.revision = revision;
    }
    this.entries.set(key, { response: { ...response, headers: { ...response.headers } }, second });
  }
}

function finished(response: ApiResponse): ApiResponse {
  const encoded = Buffer.from(response.body);
  const headers = Object.freeze({ ...response.headers, 'content-length': String(encoded.byteLength) });
  return Object.freeze({ ...response, headers, encoded });
}
