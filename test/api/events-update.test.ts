// POST|PUT|PATCH /events/{id} and /events/by-slug/{slug}: a true partial update, clearing, zones and errors.
import { describe, expect, it } from 'vitest';
import { useApi } from '../helpers/setup.js';
import {
  createEvent,
  createOrganizer,
  createTerm,
  createVenue,
  eventBody,
  expectError,
  expectInvalidParams,
  type Json,
} from './events-fixtures.js';

const api = useApi();

const METHODS = ['POST', 'PUT', 'PATCH'] as const;

/** An event with every optional field set to a non-default value. */
async function richEvent(title: string, extra: Json = {}): Promise<Json> {
  const venue = await createVenue(api, { venue: 'Rich Venue', city: 'Vic' });
  const organizer = await createOrganizer(api, { organizer: 'Rich Organizer' });
  const category = await createTerm(api, 'categories', `Rich Category ${title}`);
  return createEvent(api, {
    title,
    description: 'Rich description',
    excerpt: 'Rich excerpt',
    start_date: '2026-12-10 18:00:00',
    end_date: '2026-12-11 20:00:00',
    timezone: 'America/New_York',
    all_day: true,
    venue: venue.id,
    organizer: [organizer.id],
    categories: [category.id],
    tags: ['rich-tag'],
    cost: '$25',
    website: 'https://rich.example.com',
    show_map: true,
    show_map_link: true,
    hide_from_listings: true,
    sticky: true,
    featured: true,
    ...extra,
  });
}

/** Drops the single-read `json_ld` (event, venue, organizers) to compare with write responses. */
function withoutLd(single: Json): Json {
  const { json_ld: _ld, ...event } = single;
  const strip = (item: Json): Json => {
    const { json_ld: _x, ...rest } = item;
    return rest;
  };
  return {
    ...event,
    venue: Array.isArray(event.venue) ? event.venue.map(strip) : strip(event.venue),
    organizer: (event.organizer as Json[]).map(strip),
  };
}

/** The event as the administrator reads it (drafts included), in the write-response shape. */
async function read(id: number): Promise<Json> {
  const reply = await api.asAdmin('GET', `events/${id}`);
  expect(reply.status, reply.text).toBe(200);
  return withoutLd(reply.json as Json);
}

describe('partial update keeps every omitted field', () => {
  it.each(METHODS)('%s with only a title changes only the title', async (method) => {
    const event = await richEvent(`Rich ${method}`, { status: 'draft' });
    const before = await read(event.id);
    const reply = await api.request(method, `events/${event.id}`, { body: { title: `Renamed ${method}` } });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json).toEqual({ ...before, title: `Renamed ${method}` });
    expect(await read(event.id)).toEqual({ ...before, title: `Renamed ${method}` });
    // Spot checks of what upstream's non-patch update would have reset:
    expect(reply.json.status).toBe('draft');
    expect(reply.json.all_day).toBe(true);
    expect(reply.json.timezone).toBe('America/New_York');
    expect(reply.json.website).toBe('https://rich.example.com');
    expect(reply.json.featured).toBe(true);
    expect(reply.json.hide_from_listings).toBe(true);
  });

  it.each(METHODS)('%s with a form body works too', async (method) => {
    const event = await richEvent(`Form Rich ${method}`);
    const before = await read(event.id);
    const reply = await api.request(method, `events/${event.id}`, { form: 'sticky=0&cost=%2430' });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json.sticky).toBe(false);
    expect(reply.json.cost).toBe('$30');
    expect({ ...reply.json, sticky: true, cost: before.cost, cost_details: before.cost_details }).toEqual(before);
  });

  it('an update sending only a flag changes only that flag', async () => {
    const event = await createEvent(api, eventBody('Flag Only'));
    const reply = await api.request('PATCH', `events/${event.id}`, { body: { featured: true } });
    expect(reply.json).toEqual({ ...event, featured: true });
  });

  it('an empty body changes nothing', async () => {
    const event = await richEvent('Empty Body');
    const before = await read(event.id);
    const reply = await api.request('PATCH', `events/${event.id}`, { body: {} });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual(before);
  });
});

