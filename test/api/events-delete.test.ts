// DELETE /events/{id} and /events/by-slug/{slug}: trash, 410 when already there, force=true, errors.
import { describe, expect, it } from 'vitest';
import { useApi } from '../helpers/setup.js';
import {
  createEvent,
  createOrganizer,
  createVenue,
  eventBody,
  expectError,
  expectInvalidParams,
  ids,
  type Json,
} from './events-fixtures.js';

const api = useApi();

describe('move to trash', () => {
  it('200 with the event after trashing: status trash, slug __trashed, plain permalink', async () => {
    const event = await createEvent(api, eventBody('Autumn Meetup'));
    const reply = await api.request('DELETE', `events/${event.id}`);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json).toEqual({
      ...event,
      status: 'trash',
      slug: 'autumn-meetup__trashed',
      url: `${api.site}/?post_type=tribe_events&p=${event.id}`,
      website: `${api.site}/?post_type=tribe_events&p=${event.id}`,
    });
  });

  it('a second delete → 410 event-is-in-trash', async () => {
    const event = await createEvent(api, eventBody('Twice Deleted'));
    expect((await api.request('DELETE', `events/${event.id}`)).status).toBe(200);
    const file = await api.fileText();
    const again = await api.request('DELETE', `events/${event.id}`);
    expectError(again, 410, 'event-is-in-trash', 'The event is already trashed');
    expect(await api.fileText()).toBe(file);
  });

  it('the trashed event leaves the list and frees its slug', async () => {
    const event = await createEvent(api, eventBody('Freed Slug Trash'));
    expect(ids(await api.request('GET', 'events?search=Freed Slug Trash'))).toEqual([event.id]);
    await api.request('DELETE', `events/${event.id}`);
    expect(ids(await api.request('GET', 'events?search=Freed Slug Trash'))).toEqual([]);
    expect(ids(await api.asAdmin('GET', 'events?search=Freed Slug Trash'))).toEqual([]);
    const successor = await createEvent(api, eventBody('Freed Slug Trash'));
    expect(successor.slug).toBe('freed-slug-trash');
  });

  it('keeps the trashed event in the store (readable as trashed)', async () => {
    const event = await createEvent(api, eventBody('Still In Store'));
    await api.request('DELETE', `events/${event.id}`);
    expectError(await api.asAdmin('GET', `events/${event.id}`), 403, 'event-no-longer-available');
    expect(await api.fileText()).toContain('"still-in-store__trashed"');
  });
});

describe('force=true', () => {
  it('deletes permanently: 200 with the event as it was; then GET → 404', async () => {
    const venue = await createVenue(api, { venue: 'Force Venue' });
    const organizer = await createOrganizer(api, { organizer: 'Force Organizer' });
    const event = await createEvent(
      api,
      eventBody('Forced Away', { venue: venue.id, organizer: [organizer.id], categories: ['Force Cat'] }),
    );
    const reply = await api.request('DELETE', `events/${event.id}?force=true`);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json).toEqual(event);
    expect(reply.json.status).toBe('publish');
    expectError(
      await api.request('GET', `events/${event.id}`),
      404,
      'rest-event-not-found',
      `Event with ID ${event.id} does not exist.`,
    );
    expectError(await api.asAdmin('GET', `events/${event.id}`), 404, 'rest-event-not-found');
    expectError(await api.request('DELETE', `events/${event.id}?force=true`), 404, 'rest-event-not-found');
    expect(await api.fileText()).not.toContain('"forced-away"');
    // The linked venue and organizer survive.
    expect((await api.request('GET', `venues/${venue.id}`)).status).toBe(200);
    expect((await api.request('GET', `organizers/${organizer.id}`)).status).toBe(200);
  });

  it('force in a JSON body works like the query parameter', async () => {
    const event = await createEvent(api, eventBody('Forced By Body'));
    const reply = await api.request('DELETE', `events/${event.id}`, { body: { force: true } });
    expect(reply.status).toBe(200);
    expect(reply.json.status).toBe('publish');
    expectError(await api.request('GET', `events/${event.id}`), 404, 'rest-event-not-found');
  });

  it('a trashed event can be deleted for good (no 410)', async () => {
    const event = await createEvent(api, eventBody('Trash Then Force'));
    await api.request('DELETE', `events/${event.id}`);
    const reply = await api.request('DELETE', `events/${event.id}?force=true`);
    expect(reply.status).toBe(200);
    expect(reply.json.status).toBe('trash');
    expectError(await api.request('GET', `events/${event.id}`), 404, 'rest-event-not-found');
  });

  it.each(['false', '0'])('force=%s trashes as usual', async (value) => {
    const event = await createEvent(api, eventBody(`Not Forced ${value}`));
    const reply = await api.request('DELETE', `events/${event.id}?force=${value}`);
    expect(reply.status).toBe(200);
    expect(reply.json.status).toBe('trash');
  });

  it('force=maybe → 400 naming force, nothing deleted', async () => {
    const event = await createEvent(api, eventBody('Maybe Forced'));
    const file = await api.fileText();
    const reply = await api.request('DELETE', `events/${event.id}?force=maybe`);
    expectError(reply, 400, 'rest_invalid_param', 'Invalid parameter(s): force');
    expect(await api.fileText()).toBe(file);
    expect((await api.request('GET', `events/${event.id}`)).status).toBe(200);
  });
});

describe('by slug', () => {
  it('DELETE /events/by-slug/{slug} trashes the event', async () => {
    const event = await createEvent(api, eventBody('Slug Deletion'));
    const reply = await api.request('DELETE', 'events/by-slug/slug-deletion');
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json.id).toBe(event.id);
    expect(reply.json.status).toBe('trash');
    expect(reply.json.slug).toBe('slug-deletion__trashed');
  });

  it('DELETE by slug with force=true deletes permanently', async () => {
    const event = await createEvent(api, eventBody('Slug Force Deletion'));
    const reply = await api.request('DELETE', 'events/by-slug/slug-force-deletion?force=true');
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual(event);
    expectError(await api.request('GET', `events/${event.id}`), 404, 'rest-event-not-found');
  });

  it('a trashed event named by its trashed slug → 410 event-is-in-trash', async () => {
    const event = await createEvent(api, eventBody('Slug Trash Twice'));
    await api.request('DELETE', `events/${event.id}`);
    expectError(await api.request('DELETE', 'events/by-slug/slug-trash-twice__trashed'), 410, 'event-is-in-trash');
  });

  it('unknown slug → 400 rest_invalid_param on slug', async () => {
    expectInvalidParams(await api.request('DELETE', 'events/by-slug/never-existed'), { slug: 'Invalid parameter.' });
  });
});

describe('errors', () => {
  it('missing ID → 404 rest-event-not-found, store untouched', async () => {
    const file = await api.fileText();
    const reply = await api.request('DELETE', 'events/999999');
    expect(reply.json).toEqual({
      code: 'rest-event-not-found',
      message: 'Event with ID 999999 does not exist.',
      data: { status: 404 },
    });
    expect(reply.status).toBe(404);
    expect(await api.fileText()).toBe(file);
  });

  it('the ID of a venue → 400 rest-invalid-event-id, the venue survives', async () => {
    const venue: Json = await createVenue(api, { venue: 'Not Deleted Venue' });
    const reply = await api.request('DELETE', `events/${venue.id}`);
    expectError(reply, 400, 'rest-invalid-event-id', 'The specified ID is not a valid event.');
    expect((await api.request('GET', `venues/${venue.id}`)).json.status).toBe('publish');
  });
});
