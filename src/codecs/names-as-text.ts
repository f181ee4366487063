// Names in the data formats as text, as tables show them: an item's title or name, and the names of the venue,
// organizers and terms it holds, with WordPress' entities decoded. Everything else stays as the server sent it.
import { nameText } from './text.js';
import { isRecord } from '../typing/is-record.js';

type Item = Record<string, unknown>;

/** The fields that hold a name: an event's title, a venue's, an organizer's, a term's. */
const NAME_FIELDS = ['title', 'venue', 'organizer', 'name'] as const;
/** Fields holding items with names of their own: an event's venue, organizers, categories and tags. */
const HELD = ['venue', 'organizer', 'categories', 'tags'] as const;

export function namesAsText(item: Item): Item {
  let out: Item | undefined;
  const set = (key: string, value: unknown) => {
    out ??= { ...item };
    out[key] = value;
  };
  for (const key of NAME_FIELDS) {
    const value = item[key];
    if (typeof value === 'string' && nameText(value) !== value) set(key, nameText(value));
  }
  for (const key of HELD) {
    const value = item[key];
    if (isRecord(value)) {
      const named = namesAsText(value);
      if (named !== value) set(key, named);
    } else if (Array.isArray(value)) {
      const named = value.map((entry: unknown) => (isRecord(entry) ? namesAsText(entry) : entry));
      if (named.some((entry, index) => entry !== value[index])) set(key, named);
    }
  }
  return out ?? item;
}
