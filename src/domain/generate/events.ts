// Events spread over the requested days, in their venues' zones, with a realistic mix of kinds and states.
import type { Faker } from '@faker-js/faker';
import { addDays, formatWallTime, type WallTime } from '../../dates/wall-time.js';
import type { CategoryChoice, PlacedVenue } from './directory.js';
import { ONLINE_ZONES } from './places.js';
import { chance, generatedSlug, pick, someOf } from './random.js';
import type { GeneratedEvent, GeneratedOrganizer, GeneratedTerm, InlineOrganizer, InlineVenue } from './types.js';
import { DESCRIPTION_EXTRAS, GENERIC_FORMATS, TITLE_PREFIXES } from './vocabulary.js';

export interface EventSources {
  readonly venues: readonly PlacedVenue[];
  readonly organizers: readonly GeneratedOrganizer[];
  readonly categories: readonly CategoryChoice[];
  readonly tags: readonly GeneratedTerm[];
  /** Midnight of the first day. */
  readonly from: WallTime;
  readonly days: number;
  /** The seed, part of each event's slug. */
  readonly seed: number;
}

/** How many events of each kind, as shares of all events. */
const SHARES = {
  online: 0.08,
  allDay: 0.12,
  multiDay: 0.08,
  featured: 0.1,
  sticky: 0.03,
  hidden: 0.04,
  draft: 0.06,
  pending: 0.02,
  private: 0.02,
  protected: 0.04,
};

type Plan = Record<keyof typeof SHARES, Set<number>>;

function planMix(faker: Faker, n: number): Plan {
  // In the order of SHARES, which decides what the seed gives.
  const some = (share: number) => someOf(faker, n, share);
  const plan: Plan = {
    online: some(SHARES.online),
    allDay: some(SHARES.allDay),
    multiDay: some(SHARES.multiDay),
    featured: some(SHARES.featured),
    sticky: some(SHARES.sticky),
    hidden: some(SHARES.hidden),
    draft: some(SHARES.draft),
    pending: some(SHARES.pending),
    private: some(SHARES.private),
    protected: some(SHARES.protected),
  };
  // One status each: a draft is not also pending; only published events get a password.
  for (const id of plan.draft) {
    plan.pending.delete(id);
    plan.private.delete(id);
  }
  for (const id of plan.pending) plan.private.delete(id);
  for (const id of plan.protected)
    if (plan.draft.has(id) || plan.pending.has(id) || plan.private.has(id)) plan.protected.delete(id);
  return plan;
}

const inlineVenue = ({
  venue,
  address,
  city,
  country,
  state,
  province,
  stateprovince,
  zip,
  phone,
  website,
}: PlacedVenue['record']): InlineVenue => ({
  venue,
  address,
  city,
  country,
  ...(state ? { state } : {}),
  ...(province ? { province } : {}),
  ...(stateprovince ? { stateprovince } : {}),
  zip,
  phone,
  website,
});

const inlineOrganizer = ({ organizer, phone, website, email }: GeneratedOrganizer): InlineOrganizer => ({
  organizer,
  phone,
  website,
  email,
});

function cost(faker: Faker, currency: string, scale: number): string {
  const roll = faker.number.int({ min: 0, max: 9 });
  if (roll < 2) return '';
  if (roll < 4) return 'Free';
  const price = () => Math.round(faker.number.int({ min: 1, max: 12 }) * 5 * scale);
  if (roll < 8) return `${currency}${price()}`;
  const [one, other] = [price(), price()];
  const [low, high] = [Math.min(one, other), Math.max(one, other)];
  return low === high ? `${currency}${low}` : `${currency}${low} - ${currency}${high}`;
}

