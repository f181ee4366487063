// The search texts of a start-ordered list in blocks of neighbours, each with an index of the words its texts hold,
// so that finding a term in a month of events reads the block's distinct words, not every event's text.
//
// A term without a word break lies inside one word of any text that holds it (words are the runs between breaks),
// so the events holding it are those holding a word that contains it: the block's words are scanned for the term,
// and the events of each matching word are taken from its postings. A term holding a word break is looked for in
// the block's texts, joined.
//
// Blocks follow the list through writes: an event put in or taken out changes the block it falls in (its index is
// made again on the next search that reads it) and moves the first positions of the blocks after it, nothing more.

/**
 * Where a text's words end (white space, and NUL between a text's fields); a term holding one of them is looked for
 * in the joined texts instead.
 */
// eslint-disable-next-line no-control-regex -- NUL separates the fields of a search text.
const WORD_BREAK = /[\s\u0000]/;
// eslint-disable-next-line no-control-regex -- the same.
const WORD_BREAKS = /[\s\u0000]+/;
/** Joins the texts of a block for the scan of terms holding a word break; such a term never holds it. */
const TEXT_BREAK = '\u0001';

/** Events per block when the list is first cut; a block past twice as many is cut in two. */
const BLOCK_SIZE = 512;
const MAX_BLOCK = 2 * BLOCK_SIZE;

interface WordIndex {
  /** The block's distinct words, joined by a space (which no word holds). */
  readonly words: string;
  /** Where each word starts in `words`, and one past the end (so that word w ends before wordStarts[w + 1]). */
  readonly wordStarts: Int32Array;
  /** The events (positions in the block) holding word w: postings[postingStarts[w]] to before postingStarts[w+1]. */
  readonly postingStarts: Int32Array;
  readonly postings: Uint16Array;
}

interface JoinedTexts {
  readonly text: string;
  /** Where each event's text starts in `text`, and one past the last. */
  readonly starts: Int32Array;
}

interface Block {
  size: number;
  /** Made on the first search that reads the block, dropped when it changes. */
  words?: WordIndex;
  joined?: JoinedTexts;
}

/** Marks of the events of one block found holding a term; cleared after each use. */
const marks = new Uint8Array(MAX_BLOCK + 1);

export class SearchBlocks {
  /** Cut on the first search, then kept in step with the list. */
  private blocks: Block[] | undefined;
  /** The position of each block's first event; counted again after a change. */
  private firsts: number[] = [];
  private firstsStale = true;

  constructor(private readonly texts: () => readonly string[]) {}

  /** A text was put in at `position` (the ones from there on moved one on). */
  inserted(position: number): void {
    if (!this.blocks) return;
    if (this.blocks.length === 0) this.blocks.push({ size: 0 });
    const b = this.blockHolding(position, true);
    const block = this.blocks[b];
    if (!block) return;
    this.changed(block, 1);
    if (block.size > MAX_BLOCK) {
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

  /** The positions from `from` to before `to` whose text holds `term`, in order. */
  positionsHolding(term: string, from: number, to: number): number[] {
    const texts = this.texts();
    const found: number[] = [];
    const inWords = !WORD_BREAK.test(term);
    // Rare terms the block scans cannot answer: each text is asked.
    if (term === '' || (!inWords && term.includes(TEXT_BREAK))) {
      for (let i = from; i < Math.min(to, texts.length); i++) if (texts[i]?.includes(term)) found.push(i);
      return found;
    }
    const blocks = (this.blocks ??= cut(texts.length));
    const firsts = this.currentFirsts();
    for (let b = Math.max(this.blockHolding(from, false), 0); b < blocks.length; b++) {
      const first = firsts[b] ?? 0;
      const block = blocks[b];
      if (!block || first >= to) break;
      const low = Math.max(from - first, 0);
      const high = Math.min(to - first, block.size);
      if (inWords) wordsHolding((block.words ??= wordIndex(texts, first, block.size)), term, low, high, first, found);
      else textsHolding((block.joined ??= joined(texts, first, block.size)), term, low, high, first, found);
    }
    return found;
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
    let low = 0;
    let high = blocks.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((firsts[middle] ?? 0) <= position) low = middle;
      else high = middle - 1;
    }
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

function cut(count: number): Block[] {
  const blocks: Block[] = [];
  for (let first = 0; first < count; first += BLOCK_SIZE) blocks.push({ size: Math.min(BLOCK_SIZE, count - first) });
  return blocks;
}

/** Adds the positions of the block (from `low` to before `high`) holding a word that contains `term`. */
function wordsHolding(index: WordIndex, term: string, low: number, high: number, first: number, found: number[]) {
  const { words, wordStarts, postingStarts, postings } = index;
  let any = false;
  let word = 0;
  for (let at = words.indexOf(term); at >= 0; at = words.indexOf(term, at)) {
    while ((wordStarts[word + 1] ?? Infinity) <= at) word++;
    const end = postingStarts[word + 1] ?? 0;
    for (let p = postingStarts[word] ?? 0; p < end; p++) marks[postings[p] ?? 0] = 1;
    any = true;
    // On to the next word: one match per word is enough.
    at = wordStarts[word + 1] ?? words.length;
  }
  if (!any) return;
  for (let i = low; i < high; i++) if (marks[i] === 1) found.push(first + i);
  marks.fill(0);
}

/** Adds the positions of the block (from `low` to before `high`) whose text holds `term`. */
function textsHolding(index: JoinedTexts, term: string, low: number, high: number, first: number, found: number[]) {
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
}

function wordIndex(texts: readonly string[], first: number, size: number): WordIndex {
  // Each word's events, in order and once each.
  const byWord = new Map<string, number[]>();
  let count = 0;
  for (let i = 0; i < size; i++) {
    for (const word of (texts[first + i] ?? '').split(WORD_BREAKS)) {
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

function joined(texts: readonly string[], first: number, size: number): JoinedTexts {
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
