// Unit tests for name ordering: printable-ASCII names ordered exactly as the collator orders them.

import { describe, expect, it } from 'vitest';
import { compareNames } from '../../src/domain/compare-names.js';

const collator = new Intl.Collator('en');
const sign = (n: number): number => Math.sign(n);

/** A small deterministic generator, so a failure names a reproducible pair. */
function* plainNames(count: number, alphabet: string): Generator<string> {
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
      ...plainNames(300, 'aAbBzZ09 1'),
      ...plainNames(400, 'aAzZ09 &-_.,\'"()/+$~`'),
      'Music',
      'music',
      'MUSIC',
      'Art',
      'art fair',
      'artfair',
      'Jazz 2',
      'Jazz 10',
      'Arts & Culture',
      'Arts and Culture',
      'Rock-Pop',
      'Rock Pop',
      'RockPop',
      "Rock'n'Roll",
      'Jazz (live)',
      'jazz_blues',
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

  it('orders each printable ASCII character as the collator does', () => {
    const characters = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i));
    expect([...characters].sort(compareNames)).toEqual([...characters].sort(collator.compare));
  });

  it('hands other names to the collator (accents, other scripts)', () => {
    const names = ['Éte', 'ete', 'Zoo', 'Jazz & Blues', 'Jazz-Blues', 'jazz_blues', 'Ärger', 'apple', 'Ωmega', 'ß'];
    expect([...names].sort(compareNames)).toEqual([...names].sort(collator.compare));
    expect(compareNames('Ärger', 'Zoo')).toBeLessThan(0);
  });
});
