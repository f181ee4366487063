// Puts a generated calendar into the configured calendar, kind by kind, so each record finds what it links to.
import type { GeneratedCalendar } from '../../../domain/generate/types.js';
import type { Session } from '../../session.js';
import type { ImportCounts, ImportKind } from '../bulk/import-engine.js';

interface Step {
  readonly kind: ImportKind;
  readonly label: string;
  readonly values: readonly unknown[];
}

/** Parents before children (a child names its parent by slug), terms before events, linked records before events. */
function steps(calendar: GeneratedCalendar): Step[] {
  return [
    {
      kind: 'categories',
      label: 'categories',
      values: calendar.categories.filter((term) => term.parent === undefined),
    },
    {
      kind: 'categories',
      label: 'subcategories',
      values: calendar.categories.filter((term) => term.parent !== undefined),
    },
    { kind: 'tags', label: 'tags', values: calendar.tags },
    { kind: 'venues', label: 'venues', values: calendar.venues },
    { kind: 'organizers', label: 'organizers', values: calendar.organizers },
    { kind: 'events', label: 'events', values: calendar.events },
  ];
}

/** Imports every kind in turn; existing records (same slug) are left as they are. Returns the summed counts. */
export async function writeCalendar(session: Session, calendar: GeneratedCalendar): Promise<ImportCounts> {
  const { importValues } = await import('../bulk/import-engine.js');
  const total: ImportCounts = { create: 0, update: 0, skip: 0, fail: 0 };
  for (const step of steps(calendar)) {
    if (step.values.length === 0) continue;
    const counts = await importValues(session, step.kind, step.values, { label: step.label });
    for (const key of ['create', 'update', 'skip', 'fail'] as const) total[key] += counts[key];
  }
  return total;
}
