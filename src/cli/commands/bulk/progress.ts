// A progress line on a terminal (count, rate, ETA) that other lines can be written above; nothing in pipes.
import type { Io } from '../../context.js';

/** Redraws at most this often: a redraw per record would cost more than the records at 10 000 a second. */
const REDRAW_MS = 100;

export class Progress {
  private done_ = 0;
  private readonly started = Date.now();
  private lastDraw = 0;
  private readonly shown: boolean;

  constructor(
    private readonly stderr: Io['stderr'],
    private readonly total: number,
    private readonly label: string,
  ) {
    this.shown = Boolean(stderr.isTTY) && total > 0;
  }

  tick(): void {
    this.done_++;
    if (!this.shown) return;
    const now = Date.now();
    if (now - this.lastDraw < REDRAW_MS && this.done_ < this.total) return;
    this.lastDraw = now;
    this.stderr.write(`\r\x1b[K${this.line(now)}`);
  }

  /** Writes a whole line, clearing the progress line first when both are on the terminal. */
  above(stream: Io['stderr'], line: string): void {
    stream.write(`${this.shown && stream.isTTY ? '\r\x1b[K' : ''}${line}\n`);
  }

  done(): void {
    if (this.shown) this.stderr.write('\r\x1b[K');
  }

  private line(now: number): string {
    const seconds = Math.max((now - this.started) / 1000, 0.001);
    const rate = this.done_ / seconds;
    const width = 24;
    const filled = Math.round((this.done_ / this.total) * width);
    const eta = rate > 0 ? Math.ceil((this.total - this.done_) / rate) : 0;
    const bar = `${'#'.repeat(filled)}${'-'.repeat(width - filled)}`;
    return `${this.label} [${bar}] ${this.done_}/${this.total} ${Math.round(rate)}/s ETA ${formatDuration(eta)}`;
  }
}

export function formatDuration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m > 0 ? `${m}m${String(s).padStart(2, '0')}s` : `${s}s`;
}
