// GET /events filters: search, terms, venue/organizer, featured, status, include, post_parent, ticketed, geoloc,
// visibility, the tribe/events/v1 alias and languages.
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
  ids,
  token,
} from './events-fixtures.js';

const api = useApi();

const WINDOW = 'start_date=2026-11-20+00%3A00%3A00&end_date=2028-11-21+23%3A59%3A59';

describe('search', () => {
  it('matches title, description and excerpt, case-insensitively', async () => {
    const t = token('search');
    const inTitle = await createEvent(api, eventBody(`Title ${t.toUpperCase()}`));
    const inDescription = await createEvent(api, eventBody('Search D', { description: `About ${t} here` }));
    const inExcerpt = await createEvent(api, eventBody('Search E', { excerpt: `Short ${t}` }));
    await createEvent(api, eventBody('Search none'));
    const reply = await api.request('GET', `events?search=${t}`);
    expect(ids(reply).sort()).toEqual([inTitle.id, inDescription.id, inExcerpt.id].sort());
    expect(reply.json.total).toBe(3);
  });

  it('search="" → 400', async () => {
    expectInvalidParams(await api.request('GET', 'events?search='), { search: 'Invalid parameter.' });
  });
});

describe.each(['categories', 'tags'] as const)('%s filter', (taxonomy) => {
  it('by ID, slug and name; several values are OR-ed; not echoed in rest_url', async () => {
    const t = token(taxonomy);
    const rock = await createTerm(api, taxonomy, `Rock ${t}`);
    const jazz = await createTerm(api, taxonomy, `Jazz ${t}`);
    const a = await createEvent(api, eventBody(`${t} a`, { [taxonomy]: [rock.id] }));
    const b = await createEvent(api, eventBody(`${t} b`, { [taxonomy]: [jazz.id] }));
    await createEvent(api, eventBody(`${t} c`));
    const byId = await api.request('GET', `events?search=${t}&${taxonomy}=${rock.id}`);
    expect(ids(byId)).toEqual([a.id]);
    expect(byId.json.rest_url).toBe(`${api.api}events/?page=1&per_page=10&${WINDOW}&search=${t}&status=publish`);
    expect(ids(await api.request('GET', `events?search=${t}&${taxonomy}=${jazz.slug}`))).toEqual([b.id]);
    expect(ids(await api.request('GET', `events?search=${t}&${taxonomy}=${encodeURIComponent(`Jazz ${t}`)}`))).toEqual([
      b.id,
    ]);
    expect(ids(await api.request('GET', `events?search=${t}&${taxonomy}=${rock.id},${jazz.slug}`))).toEqual([
      a.id,
      b.id,
    ]);
    expect(
      ids(await api.request('GET', `events?search=${t}&${taxonomy}[]=${rock.id}&${taxonomy}[]=${jazz.id}`)),
    ).toEqual([a.id, b.id]);
  });

  it('an unknown term → 400 naming the filter', async () => {
    expectInvalidParams(await api.request('GET', `events?${taxonomy}=nope-not-a-term`), {
      [taxonomy]: 'Invalid parameter.',
    });
    expectInvalidParams(await api.request('GET', `events?${taxonomy}=999999`), { [taxonomy]: 'Invalid parameter.' });
  });
});

describe('venue and organizer filters', () => {
  it('venue: one or several IDs, echoed in rest_url', async () => {
    const t = token('venue');
    const v1 = await createVenue(api, { venue: `Hall One ${t}` });
    const v2 = await createVenue(api, { venue: `Hall Two ${t}` });
    const a = await createEvent(api, eventBody(`${t} a`, { venue: v1.id }));
    const b = await createEvent(api, eventBody(`${t} b`, { venue: v2.id }));
    await createEvent(api, eventBody(`${t} c`));
    const one = await api.request('GET', `events?search=${t}&venue=${v1.id}`);
    expect(ids(one)).toEqual([a.id]);
    expect(one.json.rest_url).toBe(
      `${api.api}events/?page=1&per_page=10&${WINDOW}&search=${t}&status=publish&venue=${v1.id}`,
    );
    expect(ids(await api.request('GET', `events?search=${t}&venue=${v1.id},${v2.id}`))).toEqual([a.id, b.id]);
  });

  it('organizer: one or several IDs', async () => {
    const t = token('organizer');
    const o1 = await createOrganizer(api, { organizer: `Org One ${t}` });
    const o2 = await createOrganizer(api, { organizer: `Org Two ${t}` });
    const a = await createEvent(api, eventBody(`${t} a`, { organizer: [o1.id, o2.id] }));
    const b = await createEvent(api, eventBody(`${t} b`, { organizer: [o2.id] }));
    expect(ids(await api.request('GET', `events?search=${t}&organizer=${o1.id}`))).toEqual([a.id]);
    const both = await api.request('GET', `events?search=${t}&organizer=${o2.id}`);
    expect(ids(both)).toEqual([a.id, b.id]);
    expect(both.json.rest_url).toBe(
      `${api.api}events/?page=1&per_page=10&${WINDOW}&search=${t}&status=publish&organizer=${o2.id}`,
    );
  });

  it.each(['venue', 'organizer'])('%s: unknown ID, "foo" or an ID of the other kind → 400', async (name) => {
    const other =
      name === 'venue'
        ? await createOrganizer(api, { organizer: 'Wrong Kind Org' })
        : await createVenue(api, { venue: 'Wrong Kind Hall' });
    for (const value of ['999999', 'foo', String(other.id)]) {
      expectInvalidParams(await api.request('GET', `events?${name}=${value}`), { [name]: 'Invalid parameter.' });
    }
  });
});

