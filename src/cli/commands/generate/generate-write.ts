// Puts a generated calendar into the configured calendar, kind by kind, so each record finds what it links to.
import type { GeneratedCalendar, GeneratedEvent } from '../../../domain/generate/types.js';
import type { Session } from '../../session.js';
import { slugify } from '../../../domain/slugs.js';
import type { ResourceName } from '../../../api/resources.js';
import type { ImportCounts, ImportRunOptions } from '../bulk/import-engine.js';
import { twinFinder } from './generate-twins.js';

/** What became of each kind of record: created, found already there (see writeCalendar), or failed. */
export type WrittenCounts = Record<ResourceName, ImportCounts>;

/** Parents before children (a child names its parent by slug), terms before events. */
function termSteps(calendar: GeneratedCalendar): { kind: ResourceName; label: string; values: readonly unknown[] }[] {
  return [
    {
      kind: 'categories',
      label: 'categories',
      values: calendar.categories.filter((term) => term.parent === undefined),
    },
    {
      kind: 'categories',
      label: 'subcategories',
      values: calendar.categories.filter((term) => term.parent !== undefined),
    },
    { kind: 'tags', label: 'tags', values: calendar.tags },
  ];
}

/**
 * An event linked by ID to the venue and organizers of its own run, which another run may have named alike. One
 * whose venue or organizer could not be written keeps it inline, as in a file.
 */
function linkedEvent(
  event: GeneratedEvent,
  venueIds: ReadonlyMap<string, number>,
  organizerIds: ReadonlyMap<string, number>,
): Record<string, unknown> {
  const venue = event.venue === undefined ? undefined : (venueIds.get(slugify(event.venue.venue)) ?? event.venue);
  return {
    ...event,
    ...(venue === undefined ? {} : { venue }),
    organizer: event.organizer.map((organizer) => organizerIds.get(slugify(organizer.organizer)) ?? organizer),
  };
}

/**
 * Imports every kind in turn: events and terms are found again by slug, venues and organizers by their fields
 * (twinFinder); what is found is left as it is. Returns the counts of each kind.
 */
export async function writeCalendar(session: Session, calendar: GeneratedCalendar): Promise<WrittenCounts> {
  const { importValues } = await import('../bulk/import-engine.js');
  const client = await session.client();
  const zero = (): ImportCounts => ({ create: 0, update: 0, skip: 0, fail: 0 });
  const written: WrittenCounts = {
    categories: zero(),
    tags: zero(),
    venues: zero(),
    organizers: zero(),
    events: zero(),
  };
  const step = async (
    kind: ResourceName,
    label: string,
    values: readonly unknown[],
    options: ImportRunOptions = {},
  ) => {
    if (values.length === 0) return new Map<string, number>();
    const { counts, ids } = await importValues(session, kind, values, { label, ...options });
    for (const key of ['create', 'update', 'skip', 'fail'] as const) written[kind][key] += counts[key];
    return ids;
  };
  for (const { kind, label, values } of termSteps(calendar)) await step(kind, label, values);
  // Keyed by the slug of the name, unique within a run.
  const venues = await step('venues', 'venues', calendar.venues, { identify: twinFinder(client, 'venues') });
  const organizers = await step('organizers', 'organizers', calendar.organizers, {
    identify: twinFinder(client, 'organizers'),
  });
  await step(
    'events',
    'events',
    calendar.events.map((event) => linkedEvent(event, venues, organizers)),
  );
  return written;
}
