// One import record against the API: checked, matched to an existing item by slug, then created, updated or skipped.
import { eventReferences } from '../../../api/resource-fields.js';
import { isLinked, isPost, nameField, TERM_RESOURCES, type LinkedResource } from '../../../api/resources.js';
import { ApiCallError, type Client } from '../../../client/client.js';
import { isRecord } from '../../../typing/is-record.js';
import { slugify } from '../../../domain/slugs.js';
import { loadTitleFold, type TitleFold } from '../../../domain/title-fold.js';
import { dateWarnings } from '../../date-warnings.js';
import { findIdBySlug, idOf, sameSlug } from '../../find-by-slug.js';
import { describeError } from '../../report.js';
import type { KindSpec } from './import-kinds.js';
import type { Entry } from '../../../codecs/read.js';
import { EventsByTitle } from './events-by-title.js';
import { endMovedToStart } from './end-before-start.js';
import type { Writer, WriteResult } from '../../writes/writer.js';
import type { TermName } from '../../writes/term-refs.js';
import { createArgs, fail, Problem, updateArgs, type ImportRecord } from '../../../codecs/record-checks.js';

/** A write the server did not apply in full fails its record, naming what was left undone. */
function notDone(result: WriteResult): void {
  if (result.unapplied.length > 0) fail(`the server did not do all that was asked: ${result.unapplied.join('; ')}`);
}

export type Outcome =
  | {
      readonly action: 'create' | 'update' | 'skip';
      readonly key: string;
      readonly title: string;
      readonly id?: number;
    }
  | { readonly action: 'fail'; readonly reason: string; readonly error?: unknown };

export interface ImporterOptions {
  readonly update: boolean;
  readonly dryRun: boolean;
  readonly lang?: string;
  /** The clock relative dates ("tomorrow 8pm") are checked against. */
  readonly now: () => number;
  /** A line on stderr. */
  readonly warn: (line: string) => void;
  /** Finds the existing item a record stands for, instead of by its slug. */
  readonly identify?: (fields: Readonly<Record<string, unknown>>) => Promise<number | undefined>;
}

/** Where an item is found: its slug in its language (slugs are unique per language). */
const placeKey = (language: string | undefined, slug: string) => `${language ?? ''}\n${slug}`;
/** Marks an event's title-and-start identity among slugs (no slug starts with it). */
const IDENTITY = '\u0000';

export class RecordImporter {
  /** Per language and slug: the item's ID once known, or null for an item a dry run would create. */
  private readonly found = new Map<string, number | null>();
  /** Records with the same slug and language run one after another, so a later one sees what an earlier one did. */
  private readonly queues = new Map<string, Promise<void>>();
  private readonly byTitle: EventsByTitle;
  /**
   * Venues and organizers looked for by the slug of their name, once a run each: records in parallel share one
   * look-up, and what is not there is sent by its fields (the server finds a twin).
   */
  private readonly linked = new Map<string, Promise<number | undefined>>();
  /** Loaded with the first record without a slug. */
  private fold: Promise<TitleFold> | undefined;

  constructor(
    private readonly client: Client,
    private readonly writer: Writer,
    private readonly spec: KindSpec,
    private readonly options: ImporterOptions,
  ) {
    // The site's zone as the writer reads it: once a run, for both.
    this.byTitle = new EventsByTitle(client, options.now, () => writer.siteZone(), options.warn);
  }

  /** The IDs of the items this run created or matched, by their key (slug). */
  ids(): Map<string, number> {
    return new Map(
      [...this.found].flatMap(([place, id]) => {
        const slug = place.slice(place.indexOf('\n') + 1);
        return id === null || slug.startsWith(IDENTITY) ? [] : [[slug, id]];
      }),
    );
  }

  /** The language a record goes in: its own, else --lang's, else none (the server's default). */
  private languageOf(record: ImportRecord): string | undefined {
    return record.language ?? this.options.lang;
  }

  /**
   * What a record is known by in a run: its slug, else its title (folded as servers answer titles) and dates, else
   * nothing (always new).
   */
  private async handleOf(record: ImportRecord): Promise<string> {
    if (record.key !== '' || record.identity === undefined) return record.key;
    this.fold ??= loadTitleFold();
    return `${IDENTITY}${(await this.fold)(record.title)}\n${record.identity}`;
  }