describe('clearing', () => {
  it.each<[string, Json, Json]>([
    ['categories []', { categories: [] }, { categories: [] }],
    ['categories ""', { categories: '' }, { categories: [] }],
    ['tags []', { tags: [] }, { tags: [] }],
    ['organizer []', { organizer: [] }, { organizer: [] }],
    ['venue ""', { venue: '' }, { venue: [] }],
    ['venue []', { venue: [] }, { venue: [] }],
    [
      'cost ""',
      { cost: '' },
      { cost: '', cost_details: { currency_symbol: '', currency_code: '', currency_position: '', values: [] } },
    ],
    ['website ""', { website: '' }, { website: '' }],
    ['categories null', { categories: null }, { categories: [] }],
    ['venue null', { venue: null }, { venue: [] }],
    ['organizer null', { organizer: null }, { organizer: [] }],
    [
      'cost null',
      { cost: null },
      { cost: '', cost_details: { currency_symbol: '', currency_code: '', currency_position: '', values: [] } },
    ],
  ])('%s clears only that field', async (_label, body, cleared) => {
    const event = await richEvent(`Clear ${_label}`);
    const before = await read(event.id);
    const reply = await api.request('PATCH', `events/${event.id}`, { body });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json).toEqual({ ...before, ...cleared });
  });

  it('replacing organizers sets the new list in order', async () => {
    const event = await richEvent('Replace Organizers');
    const a = await createOrganizer(api, { organizer: 'Replacement A' });
    const b = await createOrganizer(api, { organizer: 'Replacement B' });
    const reply = await api.request('PATCH', `events/${event.id}`, { body: { organizer: [b.id, a.id] } });
    expect(reply.json.organizer.map((o: Json) => o.id)).toEqual([b.id, a.id]);
  });
});

describe('dates and zones', () => {
  it('changing timezone alone keeps the wall times and recomputes utc_*', async () => {
    const event = await createEvent(api, {
      title: 'Zone Move',
      timezone: 'America/New_York',
      start_date: '2026-12-05 20:00:00',
      end_date: '2026-12-05 23:00:00',
    });
    expect(event.utc_start_date).toBe('2026-12-06 01:00:00');
    const reply = await api.request('PATCH', `events/${event.id}`, { body: { timezone: 'Europe/Madrid' } });
    expect(reply.status).toBe(200);
    expect(reply.json.timezone).toBe('Europe/Madrid');
    expect(reply.json.timezone_abbr).toBe('CET');
    expect(reply.json.start_date).toBe('2026-12-05 20:00:00');
    expect(reply.json.end_date).toBe('2026-12-05 23:00:00');
    expect(reply.json.utc_start_date).toBe('2026-12-05 19:00:00');
    expect(reply.json.utc_end_date).toBe('2026-12-05 22:00:00');
    expect(reply.json.utc_start_date_details).toEqual({
      year: '2026',
      month: '12',
      day: '05',
      hour: '19',
      minutes: '00',
      seconds: '00',
    });
  });

  it('a new start_date alone keeps the end; dates are read in the event zone', async () => {
    const event = await createEvent(api, {
      title: 'Move Start',
      timezone: 'America/New_York',
      start_date: '2026-12-05 20:00:00',
      end_date: '2026-12-05 23:00:00',
    });
    const reply = await api.request('PATCH', `events/${event.id}`, { body: { start_date: '2026-12-05 19:00' } });
    expect(reply.json.start_date).toBe('2026-12-05 19:00:00');
    expect(reply.json.utc_start_date).toBe('2026-12-06 00:00:00');
    expect(reply.json.end_date).toBe('2026-12-05 23:00:00');
  });

  it('a new start after the kept end moves the end to the start', async () => {
    const event = await createEvent(api, eventBody('Start After End'));
    const reply = await api.request('PATCH', `events/${event.id}`, { body: { start_date: '2026-12-06 10:00:00' } });
    expect(reply.json.start_date).toBe('2026-12-06 10:00:00');
    expect(reply.json.end_date).toBe('2026-12-06 10:00:00');
  });

  it('all_day true on an existing event rounds its kept dates', async () => {
    const event = await createEvent(api, eventBody('Becomes All Day'));
    const reply = await api.request('PATCH', `events/${event.id}`, { body: { all_day: true } });
    expect(reply.json.all_day).toBe(true);
    expect(reply.json.start_date).toBe('2026-12-05 00:00:00');
    expect(reply.json.end_date).toBe('2026-12-05 23:59:59');
  });
});

