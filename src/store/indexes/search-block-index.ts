// One block of a list's search texts, indexed: its distinct words with the events holding each (postings), or its
// texts joined; and what the block holds of a term between two of its positions, counted or listed.

import type { Positional } from './chunked-list.js';
import { lowerBoundOfKey } from './start-index.js';

/**
 * What ends a word: white space, punctuation, and NUL between a text's fields. Punctuation too, so that "concert."
 * and "concert," are the word "concert" and a plain term's events are mostly one word's postings. A term holding a
 * break is looked for in the joined texts instead.
 */
// eslint-disable-next-line no-control-regex -- NUL separates the fields of a search text.
export const WORD_BREAK = /[\s\p{P}\u0000]/u;
// eslint-disable-next-line no-control-regex -- the same.
const WORD_BREAKS = /[\s\p{P}\u0000]+/u;
/** Joins the texts of a block for the scan of terms holding a word break; such a term never holds it. */
export const TEXT_BREAK = '\u0001';

/** The most events a block holds (positions in a block fit the postings' 16 bits). */
export const MAX_BLOCK_SIZE = 1024;

export interface WordIndex {
  /** The block's distinct words, joined by a space (which no word holds). */
  readonly words: string;
  /** Where each word starts in `words`, and one past the end (so that word w ends before wordStarts[w + 1]). */
  readonly wordStarts: Int32Array;
  /** The events (positions in the block) holding word w: postings[postingStarts[w]] to before postingStarts[w+1]. */
  readonly postingStarts: Int32Array;
  readonly postings: Uint16Array;
}

export interface JoinedTexts {
  readonly text: string;
  /** Where each event's text starts in `text`, and one past the last. */
  readonly starts: Int32Array;
}

/** Marks of the events of one block found holding a term; cleared after each use. */
const marks = new Uint8Array(MAX_BLOCK_SIZE + 1);

/** What one block holds of a term, between two of its positions: counted, or listed, only when asked. */
export interface BlockPart {
  count(): number;
  /** The positions in the list, in order. */
  positions(): readonly number[];
}

export function listedPart(positions: readonly number[]): BlockPart {
  return { count: () => positions.length, positions: () => positions };
}

/** A block's word index and which of its words hold a term. */
export interface BlockWords {
  readonly index: WordIndex;
  readonly words: readonly number[];
}

/**
 * The positions of the block (from `low` to before `high`) holding one of `words`. When one word holds the term,
 * its postings (in order) are counted by binary search; several are marked.
 */
export function wordsPart({ index, words }: BlockWords, low: number, high: number, first: number): BlockPart {
  const { postingStarts, postings } = index;
  const only = words.length === 1 ? (words[0] ?? 0) : -1;
  const end = only < 0 ? 0 : (postingStarts[only + 1] ?? 0);
  let listed: number[] | undefined;
  const positions = (): number[] => {
    if (listed) return listed;
    listed = [];
    if (only >= 0) {
      for (let p = firstPosting(index, only, low); p < end && (postings[p] ?? 0) < high; p++)
        listed.push(first + (postings[p] ?? 0));
      return listed;
    }
    if (words.length === 0) return listed;
    markWords(index, words);
    for (let i = low; i < high; i++) if (marks[i] === 1) listed.push(first + i);
    marks.fill(0);
    return listed;
  };
  // One word's postings are counted without being listed; several words' (rarer, as punctuation ends words) are.
  const count = (): number =>
    only >= 0 && !listed ? firstPosting(index, only, high) - firstPosting(index, only, low) : positions().length;
  return { count, positions };
}

/** The block's words that contain `term`. */
export function matchingWords(index: WordIndex, term: string): number[] {
  const { words, wordStarts } = index;
  const found: number[] = [];
  let word = 0;
  for (let at = words.indexOf(term); at >= 0; at = words.indexOf(term, at)) {
    while ((wordStarts[word + 1] ?? Infinity) <= at) word++;
    found.push(word);
    // On to the next word: one match per word is enough.
    at = wordStarts[word + 1] ?? words.length;
  }
  return found;
}

function markWords(index: WordIndex, words: readonly number[]): void {
  const { postingStarts, postings } = index;
  for (const word of words) {
    const end = postingStarts[word + 1] ?? 0;
    for (let p = postingStarts[word] ?? 0; p < end; p++) marks[postings[p] ?? 0] = 1;
  }
}

/** The first index among word `word`'s postings whose position is at or after `position` (postings ascend). */
function firstPosting(index: WordIndex, word: number, position: number): number {
  const { postingStarts, postings } = index;
  return lowerBoundOfKey(postings, position, false, postingStarts[word] ?? 0, postingStarts[word + 1] ?? 0);
}

/** The positions of the block (from `low` to before `high`) whose text holds `term`. */
export function textsHolding(index: JoinedTexts, term: string, low: number, high: number, first: number): number[] {
  const found: number[] = [];
  const { text, starts } = index;
  let local = low;
  let at = starts[low] ?? 0;
  for (;;) {
    at = text.indexOf(term, at);
    if (at < 0) break;
    // Hits come in order: the event holding this one is at or after the last one's.
    while ((starts[local + 1] ?? Infinity) <= at) local++;
    if (local >= high) break;
    found.push(first + local);
    // On to the next event's text: one hit per event.
    at = starts[local + 1] ?? text.length;
  }
  return found;
}

export function wordIndex(texts: Pick<Positional<string>, 'slice'>, first: number, size: number): WordIndex {
  // Each word's events, in order and once each.
  const byWord = new Map<string, number[]>();
  const part = texts.slice(first, first + size);
  let count = 0;
  for (let i = 0; i < part.length; i++) {
    for (const word of (part[i] ?? '').split(WORD_BREAKS)) {
      if (word === '') continue;
      const events = byWord.get(word);
      if (!events) byWord.set(word, [i]);
      else if (events[events.length - 1] !== i) events.push(i);
      else continue;
      count += 1;
    }
  }
  const wordStarts = new Int32Array(byWord.size + 1);
  const postingStarts = new Int32Array(byWord.size + 1);
  const postings = new Uint16Array(count);
  let w = 0;
  let at = 0;
  let p = 0;
  for (const [word, events] of byWord) {
    wordStarts[w] = at;
    postingStarts[w] = p;
    at += word.length + 1;
    for (const event of events) postings[p++] = event;
    w += 1;
  }
  wordStarts[w] = at;
  postingStarts[w] = p;
  return { words: [...byWord.keys()].join(' '), wordStarts, postingStarts, postings };
}

export function joined(texts: Pick<Positional<string>, 'slice'>, first: number, size: number): JoinedTexts {
  const part = texts.slice(first, first + size);
  const starts = new Int32Array(part.length + 1);
  let length = 0;
  part.forEach((text, i) => {
    starts[i] = length;
    length += text.length + TEXT_BREAK.length;
  });
  starts[part.length] = length;
  return { text: part.join(TEXT_BREAK), starts };
}
