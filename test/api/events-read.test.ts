// GET /events/{id} and /events/by-slug/{slug}: shape, errors in upstream order, visibility, HEAD and headers.
import { describe, expect, it } from 'vitest';
import { useApi } from '../helpers/setup.js';
import { createEvent, createVenue, eventBody, expectError, expectInvalidParams } from './events-fixtures.js';

const api = useApi();

describe('GET /events/{id}', () => {
  it('200 in the single shape: json_ld @type Event with offset dates', async () => {
    const event = await createEvent(api, eventBody('Readable Event'));
    const reply = await api.request('GET', `events/${event.id}`);
    expect(reply.status).toBe(200);
    expect(reply.json.id).toBe(event.id);
    expect(reply.json.title).toBe('Readable Event');
    expect(reply.json.json_ld['@type']).toBe('Event');
    expect(reply.json.json_ld['@context']).toBe('http://schema.org');
    expect(reply.json.json_ld.startDate).toBe('2026-12-05T20:00:00+00:00');
    expect(reply.json.json_ld.endDate).toBe('2026-12-05T23:00:00+00:00');
    const { json_ld: _ld, ...rest } = reply.json;
    expect(rest).toEqual(event);
  });

  it('json_ld dates carry the event zone offset (EDT in July)', async () => {
    const event = await createEvent(api, {
      title: 'Summer NY',
      timezone: 'America/New_York',
      start_date: '2027-07-10 20:00',
      end_date: '2027-07-10 22:00',
    });
    const reply = await api.request('GET', `events/${event.id}`);
    expect(reply.json.json_ld.startDate).toBe('2027-07-10T20:00:00-04:00');
    expect(reply.json.json_ld.endDate).toBe('2027-07-10T22:00:00-04:00');
  });

  it('a trailing slash is ignored', async () => {
    const event = await createEvent(api, eventBody('Trailing Slash'));
    const reply = await api.request('GET', `events/${event.id}/`);
    expect(reply.status).toBe(200);
    expect(reply.json.id).toBe(event.id);
  });

  it.each([999999, 0])('missing ID %i → 404 rest-event-not-found', async (id) => {
    const reply = await api.request('GET', `events/${id}`);
    expectError(reply, 404, 'rest-event-not-found', `Event with ID ${id} does not exist.`);
    expect(reply.json).toEqual({
      code: 'rest-event-not-found',
      message: `Event with ID ${id} does not exist.`,
      data: { status: 404 },
    });
  });

  it('the ID of a venue → 400 rest-invalid-event-id', async () => {
    const venue = await createVenue(api, { venue: 'Not An Event Venue' });
    const reply = await api.request('GET', `events/${venue.id}`);
    expectError(reply, 400, 'rest-invalid-event-id', 'The specified ID is not a valid event.');
  });

  it.each(['events/abc', 'events/by-slug/', 'events/12abc', 'nope'])('%s → 404 rest_no_route', async (path) => {
    const reply = await api.request('GET', path);
    expectError(reply, 404, 'rest_no_route', 'No route was found matching the URL and request method.');
  });

  it('DELETE on the collection → 404 rest_no_route', async () => {
    const reply = await api.request('DELETE', 'events');
    expectError(reply, 404, 'rest_no_route');
  });

  it('a draft: anonymous → 403 event-not-accessible; the administrator → 200', async () => {
    const draft = await createEvent(api, eventBody('Secret Draft', { status: 'draft' }));
    const anonymous = await api.request('GET', `events/${draft.id}`);
    expectError(anonymous, 403, 'event-not-accessible', 'The requested event is not accessible');
    const admin = await api.asAdmin('GET', `events/${draft.id}`);
    expect(admin.status).toBe(200);
    expect(admin.json.status).toBe('draft');
    expect(admin.json.title).toBe('Secret Draft');
  });

  it.each(['pending', 'private'])('a %s event is not readable anonymously', async (status) => {
    const event = await createEvent(api, eventBody(`Status ${status}`, { status }));
    expectError(await api.request('GET', `events/${event.id}`), 403, 'event-not-accessible');
    expect((await api.asAdmin('GET', `events/${event.id}`)).status).toBe(200);
  });

  it('trashed → 403 event-no-longer-available, for the administrator too', async () => {
    const event = await createEvent(api, eventBody('Soon Trashed'));
    expect((await api.request('DELETE', `events/${event.id}`)).status).toBe(200);
    expectError(
      await api.request('GET', `events/${event.id}`),
      403,
      'event-no-longer-available',
      'This event is no longer available',
    );
    expectError(
      await api.asAdmin('GET', `events/${event.id}`),
      403,
      'event-no-longer-available',
      'This event is no longer available',
    );
  });

  it('a site_language outside ca/en/es → 400 naming site_language', async () => {
    const event = await createEvent(api, eventBody('Language Check'));
    const reply = await api.request('GET', `events/${event.id}?site_language=fr`);
    expectError(reply, 400, 'rest_invalid_param', 'Invalid parameter(s): site_language');
    expect(Object.keys(reply.json.data.params)).toEqual(['site_language']);
  });

  it('the tribe/events/v1 alias answers with URLs under tribe/events/v1', async () => {
    const event = await createEvent(api, eventBody('Alias Read'));
    const reply = await api.request('GET', `${api.site}/wp-json/tribe/events/v1/events/${event.id}`);
    expect(reply.status).toBe(200);
    expect(reply.json.rest_url).toBe(`${api.site}/wp-json/tribe/events/v1/events/${event.id}`);
    expect(reply.json.url).toBe(`${api.site}/event/alias-read/`);
  });
});

