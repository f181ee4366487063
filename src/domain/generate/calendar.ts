// Builds a whole fake calendar from a seed: the same seed and options give the same records, in the same order.
import { Faker, base, en } from '../../lazy-libraries/faker.js';
import { parseWallTime, type WallTime } from '../../dates/wall-time.js';
import { generateCategories, generateOrganizers, generateTags, generateVenues } from './directory.js';
import { generateEvents } from './events.js';
import type { GenerateOptions, GeneratedCalendar } from './types.js';

function midnightOf(day: string): WallTime {
  const midnight = parseWallTime(`${day} 00:00:00`);
  if (!midnight) throw new RangeError(`not a day (YYYY-MM-DD): ${day}`);
  return midnight;
}

export function generateCalendar(options: GenerateOptions): GeneratedCalendar {
  // A private instance: the shared `faker` export would carry its seed over between callers.
  const faker = new Faker({ locale: [en, base] });
  faker.seed(options.seed);
  const { counts } = options;
  const categories = generateCategories(faker, counts.categories);
  const tags = generateTags(faker, counts.tags);
  const venues = generateVenues(faker, counts.venues);
  const organizers = generateOrganizers(faker, counts.organizers, categories);
  const events = generateEvents(faker, counts.events, {
    venues,
    organizers,
    categories,
    tags,
    from: midnightOf(options.from),
    days: options.days,
    seed: options.seed,
  });
  return {
    venues: venues.map((placed) => placed.record),
    organizers,
    categories: categories.map((choice) => choice.term),
    tags,
    events,
  };
}