  async import(entry: Entry): Promise<Outcome> {
    if (entry.problem !== undefined) return { action: 'fail', reason: entry.problem };
    const checked = this.spec.validate(entry.value, this.options.now());
    if ('error' in checked) return { action: 'fail', reason: checked.error };
    const { record } = checked;
    const handle = await this.handleOf(record);
    if (handle === '') return this.settle(record, handle);
    const place = placeKey(this.languageOf(record), handle);
    const previous = this.queues.get(place) ?? Promise.resolve();
    const outcome = previous.then(() => this.settle(record, handle));
    this.queues.set(
      place,
      outcome.then(() => undefined),
    );
    return outcome;
  }

  private async settle(record: ImportRecord, handle: string): Promise<Outcome> {
    try {
      return await this.write(record, handle);
    } catch (error) {
      if (error instanceof Problem) return { action: 'fail', reason: error.message };
      return { action: 'fail', reason: describeError(error), error };
    }
  }

  private async write(given: ImportRecord, handle: string): Promise<Outcome> {
    const events = this.spec.kind === 'events';
    const record = events ? await this.endNotBeforeStart(given) : given;
    const { key, title } = record;
    const language = this.languageOf(record);
    const place = placeKey(language, handle);
    // Read before any slug look-up, so that a run's requests go in one order.
    if (events && key !== '') await this.byTitle.load(language);
    // Without a slug to match (a title of symbols alone), the record is always new.
    // A protected event is read only with its password: the record's own, when it has one.
    const password = typeof record.fields.password === 'string' ? { password: record.fields.password } : {};
    let existing: number | null | undefined;
    if (handle !== '' && this.found.has(place)) existing = this.found.get(place);
    else if (this.options.identify) {
      existing = await this.options.identify(record.fields);
      if (handle !== '' && existing !== undefined) this.found.set(place, existing);
    } else if (key !== '') {
      existing = await this.lookup(key, language, password);
      if (existing === undefined && events) existing = await this.byTitle.unpublished(record, language);
      if (existing !== undefined) this.found.set(place, existing);
    } else if (events && record.identity !== undefined) {
      existing = await this.byTitle.same(record, language);
      if (existing !== undefined) this.found.set(place, existing);
    }
    if (existing !== undefined) return this.matched(record, existing, language);
    const linked = await this.withLinked(await this.withParent(this.argsOf(createArgs(record)), language), language);
    const args = this.writable(await this.withOriginal(record, linked), language);
    if (this.options.dryRun) {
      if (handle !== '') this.found.set(place, null);
      return { action: 'create', key, title };
    }
    const result = await this.writer.create(this.spec.kind, args, true);
    this.warnAboutDates(title, args, result.body);
    const id = idOf(result.body);
    // A run that finds items otherwise (identify) does not know them by slug.
    const twin =
      id === undefined || this.options.identify
        ? undefined
        : await this.twinOf(record, id, result.body, language, password);
    if (twin !== undefined) return this.matched(record, twin, language);
    if (handle !== '' && id !== undefined) this.found.set(place, id);
    notDone(result);
    return { action: 'create', key, title, ...(id === undefined ? {} : { id }) };
  }

  /** A record whose item exists: skipped, or updated with --update (only what the record names). */
  private async matched(record: ImportRecord, existing: number | null, language: string | undefined): Promise<Outcome> {
    const { key, title } = record;
    const withId = existing === null ? {} : { id: existing };
    if (!this.options.update) return { action: 'skip', key, title, ...withId };
    // An item joins a translation group when it is made: an update leaves the group as it is.
    const args = this.writable(
      await this.withLinked(await this.withParent(this.argsOf(updateArgs(record)), language), language),
      language,
    );
    if (!this.options.dryRun && existing !== null) {
      const result = await this.writer.update(this.spec.kind, { id: existing }, args, true);
      this.warnAboutDates(title, args, result.body);
      notDone(result);
    }
    return { action: 'update', key, title, ...withId };
  }

