// The search texts of a start-ordered list in blocks of neighbours, each with an index of the words its texts hold,
// so that finding a term in a month of events reads the block's distinct words, not every event's text.
//
// A term without a word break lies inside one word of any text that holds it (words are the runs between breaks:
// white space and punctuation), so the events holding it are those holding a word that contains it: the block's
// words are scanned for the term, and the events of each matching word are taken from its postings. A term holding
// a word break is looked for in the block's texts, joined.
//
// Blocks follow the list through writes: an event put in or taken out changes the block it falls in (its index is
// made again on the next search that reads it) and moves the first positions of the blocks after it, nothing more.

import {
  MAX_BLOCK_SIZE,
  TEXT_BREAK,
  WORD_BREAK,
  joined,
  listedPart,
  matchingWords,
  textsHolding,
  wordIndex,
  wordsPart,
  type BlockPart,
  type BlockWords,
  type JoinedTexts,
  type WordIndex,
} from './search-block-index.js';
import type { Positional } from './chunked-list.js';
import { lowerBoundOfKey } from './start-index.js';
import { monotonicMs } from '../../dates/monotonic-ms.js';

/** What a list's texts hold of one term: positions from `from` to before `to`, listed, counted or picked. */
export interface TermMatches {
  /** In order. */
  positions(from: number, to: number): number[];
  count(from: number, to: number): number;
  /** The positions after the first `skip` of them, at most `take`. */
  pick(from: number, to: number, skip: number, take: number): number[];
}

/** Events per block when the list is first cut; a block past MAX_BLOCK_SIZE is cut in two. */
const BLOCK_SIZE = 512;

interface Block {
  size: number;
  /** Made on the first search that reads the block, dropped when it changes. */
  words?: WordIndex;
  joined?: JoinedTexts;
}

export class SearchBlocks {
  /** Cut on the first search, then kept in step with the list. */
  private blocks: Block[] | undefined;
  /** The position of each block's first event; counted again after a change. */
  private firsts: number[] = [];
  private firstsStale = true;

  constructor(private readonly texts: () => Positional<string>) {}

  /** A text was put in at `position` (the ones from there on moved one on). */
  inserted(position: number): void {
    if (!this.blocks) return;
    if (this.blocks.length === 0) this.blocks.push({ size: 0 });
    const b = this.blockHolding(position, true);
    const block = this.blocks[b];
    if (!block) return;
    this.changed(block, 1);
    if (block.size > MAX_BLOCK_SIZE) {
      const half = Math.floor(block.size / 2);
      this.blocks.splice(b, 1, { size: half }, { size: block.size - half });
    }
  }

  /** The text at `position` was taken out. */
  removed(position: number): void {
    if (!this.blocks) return;
    const b = this.blockHolding(position, false);
    const block = this.blocks[b];
    if (!block) return;
    this.changed(block, -1);
    if (block.size === 0) this.blocks.splice(b, 1);
  }

  /**
   * Makes the word index of the blocks that have none, until `deadline` (a monotonicMs() time); true once every
   * block has one.
   */
  prepareWords(deadline: number): boolean {
    const texts = this.texts();
    const blocks = (this.blocks ??= cut(texts.length));
    const firsts = this.currentFirsts();
    for (let b = 0; b < blocks.length; b++) {
      const block = blocks[b];
      if (!block || block.words) continue;
      if (monotonicMs() >= deadline) return false;
      block.words = wordIndex(texts, firsts[b] ?? 0, block.size);
    }
    return true;
  }

  /**
   * What the texts hold of `term`. A search asks about the same blocks several times (its window's edges, the count
   * of its core, the page): each block's words holding the term are found once for all of them.
   */
  holding(term: string): TermMatches {
    const found = new Map<WordIndex, readonly number[]>();
    const each = (from: number, to: number, visit: (part: BlockPart) => boolean): void =>
      this.eachBlock(term, from, to, visit, found);
    return {
      positions: (from, to) => pick(each, from, to, 0, Infinity),
      count: (from, to) => {
        let count = 0;
        each(from, to, (part) => {
          count += part.count();
          return true;
        });
        return count;
      },
      pick: (from, to, skip, take) => pick(each, from, to, skip, take),
    };
  }

