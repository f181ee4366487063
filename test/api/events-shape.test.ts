// The event object field by field and in upstream order: on create, in lists and on single reads (json_ld).
import { beforeAll, describe, expect, it } from 'vitest';
import { useApi } from '../helpers/setup.js';
import { createOrganizer, createVenue, EVENT_KEYS, type Json } from './events-fixtures.js';

const api = useApi();
let created: Json;
let venue: Json;
let organizer: Json;
let category: Json;
let tag: Json;

const STAMP = '2026-11-21 12:00:00';

beforeAll(async () => {
  venue = await createVenue(api, {
    venue: 'Blue Note Hall',
    description: 'A cosy jazz club.',
    address: '131 W 3rd St',
    city: 'New York',
    country: 'United States',
    state: 'NY',
    zip: '10012',
    phone: '+1 212 475 8592',
    website: 'https://example.com/blue-note',
    stateprovince: 'NY',
  });
  organizer = await createOrganizer(api, {
    organizer: 'Jazz Society',
    description: 'Volunteer-run jazz society.',
    phone: '+1 555 0100',
    website: 'https://jazz.example.com',
    email: 'info@jazz.example.com',
  });
  category = (await api.request('POST', 'categories', { body: { name: 'Music', description: 'Concerts and gigs' } }))
    .json;
  tag = (await api.request('POST', 'tags', { body: { name: 'jazz' } })).json;
  const reply = await api.request('POST', 'events', {
    body: {
      title: 'Jazz Night',
      description: '<p>An evening of <strong>live jazz</strong>.</p>',
      excerpt: 'Live jazz downtown',
      start_date: '2026-12-05 20:00:00',
      end_date: '2026-12-05 23:00:00',
      timezone: 'America/New_York',
      venue: venue.id,
      organizer: [organizer.id],
      categories: [category.id],
      tags: [tag.id],
      cost: '$15',
      website: 'https://jazz.example.com/night',
      featured: true,
      show_map: true,
      show_map_link: true,
    },
  });
  expect(reply.status, reply.text).toBe(201);
  created = reply.json;
});

function expectedVenue(): Json {
  const gid = `127.0.0.1?id=${venue.id}`;
  return {
    id: venue.id,
    author: '1',
    status: 'publish',
    date: STAMP,
    date_utc: STAMP,
    modified: STAMP,
    modified_utc: STAMP,
    url: `${api.site}/venue/blue-note-hall/`,
    venue: 'Blue Note Hall',
    description: '<p>A cosy jazz club.</p>',
    slug: 'blue-note-hall',
    address: '131 W 3rd St',
    city: 'New York',
    country: 'United States',
    state: 'NY',
    zip: '10012',
    phone: '+1 212 475 8592',
    website: 'https://example.com/blue-note',
    stateprovince: 'NY',
    show_map: true,
    show_map_link: true,
    global_id: gid,
    global_id_lineage: [gid],
    language: 'en',
    translations: {},
  };
}

function expectedOrganizer(): Json {
  const gid = `127.0.0.1?id=${organizer.id}`;
  return {
    id: organizer.id,
    author: '1',
    status: 'publish',
    date: STAMP,
    date_utc: STAMP,
    modified: STAMP,
    modified_utc: STAMP,
    url: `${api.site}/organizer/jazz-society/`,
    organizer: 'Jazz Society',
    description: '<p>Volunteer-run jazz society.</p>',
    slug: 'jazz-society',
    phone: '+1 555 0100',
    website: 'https://jazz.example.com',
    email: 'info@jazz.example.com',
    global_id: gid,
    global_id_lineage: [gid],
    language: 'en',
    translations: {},
  };
}

function expectedEvent(): Json {
  const id = created.id as number;
  const gid = `127.0.0.1?id=${id}`;
  return {
    id,
    global_id: gid,
    global_id_lineage: [gid],
    author: '1',
    status: 'publish',
    date: STAMP,
    date_utc: STAMP,
    modified: STAMP,
    modified_utc: STAMP,
    url: `${api.site}/event/jazz-night/`,
    rest_url: `${api.api}events/${id}`,
    title: 'Jazz Night',
    description: '<p>An evening of <strong>live jazz</strong>.</p>',
    excerpt: '<p>Live jazz downtown</p>',
    slug: 'jazz-night',
    image: false,
    all_day: false,
    start_date: '2026-12-05 20:00:00',
    start_date_details: { year: '2026', month: '12', day: '05', hour: '20', minutes: '00', seconds: '00' },
    end_date: '2026-12-05 23:00:00',
    end_date_details: { year: '2026', month: '12', day: '05', hour: '23', minutes: '00', seconds: '00' },
    utc_start_date: '2026-12-06 01:00:00',
    utc_start_date_details: { year: '2026', month: '12', day: '06', hour: '01', minutes: '00', seconds: '00' },
    utc_end_date: '2026-12-06 04:00:00',
    utc_end_date_details: { year: '2026', month: '12', day: '06', hour: '04', minutes: '00', seconds: '00' },
    timezone: 'America/New_York',
    timezone_abbr: 'EST',
    cost: '$15',
    cost_details: { currency_symbol: '$', currency_code: '', currency_position: 'prefix', values: ['15'] },
    website: 'https://jazz.example.com/night',
    show_map: true,
    show_map_link: true,
    hide_from_listings: false,
    sticky: false,
    featured: true,
    categories: [
      {
        name: 'Music',
        slug: 'music',
        term_group: 0,
        term_taxonomy_id: category.id,
        taxonomy: 'tribe_events_cat',
        description: 'Concerts and gigs',
        parent: 0,
        count: 1,
        filter: 'raw',
        id: category.id,
        urls: { self: `${api.api}categories/${category.id}`, collection: `${api.api}categories` },
      },
    ],
    tags: [
      {
        name: 'jazz',
        slug: 'jazz',
        term_group: 0,
        term_taxonomy_id: tag.id,
        taxonomy: 'post_tag',
        description: '',
        parent: 0,
        count: 1,
        filter: 'raw',
        id: tag.id,
        urls: { self: `${api.api}tags/${tag.id}`, collection: `${api.api}tags` },
      },
    ],
    venue: expectedVenue(),
    organizer: [expectedOrganizer()],
    custom_fields: [],
    language: 'en',
    translations: {},
  };
}

