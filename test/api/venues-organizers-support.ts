// What venue and organizer tests share: the two kinds side by side, capture bodies and the store-safety check.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { ApiServer, Reply } from '../helpers/api-server.js';

export const CAPTURES = '/work/shared/tec-captures';

/** The fixed clock of the harness, as WordPress prints it (the site zone is UTC). */
export const STAMP = '2026-11-21 12:00:00';

export interface Kind {
  readonly kind: 'venues' | 'organizers';
  /** The name field, also the singular used in error codes (`venue-is-in-trash`). */
  readonly name: 'venue' | 'organizer';
  readonly postType: 'tribe_venue' | 'tribe_organizer';
  readonly jsonLdType: 'Place' | 'Person';
  /** Keys of a created item with every field set, in upstream order (TEC-REFERENCE §5.2/§5.3). */
  readonly fullKeys: readonly string[];
  /** Keys of an item with only its name. */
  readonly minimalKeys: readonly string[];
  /** Meta fields and what a create with every field stores in them. */
  readonly meta: Readonly<Record<string, string>>;
  /** Fields that exist only on this kind's output (venue map flags). */
  readonly tail: Readonly<Record<string, unknown>>;
  /** The event body field that links items of this kind. */
  link(id: number): Record<string, unknown>;
  /** The event response field that shows them. */
  readonly eventField: 'venue' | 'organizer';
  /** A free-text meta field duplicate detection compares exactly. */
  readonly dedupeField: 'city' | 'email';
}

const HEAD = ['id', 'author', 'status', 'date', 'date_utc', 'modified', 'modified_utc', 'url'];
/** The upstream tail, then what this API adds to every item: its language and its translations. */
const GLOBAL = ['global_id', 'global_id_lineage', 'language', 'translations'];

export const VENUES: Kind = {
  kind: 'venues',
  name: 'venue',
  postType: 'tribe_venue',
  jsonLdType: 'Place',
  fullKeys: [
    ...HEAD,
    'venue',
    'description',
    'slug',
    'address',
    'city',
    'country',
    'province',
    'state',
    'zip',
    'phone',
    'website',
    'stateprovince',
    'show_map',
    'show_map_link',
    ...GLOBAL,
  ],
  minimalKeys: [...HEAD, 'venue', 'slug', 'show_map', 'show_map_link', ...GLOBAL],
  meta: {
    address: '131 W 3rd St',
    city: 'New York',
    country: 'United States',
    province: 'Manhattan',
    state: 'NY',
    zip: '10012',
    phone: '+1 212 475 8592',
    website: 'https://example.com/blue-note',
    stateprovince: 'NY',
  },
  tail: { show_map: true, show_map_link: true },
  link: (id) => ({ venue: id }),
  eventField: 'venue',
  dedupeField: 'city',
};

export const ORGANIZERS: Kind = {
  kind: 'organizers',
  name: 'organizer',
  postType: 'tribe_organizer',
  jsonLdType: 'Person',
  fullKeys: [...HEAD, 'organizer', 'description', 'slug', 'phone', 'website', 'email', ...GLOBAL],
  minimalKeys: [...HEAD, 'organizer', 'slug', ...GLOBAL],
  meta: { phone: '+1 555 0100', website: 'https://jazz.example.com', email: 'info@jazz.example.com' },
  tail: {},
  link: (id) => ({ organizer: [id] }),
  eventField: 'organizer',
  dedupeField: 'email',
};

export const KINDS: readonly Kind[] = [VENUES, ORGANIZERS];

/** The JSON body on the last line of a recorded response. */
export function captureBody(file: string): any {
  const lines = readFileSync(`${CAPTURES}/${file}`, 'utf8').trimEnd().split('\n');
  return JSON.parse(lines[lines.length - 1] ?? '');
}

/** The request body of a recorded request (`> Body: {...}`). */
export function captureRequestBody(file: string): Record<string, unknown> {
  const line = readFileSync(`${CAPTURES}/${file}`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('> Body: '));
  return JSON.parse(line?.slice('> Body: '.length) ?? '{}') as Record<string, unknown>;
}

/**
 * A recorded body as our server must answer it: the recorded site address, namespace, IDs and clock
 * replaced by ours (the shape and every other value stay as recorded). `ids` maps recorded IDs to ours.
 */
/**
 * Recorded items lack what this API adds (API.md, Languages): `language` and `translations`, after
 * `global_id_lineage` on posts and after `urls` on terms in the endpoint shape.
 */
function withOurAdditions(entries: [string, unknown][]): [string, unknown][] {
  const keys = entries.map(([k]) => k);
  const after = keys.includes('global_id_lineage')
    ? 'global_id_lineage'
    : keys.includes('meta') && keys.includes('urls')
      ? 'urls'
      : undefined;
  if (!after) return entries;
  const at = keys.indexOf(after) + 1;
  return [...entries.slice(0, at), ['language', 'en'], ['translations', {}], ...entries.slice(at)];
}

export function adaptCapture(
  body: unknown,
  site: string,
  ids: ReadonlyMap<number, number>,
  recordedStamp: string,
): unknown {
  const host = new URL(site).host;
  const swap = (n: string) => String(ids.get(Number(n)) ?? n);
  const swapIds = (s: string) =>
    s
      .replace(/([?&](?:id|p)=)(\d+)/g, (_m, k: string, n: string) => k + swap(n))
      .replace(/(\/(?:events|venues|organizers|categories|tags)\/)(\d+)/g, (_m, k: string, n: string) => k + swap(n));
  const walk = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string') {
      return swapIds(
        value
          .replaceAll('127.0.0.1:8787', host)
          .replaceAll('/wp-json/tribe/events/v1', '/wp-json/cal/events/v1')
          .replaceAll(recordedStamp, STAMP),
      );
    }
    if (typeof value === 'number' && (key === 'id' || key === 'parent' || key === 'term_id'))
      return ids.get(value) ?? value;
    if (Array.isArray(value)) return value.map((v) => walk(v));
    if (value && typeof value === 'object') {
      const entries = Object.entries(value).map(([k, v]) => [k, walk(v, k)] as [string, unknown]);
      return Object.fromEntries(withOurAdditions(entries));
    }
    return value;
  };
  return walk(body);
}

/** Runs a write that must fail and checks the store file is byte-for-byte what it was. */
export async function failsWithoutWriting(api: ApiServer, send: () => Promise<Reply>): Promise<Reply> {
  const before = await api.fileText();
  const reply = await send();
  expect(await api.fileText()).toBe(before);
  return reply;
}

/** WordPress' error body for args that failed validation with the generic message. */
export function invalidParam(...names: string[]) {
  return {
    code: 'rest_invalid_param',
    message: `Invalid parameter(s): ${names.join(', ')}`,
    data: { status: 400, params: Object.fromEntries(names.map((n) => [n, 'Invalid parameter.'])), details: [] },
  };
}

export const NO_ROUTE = {
  code: 'rest_no_route',
  message: 'No route was found matching the URL and request method.',
  data: { status: 404 },
};

/** An event in the default list window (upcoming on the harness clock). */
export function upcomingEvent(title: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { title, start_date: '2026-12-05 19:00:00', end_date: '2026-12-05 21:00:00', ...extra };
}

/** An event that started and ended before the harness clock. */
export function pastEvent(title: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { title, start_date: '2026-10-01 10:00:00', end_date: '2026-10-01 12:00:00', ...extra };
}
