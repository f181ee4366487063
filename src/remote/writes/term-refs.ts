// Category and tag names or slugs in a write, turned into the IDs of the terms that have them, so that writes carry
// IDs alone. A name no term has is made first through its taxonomy's own route: TEC, given a name in an event
// write, reads the name of an existing tag as that tag's ID and makes a new tag named after the number ("Free" → a
// tag called "6"), which also happens when another writer makes the tag between cal's look-up and its write; and a
// name of digits alone ("2027") would be read as an ID. Where the caller may not make terms there (403: cal serve
// lets editors, TEC authors of categories only), a name goes in the write for the server to create, by one write
// at a time.
import { singular, TERM_RESOURCES, type TermResource } from '../../api/resources.js';
import { ApiCallError, type Client } from '../../client/client.js';
import { isRecord } from '../../typing/is-record.js';
import { slugify } from '../../domain/slugs.js';
import { plainText } from '../../codecs/text.js';
import { RemoteError } from '../errors.js';
import { sameSlug } from '../find-by-slug.js';
import { inSiteLanguage } from '../site-language.js';
import { EmptyLists } from '../empty-lists.js';

export type Taxonomy = TermResource;

/** A term given by its name, as files give them: digits too are a name ("2027"), never an ID. */
export interface TermName {
  readonly name: string;
}

export interface TermResolution {
  /** Each taxonomy's values, with the names and slugs of existing terms replaced by their IDs. */
  readonly values: Readonly<Partial<Record<Taxonomy, unknown[]>>>;
  /** Called once the write that carries the new names is done (or failed): others may then look them up. */
  readonly settle: () => void;
}

const DIGITS = /^\d+$/;

const isTermName = (value: unknown): value is TermName =>
  isRecord(value) && typeof value.name === 'string' && Object.keys(value).length === 1;

/** The name or slug a value gives, or undefined for an ID (a number, or digits typed on the command line). */
function referenceOf(value: unknown): string | undefined {
  if (isTermName(value)) return value.name.trim();
  return typeof value === 'string' && !DIGITS.test(value.trim()) ? value.trim() : undefined;
}

export class TermRefs {
  /** Per taxonomy, language and lower-cased reference: the term's ID, or null where it must go as a name. */
  private readonly known = new Map<string, Promise<number | null>>();
  /** New names a write under way is creating: others wait for it, then look the name up again. */
  private readonly creating = new Map<string, Promise<void>>();
  /** Taxonomies whose route refused this caller a new term (403): their new names go in the writes. */
  private readonly refused = new Set<Taxonomy>();
  /** Whether a taxonomy holds no term, asked once (for many writes only). */
  private readonly lists: EmptyLists;
  private manyWrites = false;

  constructor(
    private readonly client: Client,
    /** One line on stderr. */
    private readonly warn: (line: string) => void = () => {},
  ) {
    this.lists = new EmptyLists(client);
  }

  /**
   * The terms of one write. A name sent as it is (where the caller may not make terms) goes by one write at a
   * time: a write that finds another sending it waits for that one, then finds the new term. Names are taken in one
   * order by every write, and a write waits only for names after those it holds, so no two writes wait for each other.
   */
  async resolve(
    terms: Readonly<Partial<Record<Taxonomy, readonly unknown[]>>>,
    language?: string,
  ): Promise<TermResolution> {
    const references = new Map<string, { taxonomy: Taxonomy; reference: string }>();
    for (const taxonomy of TERM_RESOURCES)
      for (const value of terms[taxonomy] ?? []) {
        const reference = referenceOf(value);
        if (reference !== undefined) references.set(keyOf(taxonomy, language, reference), { taxonomy, reference });
      }
    const ids = new Map<string, number>();
    const claimed: { key: string; done: () => void }[] = [];
    const ordered = [...references].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    for (const [key, { taxonomy, reference }] of ordered) {
      for (;;) {
        const id = await this.idOf(key, taxonomy, reference, language);
        if (id !== null) {
          ids.set(key, id);
          break;
        }
        if (DIGITS.test(reference))
          throw new RemoteError(
            `${taxonomy}: no ${singular(taxonomy)} is named "${reference}", and this user may not create one ` +
              '(a name of digits alone would be read as an ID)',
          );
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
        values[taxonomy] = given.map((value) => {
          const reference = referenceOf(value);
          return reference === undefined ? value : (ids.get(keyOf(taxonomy, language, reference)) ?? reference);
        });
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

  /** The term's ID, found or made once a run; null where the caller may not make it. */
  private idOf(key: string, taxonomy: Taxonomy, reference: string, language: string | undefined) {
    let found = this.known.get(key);
    if (!found) {
      found = this.findOrMake(taxonomy, reference, language);
      this.known.set(key, found);
      // A failed look-up is not an answer: the next write asks again.
      found.catch(() => this.known.delete(key));
    }
    return found;
  }

  /**
   * Many writes are coming (an import): a taxonomy is first asked whether it holds any term (a list of one), and in
   * one that holds none each new name is made without being looked for. A single write asks no more than it needs.
   */
  manyToCome(): void {
    this.manyWrites = true;
  }

  private async findOrMake(taxonomy: Taxonomy, reference: string, language: string | undefined) {
    const none =
      this.manyWrites &&
      (await this.lists.holdsNone(taxonomy, inSiteLanguage({ hide_empty: false, per_page: 1 }, language)));
    const id = none ? null : await findTermId(this.client, taxonomy, reference, language);
    return id !== null || this.refused.has(taxonomy) ? id : this.make(taxonomy, reference, language);
  }

  /**
   * Makes the term named `name` and answers its ID. A name another writer made since the look-up is `term_exists`,
   * with that term's ID; a slug other than the name's means a term took it meanwhile, which is then the one (the
   * term made here is deleted).
   */
  private async make(taxonomy: Taxonomy, name: string, language: string | undefined): Promise<number | null> {
    let body: unknown;
    try {
      body = (await this.client.call(`${taxonomy}.create`, { args: inSiteLanguage({ name }, language) })).body;
    } catch (error) {
      if (!(error instanceof ApiCallError)) throw error;
      if (error.code === 'term_exists') {
        const existing = error.data?.term_id;
        return typeof existing === 'number' ? existing : findTermId(this.client, taxonomy, name, language);
      }
      if (error.status !== 403) throw error;
      this.refused.add(taxonomy);
      return null;
    }
    const made = isRecord(body) && typeof body.id === 'number' ? body.id : null;
    const slug = isRecord(body) && typeof body.slug === 'string' ? body.slug : undefined;
    const asked = slugify(name);
    if (made === null || slug === undefined || sameSlug(slug, asked)) return made;
    const [twin] = (await listTerms(this.client, taxonomy, { slug: asked }, language)).filter(
      (item) => item.id !== made && typeof item.slug === 'string' && sameSlug(item.slug, asked),
    );
    if (twin === undefined) return made;
    // Made in vain and used by no one (a writer that finds the name by its slug finds the twin): deleted, as an
    // event made twice is (terms have no trash). A delete refused leaves it, said.
    const deleted = await this.client.call(`${taxonomy}.delete`, { path: { id: made } }).then(
      () => true,
      (error: unknown) => {
        if (error instanceof ApiCallError) return false;
        throw error;
      },
    );
    this.warn(
      `warning: another writer made the ${singular(taxonomy)} ${twin.id} (${asked}) as this one made ${made} ` +
        `(${slug}) for "${name}": ${twin.id} is used, ${made} is ${deleted ? 'deleted' : 'left unused'}`,
    );
    return twin.id;
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
  const args = inSiteLanguage({ ...filter, hide_empty: false, per_page: 50 }, language);
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
