// Every create and update `cal` sends, shaped for the server it goes to: the one wire shape all servers read, term
// names as IDs, and, where the server declares less than `cal serve` (TEC declares nothing), what it lacks done
// here: updates that keep what they do not name, dates that keep their instant, clears it refuses, passwords it
// would ignore. The answer is then checked, so that nothing a server quietly left undone is reported as done.
import type { Capabilities } from '../../api/capabilities.js';
import type { ResourceName } from '../../api/resources.js';
import { isPost, singular, TERM_RESOURCES, type PostResource } from '../../api/resources.js';
import { ApiCallError, type Client } from '../../client/client.js';
import { isRecord } from '../../typing/is-record.js';
import { pendingReview } from './pending-review.js';
import { defaultSymbolNote, freeCostDropped } from './cost-answer.js';
import { readBeforeUpdate } from './read-before-update.js';
import { rulesFor, verdict } from '../capability-checks.js';
import { RefusedRequestError, RemoteError } from '../errors.js';
import { withParentId } from '../category-refs.js';
import { requireItemBySlug } from '../find-by-slug.js';
import { asWallTimes, instantDates, type EventDate } from './event-dates.js';
import { resetState } from './reset-state.js';
import { lengthKept, movesStartAlone, refuseEndBeforeStart } from './event-length.js';
import { TermRefs, type Taxonomy } from './term-refs.js';
import { droppedTerms, unapplied } from './verify.js';
import { wireArgs } from './wire.js';
import type { UpdateLock } from './update-lock.js';
import { changedMeanwhile, REAPPLY_LIMIT, settledRead } from './concurrent-change.js';
import { UpdateSender, type ReadBasis } from './update-sender.js';
import { onTheWire, type AnsweredItem, type ReadArgs, type WriteArgs } from './write-args.js';

export interface WriteResult {
  /** The server's answer: the item, or `{id}` when a minimal answer was asked for and given. */
  readonly body: unknown;
  /** What the answer shows was not done as asked, one phrase per field; empty when all was. */
  readonly unapplied: readonly string[];
}

export type WriteTarget = { readonly id: number } | { readonly slug: string };

export interface WriterOptions {
  readonly client: Client;
  readonly capabilities: Capabilities;
  /** The site's zone, asked once a run and shared with the prompts and list bounds. */
  readonly siteZone: () => Promise<string>;
  readonly now: () => number;
  /** One update of an item at a time on this machine, where a server has no If-Match (src/remote/writes/update-lock.ts). */
  readonly updateLock?: UpdateLock;
  /** One line on stderr. */
  readonly warn: (line: string) => void;
}

export class Writer {
  private readonly terms: TermRefs;
  private readonly updates: UpdateSender;
  /** The kinds of note said already: each is said once a run. */
  private readonly said = new Set<string>();

  /** The site's zone (src/client/site-zone.ts), asked once a run and shared with the prompts. */
  readonly siteZone: () => Promise<string>;

  constructor(private readonly options: WriterOptions) {
    this.siteZone = options.siteZone;
    this.terms = new TermRefs(options.client, options.warn);
    this.updates = new UpdateSender(options.client, options.warn);
  }

  /** Many writes are coming (an import): their terms are found as such a run finds them best (TermRefs.manyToCome). */
  manyToCome(): void {
    this.terms.manyToCome();
  }

  /** What the server declares it can do. */
  get capabilities(): Capabilities {
    return this.options.capabilities;
  }

  async create(resource: ResourceName, args: Readonly<WriteArgs>, minimal = false): Promise<WriteResult> {
    this.refuseWhatCannotBeDone(resource, args);
    const terms = await this.withTermIds(resource, wireArgs(resource, args));
    try {
      let sent = terms.args;
      const dates = this.instantDatesToSend(resource, sent);
      if (dates.length > 0) sent = asWallTimes(sent, dates, await this.zoneOf(sent), this.options.now());
      const reply = await this.options.client.call(`${resource}.create` as const, { args: onTheWire(sent), minimal });
      const made = this.judged(resource, sent, reply.body);
      // A free event's cost, dropped by the create, is kept by an update.
      if (resource !== 'events' || !freeCostDropped(sent, reply.body) || !isRecord(reply.body)) return made;
      return this.update(resource, { id: Number(reply.body.id) }, { cost: sent.cost }, minimal);
    } finally {
      terms.settle();
    }
  }

