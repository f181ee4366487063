// Shared builders and assertions for the event API tests (not a test file itself).
import { expect } from 'vitest';
import type { ApiServer, Reply } from '../helpers/api-server.js';

export type Json = Record<string, any>;

/** The event fields in upstream order (TEC-REFERENCE §5.1), without the single-read `json_ld`. */
export const EVENT_KEYS = [
  'id',
  'global_id',
  'global_id_lineage',
  'author',
  'status',
  'date',
  'date_utc',
  'modified',
  'modified_utc',
  'url',
  'rest_url',
  'title',
  'description',
  'excerpt',
  'slug',
  'image',
  'all_day',
  'start_date',
  'start_date_details',
  'end_date',
  'end_date_details',
  'utc_start_date',
  'utc_start_date_details',
  'utc_end_date',
  'utc_end_date_details',
  'timezone',
  'timezone_abbr',
  'cost',
  'cost_details',
  'website',
  'show_map',
  'show_map_link',
  'hide_from_listings',
  'sticky',
  'featured',
  'categories',
  'tags',
  'venue',
  'organizer',
  'custom_fields',
  // Ours (API.md, Languages), after the upstream fields.
  'language',
  'translations',
] as const;

/** `2026-12-05 20:00:00` → the zero-padded `*_details` object. */
export function details(wall: string): Record<string, string> {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(wall);
  if (!m) throw new Error(`not a wall time: ${wall}`);
  return { year: m[1]!, month: m[2]!, day: m[3]!, hour: m[4]!, minutes: m[5]!, seconds: m[6]! };
}

/** A valid create body: a December evening, plus whatever the test adds. */
export function eventBody(title: string, extra: Json = {}): Json {
  return { title, start_date: '2026-12-05 20:00:00', end_date: '2026-12-05 23:00:00', ...extra };
}

export async function createEvent(api: ApiServer, body: Json): Promise<Json> {
  const reply = await api.request('POST', 'events', { body });
  expect(reply.status, reply.text).toBe(201);
  return reply.json as Json;
}

export async function createVenue(api: ApiServer, body: Json): Promise<Json> {
  const reply = await api.request('POST', 'venues', { body });
  expect(reply.status, reply.text).toBe(201);
  return reply.json as Json;
}

export async function createOrganizer(api: ApiServer, body: Json): Promise<Json> {
  const reply = await api.request('POST', 'organizers', { body });
  expect(reply.status, reply.text).toBe(201);
  return reply.json as Json;
}

export async function createTerm(api: ApiServer, taxonomy: 'categories' | 'tags', name: string): Promise<Json> {
  const reply = await api.request('POST', taxonomy, { body: { name } });
  expect(reply.status, reply.text).toBe(201);
  return reply.json as Json;
}

/** A WordPress error body: `{code, message, data: {status, ...}}` with a matching HTTP status. */
export function expectError(reply: Reply, status: number, code: string, message?: string): void {
  expect(reply.status, reply.text).toBe(status);
  expect(reply.json.code).toBe(code);
  expect(reply.json.data.status).toBe(status);
  if (message !== undefined) expect(reply.json.message).toBe(message);
}

/** 400 `rest_invalid_param` naming exactly `params` (name → message), in order. */
export function expectInvalidParams(reply: Reply, params: Record<string, string>): void {
  expectError(reply, 400, 'rest_invalid_param', `Invalid parameter(s): ${Object.keys(params).join(', ')}`);
  expect(reply.json.data.params).toEqual(params);
  expect(Object.keys(reply.json.data.params)).toEqual(Object.keys(params));
}

/** 400 `rest_missing_callback_param` listing `names` in order. */
export function expectMissingParams(reply: Reply, names: string[]): void {
  expectError(reply, 400, 'rest_missing_callback_param', `Missing parameter(s): ${names.join(', ')}`);
  expect(reply.json.data.params).toEqual(names);
}

/** IDs of the events of a list reply, in order. */
export function ids(reply: Reply): number[] {
  expect(reply.status, reply.text).toBe(200);
  return (reply.json.events as Json[]).map((e) => e.id as number);
}

/** A token unique to the calling test, to find its own events with `search`. */
let counter = 0;
export function token(prefix: string): string {
  counter += 1;
  return `${prefix}${counter}zq`;
}
