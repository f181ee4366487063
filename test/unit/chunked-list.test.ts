// The chunked list against a plain array through random inserts and removals: the same items in the same order, read
// by position, in slices and whole, as its chunks are cut in two and emptied ones dropped.
import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE, ChunkedList } from '../../src/store/indexes/chunked-list.js';
import { StartKeys } from '../../src/store/indexes/start-keys.js';
import { seeded } from '../helpers/seeded.js';

describe('ChunkedList', () => {
  it('holds what a plain array holds through random inserts and removals, across many chunks', () => {
    const next = seeded(7);
    const list = new ChunkedList<number>();
    const model: number[] = [];
    let made = 0;
    for (let step = 0; step < 20_000; step++) {
      // Growing on the whole, so that chunks are cut; removals empty whole chunks at the start later on.
      const growing = step < 12_000 ? next(10) < 7 : next(10) < 3;
      if (growing || model.length === 0) {
        const at = step % 5 === 0 ? model.length : next(model.length + 1);
        list.insert(at, made);
        model.splice(at, 0, made);
        made += 1;
      } else {
        const at = step % 7 === 0 ? 0 : next(model.length);
        list.removeAt(at);
        model.splice(at, 1);
      }
      // Reads by position between the changes: the chunk a read found is tried first by the next.
      if (step % 13 === 0 && model.length > 0) {
        const at = next(model.length);
        expect([list.at(at), list.at(at + 1), list.at(at - 1)]).toEqual([model[at], model[at + 1], model[at - 1]]);
      }
      if (step % 997 === 0) {
        expect(list.toArray()).toEqual(model);
        const from = next(model.length + 1);
        const to = from + next(3 * CHUNK_SIZE);
        expect(list.slice(from, to)).toEqual(model.slice(from, to));
      }
    }
    expect(list.length).toBe(model.length);
    expect(list.toArray()).toEqual(model);
    for (let i = 0; i < 500; i++) {
      const at = next(model.length);
      expect(list.at(at)).toBe(model[at]);
    }
  });

  it('finds the first item not before a key, as a scan of the array finds it, in any range', () => {
    const next = seeded(11);
    const list = new ChunkedList<number>();
    const model: number[] = [];
    // Ascending with runs of equal keys, built by inserts at their place: chunks of every size.
    for (let i = 0; i < 6 * CHUNK_SIZE; i++) {
      const key = next(2000);
      const at = model.findIndex((k) => k > key);
      const position = at === -1 ? model.length : at;
      list.insert(position, key);
      model.splice(position, 0, key);
    }
    for (let i = 0; i < 2000; i++) {
      const key = next(2100) - 50;
      const begin = i % 3 === 0 ? 0 : next(model.length + 1);
      const end = i % 5 === 0 ? model.length : begin + next(model.length + 1 - begin);
      const before = (k: number) => k < key;
      let expected = begin;
      while (expected < end && before(model[expected] ?? Infinity)) expected += 1;
      expect({ key, begin, end, at: list.firstNotBefore(before, begin, end) }).toEqual({
        key,
        begin,
        end,
        at: expected,
      });
    }
    expect(list.firstNotBefore(() => true)).toBe(model.length);
    expect(list.firstNotBefore(() => false)).toBe(0);
    expect(new ChunkedList<number>().firstNotBefore(() => true)).toBe(0);
  });

  it('answers nothing outside the list and takes nothing out there', () => {
    const list = ChunkedList.from([1, 2, 3]);
    expect([list.at(-1), list.at(3), list.at(1.5)]).toEqual([undefined, undefined, undefined]);
    list.removeAt(3);
    list.removeAt(-1);
    expect(list.toArray()).toEqual([1, 2, 3]);
    expect(list.slice(2, 10)).toEqual([3]);
    expect(list.slice(-5, 1)).toEqual([1]);
    expect(list.slice(2, 1)).toEqual([]);
    // Past the end is the end.
    list.insert(10, 4);
    expect(list.toArray()).toEqual([1, 2, 3, 4]);
  });

  it('builds in chunks, each cut in two once it doubles', () => {
    const list = ChunkedList.from(Array.from({ length: 3 * CHUNK_SIZE }, (_, i) => i));
    // Into the middle of the first chunk, until it is cut: positions stay those of the array.
    const model = list.toArray();
    for (let i = 0; i < CHUNK_SIZE + 5; i++) {
      list.insert(10, -i);
      model.splice(10, 0, -i);
    }
    expect(list.toArray()).toEqual(model);
    expect([list.at(CHUNK_SIZE), list.at(2 * CHUNK_SIZE + 7)]).toEqual([model[CHUNK_SIZE], model[2 * CHUNK_SIZE + 7]]);
  });
});

describe('StartKeys', () => {
  it('finds where a key goes, before or after its equals, as a scan of the array finds it, through cuts and drops', () => {
    const next = seeded(23);
    const keys = StartKeys.of([]);
    const model: number[] = [];
    const place = (key: number, orEqual: boolean) => {
      const at = model.findIndex((k) => k > key || (!orEqual && k === key));
      return at === -1 ? model.length : at;
    };
    for (let step = 0; step < 12_000; step++) {
      // Growing, then shrinking until whole chunks are emptied; keys from a small range, so that many are equal.
      const growing = step < 7_000 ? next(10) < 8 : next(10) < 2;
      if (growing || model.length === 0) {
        const key = next(3000);
        const at = step % 4 === 0 ? place(key, true) : place(key, false);
        if (step % 50 === 0 && at === model.length) keys.push(key);
        else keys.insert(at, key);
        model.splice(at, 0, key);
      } else {
        const at = step % 3 === 0 ? 0 : next(model.length);
        keys.removeAt(at);
        model.splice(at, 1);
      }
      if (step % 7 === 0) {
        const key = next(3100) - 50;
        expect([keys.lowerBound(key, false), keys.lowerBound(key, true)]).toEqual([
          place(key, false),
          place(key, true),
        ]);
      }
    }
    expect(keys.toArray()).toEqual(model);
    expect(StartKeys.of([]).lowerBound(5, true)).toBe(0);
  });
});
