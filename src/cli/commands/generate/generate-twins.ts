// Generated venues and organizers are known by their fields, as servers tell duplicates apart (TEC takes no slug for
// them): a name another run also drew is another venue, one that matches in every field is this one.
import { nameField, type LinkedResource } from '../../../api/resources.js';
import type { Client } from '../../../client/client.js';
import { isRecord } from '../../../typing/is-record.js';
import { slugify } from '../../../domain/slugs.js';

/** Besides the name, the fields that tell two generated venues or organizers apart. */
const KEY_FIELDS: Record<LinkedResource, readonly string[]> = {
  venues: ['address', 'city', 'zip', 'phone'],
  organizers: ['phone', 'email', 'website'],
};

/** The most a list answers at once; namesakes of one generated name are far fewer. */
const PER_PAGE = 50;

/** Servers may answer text as HTML ("O&#8217;Kon"); names are compared by their slugs for the same reason. */
const same = (answered: unknown, wanted: unknown, decode: (html: string) => string): boolean =>
  typeof answered === 'string' &&
  typeof wanted === 'string' &&
  decode(answered).trim().toLowerCase() === wanted.trim().toLowerCase();

/** The ID of the item of `kind` that matches a generated record in its name and key fields, if there is one. */
export function twinFinder(
  client: Client,
  kind: LinkedResource,
): (fields: Readonly<Record<string, unknown>>) => Promise<number | undefined> {
  const name = nameField(kind);
  const fields = KEY_FIELDS[kind];
  return async (record) => {
    const wanted = record[name];
    if (typeof wanted !== 'string') return undefined;
    const reply = await client.call(`${kind}.list`, { args: { search: wanted, per_page: PER_PAGE } });
    const listed = isRecord(reply.body) ? reply.body[kind] : undefined;
    const items: unknown[] = Array.isArray(listed) ? listed : [];
    const { decodeHTML } = await import('../../../lazy-libraries/entities.js');
    const twin = items.find(
      (item) =>
        isRecord(item) &&
        typeof item[name] === 'string' &&
        slugify(item[name]) === slugify(wanted) &&
        fields.every((field) => same(item[field], record[field], decodeHTML)),
    );
    return isRecord(twin) && typeof twin.id === 'number' ? twin.id : undefined;
  };
}