describe('GET /events/by-slug/{slug}', () => {
  it('200 in the single shape', async () => {
    const event = await createEvent(api, eventBody('Find Me By Slug'));
    const reply = await api.request('GET', 'events/by-slug/find-me-by-slug');
    expect(reply.status).toBe(200);
    expect(reply.json.id).toBe(event.id);
    expect(reply.json.slug).toBe('find-me-by-slug');
    expect(reply.json.json_ld['@type']).toBe('Event');
  });

  it('unknown slug → 400 rest_invalid_param on slug', async () => {
    const reply = await api.request('GET', 'events/by-slug/no-such-event');
    expectInvalidParams(reply, { slug: 'Invalid parameter.' });
  });

  it('the slug of a venue → 400 rest_invalid_param on slug', async () => {
    await createVenue(api, { venue: 'Slug Only Venue' });
    const reply = await api.request('GET', 'events/by-slug/slug-only-venue');
    expectInvalidParams(reply, { slug: 'Invalid parameter.' });
  });

  it('a trashed event found by its trashed slug → 403 event-no-longer-available', async () => {
    const event = await createEvent(api, eventBody('Trashed By Slug'));
    await api.request('DELETE', `events/${event.id}`);
    const reply = await api.request('GET', 'events/by-slug/trashed-by-slug__trashed');
    expectError(reply, 403, 'event-no-longer-available');
  });
});

describe('HEAD', () => {
  it('works like GET with no body', async () => {
    const event = await createEvent(api, eventBody('Head Event'));
    const head = await api.request('HEAD', `events/${event.id}`);
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(head.headers.get('allow')).toBe('GET');
  });

  it('HEAD on a missing event → 404 with no body', async () => {
    const head = await api.request('HEAD', 'events/999999');
    expect(head.status).toBe(404);
    expect(head.text).toBe('');
  });

  it('HEAD on the list carries the totals headers', async () => {
    await createEvent(api, eventBody('Head List'));
    const head = await api.request('HEAD', 'events?search=Head List');
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('x-tec-total')).toBe('1');
    expect(head.headers.get('x-wp-total')).toBe('1');
  });
});

describe('headers', () => {
  it('anonymous read: JSON content type, Allow: GET, Link rel api.w.org, X-Robots-Tag noindex', async () => {
    const event = await createEvent(api, eventBody('Header Event'));
    const reply = await api.request('GET', `events/${event.id}`);
    expect(reply.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(reply.headers.get('allow')).toBe('GET');
    expect(reply.headers.get('link')).toBe(`<${api.site}/wp-json/>; rel="https://api.w.org/"`);
    expect(reply.headers.get('x-robots-tag')).toBe('noindex');
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('access-control-expose-headers')).toBe('X-WP-Total, X-WP-TotalPages, Link');
  });

  it('errors carry the same headers', async () => {
    const reply = await api.request('GET', 'events/999999');
    expect(reply.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(reply.headers.get('allow')).toBe('GET');
    expect(reply.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('the administrator (a loopback write) is allowed every method of the route', async () => {
    const reply = await api.request('POST', 'events', { body: eventBody('Allow Header') });
    expect(reply.status).toBe(201);
    expect(reply.headers.get('allow')).toBe('GET, POST');
    const update = await api.request('PATCH', `events/${reply.json.id}`, { body: { featured: true } });
    expect(update.headers.get('allow')).toBe('GET, DELETE, POST, PUT, PATCH');
    expect(update.headers.get('cache-control')).toBe('no-cache, must-revalidate, max-age=0, no-store, private');
  });
});