  /**
   * The item another writer made with the record's slug while this one was making it, which the record then goes
   * to, this one removed and said. The server gave this one another slug ("race-2"); or the same, as WordPress
   * checks a slug and writes it apart, so that two writers at once may both get it: its by-slug route then answers
   * the older (the lowest ID first), and the newer yields. Undefined when this one is the item with the slug, or
   * when nothing this user can read has it (said: a later run would not find this one by it).
   */
  private async twinOf(
    record: ImportRecord,
    id: number,
    answer: unknown,
    language: string | undefined,
    password: Record<string, unknown>,
  ): Promise<number | undefined> {
    const slug = isRecord(answer) && typeof answer.slug === 'string' ? answer.slug : undefined;
    // WordPress keeps no slug for a contributor's events (found by title and start instead).
    if (record.key === '' || slug === undefined || slug === '') return undefined;
    const asked = sameSlug(slug, record.key);
    // WordPress makes a term's slug unique after writing it (the older term stays); the local calendar and a server
    // that declares unique_slugs (cal serve) make a post's in its write: no other writer can hold the one given.
    const uniqueInWrite = this.client.transport.inProcess === true || this.writer.capabilities.unique_slugs;
    if (asked && (uniqueInWrite || !isPost(this.spec.kind))) return undefined;
    const { noun } = this.spec;
    const twin = await this.lookup(record.key, language, password);
    if (twin === undefined && !asked)
      this.options.warn(
        `${record.title}: warning: the server gave the ${noun} ${id} the slug ${slug}, not ${record.key} (an item ` +
          'this user cannot read has it): a later import will not find it by its slug',
      );
    if (twin === undefined || twin === id || (asked && twin > id)) return undefined;
    if (isPost(this.spec.kind)) await this.writer.discard(this.spec.kind, id);
    this.options.warn(
      `${record.title}: note: another writer made ${record.key} (${noun} ${twin}) at the same time; the ${noun} ` +
        `made here (${id}, ${slug}) is ${isPost(this.spec.kind) ? 'removed' : 'left unused'}`,
    );
    return twin;
  }

  /** An event's categories and tags given by text are names in a file, digits too ("2027"); numbers are IDs. */
  private argsOf(args: Record<string, unknown>): Record<string, unknown> {
    if (this.spec.kind !== 'events') return args;
    const out = { ...args };
    for (const taxonomy of TERM_RESOURCES) {
      const terms = out[taxonomy];
      if (Array.isArray(terms))
        out[taxonomy] = terms.map((term: unknown): unknown =>
          typeof term === 'string' ? ({ name: term } satisfies TermName) : term,
        );
    }
    return out;
  }

  /**
   * A translation's link to the item it translates: found by slug in its language, after that item's own record
   * when the file has one (the file lists originals first). One that is nowhere fails the record: made
   * unlinked, it would stand alone and a later run could not link it.
   */
  private async withOriginal(record: ImportRecord, args: Record<string, unknown>): Promise<Record<string, unknown>> {
    if (!record.translationOf) return args;
    const { slug } = record.translationOf;
    const language = record.translationOf.language ?? this.options.lang;
    const place = placeKey(language, slug);
    // Records with that slug in any language first: a file may name the default language, which its records leave out.
    // Not the record's own queue (the same slug in its own language), which waits for this very record.
    const own = placeKey(this.languageOf(record), record.key);
    const before = [...this.queues].filter(([key]) => key !== own && key.endsWith(`\n${slug}`));
    await Promise.all(before.map(([, queue]) => queue));
    const id = this.found.has(place) ? this.found.get(place) : await this.lookup(slug, language);
    if (id === null) return args;
    if (id === undefined)
      return fail(
        `translation_of: no ${this.spec.noun} ${slug}${language === undefined ? '' : ` in ${language}`}; import ` +
          'the item it translates first',
      );
    return { ...args, translation_of: id };
  }

