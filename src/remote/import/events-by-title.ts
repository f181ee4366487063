// The events an import record names by title and start rather than by slug: every event when the record has no slug
// (src/remote/events-by-title-and-start.ts), and, behind a slug that finds nothing, the unpublished events WordPress
// keeps without one (src/remote/unnamed-events.ts). One in many is taken and said.
import type { Client } from '../../client/client.js';
import { EventsByTitleAndStart, type EventIdentity } from '../events-by-title-and-start.js';
import { UnnamedEvents } from '../unnamed-events.js';
import type { ImportRecord } from '../../codecs/record-checks.js';

export class EventsByTitle {
  /** Per language: the events kept without a slug. */
  private readonly unnamed = new Map<string, UnnamedEvents>();
  private readonly byTitleAndStart: EventsByTitleAndStart;

  constructor(
    private readonly client: Client,
    private readonly now: () => number,
    siteZone: () => Promise<string>,
    private readonly warn: (line: string) => void,
  ) {
    this.byTitleAndStart = new EventsByTitleAndStart(client, now, siteZone);
  }

  private unnamedIn(language: string | undefined): UnnamedEvents {
    let events = this.unnamed.get(language ?? '');
    if (!events) {
      events = new UnnamedEvents(this.client, this.now, language);
      this.unnamed.set(language ?? '', events);
    }
    return events;
  }

  /** Reads the unpublished events once, before a run's first slug look-up, so that its requests go in one order. */
  async load(language: string | undefined): Promise<void> {
    await this.unnamedIn(language).load();
  }

  /** The event a record without a slug stands for: the one with its title and start. */
  async same(record: ImportRecord, language: string | undefined): Promise<number | undefined> {
    const ids = await this.byTitleAndStart.find(this.identityOf(record), language);
    return this.taken(ids, `events are titled ${JSON.stringify(record.title)}`, record.fields.start_date);
  }

  private identityOf({ fields, title }: ImportRecord): EventIdentity {
    return {
      title,
      start: fields.start_date,
      end: fields.end_date,
      ...(typeof fields.timezone === 'string' ? { zone: fields.timezone } : {}),
      allDay: fields.all_day === true,
    };
  }

  /** The event the run made for a record without a slug: found by later records that write its dates otherwise. */
  remember(record: ImportRecord, id: number, language: string | undefined): Promise<void> {
    return this.byTitleAndStart.remember(this.identityOf(record), id, language);
  }

  /** An unpublished event WordPress keeps without a slug, with the record's title and start. */
  async unpublished(record: ImportRecord, language: string | undefined): Promise<number | undefined> {
    const { fields, title } = record;
    const zone = typeof fields.timezone === 'string' ? fields.timezone : undefined;
    const match = await this.unnamedIn(language).find(title, fields.start_date, zone);
    return match === undefined
      ? undefined
      : this.taken(
          match.all,
          `unpublished events without a slug are titled ${JSON.stringify(title)}`,
          fields.start_date,
        );
  }

  /** The oldest of the matches, saying so when there are several. */
  private taken(ids: readonly number[], what: string, start: unknown): number | undefined {
    const [id] = ids;
    if (id !== undefined && ids.length > 1)
      this.warn(`warning: ${ids.length} ${what} and start at ${String(start)} (${ids.join(', ')}): taking ${id}`);
    return id;
  }
}