function dates(
  faker: Faker,
  sources: EventSources,
  allDay: boolean,
  multiDay: boolean,
): { start_date: string; end_date: string } {
  const day = addDays(sources.from, faker.number.int({ min: 0, max: sources.days - 1 }));
  const lastDay = multiDay ? addDays(day, faker.number.int({ min: 1, max: 3 })) : day;
  if (allDay)
    return {
      start_date: formatWallTime(day),
      end_date: formatWallTime({ ...lastDay, hour: 23, minute: 59, second: 59 }),
    };
  // Daytime and evening hours keep clear of the night-time gaps and repeats of daylight-saving changes.
  const start = { ...day, hour: faker.number.int({ min: 8, max: 20 }), minute: pick(faker, [0, 15, 30, 45]) };
  const minutes = start.hour * 60 + start.minute + faker.number.int({ min: 2, max: 6 }) * 30;
  const end = multiDay
    ? { ...lastDay, hour: faker.number.int({ min: 12, max: 22 }), minute: pick(faker, [0, 30]) }
    : { ...day, hour: Math.floor(minutes / 60), minute: minutes % 60 };
  return { start_date: formatWallTime(start), end_date: formatWallTime(end) };
}

function title(faker: Faker, format: string, city: string | undefined): string {
  return pick(faker, [
    () => `${pick(faker, TITLE_PREFIXES)} ${format}`,
    () => `${format} with ${faker.person.fullName()}`,
    () => (city ? `${city} ${format}` : `Online ${format}`),
    () => format,
  ])();
}

function description(faker: Faker, name: string, where: string, host: string | undefined): string {
  const opening = pick(faker, [
    `Join us for ${name} ${where}.`,
    `${name} is back ${where}.`,
    `Don't miss ${name} ${where}.`,
  ]);
  const extras = faker.helpers.arrayElements(DESCRIPTION_EXTRAS, { min: 1, max: 3 }).join(' ');
  return [opening, extras, ...(host ? [`Hosted by ${host}.`] : [])].join('\n\n');
}

export function generateEvents(faker: Faker, count: number, sources: EventSources): GeneratedEvent[] {
  const plan = planMix(faker, count);
  return Array.from({ length: count }, (_, i) => {
    const category = sources.categories.length > 0 ? pick(faker, sources.categories) : undefined;
    const place = sources.venues.length > 0 && !plan.online.has(i) ? pick(faker, sources.venues) : undefined;
    const organizers = faker.helpers.arrayElements(sources.organizers, pick(faker, [0, 1, 1, 1, 1, 2]));
    const name = title(faker, pick(faker, category?.formats ?? GENERIC_FORMATS), place?.city.city);
    const slug = generatedSlug(name, sources.seed, i);
    const categories = category ? [category.term.name] : [];
    const parent = category?.term.parent && sources.categories.find((c) => c.term.slug === category.term.parent);
    if (parent && chance(faker, 0.5)) categories.push(parent.term.name);
    const tags = faker.helpers
      .arrayElements(sources.tags, { min: 0, max: Math.min(3, sources.tags.length) })
      .map((tag) => tag.name);
    const where = place ? `at ${place.record.venue} in ${place.city.city}` : 'online';
    const host = organizers[0]?.organizer;
    const status = plan.draft.has(i)
      ? 'draft'
      : plan.pending.has(i)
        ? 'pending'
        : plan.private.has(i)
          ? 'private'
          : 'publish';
    const website = chance(faker, 0.3)
      ? { website: `${organizers[0]?.website ?? 'https://tickets.example.org'}/events/${slug}` }
      : {};
    const event: GeneratedEvent = {
      title: name,
      description: description(faker, name, where, host),
      excerpt: chance(faker, 0.5) ? `${name} ${where}.` : '',
      slug,
      status,
      ...dates(faker, sources, plan.allDay.has(i), plan.multiDay.has(i)),
      timezone: place?.city.zone ?? pick(faker, ONLINE_ZONES),
      all_day: plan.allDay.has(i),
      cost: tags.includes('free') ? 'Free' : cost(faker, place?.city.currency ?? '$', place?.city.priceScale ?? 1),
      ...website,
      featured: plan.featured.has(i),
      sticky: plan.sticky.has(i),
      hide_from_listings: plan.hidden.has(i),
      show_map: place !== undefined && chance(faker, 0.7),
      show_map_link: place !== undefined && chance(faker, 0.6),
      categories,
      tags,
      ...(place ? { venue: inlineVenue(place.record) } : {}),
      organizer: organizers.map(inlineOrganizer),
      ...(plan.protected.has(i) ? { password: faker.internet.password({ length: 12, memorable: true }) } : {}),
    };
    return event;
  });
}