  /** The record with its end at its start when it ends before it (src/cli/commands/bulk/end-before-start.ts), said. */
  private async endNotBeforeStart(record: ImportRecord): Promise<ImportRecord> {
    const fields = await endMovedToStart(record.fields, () => this.writer.siteZone(), this.options.now());
    if (fields === undefined) return record;
    this.options.warn(
      `${record.title}: warning: end_date ${String(record.fields.end_date)} is before the start; sent as the start, ` +
        'where servers keep such an end',
    );
    return { ...record, fields };
  }

  private warnAboutDates(title: string, args: Record<string, unknown>, answer: unknown): void {
    if (this.spec.kind !== 'events') return;
    for (const warning of dateWarnings(args, isRecord(answer) ? answer : {}, this.options.now()))
      this.options.warn(`${title}: ${warning}`);
  }

  /** The record's args as sent, with its language; a server's refusals (a password it cannot keep) come first. */
  private writable(args: Record<string, unknown>, language: string | undefined): Record<string, unknown> {
    const sent = withLanguage(args, language);
    const refusal = this.writer.refusal(this.spec.kind, sent);
    if (refusal !== undefined) fail(refusal);
    return sent;
  }

  /** The ID of the item with this slug in this language, if there is one. */
  private async lookup(
    slug: string,
    language: string | undefined,
    extra: Record<string, unknown> = {},
  ): Promise<number | undefined> {
    let id: number | undefined;
    try {
      id = await findIdBySlug(this.client, this.spec.kind, slug, withLanguage(extra, language));
    } catch (error) {
      if (error instanceof ApiCallError && error.code === 'event-password-protected') {
        return fail(`the event ${slug} exists and is password-protected: give its password in the record to match it`);
      }
      throw error;
    }
    if (id !== undefined) this.found.set(placeKey(language, slug), id);
    return id;
  }

  /** An event's venue or organizer given as text: the item with that slug, else one with that name. */
  private async withLinked(
    args: Record<string, unknown>,
    language: string | undefined,
  ): Promise<Record<string, unknown>> {
    // A venue's own `venue` field is its name, not a link.
    if (this.spec.kind !== 'events') return args;
    // A venue or organizer named by text, or given by its fields (as an export writes it), is the one with its
    // name's slug when there is one: servers answer names texturized ("Hall “A”"), so an export of "Hall "A""
    // would not match it by name again.
    const byText = async (kind: LinkedResource, value: unknown) => {
      const field = nameField(kind);
      const name =
        typeof value === 'string'
          ? value
          : isRecord(value) && !('id' in value) && typeof value[field] === 'string'
            ? value[field]
            : undefined;
      if (name === undefined) return value;
      const slug = slugify(name);
      const key = `${kind}\n${placeKey(language, slug)}`;
      let found = this.linked.get(key);
      if (!found) {
        found = findIdBySlug(this.client, kind, slug, withLanguage({}, language));
        this.linked.set(key, found);
      }
      const id = await found;
      return id ?? (typeof value === 'string' ? { [field]: value } : value);
    };
    const out = { ...args };
    // The venue, then the organizers (a list's items together).
    for (const [field, resource] of eventReferences) {
      if (!isLinked(resource)) continue;
      const value = out[field];
      if (Array.isArray(value)) out[field] = await Promise.all(value.map((item: unknown) => byText(resource, item)));
      else if (value !== undefined) out[field] = await byText(resource, value);
    }
    return out;
  }

  /** A category's parent is given by ID, slug or name; it must exist already (earlier in the file, or before). */
  private async withParent(
    args: Record<string, unknown>,
    language: string | undefined,
  ): Promise<Record<string, unknown>> {
    const parent = args.parent;
    if (typeof parent !== 'string') return args;
    if (/^\d+$/.test(parent)) return { ...args, parent: Number(parent) };
    const key = slugify(parent);
    const place = placeKey(language, key);
    const id = this.found.has(place) ? this.found.get(place) : await this.lookup(key, language);
    if (id === null && this.options.dryRun) return { ...args, parent: 0 };
    if (id === undefined || id === null)
      return fail(`parent: no ${this.spec.noun} ${JSON.stringify(parent)}; import parents before their children`);
    return { ...args, parent: id };
  }
}

function withLanguage(args: Record<string, unknown>, language: string | undefined): Record<string, unknown> {
  return language ? { ...args, site_language: language } : args;
}
