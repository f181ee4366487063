// The records events link to: venues in real cities, organizers, a category hierarchy and tags.
import type { Faker } from '@faker-js/faker';
import { slugify } from '../slugs.js';
import { CITIES, type City } from './places.js';
import { chance, pick, uniqueName } from './random.js';
import type { GeneratedOrganizer, GeneratedTerm, GeneratedVenue } from './types.js';
import {
  CATEGORY_TREE,
  GENERIC_FORMATS,
  ORGANIZER_KINDS,
  TAG_NAMES,
  TITLE_PREFIXES,
  VENUE_KINDS,
} from './vocabulary.js';

/** A venue with the city it stands in, which gives its events their zone and currency. */
export interface PlacedVenue {
  readonly record: GeneratedVenue;
  readonly city: City;
}

/** A category with the kinds of event filed under it. */
export interface CategoryChoice {
  readonly term: GeneratedTerm;
  readonly formats: readonly string[];
}

const VENUE_ADJECTIVES = ['cosy', 'historic', 'modern', 'spacious', 'intimate', 'light-filled', 'restored', 'lively'];

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const round6 = (n: number) => Number(n.toFixed(6));

export function generateVenues(faker: Faker, count: number): PlacedVenue[] {
  // Venues go round the cities in a shuffled order, so even a few venues span several time zones.
  const cities = faker.helpers.shuffle([...CITIES]);
  const slugs = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const city = cities[i % cities.length];
    if (!city) throw new Error('no cities to place venues in');
    const kind = pick(faker, VENUE_KINDS);
    const base = pick(faker, [
      () => `The ${faker.person.lastName()} ${kind}`,
      () => `${faker.location.street()} ${kind}`,
      () => `${city.city} ${kind}`,
      () => `${pick(faker, TITLE_PREFIXES)} ${kind}`,
    ])();
    const { name, slug } = uniqueName(base, slugs);
    const region = city.region ? { [city.region.kind]: city.region.name, stateprovince: city.region.name } : {};
    const record: GeneratedVenue = {
      venue: name,
      description: `A ${pick(faker, VENUE_ADJECTIVES)} ${kind.toLowerCase()} in ${city.city} with room for ${faker.number.int({ min: 2, max: 80 }) * 10} people.`,
      address: faker.location.streetAddress(),
      city: city.city,
      country: city.country,
      ...region,
      zip: faker.location.zipCode(),
      phone: faker.phone.number({ style: 'international' }),
      website: `https://${slug}.example.org`,
      geo_lat: round6(city.lat + faker.number.float({ min: -0.05, max: 0.05, fractionDigits: 6 })),
      geo_lng: round6(city.lng + faker.number.float({ min: -0.05, max: 0.05, fractionDigits: 6 })),
    };
    return { record, city };
  });
}

export function generateOrganizers(
  faker: Faker,
  count: number,
  categories: readonly CategoryChoice[],
): GeneratedOrganizer[] {
  const slugs = new Set<string>();
  return Array.from({ length: count }, () => {
    const kind = pick(faker, ORGANIZER_KINDS);
    const person = chance(faker, 0.3)
      ? { firstName: faker.person.firstName(), lastName: faker.person.lastName() }
      : undefined;
    const topic = categories.length > 0 ? pick(faker, categories).term.name : 'Arts';
    const base = person
      ? `${person.firstName} ${person.lastName}`
      : pick(faker, [
          () => `${faker.location.city()} ${kind}`,
          () => `${topic} ${kind}`,
          () => `${faker.person.lastName()} & ${faker.person.lastName()} ${kind}`,
        ])();
    const { name, slug } = uniqueName(base, slugs);
    const email = person
      ? faker.internet.email({ ...person, provider: 'example.org' }).toLowerCase()
      : `info@${slug}.example.org`;
    return {
      organizer: name,
      description: `${name} has organised ${topic.toLowerCase()} events since ${faker.number.int({ min: 1975, max: 2022 })}.`,
      phone: faker.phone.number({ style: 'international' }),
      website: `https://${slug}.example.org`,
      email,
    };
  });
}

/** The tree in order, parents first; past its size, made-up categories, some under a top-level one. */
export function generateCategories(faker: Faker, count: number): CategoryChoice[] {
  const out: CategoryChoice[] = [];
  const slugs = new Set<string>();
  for (const root of CATEGORY_TREE) {
    const rootSlug = slugify(root.name);
    for (const seed of [root, ...(root.children ?? [])]) {
      if (out.length === count) return out;
      slugs.add(slugify(seed.name));
      const parent = seed === root ? {} : { parent: rootSlug };
      out.push({
        term: { name: seed.name, slug: slugify(seed.name), description: seed.description, ...parent },
        formats: seed.formats,
      });
    }
  }
  const roots = out.filter((choice) => choice.term.parent === undefined);
  while (out.length < count) {
    const { name, slug } = uniqueName(`${capitalise(faker.word.adjective())} ${capitalise(faker.word.noun())}`, slugs);
    const parent = chance(faker, 0.4) ? { parent: pick(faker, roots).term.slug } : {};
    out.push({
      term: { name, slug, description: `Events about ${name.toLowerCase()}`, ...parent },
      formats: GENERIC_FORMATS,
    });
  }
  return out;
}

export function generateTags(faker: Faker, count: number): GeneratedTerm[] {
  const slugs = new Set<string>();
  const names = faker.helpers.shuffle([...TAG_NAMES]).slice(0, count);
  while (names.length < count) names.push(faker.word.adjective());
  return names.map((wanted) => {
    const { name, slug } = uniqueName(wanted, slugs);
    return { name, slug };
  });
}
