// Category and tag names or slugs in a write, turned into the IDs of the terms that have them. TEC reads a name of
// an existing tag as the tag's ID and then makes a new tag named after that number ("Free" → a tag called "6");
// only names nothing has yet are sent as names, for the server to create, and one write at a time creates a name.
import { TERM_RESOURCES, type TermResource } from '../../api/resources.js';
import type { Client } from '../../client/client.js';
import { isRecord } from '../../typing/is-record.js';
import { slugify } from '../../domain/slugs.js';
import { plainText } from '../../codecs/text.js';

export type Taxonomy = TermResource;

export interface TermResolution {
  /** Each taxonomy's values, with the names and slugs of existing terms replaced by their IDs. */
  readonly values: Readonly<Partial<Record<Taxonomy, unknown[]>>>;
  /** Called once the write that carries the new names is done (or failed): others may then look them up. */
  readonly settle: () => void;
}

const isName = (value: unknown): value is string => typeof value === 'string' && !/^\d+$/.test(value.trim());

export class TermRefs {
  /** Per taxonomy, language and lower-cased reference: the term's ID, or null where no term had it. */
  private readonly known = new Map<string, Promise<number | null>>();
  /** New names a write under way is creating: others wait for it, then look the name up again. */
  private readonly creating = new Map<string, Promise<void>>();

  constructor(private readonly client: Client) {}

  /**
   * The terms of one write. A name no term has is sent as it is by one write at a time: a write that finds another
   * sending it waits for that one, then finds the new term. Names are taken in one order by every write, and a
   * write waits only for names after those it holds, so no two writes ever wait for each other.
   */
  async resolve(
    terms: Readonly<Partial<Record<Taxonomy, readonly unknown[]>>>,
    language?: string,
  ): Promise<TermResolution> {
    const references = new Map<string, { taxonomy: Taxonomy; reference: string }>();
    for (const taxonomy of TERM_RESOURCES)
      for (const value of terms[taxonomy] ?? [])
        if (isName(value)) {
          const reference = value.trim();
          references.set(keyOf(taxonomy, language, reference), { taxonomy, reference });
        }
    const ids = new Map<string, number>();
    const claimed: { key: string; done: () => void }[] = [];
    const ordered = [...references].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    for (const [key, { taxonomy, reference }] of ordered) {
      for (;;) {
        const id = await this.find(key, taxonomy, reference, language);
        if (id !== null) {
          ids.set(key, id);
          break;
        }
        const underway = this.creating.get(key);
        if (!underway) {
          let done = () => {};
          this.creating.set(key, new Promise<void>((resolve) => (done = resolve)));
          claimed.push({ key, done });
          break;
        }
        await underway;
      }
    }
    const values: Partial<Record<Taxonomy, unknown[]>> = {};
    for (const taxonomy of TERM_RESOURCES) {
      const given = terms[taxonomy];
      if (given)
        values[taxonomy] = given.map((value) =>
          isName(value) ? (ids.get(keyOf(taxonomy, language, value.trim())) ?? value.trim()) : value,
        );
    }
    return {
      values,
      settle: () => {
        for (const { key, done } of claimed) {
          this.known.delete(key);
          this.creating.delete(key);
          done();
        }
      },
    };
  }

  private find(key: string, taxonomy: Taxonomy, reference: string, language: string | undefined) {
    let found = this.known.get(key);
    if (!found) {
      found = findTermId(this.client, taxonomy, reference, language);
      this.known.set(key, found);
      // A failed look-up is not an answer: the next write asks again.
      found.catch(() => this.known.delete(key));
    }
    return found;
  }
}

/**
 * The ID of the term whose slug is the reference's (as WordPress makes it) or the reference itself, else whose
 * name (as text, any case) is the reference; null when none has. By slug first: WordPress stores names
 * HTML-escaped, and a search for "Food & Drink" finds no "Food &amp; Drink".
 */
export async function findTermId(
  client: Client,
  taxonomy: Taxonomy,
  reference: string,
  language: string | undefined,
): Promise<number | null> {
  const slug = slugify(reference);
  const name = reference.toLowerCase();
  const bySlug = slug === '' ? [] : await listTerms(client, taxonomy, { slug }, language);
  const found = bySlug.find((item) => item.slug === slug);
  if (found) return found.id;
  for (const item of await listTerms(client, taxonomy, { search: reference }, language))
    if (item.slug === reference || (item.name !== undefined && plainText(item.name).toLowerCase() === name))
      return item.id;
  return null;
}

async function listTerms(
  client: Client,
  taxonomy: Taxonomy,
  filter: Record<string, string>,
  language: string | undefined,
): Promise<{ id: number; slug?: unknown; name?: string }[]> {
  const args = { ...filter, hide_empty: false, per_page: 50, ...(language ? { site_language: language } : {}) };
  const reply = await client.call(`${taxonomy}.list`, { args });
  const items: unknown[] = isRecord(reply.body) && Array.isArray(reply.body[taxonomy]) ? reply.body[taxonomy] : [];
  return items.flatMap((item) =>
    isRecord(item) && typeof item.id === 'number'
      ? [{ id: item.id, slug: item.slug, ...(typeof item.name === 'string' ? { name: item.name } : {}) }]
      : [],
  );
}

function keyOf(taxonomy: Taxonomy, language: string | undefined, reference: string): string {
  return `${taxonomy}\n${language ?? ''}\n${reference.toLowerCase()}`;
}
