// One import record against the API: checked, matched to an existing item by slug, then created, updated or skipped.
import { TERM_RESOURCES } from '../../api/resources.js';
import { ApiCallError, type Client } from '../../client/client.js';
import { isRecord } from '../../typing/is-record.js';
import { slugify } from '../../domain/slugs.js';
import { loadTitleFold, type TitleFold } from '../../domain/title-fold.js';
import { dateWarnings } from '../../dates/date-warnings.js';
import { findIdBySlug, idOf } from '../find-by-slug.js';
import type { KindSpec } from './import-kinds.js';
import type { Entry } from '../../codecs/read.js';
import { EventsByTitle } from './events-by-title.js';
import { endNotBeforeStart } from './end-before-start.js';
import { LinkedByName } from './linked-by-name.js';
import { slugTwin } from './slug-twin.js';
import type { Writer, WriteResult } from '../writes/writer.js';
import type { TermName } from '../writes/term-refs.js';
import { createArgs, fail, Problem, updateArgs, type ImportRecord } from '../../codecs/record-checks.js';
import { inSiteLanguage } from '../site-language.js';

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
  /** A failed record's reason, from what its write threw (the command line's one-line messages). */
  readonly describe: (error: unknown) => string;
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
  private readonly linked: LinkedByName;
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
    this.linked = new LinkedByName(client);
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
      return { action: 'fail', reason: this.options.describe(error), error };
    }
  }

  private async write(given: ImportRecord, handle: string): Promise<Outcome> {
    const events = this.spec.kind === 'events';
    const record = events
      ? await endNotBeforeStart(given, () => this.writer.siteZone(), this.options.now(), this.options.warn)
      : given;
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
    const linked = await this.linkedArgs(await this.withParent(this.argsOf(createArgs(record)), language), language);
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
        : await slugTwin(
            {
              kind: this.spec.kind,
              noun: this.spec.noun,
              uniqueInWrite: this.client.transport.inProcess === true || this.writer.capabilities.unique_slugs,
              lookup: (slug) => this.lookup(slug, language, password),
              discard: (kind, made) => this.writer.discard(kind, made),
              warn: this.options.warn,
            },
            record,
            id,
            result.body,
          );
    if (twin !== undefined) return this.matched(record, twin, language);
    if (handle !== '' && id !== undefined) this.found.set(place, id);
    // Every event the run makes, slug or none: a later record without one may name it by title and start.
    if (events && id !== undefined) await this.byTitle.remember(record, id, language);
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
      await this.linkedArgs(await this.withParent(this.argsOf(updateArgs(record)), language), language),
      language,
    );
    if (!this.options.dryRun && existing !== null) {
      const result = await this.writer.update(this.spec.kind, { id: existing }, args, true);
      this.warnAboutDates(title, args, result.body);
      notDone(result);
    }
    return { action: 'update', key, title, ...withId };
  }

  /** An event's venue and organizers given by text as the items found by name (LinkedByName); others as they are. */
  private linkedArgs(args: Record<string, unknown>, language: string | undefined): Promise<Record<string, unknown>> {
    // A venue's own `venue` field is its name, not a link.
    return this.spec.kind === 'events' ? this.linked.resolve(args, language) : Promise.resolve(args);
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

  private warnAboutDates(title: string, args: Record<string, unknown>, answer: unknown): void {
    if (this.spec.kind !== 'events') return;
    for (const warning of dateWarnings(args, isRecord(answer) ? answer : {}, this.options.now()))
      this.options.warn(`${title}: ${warning}`);
  }

  /** The record's args as sent, with its language; a server's refusals (a password it cannot keep) come first. */
  private writable(args: Record<string, unknown>, language: string | undefined): Record<string, unknown> {
    const sent = inSiteLanguage(args, language);
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
      id = await findIdBySlug(this.client, this.spec.kind, slug, inSiteLanguage(extra, language));
    } catch (error) {
      if (error instanceof ApiCallError && error.code === 'event-password-protected') {
        return fail(`the event ${slug} exists and is password-protected: give its password in the record to match it`);
      }
      throw error;
    }
    if (id !== undefined) this.found.set(placeKey(language, slug), id);
    return id;
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