describe('featured', () => {
  it('true → only featured (echoed as featured=1); false → only the others; absent → both', async () => {
    const t = token('star');
    const yes = await createEvent(api, eventBody(`${t} yes`, { featured: true }));
    const no = await createEvent(api, eventBody(`${t} no`));
    const only = await api.request('GET', `events?search=${t}&featured=true`);
    expect(ids(only)).toEqual([yes.id]);
    expect(only.json.rest_url).toBe(
      `${api.api}events/?page=1&per_page=10&${WINDOW}&search=${t}&status=publish&featured=1`,
    );
    const not = await api.request('GET', `events?search=${t}&featured=false`);
    expect(ids(not)).toEqual([no.id]);
    expect(not.json.rest_url).toBe(`${api.api}events/?page=1&per_page=10&${WINDOW}&search=${t}&status=publish`);
    expect(ids(await api.request('GET', `events?search=${t}`)).sort()).toEqual([yes.id, no.id].sort());
  });

  it('featured=yes → 400', async () => {
    expectError(
      await api.request('GET', 'events?featured=yes'),
      400,
      'rest_invalid_param',
      'Invalid parameter(s): featured',
    );
  });
});

describe('status and visibility', () => {
  it('drafts are not listed for anonymous callers; the administrator sees every status', async () => {
    const t = token('drafts');
    const published = await createEvent(api, eventBody(`${t} published`));
    const draft = await createEvent(api, eventBody(`${t} draft`, { status: 'draft' }));
    const pending = await createEvent(api, eventBody(`${t} pending`, { status: 'pending' }));
    expect(ids(await api.request('GET', `events?search=${t}`))).toEqual([published.id]);
    const admin = await api.asAdmin('GET', `events?search=${t}`);
    expect(ids(admin).sort()).toEqual([published.id, draft.id, pending.id].sort());
    expect(admin.json.rest_url).toContain('&status=any');
    expect(ids(await api.asAdmin('GET', `events?search=${t}&status=draft`))).toEqual([draft.id]);
  });

  it('status=publish is accepted anonymously; status=draft → 400', async () => {
    expect((await api.request('GET', 'events?status=publish')).status).toBe(200);
    expectInvalidParams(await api.request('GET', 'events?status=draft'), { status: 'Invalid parameter.' });
    expectInvalidParams(await api.request('GET', 'events?status=publish,draft'), { status: 'Invalid parameter.' });
  });

  it('the administrator may not ask for unknown statuses', async () => {
    expectInvalidParams(await api.asAdmin('GET', 'events?status=foo'), { status: 'Invalid parameter.' });
  });

  it('hidden-from-listings events are never listed, but readable by ID', async () => {
    const t = token('hidden');
    const hidden = await createEvent(api, eventBody(`${t} hidden`, { hide_from_listings: true }));
    expect(ids(await api.request('GET', `events?search=${t}`))).toEqual([]);
    expect(ids(await api.asAdmin('GET', `events?search=${t}`))).toEqual([]);
    expect(ids(await api.request('GET', `events?include=${hidden.id}`))).toEqual([]);
    const read = await api.request('GET', `events/${hidden.id}`);
    expect(read.status).toBe(200);
    expect(read.json.hide_from_listings).toBe(true);
  });

  it('hide_from_listings=true lists only the hidden ones, to editors alone; false is the default list', async () => {
    const t = token('hiddenfilter');
    const hidden = await createEvent(api, eventBody(`${t} hidden`, { hide_from_listings: true }));
    const shown = await createEvent(api, eventBody(`${t} shown`));
    const admin = await api.request('GET', `events?search=${t}&hide_from_listings=true`, { auth: api.adminAuth });
    expect(ids(admin)).toEqual([hidden.id]);
    expect(admin.json.rest_url).toContain('hide_from_listings=1');
    expect(ids(await api.request('GET', `events?search=${t}&hide_from_listings=false`))).toEqual([shown.id]);
    expectError(
      await api.request('GET', `events?search=${t}&hide_from_listings=true`),
      401,
      'rest_forbidden_hidden',
      'Sorry, you are not allowed to list events hidden from listings.',
    );
    const subscriber = await api.addUser(`subscriber-${t}`, 'subscriber');
    expect((await api.request('GET', `events?hide_from_listings=true`, { auth: subscriber })).status).toBe(403);
  });
});

