// Creating, updating and deleting categories and tags, with WordPress' uniqueness rules.
import { ApiError } from '../../api/errors.js';
import type { TermRecord } from '../../store/records/records.js';
import { slugify, uniqueSlug } from '../slugs.js';
import { joinTranslationGroup } from '../translations.js';
import type { WriteEnv } from '../write-env.js';
import { findTermByName } from './find.js';

export type Taxonomy = 'categories' | 'tags';

export interface TermInput {
  name?: string;
  description?: string;
  slug?: string;
  parent?: number;
  translation_of?: number;
}

/** Same name under the same parent, or a taken slug, is `term_exists` (with the existing ID), as upstream. */
export function createTerm(taxonomy: Taxonomy, input: TermInput & { name: string }, env: WriteEnv): TermRecord {
  const parent = taxonomy === 'categories' ? (input.parent ?? 0) : 0;
  // Names are unique per parent within a language: "Jazz" may exist in English and in Spanish.
  const twin = findTermByName(env.tx, taxonomy, input.name, parent, env.language);
  if (twin) throw termExists(twin.id, nameTaken(taxonomy));
  const term: TermRecord = {
    id: env.tx.nextId('term'),
    name: input.name.trim(),
    slug: '',
    description: input.description ?? '',
    parent,
    language: env.language,
  };
  term.slug = pickSlug(taxonomy, term, input.slug, env, 'create');
  if (input.translation_of !== undefined) joinTranslationGroup(env, taxonomy, term, input.translation_of);
  env.tx.put(taxonomy, term);
  return term;
}

export function updateTerm(taxonomy: Taxonomy, existing: TermRecord, input: TermInput, env: WriteEnv): TermRecord {
  const term = { ...existing };
  if (input.parent !== undefined && taxonomy === 'categories') {
    if (input.parent !== 0 && isSelfOrDescendant(env, term.id, input.parent)) {
      throw new ApiError('rest_invalid_param', {
        args: ['parent'],
        data: { params: { parent: 'A category cannot be its own ancestor.' } },
      });
    }
    term.parent = input.parent;
  }
  if (input.name !== undefined) {
    const twin = findTermByName(env.tx, taxonomy, input.name, term.parent, term.language);
    if (twin && twin.id !== term.id) throw termExists(twin.id, nameTaken(taxonomy));
    term.name = input.name.trim();
  }
  if (input.description !== undefined) term.description = input.description;
  if (input.slug !== undefined) term.slug = pickSlug(taxonomy, term, input.slug, env, 'update');
  env.tx.put(taxonomy, term);
  return term;
}

/** Deleting a term takes it off every event; its children move up to its parent, as WordPress does. */
export function deleteTerm(taxonomy: Taxonomy, term: TermRecord, env: WriteEnv): void {
  for (const event of env.tx.all('events')) {
    if (!event[taxonomy].includes(term.id)) continue;
    env.tx.put('events', { ...event, [taxonomy]: event[taxonomy].filter((id) => id !== term.id) });
  }
  if (taxonomy === 'categories') {
    for (const child of env.tx.all('categories')) {
      if (child.parent === term.id) env.tx.put('categories', { ...child, parent: term.parent });
    }
  }
  env.tx.remove(taxonomy, term.id);
}

/**
 * As WordPress: a new term whose slug is taken gets the next free one ("jazz-2"); an update to a taken slug is
 * refused with 500 duplicate_term_slug (both captured on TEC 6.17.2).
 */
function pickSlug(
  taxonomy: Taxonomy,
  term: TermRecord,
  requested: string | undefined,
  env: WriteEnv,
  write: 'create' | 'update',
): string {
  const takenIn = (collection: Taxonomy, slug: string) =>
    env.tx.findBySlug(collection, slug).some((other) => other.id !== term.id && other.language === term.language);
  const base = requested === undefined ? slugify(term.name) || String(term.id) : slugify(requested);
  if (base === '') throw invalidSlug();
  if (!takenIn(taxonomy, base)) return base;
  if (requested !== undefined && write === 'update') throw new ApiError('duplicate_term_slug', { args: [base] });
  // WordPress numbers the slug past every term's, of either taxonomy (wp_unique_term_slug).
  return uniqueSlug(base, (slug) => takenIn('categories', slug) || takenIn('tags', slug));
}

function isSelfOrDescendant(env: WriteEnv, id: number, candidate: number): boolean {
  const seen = new Set<number>();
  let current: number | undefined = candidate;
  while (current !== undefined && current !== 0 && !seen.has(current)) {
    if (current === id) return true;
    seen.add(current);
    current = env.tx.get('categories', current)?.parent;
  }
  return false;
}

/** WordPress' words: categories nest, so a name is taken under a parent; tags do not. */
function nameTaken(taxonomy: Taxonomy): string {
  return taxonomy === 'categories'
    ? 'A term with the name provided already exists with this parent.'
    : 'A term with the name provided already exists in this taxonomy.';
}

function termExists(id: number, message?: string): ApiError {
  return new ApiError('term_exists', { data: { term_id: id }, ...(message ? { message } : {}) });
}

function invalidSlug(): ApiError {
  return new ApiError('rest_invalid_param', { args: ['slug'], data: { params: { slug: 'Invalid parameter.' } } });
}
