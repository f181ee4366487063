// Two calendars compared record by record (`cal store check A B`), each read as committed without taking it over
// (CalendarLocation.read; a copy between a file and a database, `cal store copy`, writes what it read).
import { isRecord } from '../typing/is-record.js';
import type { DocumentView } from './file/store-document.js';

/**
 * How two calendars differ: settings, ID sequences, and per collection the records only one holds, those that
 * differ (by field) and a different order. Empty when they are equal. At most `limit` lines.
 */
export function differences(a: DocumentView, b: DocumentView, limit = 20): string[] {
  const found: string[] = [];
  const note = (line: string) => {
    if (found.length < limit) found.push(line);
  };
  for (const field of fieldsDiffering(a.settings, b.settings)) note(`settings: ${field} differs`);
  for (const field of fieldsDiffering(a.sequences, b.sequences)) note(`ID sequences: ${field} differs`);
  const listsOf = (view: DocumentView) => new Map(view.collections.map(([name, records]) => [name, records]));
  const listsA = listsOf(a);
  const listsB = listsOf(b);
  for (const name of new Set([...listsA.keys(), ...listsB.keys()])) {
    const byId = (records: readonly unknown[]) =>
      new Map(records.map((record) => [isRecord(record) ? record.id : undefined, record]));
    const inA = byId(listsA.get(name) ?? []);
    const inB = byId(listsB.get(name) ?? []);
    for (const [id, record] of inA) {
      const other = inB.get(id);
      if (other === undefined) note(`${name} ${String(id)}: only in the first`);
      else for (const field of fieldsDiffering(record, other)) note(`${name} ${String(id)}: ${field} differs`);
    }
    for (const id of inB.keys()) if (!inA.has(id)) note(`${name} ${String(id)}: only in the second`);
    const order = (map: Map<unknown, unknown>, other: Map<unknown, unknown>) =>
      [...map.keys()].filter((id) => other.has(id)).join(',');
    if (order(inA, inB) !== order(inB, inA)) note(`${name}: listed in another order`);
  }
  return found;
}

/** The top-level fields whose values differ (compared as JSON with keys in order, so key order does not count). */
function fieldsDiffering(a: unknown, b: unknown): string[] {
  const recordA = isRecord(a) ? a : {};
  const recordB = isRecord(b) ? b : {};
  return [...new Set([...Object.keys(recordA), ...Object.keys(recordB)])].filter(
    (field) => canonical(recordA[field]) !== canonical(recordB[field]),
  );
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value))
    return `{${Object.keys(value)
      .sort()
      .filter((key) => value[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'undefined';
}