describe('include', () => {
  it('returns exactly the given IDs, ignoring every date filter', async () => {
    const past = await createEvent(api, {
      title: 'Include Past',
      start_date: '2026-10-01 18:00:00',
      end_date: '2026-10-01 20:00:00',
    });
    const far = await createEvent(api, {
      title: 'Include Far',
      start_date: '2029-03-01 10:00:00',
      end_date: '2029-03-01 11:00:00',
    });
    await createEvent(api, eventBody('Include Not Asked'));
    expect(ids(await api.request('GET', `events?include=${past.id},${far.id}`))).toEqual([past.id, far.id]);
    const withDates = await api.request(
      'GET',
      `events?include=${past.id},${far.id}&start_date=2027-01-01&end_date=2027-01-31`,
    );
    expect(ids(withDates)).toEqual([past.id, far.id]);
    expect(ids(await api.request('GET', `events?include[]=${far.id}&include[]=999999`))).toEqual([far.id]);
  });

  it('include=foo-bar,23,89 → 400', async () => {
    expectInvalidParams(await api.request('GET', 'events?include=foo-bar,23,89'), { include: 'Invalid parameter.' });
  });
});

describe('parameters without a backing feature', () => {
  it('post_parent naming no post → 400', async () => {
    expectInvalidParams(await api.request('GET', 'events?post_parent=999999'), { post_parent: 'Invalid parameter.' });
  });

  it('post_parent=foo-bar → 400 naming post_parent', async () => {
    const reply = await api.request('GET', 'events?post_parent=foo-bar');
    expectError(reply, 400, 'rest_invalid_param', 'Invalid parameter(s): post_parent');
    expect(Object.keys(reply.json.data.params)).toEqual(['post_parent']);
  });

  it('post_parent naming a venue → 400', async () => {
    const venue = await createVenue(api, { venue: 'Parent Venue' });
    expectError(await api.request('GET', `events?post_parent=${venue.id}`), 400, 'rest_invalid_param');
  });

  it('ticketed=true → 400 "Event Tickets plugin is not activated."; ticketed=false → 200', async () => {
    expectInvalidParams(await api.request('GET', 'events?ticketed=true'), {
      ticketed: 'Event Tickets plugin is not activated.',
    });
    expect((await api.request('GET', 'events?ticketed=false')).status).toBe(200);
  });

  it.each<[string, string]>([
    ['geoloc_lat=41.9', 'geoloc_lat'],
    ['geoloc_lng=2.2', 'geoloc_lng'],
  ])('%s alone → 400 naming %s', async (query, name) => {
    const reply = await api.request('GET', `events?${query}`);
    expectError(reply, 400, 'rest_invalid_param', `Invalid parameter(s): ${name}`);
    expect(Object.keys(reply.json.data.params)).toEqual([name]);
  });

  it('geoloc filters by venue coordinates, and geoloc_lat/lng find venues within geoloc_radius km', async () => {
    const t = token('geo');
    const venue = async (name: string, geo_lat: number, geo_lng: number) =>
      (await api.request('POST', 'venues', { body: { venue: `${t} ${name}`, geo_lat, geo_lng } })).json.id as number;
    const vic = await venue('Vic', 41.93, 2.254);
    const barcelona = await venue('Barcelona', 41.3874, 2.1686);
    const nowhere = (await api.request('POST', 'venues', { body: { venue: `${t} Unknown` } })).json.id as number;
    const inVic = await createEvent(api, eventBody(`${t} vic`, { venue: vic }));
    const inBarcelona = await createEvent(api, eventBody(`${t} bcn`, { venue: barcelona }));
    const unplaced = await createEvent(api, eventBody(`${t} unplaced`, { venue: nowhere }));
    const list = async (query: string) => ids(await api.request('GET', `events?search=${t}&${query}`));
    expect(await list('geoloc=true')).toEqual([inVic.id, inBarcelona.id]);
    expect(await list('geoloc=false')).toEqual([unplaced.id]);
    expect(await list('geoloc_lat=41.93&geoloc_lng=2.25')).toEqual([inVic.id]);
    expect(await list('geoloc_lat=41.93&geoloc_lng=2.25&geoloc_radius=70')).toEqual([inVic.id, inBarcelona.id]);
    expect(await list('geoloc_lat=0&geoloc_lng=0&geoloc_radius=100')).toEqual([]);
  });

  it.each([
    ['geoloc_lat=91&geoloc_lng=2', { geoloc_lat: 'geoloc_lat must be a number between -90 and 90.' }],
    ['geoloc_lat=41&geoloc_lng=-181', { geoloc_lng: 'geoloc_lng must be a number between -180 and 180.' }],
    ['geoloc_lng=2', { geoloc_lng: 'geoloc_lng must be sent with geoloc_lat.' }],
    [
      'geoloc_lat=41&geoloc_lng=2&geoloc_radius=0',
      { geoloc_radius: 'geoloc_radius must be a number of kilometres between 0 and 20000.' },
    ],
  ])('%s → 400 naming the parameter', async (query, params) => {
    const reply = await api.request('GET', `events?${query}`);
    expect(reply.status).toBe(400);
    expect(reply.json.data.params).toEqual(params);
  });
});

