// Unit tests for record copies: equal in value, sharing nothing mutable.

import { describe, expect, it } from 'vitest';
import { cloneRecord } from '../../src/store/state/clone-record.js';

describe('cloneRecord', () => {
  it('copies every level of a record, so changing the copy leaves the original alone', () => {
    const original = {
      id: 7,
      title: 'Jazz',
      image: null,
      featured: true,
      cost: ['5', '10'],
      categories: [1, 2],
      passwords: [{ name: 'ci', hash: 'x', created: '2026-01-01 00:00:00', last_used: null }],
      details: { values: [{ amount: 5 }] },
    };
    const copy = cloneRecord(original);
    expect(copy).toEqual(original);
    copy.cost.push('20');
    copy.categories[0] = 9;
    (copy.passwords[0] as { name: string }).name = 'changed';
    copy.details.values[0]!.amount = 6;
    expect(original.cost).toEqual(['5', '10']);
    expect(original.categories).toEqual([1, 2]);
    expect(original.passwords[0]!.name).toBe('ci');
    expect(original.details.values[0]!.amount).toBe(5);
    expect(copy.passwords).not.toBe(original.passwords);
  });

  it('returns scalars and null as they are', () => {
    expect(cloneRecord(3)).toBe(3);
    expect(cloneRecord('x')).toBe('x');
    expect(cloneRecord<null>(null)).toBeNull();
    expect(cloneRecord([[1], [2]])).toEqual([[1], [2]]);
  });
});