  /** Visits the part of each block from `from` to before `to`, in order, while `visit` returns true. */
  private eachBlock(
    term: string,
    from: number,
    to: number,
    visit: (part: BlockPart) => boolean,
    found: Map<WordIndex, readonly number[]>,
  ): void {
    const texts = this.texts();
    const inWords = !WORD_BREAK.test(term);
    // Rare terms the block scans cannot answer: each text is asked, as one part.
    if (term === '' || (!inWords && term.includes(TEXT_BREAK))) {
      visit(listedPart(scanned(texts, from, to, term)));
      return;
    }
    const blocks = (this.blocks ??= cut(texts.length));
    const firsts = this.currentFirsts();
    for (let b = Math.max(this.blockHolding(from, false), 0); b < blocks.length; b++) {
      const first = firsts[b] ?? 0;
      const block = blocks[b];
      if (!block || first >= to) break;
      const low = Math.max(from - first, 0);
      const high = Math.min(to - first, block.size);
      // A few texts of a block whose index a write dropped are asked one by one: an import looks each new event up
      // in the days around it, just after writing the one before there.
      const few = high - low <= SCANNED_AT_MOST && (inWords ? !block.words : !block.joined);
      const part = few
        ? listedPart(scanned(texts, first + low, first + high, term))
        : inWords
          ? wordsPart(wordsOf(found, (block.words ??= wordIndex(texts, first, block.size)), term), low, high, first)
          : listedPart(textsHolding((block.joined ??= joined(texts, first, block.size)), term, low, high, first));
      if (!visit(part)) return;
    }
  }

  private changed(block: Block, delta: 1 | -1): void {
    block.size += delta;
    block.words = undefined;
    block.joined = undefined;
    this.firstsStale = true;
  }

  /** The block holding `position` (when `appending`, a position one past the end is the last block's). */
  private blockHolding(position: number, appending: boolean): number {
    const firsts = this.currentFirsts();
    const blocks = this.blocks ?? [];
    // The last block whose first position is at or before `position`.
    const low = Math.max(lowerBoundOfKey(firsts, position, true) - 1, 0);
    const block = blocks[low];
    if (!appending && block && position >= (firsts[low] ?? 0) + block.size) return blocks.length;
    return low;
  }

  private currentFirsts(): number[] {
    if (this.firstsStale) {
      let first = 0;
      this.firsts = (this.blocks ?? []).map((block) => {
        const at = first;
        first += block.size;
        return at;
      });
      this.firstsStale = false;
    }
    return this.firsts;
  }
}

/**
 * The most texts of a block without an index that a search reads one by one rather than index the block: up to half
 * a block, reading them costs less than indexing all of it (an import of 10 000 events: 4.7 s instead of 5.2 s).
 */
const SCANNED_AT_MOST = 256;

/**
 * The positions from `from` to before `to` whose text holds `term`. For a term without a word break, a text holds
 * it exactly when one of its words does, as the word index answers.
 */
function scanned(texts: Positional<string>, from: number, to: number, term: string): number[] {
  const found: number[] = [];
  texts.slice(from, to).forEach((text, i) => {
    if (text.includes(term)) found.push(from + i);
  });
  return found;
}

/** A block's words holding `term`, found once per search. */
function wordsOf(found: Map<WordIndex, readonly number[]>, index: WordIndex, term: string): BlockWords {
  let words = found.get(index);
  if (!words) found.set(index, (words = matchingWords(index, term)));
  return { index, words };
}

/**
 * The positions from `from` to before `to` holding the term, in order, after skipping the first `skip` of them and
 * at most `take`: blocks before the skipped ones end are counted, not listed.
 */
function pick(
  each: (from: number, to: number, visit: (part: BlockPart) => boolean) => void,
  from: number,
  to: number,
  skip: number,
  take: number,
): number[] {
  const found: number[] = [];
  let toSkip = skip;
  each(from, to, (part) => {
    if (toSkip > 0) {
      const count = part.count();
      if (count <= toSkip) {
        toSkip -= count;
        return true;
      }
    }
    const positions = part.positions();
    for (let i = toSkip; i < positions.length && found.length < take; i++) found.push(positions[i] ?? 0);
    toSkip = 0;
    return found.length < take;
  });
  return found;
}

function cut(count: number): Block[] {
  const blocks: Block[] = [];
  for (let first = 0; first < count; first += BLOCK_SIZE) blocks.push({ size: Math.min(BLOCK_SIZE, count - first) });
  return blocks;
}