describe('namespaces and languages', () => {
  it('the tribe/events/v1 alias answers the same list with URLs under tribe/events/v1', async () => {
    const t = token('alias');
    const a = await createEvent(api, eventBody(`${t} a`));
    const b = await createEvent(api, { title: `${t} b`, start_date: '2026-12-06 10:00', end_date: '2026-12-06 11:00' });
    const tribe = `${api.site}/wp-json/tribe/events/v1/`;
    const reply = await api.request('GET', `${tribe}events?search=${t}&per_page=1`);
    expect(ids(reply)).toEqual([a.id]);
    expect(reply.json.rest_url).toBe(`${tribe}events/?page=1&per_page=1&${WINDOW}&search=${t}&status=publish`);
    expect(reply.json.next_rest_url).toBe(`${tribe}events/?per_page=1&${WINDOW}&search=${t}&status=publish&page=2`);
    expect(reply.json.events[0].rest_url).toBe(`${tribe}events/${a.id}`);
    expect(ids(await api.request('GET', `${tribe}events?search=${t}`))).toEqual([a.id, b.id]);
  });

  it('a site_language outside ca/en/es → 400 naming site_language', async () => {
    const reply = await api.request('GET', 'events?site_language=fr');
    expectError(reply, 400, 'rest_invalid_param', 'Invalid parameter(s): site_language');
    expect(Object.keys(reply.json.data.params)).toEqual(['site_language']);
  });

  it('/es/wp-json/cal/events/v1/events answers, with /es URLs', async () => {
    const t = token('lang');
    const es = `${api.site}/es/wp-json/cal/events/v1/`;
    const created = await api.request('POST', `${es}events`, { body: eventBody(`${t} fiesta`) });
    expect(created.status, created.text).toBe(201);
    expect(created.json.rest_url).toBe(`${es}events/${created.json.id}`);
    const reply = await api.request('GET', `${es}events?search=${t}`);
    expect(ids(reply)).toEqual([created.json.id]);
    expect(reply.json.rest_url).toBe(`${es}events/?page=1&per_page=10&${WINDOW}&search=${t}&status=publish`);
    expect(reply.json.events[0].url).toBe(`${api.site}/es/event/${created.json.slug}/`);
  });

  it('lists return only the events of the request language (default en)', async () => {
    const t = token('langonly');
    const es = `${api.site}/es/wp-json/cal/events/v1/`;
    const spanish = await api.request('POST', `${es}events`, { body: eventBody(`${t} fiesta`) });
    const english = await createEvent(api, eventBody(`${t} party`));
    expect(ids(await api.request('GET', `${es}events?search=${t}`))).toEqual([spanish.json.id]);
    expect(ids(await api.request('GET', `events?search=${t}&site_language=es`))).toEqual([spanish.json.id]);
    expect(ids(await api.request('GET', `events?search=${t}`))).toEqual([english.id]);
    expect(ids(await api.request('GET', `events?search=${t}&site_language=ca`))).toEqual([]);
  });

  it('/xx/wp-json/... → 404 rest_no_route', async () => {
    const reply = await api.request('GET', `${api.site}/xx/wp-json/cal/events/v1/events`);
    expectError(reply, 404, 'rest_no_route', 'No route was found matching the URL and request method.');
  });
});

describe('store safety', () => {
  it('failing list requests never touch the store', async () => {
    const before = await api.fileText();
    for (const query of [
      'per_page=0',
      'page=foo',
      'status=draft',
      'categories=nope',
      'ticketed=true',
      'site_language=fr',
    ]) {
      expect((await api.request('GET', `events?${query}`)).status).toBe(400);
    }
    expect(await api.fileText()).toBe(before);
  });
});
