// Items of the calendar offered at a prompt: venues and organizers to search, categories and tags to tick.
import { nameField, type LinkedResource, type TermResource } from '../../api/resources.js';
import { ApiCallError, type Client } from '../../client/client.js';
import { isRecord } from '../../typing/is-record.js';
import { listPages } from '../../remote/list-pages.js';
import type { Choice } from '../prompts.js';

type Item = Record<string, unknown>;
export type Linked = LinkedResource;
export type Taxonomy = TermResource;
export type Source = (term: string) => Promise<readonly Choice<number>[]>;

const PAGE = 50;
/** Terms ticked from a list: more than this is no list to read through, and its tail is left to flags. */
const MAX_TERMS = 500;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const itemsOf = (body: unknown, collection: string): Item[] => {
  const listed = isRecord(body) ? body[collection] : undefined;
  return Array.isArray(listed) ? listed.filter(isRecord) : [];
};

/** "Blue Note Hall, New York (#4)": the name, a venue's city, and the ID. */
function choiceOf(collection: Linked, item: Item): Choice<number> {
  const city = collection === 'venues' ? text(item.city) : '';
  const name = text(item[nameField(collection)]) || '(no name)';
  return { name: `${name}${city ? `, ${city}` : ''} (#${String(item.id)})`, value: Number(item.id) };
}

/** "12" or "#12": an item asked for by its ID. */
const idTyped = (term: string): number | undefined => {
  const match = /^#?(\d+)$/.exec(term);
  return match ? Number(match[1]) : undefined;
};

/**
 * A search over the calendar's venues (or organizers) by name (and a venue's city), or undefined when it has none.
 * The first page is read once and searched here; a calendar with more is searched by the server (its `search`),
 * each text once. An ID typed ("12", "#12") finds that item first; an ID nothing has finds nothing.
 */
export async function linkedSource(client: Client, collection: Linked): Promise<Source | undefined> {
  const body = (await client.call(`${collection}.list`, { args: { per_page: PAGE } })).body;
  const first = itemsOf(body, collection);
  if (first.length === 0) return undefined;
  const total = isRecord(body) && typeof body.total === 'number' ? body.total : undefined;
  const complete = total === undefined ? first.length < PAGE : total <= first.length;
  const searched = new Map<string, Promise<Item[]>>();
  const byServer = (term: string) => {
    let found = searched.get(term);
    if (!found) {
      found = client
        .call(`${collection}.list`, { args: { search: term, per_page: PAGE } })
        .then((reply) => itemsOf(reply.body, collection));
      searched.set(term, found);
    }
    return found;
  };
  const byId = async (id: number): Promise<Item[]> => {
    const known = first.find((item) => Number(item.id) === id);
    if (known || complete) return known ? [known] : [];
    try {
      const reply = await client.call(`${collection}.get`, { path: { id } });
      return isRecord(reply.body) ? [reply.body] : [];
    } catch (error) {
      if (error instanceof ApiCallError && error.status < 500) return [];
      throw error;
    }
  };
  return async (term) => {
    const typed = term.trim();
    if (typed === '') return first.map((item) => choiceOf(collection, item));
    const id = idTyped(typed);
    const needle = typed.toLowerCase();
    const named = complete
      ? first.filter((item) => choiceOf(collection, item).name.toLowerCase().includes(needle))
      : typed.startsWith('#')
        ? []
        : await byServer(typed);
    const found = id === undefined ? named : [...(await byId(id)), ...named.filter((item) => Number(item.id) !== id)];
    return found.map((item) => choiceOf(collection, item));
  };
}

/** The taxonomy's terms, those on no event included, to tick; empty when it has none. */
export async function termChoices(client: Client, taxonomy: Taxonomy): Promise<Choice<number>[]> {
  const terms: Item[] = [];
  for await (const page of listPages(client, taxonomy, { per_page: PAGE, hide_empty: false })) {
    terms.push(...page.items);
    if (terms.length >= MAX_TERMS) break;
  }
  return terms
    .slice(0, MAX_TERMS)
    .map((term) => ({ name: text(term.name) || `#${String(term.id)}`, value: Number(term.id) }));
}
