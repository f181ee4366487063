// Creating and updating events: a true partial update, links and terms resolved in the same transaction.
import type { InputOf } from '../../api/catalog.js';
import type { EventRecord } from '../../store/records/records.js';
import { resolveLinked } from '../linked/linked-writer.js';
import { applyPostFields, blankPost } from '../posts/post-fields.js';
import { given } from '../query/filters.js';
import { assignTerms } from '../terms/assign.js';
import { hashContentPassword } from '../secrets.js';
import { joinTranslationGroup } from '../translations.js';
import type { WriteEnv } from '../write-env.js';
import { applyEventDates, eventZone } from './event-dates.js';
import { cloneRecord } from '../../store/state/clone-record.js';

const FLAGS = ['show_map', 'show_map_link', 'hide_from_listings', 'sticky', 'featured'] as const;

/** For clearable text fields `null` means "clear", like `""`. */
const text = (value: string | null | undefined): string | undefined => (value === null ? '' : value);

/** The validated args of the event create and update routes (by ID or by slug: the same params). */
export type EventWriteArgs = InputOf<'events.create'> | InputOf<'events.update'>;

/** PHP's empty(): "", "0", 0, null, false and []. */
const phpEmpty = (value: unknown): boolean =>
  value === '' ||
  value === '0' ||
  value === 0 ||
  value === null ||
  value === false ||
  (Array.isArray(value) && value.length === 0);

/** Creates (no `existing`) or updates an event. Returns the saved record. */
export function writeEvent(
  args: EventWriteArgs,
  existing: Readonly<EventRecord> | undefined,
  env: WriteEnv,
): EventRecord {
  const event: EventRecord = existing ? cloneRecord(existing) : blankEvent(env);
  const dates = {
    start_date: given(args.start_date),
    end_date: given(args.end_date),
    timezone: text(args.timezone),
    all_day: given(args.all_day),
  };
  const zone = eventZone(dates, existing, env);
  applyPostFields(
    event,
    {
      title: given(args.title),
      description: text(args.description),
      excerpt: text(args.excerpt),
      author: given(args.author),
      status: given(args.status),
      date: given(args.date),
      date_utc: given(args.date_utc),
      slug: given(args.slug),
      image: args.image,
    },
    env,
    // The publication date is the post's, read in the site's zone as TEC does, not in the event's.
    { collection: 'events', created: !existing, zone: env.settings.timezone, slugFromTitle: 'published' },
  );
  applyEventDates(event, dates, env, zone);
  // TEC's create takes no cost that PHP calls empty ("0" included); an update stores it.
  if (args.cost !== undefined && (existing || !phpEmpty(args.cost))) event.cost = normaliseCost(args.cost);
  if (args.password !== undefined) {
    // A salted hash checks it; a sealed copy lets editors read it back; "" or null lifts the protection.
    const password = args.password || null;
    event.password = password === null ? null : hashContentPassword(password);
    event.password_sealed = password === null ? null : (env.secrets?.seal(password) ?? null);
  }
  if (args.website !== undefined) event.website = text(args.website) ?? '';
  if (args.ical_uid !== undefined) event.ical_uid = text(args.ical_uid) || null;
  for (const flag of FLAGS) if (args[flag] !== undefined) event[flag] = args[flag] === true;
  if (args.categories !== undefined) event.categories = assignTerms('categories', args.categories ?? [], env);
  if (args.tags !== undefined) event.tags = assignTerms('tags', args.tags ?? [], env);
  if (args.venue !== undefined) event.venues = resolveLinked('venues', args.venue ?? [], env);
  if (args.organizer !== undefined) event.organizers = resolveLinked('organizers', args.organizer ?? [], env);
  const translationOf = 'translation_of' in args ? given(args.translation_of) : undefined;
  if (!existing && translationOf !== undefined) joinTranslationGroup(env, 'events', event, translationOf);
  env.tx.put('events', event);
  return event;
}

function blankEvent(env: WriteEnv): EventRecord {
  // Object.assign onto a new object: V8 adds each field after a spread on a slow path (about 1.7 µs
  // a field), and assigning this many fields onto blankPost's object turns it into a slow dictionary.
  return Object.assign({}, blankPost(env, env.tx.nextId('post')), {
    start_date: '',
    end_date: '',
    utc_start_date: '',
    utc_end_date: '',
    timezone: env.settings.timezone,
    all_day: false,
    cost: null,
    website: null,
    show_map: false,
    show_map_link: false,
    hide_from_listings: false,
    sticky: false,
    featured: false,
    categories: [],
    tags: [],
    venues: [],
    organizers: [],
    post_parent: 0,
  });
}

/** Cost is free text or a list of texts; numbers are kept as written, blanks clear it. */
function normaliseCost(value: unknown): string | string[] | null {
  if (Array.isArray(value)) {
    const items = value
      .filter((v) => typeof v === 'string' || typeof v === 'number')
      .map(String)
      .filter((v) => v !== '');
    return items.length === 0 ? null : items;
  }
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (value !== null && typeof value === 'object') return normaliseCost(Object.values(value));
  return null;
}
