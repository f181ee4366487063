// Names as plain text. WordPress sends venue and organizer names and term names HTML-escaped ("Smith &#038; Sons
// Hall", "Food &amp; Drink"), `cal serve` as they were written: decoded as they come in, both read the same, and an
// export imported again matches what is there instead of making it twice.
import { isRecord } from '../typing/is-record.js';

type Decode = (text: string) => string;

const ENTITY = /&(?:#\d+|#x[\da-f]+|[a-z][\da-z]*);/i;

/** The name field of an item of the API, if `value` is one: a venue, an organizer or a term. */
function nameKey(value: Record<string, unknown>): 'venue' | 'organizer' | 'name' | undefined {
  if (!('id' in value)) return undefined;
  if (typeof value.venue === 'string') return 'venue';
  if (typeof value.organizer === 'string') return 'organizer';
  if (typeof value.name === 'string' && 'taxonomy' in value) return 'name';
  return undefined;
}

/** Calls `visit` on each item with an escaped name, at any depth (lists, an event's venue and terms). */
function walk(value: unknown, visit: (item: Record<string, unknown>, key: string) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, visit);
    return;
  }
  if (!isRecord(value)) return;
  const key = nameKey(value);
  if (key !== undefined && ENTITY.test(String(value[key]))) visit(value, key);
  for (const field of Object.values(value)) if (typeof field === 'object' && field !== null) walk(field, visit);
}

/** Decodes the names in an answer, in place; the decoder is loaded only when a name needs it. */
export async function decodeNames(body: unknown, load: () => Promise<Decode>): Promise<void> {
  const escaped: [Record<string, unknown>, string][] = [];
  walk(body, (item, key) => escaped.push([item, key]));
  if (escaped.length === 0) return;
  const decode = await load();
  for (const [item, key] of escaped) item[key] = decode(String(item[key]));
}
