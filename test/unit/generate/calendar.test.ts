// The calendar generator: the same seed gives the same records, and the mix holds every kind of event.
import { describe, expect, it } from 'vitest';
import { generateCalendar } from '../../../src/domain/generate/calendar.js';
import { defaultCounts } from '../../../src/domain/generate/counts.js';
import { seedOf } from '../../../src/domain/generate/random.js';
import type { GenerateOptions, GeneratedOrganizer, GeneratedVenue } from '../../../src/domain/generate/types.js';
import { parseWallTime } from '../../../src/dates/wall-time.js';
import { isValidTimeZone } from '../../../src/dates/zones.js';
import { slugify } from '../../../src/domain/slugs.js';

const options = (seed: number, events = 300, from = '2027-03-01', days = 60): GenerateOptions => ({
  seed,
  counts: defaultCounts(events),
  from,
  days,
});

describe('generateCalendar', () => {
  it('gives deep-equal, byte-identical output for the same seed and options', () => {
    const first = generateCalendar(options(7));
    const second = generateCalendar(options(7));
    expect(second).toEqual(first);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });

  it('gives another calendar for another seed, and shifts dates with --from alone', () => {
    const seven = generateCalendar(options(7));
    const eight = generateCalendar(options(8));
    expect(eight.events.map((e) => e.title)).not.toEqual(seven.events.map((e) => e.title));
    expect(eight.venues.map((v) => v.venue)).not.toEqual(seven.venues.map((v) => v.venue));
    const later = generateCalendar(options(7, 300, '2027-04-01'));
    expect(later.events.map((e) => e.title)).toEqual(seven.events.map((e) => e.title));
    expect(later.events[0]?.start_date).not.toBe(seven.events[0]?.start_date);
  });

  it('makes the counts asked for, and none of anything for zero events by default', () => {
    const calendar = generateCalendar({
      seed: 1,
      counts: { events: 40, venues: 5, organizers: 3, categories: 35, tags: 40 },
      from: '2027-01-01',
      days: 10,
    });
    expect([
      calendar.events.length,
      calendar.venues.length,
      calendar.organizers.length,
      calendar.categories.length,
      calendar.tags.length,
    ]).toEqual([40, 5, 3, 35, 40]);
    expect(generateCalendar(options(1, 0))).toEqual({
      venues: [],
      organizers: [],
      categories: [],
      tags: [],
      events: [],
    });
  });

  it('mixes all-day, multi-day, featured, sticky, hidden, draft, pending, private and protected events in several zones', () => {
    const { events } = generateCalendar(options(3, 200));
    const count = (test: (e: (typeof events)[number]) => boolean) => events.filter(test).length;
    const day = (date: string) => date.slice(0, 10);
    expect(count((e) => e.all_day)).toBeGreaterThan(0);
    expect(count((e) => day(e.start_date) !== day(e.end_date))).toBeGreaterThan(0);
    expect(count((e) => e.featured)).toBeGreaterThan(0);
    expect(count((e) => e.sticky)).toBeGreaterThan(0);
    expect(count((e) => e.hide_from_listings)).toBeGreaterThan(0);
    for (const status of ['publish', 'draft', 'pending', 'private'])
      expect(
        count((e) => e.status === status),
        status,
      ).toBeGreaterThan(0);
    expect(count((e) => e.password !== undefined)).toBeGreaterThan(0);
    expect(events.filter((e) => e.password !== undefined).every((e) => e.status === 'publish')).toBe(true);
    expect(count((e) => e.venue === undefined)).toBeGreaterThan(0);
    expect(new Set(events.map((e) => e.timezone)).size).toBeGreaterThanOrEqual(4);
    expect(count((e) => e.organizer.length > 0)).toBeGreaterThan(0);
    expect(count((e) => e.tags.length > 0)).toBeGreaterThan(0);
  });

  it('writes valid dates inside the window: all-day ones whole days, the others ending after they start', () => {
    const { events } = generateCalendar(options(5, 500, '2027-03-01', 30));
    for (const event of events) {
      const start = parseWallTime(event.start_date);
      const end = parseWallTime(event.end_date);
      expect(start && end, `${event.slug}: ${event.start_date} → ${event.end_date}`).toBeTruthy();
      expect(event.start_date >= '2027-03-01 00:00:00' && event.start_date < '2027-03-31 00:00:00').toBe(true);
      expect(event.end_date > event.start_date).toBe(true);
      expect(isValidTimeZone(event.timezone)).toBe(true);
      if (event.all_day) {
        expect(event.start_date.endsWith('00:00:00')).toBe(true);
        expect(event.end_date.endsWith('23:59:59')).toBe(true);
      }
    }
  });

  it('builds a category hierarchy with each parent before its children, and unique slugs everywhere', () => {
    const calendar = generateCalendar(options(9, 300));
    const seen = new Set<string>();
    for (const category of calendar.categories) {
      if (category.parent !== undefined)
        expect(seen.has(category.parent), `${category.name} after its parent`).toBe(true);
      seen.add(category.slug);
    }
    expect(calendar.categories.filter((c) => c.parent !== undefined).length).toBeGreaterThan(0);
    expect(calendar.categories.filter((c) => c.parent === undefined).length).toBeGreaterThan(0);
    const unique = (slugs: string[]) => expect(new Set(slugs).size).toBe(slugs.length);
    unique(calendar.events.map((e) => e.slug));
    unique(calendar.categories.map((c) => c.slug));
    unique(calendar.tags.map((t) => t.slug));
    unique(calendar.venues.map((v) => slugify(v.venue)));
    unique(calendar.organizers.map((o) => slugify(o.organizer)));
  });

  it("gives each event a slug of its title, seed and number; another seed's venues and organizers differ in their fields", () => {
    const eleven = generateCalendar(options(11, 1000));
    const twelve = generateCalendar(options(12, 1000));
    eleven.events.forEach((event, i) => expect(event.slug).toBe(`${slugify(event.title)}-11-${i + 1}`));
    const met = <T>(a: T[], b: T[], key: (item: T) => string) => {
      const seen = new Set(a.map(key));
      return b.filter((item) => seen.has(key(item))).length;
    };
    expect(met(eleven.events, twelve.events, (e) => e.slug)).toBe(0);
    // Titles and names repeat, as they do in real calendars: what tells records apart is elsewhere.
    expect(new Set(twelve.events.map((e) => e.title)).size).toBeLessThan(twelve.events.length);
    expect(met(eleven.events, twelve.events, (e) => e.title)).toBeGreaterThan(0);
    const venueName = (v: GeneratedVenue) => slugify(v.venue);
    const venueFields = (v: GeneratedVenue) => [venueName(v), v.address, v.city, v.zip, v.phone].join('\n');
    expect(met(eleven.venues, twelve.venues, venueName)).toBeGreaterThan(0);
    expect(met(eleven.venues, twelve.venues, venueFields)).toBe(0);
    const organizerName = (o: GeneratedOrganizer) => slugify(o.organizer);
    const organizerFields = (o: GeneratedOrganizer) => [organizerName(o), o.phone, o.email, o.website].join('\n');
    expect(met(eleven.organizers, twelve.organizers, organizerName)).toBeGreaterThan(0);
    expect(met(eleven.organizers, twelve.organizers, organizerFields)).toBe(0);
    // Categories and tags are one vocabulary, shared by every run.
    expect(met(eleven.categories, twelve.categories, (c) => c.slug)).toBe(twelve.categories.length);
  });

  it('links events to generated records only: inline venues and organizers match them field for field', () => {
    const calendar = generateCalendar(options(11, 200));
    const categories = new Set(calendar.categories.map((c) => c.name));
    const tags = new Set(calendar.tags.map((t) => t.name));
    for (const event of calendar.events) {
      for (const name of event.categories) expect(categories.has(name)).toBe(true);
      for (const name of event.tags) expect(tags.has(name)).toBe(true);
      if (event.venue) expect(calendar.venues.find((v) => v.venue === event.venue?.venue)).toMatchObject(event.venue);
      for (const organizer of event.organizer)
        expect(calendar.organizers.find((o) => o.organizer === organizer.organizer)).toMatchObject(organizer);
    }
  });

  it('places venues in real cities with coordinates close to them', () => {
    const { venues } = generateCalendar(options(2, 100));
    for (const venue of venues) {
      expect(venue.address).not.toBe('');
      expect(Math.abs(venue.geo_lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(venue.geo_lng)).toBeLessThanOrEqual(180);
      expect(venue.website).toMatch(/^https:\/\/[a-z0-9-]+\.example\.org$/);
    }
    expect(new Set(venues.map((v) => v.city)).size).toBeGreaterThanOrEqual(5);
  });
});

describe('seedOf', () => {
  it('reads digits as the number and hashes anything else the same way every time', () => {
    expect(seedOf('7')).toBe(7);
    expect(seedOf('ci-nightly')).toBe(seedOf('ci-nightly'));
    expect(seedOf('ci-nightly')).not.toBe(seedOf('ci-weekly'));
    expect(Number.isInteger(seedOf('ci-nightly'))).toBe(true);
  });
});
