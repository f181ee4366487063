import { describe, expect, it } from 'vitest';
import { BoundedMap } from '../../src/typing/bounded-map.js';

describe('BoundedMap', () => {
  it('keeps at most its limit, forgetting the keys first set first', () => {
    const map = new BoundedMap<string, number>(3);
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) map.set(key, i);
    expect(map.size).toBe(3);
    expect(map.has('a')).toBe(false);
    expect([map.get('b'), map.get('c'), map.get('d')]).toEqual([1, 2, 3]);
  });

  it('keeps a key set again in its first place: a new value does not make it newer', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 3).set('c', 4);
    expect(map.has('a')).toBe(false);
    expect([map.get('b'), map.get('c')]).toEqual([2, 4]);
  });

  it('forgets in order over many rounds, as a plain map evicting its first key does', () => {
    const limit = 97;
    const bounded = new BoundedMap<number, number>(limit);
    const reference = new Map<number, number>();
    const mismatches: string[] = [];
    let seed = 7;
    for (let i = 0; i < 20_000; i++) {
      seed = (seed * 48271) % 2147483647;
      const key = seed % 400;
      bounded.set(key, i);
      if (!reference.has(key) && reference.size >= limit) reference.delete(reference.keys().next().value ?? -1);
      reference.set(key, i);
      if (bounded.size !== reference.size) mismatches.push(`size at ${i}`);
      if (i % 97 === 0) for (const [k, v] of reference) if (bounded.get(k) !== v) mismatches.push(`${k} at ${i}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('starts again empty once cleared', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    map.clear();
    map.set('c', 3).set('d', 4).set('e', 5);
    expect([map.has('c'), map.get('d'), map.get('e'), map.size]).toEqual([false, 4, 5, 2]);
  });

  it('refuses a limit under one', () => {
    expect(() => new BoundedMap(0)).toThrow(RangeError);
  });
});
