// IDs by key, one kept as the number itself and more in a set: what a slug or a translation group lists, in the order
// its records came, through records added, taken out and added again.
import { describe, expect, it } from 'vitest';
import { IdsByKey } from '../../../src/store/indexes/ids-by-key.js';
import { KeyIndex } from '../../../src/store/indexes/key-index.js';
import { GroupIndex } from '../../../src/store/indexes/group-index.js';

describe('IdsByKey', () => {
  it('lists one ID, then several in the order they came, and one again once the others are taken out', () => {
    const ids = new IdsByKey<string>();
    expect(ids.get('jazz')).toEqual([]);
    ids.add('jazz', 7);
    ids.add('jazz', 7);
    expect(ids.get('jazz')).toEqual([7]);
    ids.add('jazz', 3);
    ids.add('jazz', 9);
    expect(ids.get('jazz')).toEqual([7, 3, 9]);
    ids.remove('jazz', 7);
    expect(ids.get('jazz')).toEqual([3, 9]);
    ids.remove('jazz', 9);
    expect(ids.get('jazz')).toEqual([3]);
    // Back to one: a second ID makes a set again, after the one left.
    ids.add('jazz', 1);
    expect(ids.get('jazz')).toEqual([3, 1]);
    ids.remove('jazz', 3);
    ids.remove('jazz', 1);
    expect(ids.get('jazz')).toEqual([]);
  });

  it('leaves a key alone when an ID it does not hold is taken out', () => {
    const ids = new IdsByKey<number>();
    ids.add(5, 5);
    ids.remove(5, 6);
    ids.remove(4, 5);
    expect(ids.get(5)).toEqual([5]);
    ids.add(5, 8);
    ids.remove(5, 6);
    expect(ids.get(5)).toEqual([5, 8]);
  });

  it('answers a list the caller may keep: later changes do not reach it', () => {
    const ids = new IdsByKey<string>();
    ids.add('a', 1);
    ids.add('a', 2);
    const listed = ids.get('a');
    ids.remove('a', 1);
    expect(listed).toEqual([1, 2]);
  });
});

describe('KeyIndex and GroupIndex', () => {
  it('keep no ID under an empty key, and groups per collection', () => {
    const keys = new KeyIndex();
    keys.add('', 1);
    expect(keys.get('', () => '')).toEqual([]);
    const groups = new GroupIndex();
    groups.add('events', 10, 10);
    groups.add('events', 10, 11);
    groups.add('venues', 10, 12);
    groups.add('events', null, 13);
    expect(groups.members('events', 10)).toEqual([10, 11]);
    expect(groups.members('venues', 10)).toEqual([12]);
    groups.remove('events', 10, 10);
    expect(groups.members('events', 10)).toEqual([11]);
    expect(groups.members('events', undefined)).toEqual([]);
  });
});

describe('KeyIndex', () => {
  it("finds each key's IDs, in the order they came, among keys of one hash", () => {
    // Every key of one hash: the records' own keys tell them apart.
    const keyOf = new Map<number, string>();
    const keys = new KeyIndex(() => 7);
    const file = (key: string, id: number) => (keyOf.set(id, key), keys.add(key, id));
    file('jazz-night', 1);
    file('open-day', 2);
    file('jazz-night', 3);
    const lookUp = (key: string) => keys.get(key, (id) => keyOf.get(id));
    expect([lookUp('jazz-night'), lookUp('open-day'), lookUp('closed')]).toEqual([[1, 3], [2], []]);
    keys.remove('open-day', 2);
    keyOf.delete(2);
    keys.remove('jazz-night', 1);
    keyOf.delete(1);
    expect([lookUp('jazz-night'), lookUp('open-day')]).toEqual([[3], []]);
    // A record renamed: filed under its new key, no longer found by its old one.
    keys.remove('jazz-night', 3);
    file('late-jazz', 3);
    expect([lookUp('jazz-night'), lookUp('late-jazz')]).toEqual([[], [3]]);
  });

  it('finds 20,000 keys by their own hash, each its one ID, and no key that was taken out', () => {
    const keyOf = new Map<number, string>();
    const keys = new KeyIndex();
    for (let id = 1; id <= 20_000; id++) {
      keyOf.set(id, `event-${id}`);
      keys.add(`event-${id}`, id);
    }
    for (let id = 1; id <= 20_000; id += 2) {
      keys.remove(`event-${id}`, id);
      keyOf.delete(id);
    }
    const found = (id: number) => keys.get(`event-${id}`, (other) => keyOf.get(other));
    const wrong = Array.from({ length: 20_000 }, (_, i) => i + 1).filter((id) => {
      const ids = found(id);
      return id % 2 === 1 ? ids.length > 0 : ids.length !== 1 || ids[0] !== id;
    });
    expect(wrong).toEqual([]);
  });
});
