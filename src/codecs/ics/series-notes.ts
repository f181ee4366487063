// What an import says of each series it read: how many occurrences it gave inside the window, or that
// --max-occurrences cut it; listed this far, then counted.
import { utcMsToWallTime, formatWallTime } from '../../dates/wall-time.js';
import type { SeriesRead } from '../read.js';
import { show } from '../record-checks.js';
import type { IcsReadOptions } from './window.js';
import type { SeriesResult } from './series.js';

const SHOWN = 10;
const day = (ms: number) => formatWallTime(utcMsToWallTime(ms)).slice(0, 10);

export class SeriesNotes {
  readonly read: SeriesRead[] = [];
  private readonly said: string[] = [];
  private occurrences = 0;

  constructor(private readonly options: IcsReadOptions) {}

  add(record: Record<string, unknown>, line: number, result: SeriesResult): void {
    const title = typeof record.title === 'string' ? record.title : '';
    const slugs = new Set(
      result.occurrences.flatMap((occurrence) => (occurrence.value ? [String(occurrence.value.slug)] : [])),
    );
    this.read.push({ base: result.base, title, slugs, window: this.options.window });
    const count = result.occurrences.length;
    this.occurrences += count;
    const starts = result.occurrences.flatMap((occurrence) =>
      typeof occurrence.value?.start_date === 'string' ? [occurrence.value.start_date.slice(0, 10)] : [],
    );
    const span =
      starts.length === 0 ? '' : starts.length === 1 ? ` on ${starts[0]}` : `, ${starts[0]} to ${starts.at(-1)}`;
    const what =
      count === 0
        ? `no occurrence from ${day(this.options.window.from)} to ${day(this.options.window.until)} (--from, --until)`
        : `${count} occurrence${count === 1 ? '' : 's'}${span}`;
    const cut =
      result.cut === undefined
        ? ''
        : `; stopped at --max-occurrences ${this.options.maxOccurrences}, those from ${day(result.cut)} on are left out`;
    this.said.push(`series ${show(title)} (line ${line}): ${what}${cut}`);
  }

  /** The lines to print before the run. */
  lines(name: string): string[] {
    const lines = this.said.slice(0, SHOWN).map((line) => `${name}: ${line}`);
    const more = this.said.length - SHOWN;
    if (more > 0) lines.push(`${name}: ${more} more series`);
    if (this.said.length > 1) lines.push(`${name}: ${this.said.length} series, ${this.occurrences} occurrences in all`);
    return lines;
  }
}
