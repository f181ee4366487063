// Search texts in blocks with an index of their words: the positions holding a term are those whose own text holds
// it (listed, counted, or a page of them), through inserts and removals anywhere (blocks grow, are cut in two and are emptied), across block boundaries,
// for terms inside words, across word breaks (spaces, tabs, line breaks, NUL, no-break spaces) and holding the
// break that joins a block's texts.
import { describe, expect, it } from 'vitest';
import { SearchBlocks } from '../../src/store/indexes/search-blocks.js';

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

/** Texts of one to four of WORDS, joined by spaces or by the break between an event's fields. */
const textOf = (next: (n: number) => number) => (): string =>
  Array.from({ length: 1 + next(4) }, () => WORDS[next(WORDS.length)]).join(next(2) ? ' ' : '\u0000');

describe('SearchBlocks', () => {
  it('finds what each text holds, through writes anywhere', () => {
    const next = sequence(7);
    const text = textOf(next);
    const texts: string[] = Array.from({ length: 1500 }, text);
    const blocks = new SearchBlocks(() => texts);
    for (let round = 0; round < 300; round++) {
      const at = next(texts.length + 1);
      if (next(3) === 0 && texts.length > 0) {
        const gone = Math.min(at, texts.length - 1);
        texts.splice(gone, 1);
        blocks.removed(gone);
      } else {
        texts.splice(at, 0, text());
        blocks.inserted(at);
      }
      const from = next(texts.length);
      const to = from + next(texts.length - from + 1);
      const term = WORDS[next(WORDS.length)] ?? 'x';
      const expected = naive(texts, term, from, to);
      expect(blocks.holding(term).positions(from, to)).toEqual(expected);
      expect(blocks.holding(term).count(from, to)).toBe(expected.length);
      const skip = next(expected.length + 2);
      expect(blocks.holding(term).pick(from, to, skip, 10)).toEqual(expected.slice(skip, skip + 10));
    }
  });

  it('answers a search of a few texts beside a write by reading them, leaving the changed block unindexed', () => {
    const next = sequence(23);
    const text = textOf(next);
    const texts: string[] = Array.from({ length: 2000 }, text);
    const blocks = new SearchBlocks(() => texts);
    expect(blocks.prepareWords(Infinity)).toBe(true);
    for (let round = 0; round < 400; round++) {
      // As an import writes: a new text, then a look-up in the few texts around it.
      const at = next(texts.length + 1);
      texts.splice(at, 0, text());
      blocks.inserted(at);
      const from = Math.max(0, at - next(30));
      const to = Math.min(texts.length, at + next(30));
      for (const term of [WORDS[next(WORDS.length)] ?? 'x', 'cert', 'jazz talk', 'z\u0000t', 'é']) {
        const expected = naive(texts, term, from, to);
        expect(blocks.holding(term).positions(from, to)).toEqual(expected);
        expect(blocks.holding(term).count(from, to)).toBe(expected.length);
      }
    }
    // The narrow searches indexed nothing again: the changed blocks are still to be made.
    expect(blocks.prepareWords(0)).toBe(false);
    expect(blocks.holding('concert').positions(0, texts.length)).toEqual(naive(texts, 'concert', 0, texts.length));
  });

  it("makes its blocks' word indexes ahead until a deadline, and again for a block a write changed", () => {
    const texts = Array.from({ length: 3000 }, (_, i) => `event ${i} jazz${i % 5 ? '' : ' concert'}`);
    const blocks = new SearchBlocks(() => texts);
    expect(blocks.prepareWords(0)).toBe(false);
    expect(blocks.prepareWords(Infinity)).toBe(true);
    expect(blocks.prepareWords(0)).toBe(true);
    texts.splice(700, 0, 'new concert');
    blocks.inserted(700);
    expect(blocks.prepareWords(0)).toBe(false);
    expect(blocks.prepareWords(Infinity)).toBe(true);
    expect(blocks.holding('concert').positions(0, texts.length)).toEqual(naive(texts, 'concert', 0, texts.length));
  });

  it('finds a word once per text, and nothing past the range', () => {
    const texts = ['jazz jazz', 'no', 'jazz', 'jazz'];
    const blocks = new SearchBlocks(() => texts);
    expect(blocks.holding('jazz').positions(0, 3)).toEqual([0, 2]);
    expect(blocks.holding('jazz').positions(1, 4)).toEqual([2, 3]);
    expect(blocks.holding('zz\u0001ja').positions(0, 4)).toEqual([]);
  });

  it('finds any piece of any text, through lists that grow from nothing, split and drain', () => {
    const next = sequence(11);
    const BREAKS = [' ', ' ', '\t', '\n', '\u00a0', '\u0000', '', '-', ',', '  '];
    const PIECES = [
      'jazz',
      'concert',
      'Café',
      'ñu',
      'a\u0001b',
      'x',
      'rock-and-roll',
      '2027',
      'über',
      'concert.',
      '¡olé!',
      '«jazz»',
      'a.b',
      'x_y',
    ];
    const text = () => {
      let out = next(4) === 0 ? ' ' : '';
      for (let n = next(6); n >= 0; n--)
        out += (PIECES[next(PIECES.length)] ?? '') + (BREAKS[next(BREAKS.length)] ?? '');
      return out;
    };
    const texts: string[] = Array.from({ length: 600 }, text);
    const blocks = new SearchBlocks(() => texts);
    // Terms: a piece of some text (it may hold a word break), or a fixed word.
    const term = () => {
      const source = texts[next(Math.max(texts.length, 1))] ?? 'jazz';
      const start = next(Math.max(source.length, 1));
      const piece = source.slice(start, start + 1 + next(8));
      return next(3) === 0 ? (PIECES[next(PIECES.length)] ?? 'x') : piece;
    };
    let hotSpot = 0;
    for (let round = 0; round < 5000; round++) {
      // Growth around a few spots (a block past 1024 texts is cut in two), removals that empty blocks, growth again.
      const growing = round < 1500 || round >= 2700;
      if (round % 250 === 0) hotSpot = next(texts.length + 1);
      if (growing || texts.length === 0) {
        const at = Math.min(hotSpot + next(8), texts.length);
        texts.splice(at, 0, text());
        blocks.inserted(at);
      } else {
        const gone = Math.min(hotSpot + next(8), texts.length - 1);
        texts.splice(gone, 1);
        blocks.removed(gone);
      }
      if (round % 7 !== 0) continue;
      const from = next(texts.length + 1);
      const to = from + next(texts.length - from + 1);
      const asked = term();
      const expected = naive(texts, asked, from, to);
      // One term's matches asked as a search asks them: several ranges over the same blocks.
      const matches = blocks.holding(asked);
      expect(matches.positions(from, to), JSON.stringify(asked)).toEqual(expected);
      // Counted without listing, and a page of them: whole blocks before it are counted and passed.
      expect(matches.count(from, to), JSON.stringify(asked)).toBe(expected.length);
      const skip = next(expected.length + 2);
      const take = 1 + next(40);
      expect(matches.pick(from, to, skip, take)).toEqual(expected.slice(skip, skip + take));
      const inside = from + next(to - from + 1);
      expect(matches.count(inside, to)).toBe(naive(texts, asked, inside, to).length);
      expect(matches.positions(from, inside)).toEqual(naive(texts, asked, from, inside));
    }
  });

  it('answers the same whether the blocks were cut before the writes or after', () => {
    const texts = Array.from({ length: 3000 }, (_, i) => `event ${i} jazz${i % 7 ? '' : ' concert'}`);
    const early = new SearchBlocks(() => texts);
    expect(early.holding('concert').positions(0, 3000)).toEqual(naive(texts, 'concert', 0, 3000));
    for (let i = 0; i < 1200; i++) {
      texts.splice(100, 0, `new ${i} concert`);
      early.inserted(100);
    }
    const late = new SearchBlocks(() => texts);
    for (const asked of ['concert', 'new 1', '99', 'jazz', ' ', 'event 29']) {
      expect(early.holding(asked).positions(50, 4000)).toEqual(naive(texts, asked, 50, 4000));
      expect(late.holding(asked).positions(50, 4000)).toEqual(naive(texts, asked, 50, 4000));
    }
    // Whole blocks emptied, from the front.
    for (let i = 0; i < 1700; i++) {
      texts.splice(0, 1);
      early.removed(0);
      late.removed(0);
    }
    for (const asked of ['concert', 'new 1', 'event 2', 'jazz']) {
      expect(early.holding(asked).positions(0, texts.length)).toEqual(naive(texts, asked, 0, texts.length));
      expect(late.holding(asked).positions(10, 900)).toEqual(naive(texts, asked, 10, 900));
    }
  });
});
