// The list envelopes' URLs encode their query one pair at a time: each pair must read exactly as URLSearchParams
// writes it (the neighbour-page URLs of TEC's answers are compared byte for byte).
import { describe, expect, it } from 'vitest';
import { formEncoded } from '../../src/server/handlers/envelope.js';

/** A seeded sequence of whole numbers below n (the high bits of an LCG). */
function sequence(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return Math.floor((state / 2 ** 32) * n);
  };
}

const serialized = (text: string): string => new URLSearchParams([['', text]]).toString().slice(1);

describe('formEncoded', () => {
  it('writes what URLSearchParams writes, for printable ASCII, other scripts, astral characters and lone surrogates', () => {
    const next = sequence(5);
    const piece = (): string => {
      const roll = next(10);
      if (roll < 5) return String.fromCharCode(32 + next(95));
      if (roll < 8) return String.fromCharCode(0x80 + next(0x2000));
      if (roll < 9) return String.fromCodePoint(0x10000 + next(0x10000));
      return String.fromCharCode(0xd800 + next(0x800));
    };
    for (let i = 0; i < 20000; i++) {
      const text = Array.from({ length: next(9) }, piece).join('');
      expect(formEncoded(text), JSON.stringify(text)).toBe(serialized(text));
    }
  });

  it('leaves letters, digits and *-._ as they are, and writes a space as +', () => {
    expect(formEncoded('2027-01-01 10:00:00')).toBe('2027-01-01+10%3A00%3A00');
    expect(formEncoded("a*b-c._d!'()~")).toBe('a*b-c._d%21%27%28%29%7E');
  });
});
