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
    expect(keys.get('')).toEqual([]);
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
