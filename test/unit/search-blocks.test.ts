// Search texts joined in blocks: the positions holding a word are those whose own text holds it, through inserts
// and removals anywhere (each re-joins the blocks from its position on), across block boundaries and for words that
// a block scan cannot answer (holding the block break).
import { describe, expect, it } from 'vitest';
import { SearchBlocks } from '../../src/store/search-blocks.js';

/** A seeded sequence of whole numbers below n (the high bits of an LCG). */
function sequence(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return Math.floor((state / 2 ** 32) * n);
  };
}

const WORDS = ['concert', 'jazz', 'talk', 'art', 'market', 'café', 'a\u0001b', 'x'];

function naive(texts: readonly string[], term: string, from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i < Math.min(to, texts.length); i++) if (texts[i]?.includes(term)) out.push(i);
  return out;
}

describe('SearchBlocks', () => {
  it('finds what each text holds, through writes anywhere', () => {
    const next = sequence(7);
    const text = () =>
      Array.from({ length: 1 + next(4) }, () => WORDS[next(WORDS.length)]).join(next(2) ? ' ' : '\u0000');
    const texts: string[] = Array.from({ length: 1500 }, text);
    const blocks = new SearchBlocks(() => texts);
    for (let round = 0; round < 300; round++) {
      const at = next(texts.length + 1);
      if (next(3) === 0 && texts.length > 0) {
        texts.splice(Math.min(at, texts.length - 1), 1);
        blocks.changedFrom(Math.min(at, texts.length));
      } else {
        texts.splice(at, 0, text());
        blocks.changedFrom(at);
      }
      const from = next(texts.length);
      const to = from + next(texts.length - from + 1);
      const term = WORDS[next(WORDS.length)] ?? 'x';
      expect(blocks.positionsHolding(term, from, to)).toEqual(naive(texts, term, from, to));
    }
  });

  it('finds a word once per text, and nothing past the range', () => {
    const texts = ['jazz jazz', 'no', 'jazz', 'jazz'];
    const blocks = new SearchBlocks(() => texts);
    expect(blocks.positionsHolding('jazz', 0, 3)).toEqual([0, 2]);
    expect(blocks.positionsHolding('jazz', 1, 4)).toEqual([2, 3]);
    expect(blocks.positionsHolding('zz\u0001ja', 0, 4)).toEqual([]);
  });
});