  async update(
    resource: ResourceName,
    target: WriteTarget,
    args: Readonly<WriteArgs>,
    minimal = false,
  ): Promise<WriteResult> {
    this.refuseWhatCannotBeDone(resource, args);
    if (resource === 'events') refuseEndBeforeStart(args, this.options.now());
    const { capabilities } = this.options;
    // TEC looks a by-slug update's body `slug` up as the item's slug (404), and a read needs the ID anyway; an
    // event's start moved alone needs the event read for its length.
    if (
      'slug' in target &&
      !(resource === 'events' && movesStartAlone(args)) &&
      args.slug === undefined &&
      capabilities.partial_update &&
      isPost(resource) &&
      this.instantDatesToSend(resource, args).length === 0
    )
      return this.updateBySlug(resource, target.slug, args, minimal);
    // An update sent with If-Match is refused (412) when another writer changed the item since cal read it: it is
    // then read again and the change applied to what it has become.
    for (let attempt = 1; ; attempt++) {
      const basis: ReadBasis = { etag: undefined, id: 'id' in target ? target.id : undefined };
      try {
        return await this.updateOnce(resource, target, args, minimal, basis);
      } catch (error) {
        const conflict = error instanceof ApiCallError && error.status === 412 && basis.sent === true;
        if (!conflict) throw error;
        const item = `the ${singular(resource)} ${basis.id ?? ('slug' in target ? target.slug : '')}`;
        if (attempt > REAPPLY_LIMIT)
          throw new RemoteError(
            `${item} was changed by another writer each time it was read (${attempt} tries): not updated`,
          );
        this.options.warn(`note: ${item} was changed by another writer since cal read it; applying the update again`);
      }
    }
  }

  /** One read-and-write of an update; `basis` collects the tag of the item as read, sent back as If-Match. */
  private async updateOnce(
    resource: ResourceName,
    target: WriteTarget,
    args: Readonly<WriteArgs>,
    minimal: boolean,
    basis: ReadBasis,
  ): Promise<WriteResult> {
    const reading = readArgs(args);
    const { capabilities } = this.options;
    let id: number;
    if ('id' in target) id = target.id;
    else {
      const found = await requireItemBySlug(this.options.client, resource, target.slug, reading);
      id = found.id;
      basis.id = id;
      this.noteTag(basis, id, found.id, found.etag);
    }
    const terms = await this.withTermIds(resource, wireArgs(resource, args));
    const guarded = this.mergesWithoutTags(resource);
    const release = guarded ? await this.lockItem(resource, id) : undefined;
    try {
      const asked = terms.args;
      const merged = !capabilities.partial_update && isPost(resource);
      const movesStart = resource === 'events' && movesStartAlone(asked);
      let current = merged || movesStart ? await this.read(resource, id, reading, basis) : undefined;
      if (current && guarded) {
        const again = () => this.read(resource, id, reading, { etag: undefined, id });
        current = await settledRead(resource, id, current, again, this.options.warn);
      }
      let sent: WriteArgs = { ...(current && merged ? resetState(resource, current) : {}), ...asked };
      const kept = current && movesStart ? lengthKept(current, sent, this.options.now()) : undefined;
      if (kept) {
        const { said, ...dates } = kept;
        sent = { ...sent, ...dates };
        this.options.warn(said);
      }
      const dates = this.instantDatesToSend(resource, sent);
      if (dates.length > 0) {
        const zone = typeof sent.timezone === 'string' ? sent.timezone : await this.zoneOfEvent(id, reading, basis);
        sent = asWallTimes(sent, dates, zone, this.options.now());
      }
      const blanked = capabilities.partial_update ? [] : this.updates.blankNulls(resource, sent);
      const body = await this.updates.send(resource, id, sent, blanked, minimal, basis);
      const meanwhile = current && guarded && changedMeanwhile(resource, id, sent, current, body);
      if (meanwhile) this.options.warn(meanwhile);
      return this.judged(resource, this.updates.clearable(asked), body);
    } finally {
      terms.settle();
      await release?.();
    }
  }

  /**
   * An update that writes back every field it read, on a server without If-Match (TEC): nothing stops another
   * writer's change between the read and the write, so cal narrows that gap (src/remote/writes/concurrent-change.ts).
   */
  private mergesWithoutTags(resource: ResourceName): boolean {
    const { capabilities } = this.options;
    return !capabilities.partial_update && !capabilities.etag && isPost(resource);
  }

  private lockItem(resource: ResourceName, id: number): Promise<() => Promise<void>> | undefined {
    const lock = this.options.updateLock;
    return lock?.({ server: this.options.client.transport.target, kind: singular(resource), id });
  }

  /**
   * Keeps the first tag a read of the item gave, on a server that declares ETags: the update must find the item as
   * it was then. A read by ID may answer another item (its translation in the language asked for): not kept.
   */
  private noteTag(basis: ReadBasis, id: number, answered: unknown, etag: string | undefined): void {
    if (!this.options.capabilities.etag || etag === undefined || answered !== id) return;
    basis.etag ??= etag;
  }

