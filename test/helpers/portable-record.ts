// A record an iCalendar import read, as an export takes it and as a round trip keeps it: for the corpus tests, which
// export what they read and read it back.
import type { PortableEvent } from '../../src/codecs/portable.js';

type Fields = Record<string, unknown>;

/** A read record as an export has it (floating times in the site's zone, here UTC). */
export function portable(fields: Fields): PortableEvent {
  const text = (name: string) => (typeof fields[name] === 'string' ? fields[name] : '');
  return {
    title: text('title'),
    description: text('description'),
    excerpt: '',
    slug: text('slug'),
    status: text('status') || 'publish',
    start_date: text('start_date'),
    end_date: text('end_date'),
    timezone: text('timezone') || 'UTC',
    all_day: fields.all_day === true,
    cost: '',
    featured: false,
    sticky: false,
    hide_from_listings: false,
    show_map: false,
    show_map_link: false,
    categories: Array.isArray(fields.categories) ? fields.categories.map(String) : [],
    tags: [],
    organizer: [],
    ...(typeof fields.uid === 'string' ? { uid: fields.uid } : {}),
  };
}

export const pick = (fields: Fields) => ({
  title: fields.title,
  start_date: fields.start_date,
  end_date: fields.end_date,
  // All-day events have no zone in iCalendar.
  timezone: fields.all_day === true ? undefined : fields.timezone,
  all_day: fields.all_day === true,
  description: fields.description ?? '',
});
