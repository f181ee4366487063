// Whether the server did what a write asked: TEC, for one, answers 200 to `"venue": ""` and keeps the venue.
// Checks what can be compared without knowing how a server formats text: removals, links, switches, time zones.
import type { ResourceName } from '../../api/resources.js';
import { eventReferences } from '../../api/resource-fields.js';
import { isTerm } from '../../api/resources.js';
import { isRecord } from '../../typing/is-record.js';
import type { WriteArgs } from './write-args.js';

type Json = Readonly<Record<string, unknown>>;

const isRemoval = (value: unknown) =>
  value === null || value === '' || value === 0 || (Array.isArray(value) && value.length === 0);

const idOf = (value: unknown): number | undefined =>
  isRecord(value) && typeof value.id === 'number' ? value.id : undefined;

/** The IDs of the linked items or terms an answer shows. */
function idsOf(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(idOf).filter((id) => id !== undefined);
  const id = idOf(value);
  return id === undefined ? [] : [id];
}

/** A switch as sent (venues take "true"/"false" text). */
function switchOf(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  return undefined;
}

/** Empty as answered: absent, null, false, 0 (a parent), "" or an empty list; a website that is the permalink is none. */
function isEmptyAnswer(answer: Json, name: string): boolean {
  const value = answer[name];
  if (name === 'website' && value === answer.url) return true;
  return (
    value === undefined ||
    value === null ||
    value === false ||
    value === 0 ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** An event's venue, organizers and terms. */
const LINKS = new Set(eventReferences.map(([field]) => field));
/** Servers (TEC, and cal serve as TEC) drop term IDs they do not know and still make the event: warned, not failed. */
const TERMS = new Set(eventReferences.flatMap(([field, resource]) => (isTerm(resource) ? [field] : [])));
const SWITCHES = new Set(['all_day', 'featured', 'sticky', 'hide_from_listings', 'show_map', 'show_map_link']);
/** Shown in the answer as they were sent, unlike titles and descriptions (which servers turn into HTML). */
const NOT_COMPARED = new Set(['status', 'start_date', 'end_date', 'date', 'date_utc', 'site_language', 'slug']);

const shown = (value: unknown) => JSON.stringify(value);

/** `Prefer: return=minimal` answers a write with `{ id, slug }` (or `{ id }`): nothing else to judge. */
const isMinimal = (answer: Json) => Object.keys(answer).every((name) => name === 'id' || name === 'slug');

/** The IDs asked for that the answer does not show. */
function missingIds(asked: unknown, shown: readonly number[]): number[] {
  const wanted = (Array.isArray(asked) ? asked : [asked]).filter((item) => typeof item === 'number');
  return wanted.filter((id) => !shown.includes(id));
}

/**
 * The category and tag IDs an event's answer does not show, per field ("categories 999999"): the server dropped
 * them, as TEC drops terms it does not know while it makes the event.
 */
export function droppedTerms(resource: ResourceName, asked: Readonly<WriteArgs>, answer: Json): string[] {
  if (resource !== 'events' || isMinimal(answer)) return [];
  const sent: Json = asked;
  const dropped: string[] = [];
  for (const name of TERMS) {
    const value = sent[name];
    if (value === undefined || isRemoval(value) || !(name in answer)) continue;
    const missing = missingIds(value, idsOf(answer[name]));
    if (missing.length > 0) dropped.push(`${name} ${missing.join(', ')}`);
  }
  return dropped;
}

/**
 * What the answer shows was not done as asked, one phrase per field ("venue: still 4, asked to remove it").
 * Fields the answer does not carry (a minimal answer) are not judged.
 */
export function unapplied(resource: ResourceName, asked: Readonly<WriteArgs>, answer: Json): string[] {
  const problems: string[] = [];
  if (isMinimal(answer)) return problems;
  // Every name sent is judged: the writer's, and any other a file or a caller brought.
  const sent: Json = asked;
  for (const name of Object.keys(sent)) {
    const value = sent[name];
    if (NOT_COMPARED.has(name) || (!(name in answer) && !isRemoval(value))) continue;
    if (LINKS.has(name) && resource === 'events') {
      const now = idsOf(answer[name]);
      if (isRemoval(value)) {
        if (now.length > 0) problems.push(`${name}: still ${now.join(', ')}, asked to remove it`);
        continue;
      }
      if (TERMS.has(name)) continue;
      const missing = missingIds(value, now);
      if (missing.length > 0)
        problems.push(`${name}: ${missing.join(', ')} not set (it shows ${now.join(', ') || 'none'})`);
      continue;
    }
    if (SWITCHES.has(name)) {
      const want = switchOf(value);
      const got = switchOf(answer[name]);
      if (want !== undefined && got !== undefined && want !== got)
        problems.push(`${name}: still ${String(got)}, asked ${String(want)}`);
      continue;
    }
    if (name === 'timezone') {
      if (typeof value === 'string' && value !== '' && answer.timezone !== value)
        problems.push(`timezone: ${shown(answer.timezone)}, asked ${shown(value)}`);
      continue;
    }
    if (isRemoval(value) && !isEmptyAnswer(answer, name)) problems.push(`${name}: kept, asked to clear it`);
  }
  return problems;
}