  private async updateBySlug(resource: PostResource, slug: string, args: Readonly<WriteArgs>, minimal: boolean) {
    const terms = await this.withTermIds(resource, wireArgs(resource, args));
    try {
      const sent = terms.args;
      const call = { path: { slug }, args: onTheWire(sent), minimal };
      const reply = await this.options.client.call(`${resource}.updateBySlug`, call);
      return this.judged(resource, sent, reply.body);
    } finally {
      terms.settle();
    }
  }

  /**
   * Removes an item this run made in vain (another writer made its twin meanwhile): for good where the server can,
   * else to the trash.
   */
  async discard(resource: PostResource, id: number): Promise<void> {
    const args = this.options.capabilities.permanent_delete ? { force: true } : {};
    await this.options.client.call(`${resource}.delete`, { path: { id }, args });
  }

  /** The answer checked against what was asked; terms the server dropped are warned about, the item is made. */
  private judged(resource: ResourceName, asked: WriteArgs, body: unknown): WriteResult {
    if (!isRecord(body)) return { body, unapplied: [] };
    const dropped = droppedTerms(resource, asked, body);
    if (dropped.length > 0) {
      const item = typeof body.id === 'number' ? `${singular(resource)} ${body.id}` : singular(resource);
      this.options.warn(`warning: ${item}: ${dropped.join('; ')} not set (the server drops terms it does not know)`);
    }
    // Once a run each: an import of a hundred records would say them a hundred times.
    const notes = { pending: pendingReview(resource, asked, body), symbol: defaultSymbolNote(asked, body) };
    for (const [kind, note] of Object.entries(notes))
      if (note !== undefined && !this.said.has(kind)) {
        this.said.add(kind);
        this.options.warn(note);
      }
    return { body, unapplied: unapplied(resource, asked, body) };
  }

  /** Why this server cannot take a create of `args` at all (src/remote/capability-checks.ts), or undefined. */
  refusal(resource: ResourceName, args: Readonly<WriteArgs>): string | undefined {
    return verdict(rulesFor(`${resource}.create`, args), this.options.capabilities).refusal;
  }

  private refuseWhatCannotBeDone(resource: ResourceName, args: Readonly<WriteArgs>): void {
    const refusal = this.refusal(resource, args);
    if (refusal !== undefined) throw new RefusedRequestError(refusal);
  }

  private async read(resource: ResourceName, id: number, reading: ReadArgs, basis: ReadBasis): Promise<AnsweredItem> {
    const { item, etag } = await readBeforeUpdate(this.options.client, resource, id, reading);
    this.noteTag(basis, id, item.id, etag);
    return item;
  }

  /** Terms named by slug or name (an event's categories and tags, a category's parent) as the IDs servers take. */
  private async withTermIds(resource: ResourceName, args: WriteArgs): Promise<{ args: WriteArgs; settle: () => void }> {
    if (resource === 'categories')
      return { args: await withParentId(this.options.client, resource, args), settle: () => {} };
    if (resource !== 'events') return { args, settle: () => {} };
    // An event holds each taxonomy's terms in the field of that name.
    const terms: Partial<Record<Taxonomy, unknown[]>> = {};
    for (const taxonomy of TERM_RESOURCES) {
      const given = args[taxonomy];
      if (Array.isArray(given)) terms[taxonomy] = given;
    }
    if (Object.keys(terms).length === 0) return { args, settle: () => {} };
    const language = typeof args.site_language === 'string' ? args.site_language : undefined;
    const resolution = await this.terms.resolve(terms, language);
    return { args: { ...args, ...resolution.values }, settle: resolution.settle };
  }

  /** Event dates that carry an instant of their own, on a server that would keep their wall time instead. */
  private instantDatesToSend(resource: ResourceName, args: WriteArgs): EventDate[] {
    if (resource !== 'events' || this.options.capabilities.offset_dates) return [];
    return instantDates(args, this.options.now());
  }

  /** The zone a new event's dates are in: its own, else the site's. */
  private zoneOf(args: WriteArgs): Promise<string> {
    return typeof args.timezone === 'string' && args.timezone !== '' ? Promise.resolve(args.timezone) : this.siteZone();
  }

  private async zoneOfEvent(id: number, reading: ReadArgs, basis: ReadBasis): Promise<string> {
    const event = await this.read('events', id, reading, basis);
    return typeof event.timezone === 'string' && event.timezone !== '' ? event.timezone : this.siteZone();
  }
}

/** The args a read of the item needs too: its language. */
function readArgs(args: Readonly<WriteArgs>): ReadArgs {
  return typeof args.site_language === 'string' ? { site_language: args.site_language } : {};
}
