// Wall-clock readings through the process time zone (process.env.TZ) for the first lookups of a run.
//
// The first Intl.DateTimeFormat of a process costs about 25 ms of ICU start-up, a tenth of a short
// command's run. Pointing TZ at a zone and reading a Date's local fields costs about 15 µs a switch
// and needs none of it, so short runs (a list, a get) read their few offsets this way; once a run has
// made LOOKUP_BUDGET readings, a formatter is cheaper and the caller moves to Intl for good.

import { wallFieldsToUtcMs } from './wall-time.js';

/** Past this many readings 25 ms of formatter start-up costs less than the remaining switches would. */
const LOOKUP_BUDGET = 400;

let works: boolean | undefined;

function withProcessZone<T>(zone: string, read: () => T): T {
  const saved = process.env.TZ;
  process.env.TZ = zone;
  try {
    return read();
  } finally {
    // Deleting TZ (rather than setting it to "") restores the machine's own zone.
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  }
}

/**
 * Whether setting process.env.TZ really moves Date's local time here (it does in Node's main thread;
 * a worker thread keeps its own copy of the environment). Checked once against a fixed zone.
 */
function processZoneWorks(): boolean {
  works ??= withProcessZone('Etc/GMT-14', () => new Date(0).getTimezoneOffset()) === -14 * 60;
  return works;
}

export class ProcessZoneClock {
  private lookups = 0;

  constructor(private readonly budget = LOOKUP_BUDGET) {}

  /**
   * Epoch ms of the wall time at instant `ms` in the canonical IANA zone `zone`, read as UTC, or
   * undefined once the budget is spent (or where TZ cannot be switched): the caller then uses Intl.
   */
  wallMs(zone: string, ms: number): number | undefined {
    if (this.lookups >= this.budget || !processZoneWorks()) return undefined;
    this.lookups++;
    return withProcessZone(zone, () => {
      const d = new Date(ms);
      return wallFieldsToUtcMs(
        d.getFullYear(),
        d.getMonth() + 1,
        d.getDate(),
        d.getHours(),
        d.getMinutes(),
        d.getSeconds(),
      );
    });
  }
}

/** The canonical IANA zones ICU knows, listed once (about 2 ms, against 25 ms for a first formatter). */
let canonical: ReadonlySet<string> | undefined;

export function isCanonicalZone(zone: string): boolean {
  canonical ??= new Set(Intl.supportedValuesOf('timeZone'));
  return canonical.has(zone);
}
