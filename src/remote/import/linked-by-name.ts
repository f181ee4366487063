// An imported event's venue and organizers given as text, or by their fields (as an export writes them), are the
// items with their name's slug when there are some: servers answer names texturized ("Hall “A”"), so an export of
// `Hall "A"` would not find it by name again. What is not there is sent by its fields (the server finds a twin).
// Where the server, asked once, holds no venue (or organizer) in any status, no slug is looked up: an import into a
// new calendar sends its rows without waiting on one look-up per new name.
import { eventReferences } from '../../api/resource-fields.js';
import { isLinked, nameField, type LinkedResource } from '../../api/resources.js';
import type { Client } from '../../client/client.js';
import { slugify } from '../../domain/slugs.js';
import { isRecord } from '../../typing/is-record.js';
import { EmptyLists } from '../empty-lists.js';
import { findIdBySlug } from '../find-by-slug.js';
import { EVERY_LISTED_STATUS } from '../listed-statuses.js';
import { inSiteLanguage } from '../site-language.js';

type Args = Record<string, unknown>;

export class LinkedByName {
  /** Each look-up by kind, language and slug, once a run: records in parallel share one. */
  private readonly found = new Map<string, Promise<number | undefined>>();
  /** Whether the server holds none of a kind, in any status the caller may list: a 403 or a failure says nothing. */
  private readonly lists: EmptyLists;

  constructor(private readonly client: Client) {
    this.lists = new EmptyLists(client);
  }

  /** An event's args with each venue and organizer named by text as the ID of the item found, else by its fields. */
  async resolve(args: Readonly<Args>, language: string | undefined): Promise<Args> {
    const out = { ...args };
    // The venue, then the organizers (a list's items together).
    for (const [field, resource] of eventReferences) {
      if (!isLinked(resource)) continue;
      const value = out[field];
      if (Array.isArray(value))
        out[field] = await Promise.all(value.map((item: unknown) => this.byText(resource, item, language)));
      else if (value !== undefined) out[field] = await this.byText(resource, value, language);
    }
    return out;
  }

  private async byText(kind: LinkedResource, value: unknown, language: string | undefined): Promise<unknown> {
    const field = nameField(kind);
    const name =
      typeof value === 'string'
        ? value
        : isRecord(value) && !('id' in value) && typeof value[field] === 'string'
          ? value[field]
          : undefined;
    if (name === undefined) return value;
    const slug = slugify(name);
    const key = `${kind}\n${language ?? ''}\n${slug}`;
    let found = this.found.get(key);
    if (!found) {
      const every = inSiteLanguage({ per_page: 1, status: EVERY_LISTED_STATUS }, language);
      found = this.lists
        .holdsNone(kind, every)
        .then((none) => (none ? undefined : findIdBySlug(this.client, kind, slug, inSiteLanguage({}, language))));
      this.found.set(key, found);
    }
    const id = await found;
    return id ?? (typeof value === 'string' ? { [field]: value } : value);
  }
}