describe('create response (201)', () => {
  it('has every field with its exact value', () => {
    expect(created).toEqual(expectedEvent());
  });

  it('lists the fields in upstream order (TEC-REFERENCE §5.1, no json_ld)', () => {
    expect(Object.keys(created)).toEqual([...EVENT_KEYS]);
  });

  it('types: author numeric string, *_details zero-padded strings, cost values strings, custom_fields []', () => {
    expect(typeof created.author).toBe('string');
    expect(created.author).toMatch(/^\d+$/);
    for (const key of ['start_date_details', 'end_date_details', 'utc_start_date_details', 'utc_end_date_details']) {
      expect(Object.keys(created[key])).toEqual(['year', 'month', 'day', 'hour', 'minutes', 'seconds']);
      for (const part of Object.values(created[key] as Record<string, unknown>)) expect(typeof part).toBe('string');
    }
    expect(created.start_date_details.day).toBe('05');
    expect(created.cost_details.values.every((v: unknown) => typeof v === 'string')).toBe(true);
    expect(created.custom_fields).toEqual([]);
    expect(Array.isArray(created.custom_fields)).toBe(true);
  });

  it('embeds one venue as an object and organizers as an array, in their upstream field order', () => {
    expect(Array.isArray(created.venue)).toBe(false);
    expect(Object.keys(created.venue)).toEqual(Object.keys(expectedVenue()));
    expect(Array.isArray(created.organizer)).toBe(true);
    expect(Object.keys(created.organizer[0])).toEqual(Object.keys(expectedOrganizer()));
    expect(Object.keys(created.categories[0])).toEqual([
      'name',
      'slug',
      'term_group',
      'term_taxonomy_id',
      'taxonomy',
      'description',
      'parent',
      'count',
      'filter',
      'id',
      'urls',
    ]);
  });
});

describe('list item', () => {
  it('is the same object, same order, without json_ld', async () => {
    const reply = await api.request('GET', 'events?search=Jazz Night');
    expect(reply.status).toBe(200);
    expect(reply.json.events).toHaveLength(1);
    expect(reply.json.events[0]).toEqual(expectedEvent());
    expect(Object.keys(reply.json.events[0])).toEqual([...EVENT_KEYS]);
  });
});

describe('single read (GET /events/{id})', () => {
  it('is the same object with json_ld appended, and json_ld on the embedded venue and organizer', async () => {
    const reply = await api.request('GET', `events/${created.id}`);
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.json)).toEqual([...EVENT_KEYS, 'json_ld']);
    const { json_ld: eventLd, venue: readVenue, organizer: readOrganizers, ...rest } = reply.json as Json;
    const { venue: _v, organizer: _o, ...expectedRest } = expectedEvent();
    expect(rest).toEqual(expectedRest);
    expect(readVenue.json_ld['@type']).toBe('Place');
    expect(readVenue.json_ld.name).toBe('Blue Note Hall');
    expect(readOrganizers[0].json_ld['@type']).toBe('Person');
    expect(readOrganizers[0].json_ld.name).toBe('Jazz Society');
    expect(eventLd).toMatchObject({
      '@context': 'http://schema.org',
      '@type': 'Event',
      name: 'Jazz Night',
      description: 'Live jazz downtown',
      url: `${api.site}/event/jazz-night/`,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      startDate: '2026-12-05T20:00:00-05:00',
      endDate: '2026-12-05T23:00:00-05:00',
      location: { '@type': 'Place', name: 'Blue Note Hall' },
      organizer: { '@type': 'Person', name: 'Jazz Society' },
      offers: { '@type': 'Offer', price: '15', url: `${api.site}/event/jazz-night/` },
      performer: 'Organization',
    });
  });
});
