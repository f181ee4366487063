// The search texts of a start-ordered list joined in blocks, so that finding a word in a month of events is one
// scan of contiguous text rather than a visit to each event's own string, scattered through memory.

/** Joins texts within a block; never in a search term that a block scan answers. */
const BLOCK_BREAK = '\u0001';
/** Events per block: a write re-joins its block (and the ones after it) on the next search that reads them. */
const BLOCK_SIZE = 512;

interface Block {
  readonly text: string;
  /** Where each event's text starts in `text`, and one past the last. */
  readonly starts: Int32Array;
}

export class SearchBlocks {
  private blocks: (Block | undefined)[] = [];

  constructor(private readonly texts: () => readonly string[]) {}

  /** A text at `position` or after it was added, removed or changed: the blocks from there are joined again. */
  changedFrom(position: number): void {
    this.blocks.length = Math.min(this.blocks.length, Math.floor(position / BLOCK_SIZE));
  }

  /** The positions from `from` to before `to` whose text holds `term`, in order. */
  positionsHolding(term: string, from: number, to: number): number[] {
    const texts = this.texts();
    const found: number[] = [];
    if (term.includes(BLOCK_BREAK) || term === '') {
      for (let i = from; i < to; i++) if (texts[i]?.includes(term)) found.push(i);
      return found;
    }
    for (let b = Math.floor(from / BLOCK_SIZE); b * BLOCK_SIZE < to; b++) {
      const first = b * BLOCK_SIZE;
      const block = this.block(b, texts);
      // Scan from the first position wanted in this block; each hit names the event whose text holds it.
      let local = Math.max(from - first, 0);
      let at = block.starts[local] ?? 0;
      for (;;) {
        at = block.text.indexOf(term, at);
        if (at < 0) break;
        // Hits come in order: the event holding this one is at or after the last one's.
        while ((block.starts[local + 1] ?? Infinity) <= at) local++;
        const position = first + local;
        if (position >= to) break;
        found.push(position);
        // On to the next event's text: one hit per event.
        at = block.starts[local + 1] ?? block.text.length;
      }
    }
    return found;
  }

  private block(b: number, texts: readonly string[]): Block {
    const known = this.blocks[b];
    if (known) return known;
    const part = texts.slice(b * BLOCK_SIZE, (b + 1) * BLOCK_SIZE);
    const starts = new Int32Array(part.length + 1);
    let length = 0;
    part.forEach((text, i) => {
      starts[i] = length;
      length += text.length + BLOCK_BREAK.length;
    });
    starts[part.length] = length;
    const block = { text: part.join(BLOCK_BREAK), starts };
    // Blocks before `b` may be missing (never searched): they stay so until a search reads them.
    this.blocks[b] = block;
    return block;
  }
}
