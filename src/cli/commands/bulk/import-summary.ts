// `cal import --json`: what became of each record, as one JSON value for scripts (the IDs made, updated and
// skipped, the records that failed and why), in record order.
import type { Entry } from '../../../codecs/read.js';
import type { RecordOutcome } from './import-engine.js';

/** A record written or matched: the item's ID (none for one a dry run would create), its slug and title. */
export interface RecordDone {
  readonly record: number;
  readonly line: number;
  readonly id?: number;
  readonly slug?: string;
  readonly title: string;
}

export interface RecordFailed {
  readonly record: number;
  readonly line: number;
  readonly reason: string;
}

export interface ImportSummary {
  readonly dry_run: boolean;
  readonly created: RecordDone[];
  readonly updated: RecordDone[];
  readonly skipped: RecordDone[];
  readonly failed: RecordFailed[];
  /** Records after an error that stopped the run (the server gone, credentials refused). */
  readonly not_attempted: { readonly record: number; readonly line: number }[];
}

export function importSummary(
  outcomes: readonly RecordOutcome[],
  unattempted: readonly Entry[],
  dryRun: boolean,
): ImportSummary {
  const summary: ImportSummary = {
    dry_run: dryRun,
    created: [],
    updated: [],
    skipped: [],
    failed: [],
    not_attempted: unattempted.map((entry) => ({ record: entry.index, line: entry.line })),
  };
  const lists = { create: summary.created, update: summary.updated, skip: summary.skipped };
  for (const { entry, outcome } of outcomes) {
    const at = { record: entry.index, line: entry.line };
    if (outcome.action === 'fail') summary.failed.push({ ...at, reason: outcome.reason });
    else
      lists[outcome.action].push({
        ...at,
        ...(outcome.id === undefined ? {} : { id: outcome.id }),
        ...(outcome.key === '' ? {} : { slug: outcome.key }),
        title: outcome.title,
      });
  }
  return summary;
}