describe('errors', () => {
  it.each(METHODS)('%s on a missing ID → 404 rest-event-not-found', async (method) => {
    const reply = await api.request(method, 'events/999999', { body: { title: 'Ghost' } });
    expectError(reply, 404, 'rest-event-not-found', 'Event with ID 999999 does not exist.');
  });

  it('the ID of a venue → 400 rest-invalid-event-id', async () => {
    const venue = await createVenue(api, { venue: 'Venue Not Event Update' });
    const reply = await api.request('PATCH', `events/${venue.id}`, { body: { title: 'Nope' } });
    expectError(reply, 400, 'rest-invalid-event-id');
    const still = await api.request('GET', `venues/${venue.id}`);
    expect(still.json.venue).toBe('Venue Not Event Update');
  });

  it.each<[string, Json, Record<string, string>]>([
    ['bad start_date', { start_date: 'yesterday-ish-garbage' }, { start_date: 'Invalid parameter.' }],
    ['bad end_date', { end_date: 'foo' }, { end_date: 'Invalid parameter.' }],
    ['empty title', { title: '' }, { title: 'Invalid parameter.' }],
    ['bad website', { website: 'foo' }, { website: 'Invalid parameter.' }],
    ['unknown author', { author: 23 }, { author: 'Invalid parameter.' }],
    ['bad timezone', { timezone: 'Mars/Olympus' }, { timezone: 'Invalid parameter.' }],
    ['bad status', { status: 'kinda_thinking_about_it' }, { status: 'Invalid parameter.' }],
    ['bad date', { date: 'foo' }, { date: 'Invalid parameter.' }],
    ['unknown venue', { venue: 999999 }, { venue: 'Invalid parameter.' }],
    ['unknown organizer', { organizer: [999999] }, { organizer: 'Invalid parameter.' }],
  ])('%s → 400; the event and the store are unchanged', async (_label, body, params) => {
    const event = await richEvent(`Unchanged ${_label}`);
    const before = await read(event.id);
    const file = await api.fileText();
    // A valid change sent alongside must not be applied either.
    const reply = await api.request('PATCH', `events/${event.id}`, { body: { featured: false, ...body } });
    expectInvalidParams(reply, params);
    expect(await read(event.id)).toEqual(before);
    expect(await api.fileText()).toBe(file);
  });

  it('{id} of a non-venue on update → 400 invalid-linked-post-id; event unchanged', async () => {
    const event = await richEvent('Unchanged linked');
    const organizer = await createOrganizer(api, { organizer: 'Org As Venue Update' });
    const before = await read(event.id);
    const file = await api.fileText();
    const reply = await api.request('PATCH', `events/${event.id}`, {
      body: { title: 'Changed?', venue: { id: organizer.id } },
    });
    expectError(reply, 400, 'invalid-linked-post-id');
    expect(await read(event.id)).toEqual(before);
    expect(await api.fileText()).toBe(file);
  });
});

describe('by slug', () => {
  it.each(METHODS)('%s finds the event by the path slug', async (method) => {
    const event = await createEvent(api, eventBody(`Slug Target ${method}`));
    const reply = await api.request(method, `events/by-slug/${event.slug}`, { body: { cost: '$9' } });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json.id).toBe(event.id);
    expect(reply.json.cost).toBe('$9');
    expect(reply.json.slug).toBe(event.slug);
  });

  it('a slug in the body renames the event found by the path slug', async () => {
    const event = await createEvent(api, eventBody('Old Name Slug'));
    const reply = await api.request('PATCH', 'events/by-slug/old-name-slug', { body: { slug: 'brand-new-slug' } });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json.id).toBe(event.id);
    expect(reply.json.slug).toBe('brand-new-slug');
    expect(reply.json.url).toBe(`${api.site}/event/brand-new-slug/`);
    expect((await api.request('GET', 'events/by-slug/brand-new-slug')).json.id).toBe(event.id);
    expectInvalidParams(await api.request('GET', 'events/by-slug/old-name-slug'), { slug: 'Invalid parameter.' });
  });

  it('publishing a draft gives it a slug from its title', async () => {
    const draft = await createEvent(api, eventBody('Draft Goes Live', { status: 'draft' }));
    expect(draft.slug).toBe('');
    const reply = await api.request('PATCH', `events/${draft.id}`, { body: { status: 'publish' } });
    expect(reply.json.status).toBe('publish');
    expect(reply.json.slug).toBe('draft-goes-live');
    expect(reply.json.url).toBe(`${api.site}/event/draft-goes-live/`);
    expect((await api.request('GET', 'events/by-slug/draft-goes-live')).json.id).toBe(draft.id);
  });

  it('renaming to a taken slug makes it unique', async () => {
    await createEvent(api, eventBody('Taken Slug'));
    const other = await createEvent(api, eventBody('Wants Taken Slug'));
    const reply = await api.request('PATCH', `events/${other.id}`, { body: { slug: 'taken-slug' } });
    expect(reply.json.slug).toBe('taken-slug-2');
  });
});
