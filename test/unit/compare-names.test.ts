// Unit tests for name ordering: plain names ordered exactly as the collator orders them.

import { describe, expect, it } from 'vitest';
import { compareNames } from '../../src/domain/compare-names.js';

const collator = new Intl.Collator('en');
const sign = (n: number): number => Math.sign(n);

/** A small deterministic generator, so a failure names a reproducible pair. */
function* plainNames(count: number): Generator<string> {
  const alphabet = 'aAbBzZ09 1';
  let state = 12345;
  for (let i = 0; i < count; i++) {
    let name = '';
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const length = state % 5;
    for (let j = 0; j < length; j++) {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      name += alphabet[state % alphabet.length];
    }
    yield name;
  }
}

describe('compareNames', () => {
  it('orders every pair of plain names as the collator does', () => {
    const names = [
      ...plainNames(300),
      'Music',
      'music',
      'MUSIC',
      'Art',
      'art fair',
      'artfair',
      'Jazz 2',
      'Jazz 10',
      '',
    ];
    const disagreements: string[] = [];
    for (const a of names) {
      for (const b of names) {
        if (sign(compareNames(a, b)) !== sign(collator.compare(a, b)))
          disagreements.push(`${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('hands other names to the collator (accents, punctuation)', () => {
    const names = ['Éte', 'ete', 'Zoo', 'Jazz & Blues', 'Jazz-Blues', 'jazz_blues', 'Ärger', 'apple'];
    expect([...names].sort(compareNames)).toEqual([...names].sort(collator.compare));
    expect(compareNames('Ärger', 'Zoo')).toBeLessThan(0);
  });
});
