// One import record against the API: checked, matched to an existing event by slug, then created, updated or skipped.
import { ApiCallError, type Client } from '../../../client/client.js';
import { CommandError } from '../../errors.js';
import { describeError } from '../../report.js';
import type { Entry } from './read.js';
import { createArgs, updateArgs, validateRecord, type ImportRecord } from './validate.js';

export type Outcome =
  | { readonly action: 'create' | 'update' | 'skip'; readonly key: string; readonly title: string; readonly id?: number }
  | { readonly action: 'fail'; readonly reason: string; readonly error?: unknown };

export interface ImporterOptions {
  readonly update: boolean;
  readonly dryRun: boolean;
  readonly lang?: string;
  /** The clock relative dates ("tomorrow 8pm") are checked against. */
  readonly now: () => number;
}

export class RecordImporter {
  /** Per slug: the event's ID once known, or null for an event a dry run would create. */
  private readonly found = new Map<string, number | null>();
  /** Records with the same slug run one after another, so a later one sees what an earlier one did. */
  private readonly queues = new Map<string, Promise<void>>();

  constructor(
    private readonly client: Client,
    private readonly options: ImporterOptions,
  ) {}

  async import(entry: Entry): Promise<Outcome> {
    if (entry.problem !== undefined) return { action: 'fail', reason: entry.problem };
    const checked = validateRecord(entry.value, this.options.now());
    if ('error' in checked) return { action: 'fail', reason: checked.error };
    const { record } = checked;
    if (record.key === '') return this.settle(record);
    const previous = this.queues.get(record.key) ?? Promise.resolve();
    const outcome = previous.then(() => this.settle(record));
    this.queues.set(record.key, outcome.then(() => undefined));
    return outcome;
  }

  private async settle(record: ImportRecord): Promise<Outcome> {
    try {
      return await this.write(record);
    } catch (error) {
      return { action: 'fail', reason: describeError(error), error };
    }
  }

  private async write(record: ImportRecord): Promise<Outcome> {
    const { key, title } = record;
    // Without a slug to match (a title of symbols alone), the record is always new.
    const existing = key === '' ? undefined : this.found.has(key) ? this.found.get(key) : await this.lookup(key);
    if (existing !== undefined) {
      const id = existing ?? undefined;
      if (!this.options.update) return { action: 'skip', key, title, ...(id === undefined ? {} : { id }) };
      if (!this.options.dryRun && id !== undefined) {
        await this.client.call('events.update', { path: { id }, args: this.withLanguage(updateArgs(record)) });
      }
      return { action: 'update', key, title, ...(id === undefined ? {} : { id }) };
    }
    if (this.options.dryRun) {
      if (key !== '') this.found.set(key, null);
      return { action: 'create', key, title };
    }
    const reply = await this.client.call('events.create', { args: this.withLanguage(createArgs(record)) });
    const id = Number((reply.body as Record<string, unknown> | undefined)?.id);
    if (key !== '' && Number.isInteger(id)) this.found.set(key, id);
    return { action: 'create', key, title, ...(Number.isInteger(id) ? { id } : {}) };
  }

  /** The ID of the event with this slug; the API answers 400 (invalid slug) when there is none. */
  private async lookup(slug: string): Promise<number | undefined> {
    try {
      const reply = await this.client.call('events.getBySlug', { path: { slug }, args: this.withLanguage({}) });
      const id = Number((reply.body as Record<string, unknown> | undefined)?.id);
      if (!Number.isInteger(id)) throw new CommandError(`the event with slug ${slug} came back without an ID`);
      this.found.set(slug, id);
      return id;
    } catch (error) {
      if (error instanceof ApiCallError && error.status === 400) return undefined;
      throw error;
    }
  }

  private withLanguage(args: Record<string, unknown>): Record<string, unknown> {
    return this.options.lang ? { ...args, site_language: this.options.lang } : args;
  }
}
