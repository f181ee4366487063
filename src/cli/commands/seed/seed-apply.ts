// Applies fixture items one by one through the API: found by slug and updated, or created, with `@name`s made IDs.
import { catalog } from '../../../api/catalog.js';
import type { Client } from '../../../client/client.js';
import { UnnamedEvents } from '../../../remote/unnamed-events.js';
import type { Writer, WriteResult } from '../../../remote/writes/writer.js';
import { CommandError } from '../../errors.js';
import { findIdBySlug, idOf } from '../../../remote/find-by-slug.js';
import { slugFromName, type FixtureItem } from './fixture.js';
import { emptyIdMap, referenceTarget, resolveValue, type IdMap, type Section } from './fixture-refs.js';

export type Action = 'created' | 'updated';

export class Seeder {
  /** What has been applied so far: the map `cal seed` prints. */
  readonly ids: IdMap = emptyIdMap();

  private readonly unnamed: UnnamedEvents;

  constructor(
    private readonly client: Client,
    private readonly writer: Writer,
    private readonly lang: string | undefined,
    now: () => number,
  ) {
    this.unnamed = new UnnamedEvents(client, now, lang);
  }

  async apply(item: FixtureItem): Promise<Action> {
    const args = this.resolve(item);
    const language = args.site_language ?? this.lang;
    const withLanguage = (extra: Record<string, unknown>) =>
      language === undefined ? extra : { ...extra, site_language: language };
    const existing = await this.lookup(item, withLanguage);
    let id: number | undefined;
    let result: WriteResult;
    if (existing === undefined) {
      const slug = slugFromName(item.section) ? {} : { slug: item.slug };
      result = await this.writer.create(item.section, withLanguage({ ...args, ...slug }), true);
      id = idOf(result.body);
    } else {
      // Fields only a create takes (translation_of) are left out: the item exists already.
      const updatable = catalog[`${item.section}.update`].params;
      const changes = Object.fromEntries(Object.entries(args).filter(([field]) => field in updatable));
      result = await this.writer.update(item.section, { id: existing }, withLanguage(changes), true);
      id = existing;
    }
    if (result.unapplied.length > 0)
      throw new CommandError(`${item.path}: the server did not do all that was asked: ${result.unapplied.join('; ')}`);
    if (id === undefined) throw new CommandError(`${item.path}: the API answered without an ID`);
    this.ids[item.section][item.name] = id;
    return existing === undefined ? 'created' : 'updated';
  }

  private resolve(item: FixtureItem): Record<string, unknown> {
    const args: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(item.fields)) {
      const target = referenceTarget(field, item.section);
      args[field] = target ? resolveValue(value, (name) => this.idFor(target, name)) : value;
    }
    return args;
  }

  private idFor(section: Section, name: string): number {
    const id = this.ids[section][name];
    // The fixture was checked: a name applied before is always there.
    if (id === undefined) throw new CommandError(`${section}.${name} has no ID yet`);
    return id;
  }

  /** The ID of the item with this item's slug, else of an unpublished event WordPress keeps without one. */
  private async lookup(
    item: FixtureItem,
    withLanguage: (extra: Record<string, unknown>) => Record<string, unknown>,
  ): Promise<number | undefined> {
    // A protected event is read with its password; the fixture gives it when it sets one.
    const password =
      item.section === 'events' && typeof item.fields.password === 'string' ? { password: item.fields.password } : {};
    const id = await findIdBySlug(this.client, item.section, item.slug, withLanguage(password));
    if (id !== undefined || item.section !== 'events' || typeof item.fields.title !== 'string') return id;
    const zone = typeof item.fields.timezone === 'string' ? item.fields.timezone : undefined;
    return (await this.unnamed.find(item.fields.title, item.fields.start_date, zone))?.id;
  }
}
