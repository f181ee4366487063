// The response cache keeps an answer only once its request was asked twice in a second, and only for that second
// and the store's revision.
import { afterEach, describe, expect, it } from 'vitest';
import { readCaches, switchReadCaches } from '../../src/domain/query/read-caches.js';
import { ResponseCache } from '../../src/server/response-cache.js';

const answer = (body: string) => ({ status: 200, headers: { 'content-type': 'application/json' }, body });
const AT = 1_800_000_000_000;

/** Asks `key` as the app does: the cached answer, or a fresh one put. */
function ask(cache: ResponseCache, key: string, revision: number, now: number): 'cached' | 'fresh' {
  if (cache.get(key, revision, now)) return 'cached';
  cache.put(key, revision, now, answer(`{"key":${JSON.stringify(key)}}`));
  return 'fresh';
}

describe('ResponseCache', () => {
  afterEach(() => switchReadCaches(true));

  it('keeps nothing of requests asked once: every one of 5 000 different keys is answered fresh', () => {
    const cache = new ResponseCache();
    const keys = Array.from({ length: 5000 }, (_, i) => cache.keyOf(0, undefined, `/events/${i}`) ?? '');
    expect(keys.map((key) => ask(cache, key, 1, AT)).every((how) => how === 'fresh')).toBe(true);
    expect(keys.filter((key) => cache.get(key, 1, AT) !== undefined).length).toBeLessThan(keys.length / 10);
  });

  it('keeps few answers of 20 000 different reads in one second: 1 in 100 taken for asked before at most', () => {
    const cache = new ResponseCache();
    const keys = Array.from({ length: 20_000 }, (_, i) => cache.keyOf(0, undefined, `/events/${1000 + i}`) ?? '');
    for (const key of keys) ask(cache, key, 1, AT + 500);
    expect(keys.filter((key) => cache.get(key, 1, AT + 500) !== undefined).length).toBeLessThan(200);
  });

  it('answers the third ask in a second from the answer kept on the second ask', () => {
    const cache = new ResponseCache();
    const key = cache.keyOf(7, undefined, '/events?page=2') ?? '';
    const hits = readCaches.hits.answers;
    expect([1, 2, 3, 4].map(() => ask(cache, key, 1, AT + 100))).toEqual(['fresh', 'fresh', 'cached', 'cached']);
    expect(readCaches.hits.answers - hits).toBe(2);
    const cached = cache.get(key, 1, AT + 900);
    expect(cached?.body).toBe('{"key":"7\\n\\n/events?page=2"}');
    expect(Buffer.from(cached?.encoded ?? new Uint8Array()).toString('utf8')).toBe(cached?.body);
  });

  it('answers afresh in the next second and after a write, and counts asks anew there', () => {
    const cache = new ResponseCache();
    const key = cache.keyOf(0, undefined, '/events') ?? '';
    ask(cache, key, 1, AT);
    ask(cache, key, 1, AT);
    expect(ask(cache, key, 1, AT)).toBe('cached');
    expect(ask(cache, key, 2, AT)).toBe('fresh');
    expect(ask(cache, key, 1, AT + 1000)).toBe('fresh');
    expect(ask(cache, key, 1, AT + 1000)).toBe('fresh');
    expect(ask(cache, key, 1, AT + 1000)).toBe('cached');
  });

  it('keys differ by user and Prefer header; nothing is keyed while the caches are off', () => {
    const cache = new ResponseCache();
    expect(cache.keyOf(1, undefined, '/events')).not.toBe(cache.keyOf(2, undefined, '/events'));
    expect(cache.keyOf(1, 'return=minimal', '/events')).not.toBe(cache.keyOf(1, undefined, '/events'));
    switchReadCaches(false);
    expect(cache.keyOf(1, undefined, '/events')).toBeUndefined();
  });
});
