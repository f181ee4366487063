// Whether the server did what a write asked: TEC, for one, answers 200 to `"venue": ""` and keeps the venue.
// Checks what can be compared without knowing how a server formats text: removals, links, switches, time zones.
import type { ResourceName } from '../../api/field-spec.js';
import { isRecord } from '../../domain/is-record.js';

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

const LINKS = new Set(['venue', 'organizer', 'categories', 'tags']);
const SWITCHES = new Set(['all_day', 'featured', 'sticky', 'hide_from_listings', 'show_map', 'show_map_link']);
/** Shown in the answer as they were sent, unlike titles and descriptions (which servers turn into HTML). */
const NOT_COMPARED = new Set(['status', 'start_date', 'end_date', 'date', 'date_utc', 'site_language', 'slug']);

const shown = (value: unknown) => JSON.stringify(value);

/**
 * What the answer shows was not done as asked, one phrase per field ("venue: still 4, asked to remove it").
 * Fields the answer does not carry (a minimal answer) are not judged.
 */
export function unapplied(resource: ResourceName, asked: Json, answer: Json): string[] {
  const problems: string[] = [];
  // `Prefer: return=minimal` answers `{id}` alone: nothing to judge.
  if (Object.keys(answer).length <= 1) return problems;
  for (const [name, value] of Object.entries(asked)) {
    if (NOT_COMPARED.has(name) || (!(name in answer) && !isRemoval(value))) continue;
    if (LINKS.has(name) && resource === 'events') {
      const now = idsOf(answer[name]);
      if (isRemoval(value)) {
        if (now.length > 0) problems.push(`${name}: still ${now.join(', ')}, asked to remove it`);
        continue;
      }
      const wanted = (Array.isArray(value) ? value : [value]).filter((item) => typeof item === 'number');
      const missing = wanted.filter((id) => !now.includes(id));
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
