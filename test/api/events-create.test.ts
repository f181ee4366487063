// POST /events: required fields, validation errors (and that they never touch the store), form bodies.
import { describe, expect, it } from 'vitest';
import { useApi } from '../helpers/setup.js';
import {
  createOrganizer,
  createVenue,
  eventBody,
  expectError,
  expectInvalidParams,
  expectMissingParams,
  type Json,
} from './events-fixtures.js';

const api = useApi();

describe('required fields', () => {
  it.each<[string, Json, string[]]>([
    ['nothing', {}, ['title', 'start_date', 'end_date']],
    ['no title', { start_date: '2026-12-01 10:00:00', end_date: '2026-12-01 11:00:00' }, ['title']],
    ['no dates', { title: 'No dates' }, ['start_date', 'end_date']],
    ['no end', { title: 'No end', start_date: '2026-12-01 10:00:00' }, ['end_date']],
    ['null title', { title: null, start_date: '2026-12-01 10:00:00', end_date: '2026-12-01 11:00:00' }, ['title']],
  ])('%s → 400 rest_missing_callback_param, store untouched', async (_label, body, missing) => {
    const before = await api.fileText();
    const reply = await api.request('POST', 'events', { body });
    expectMissingParams(reply, missing);
    expect(await api.fileText()).toBe(before);
  });
});

describe('invalid values', () => {
  it.each<[string, Json, Record<string, string>]>([
    ['empty title', { title: '' }, { title: 'Invalid parameter.' }],
    ['unparseable start_date', { start_date: 'not-a-date' }, { start_date: 'Invalid parameter.' }],
    ['unparseable end_date', { end_date: 'garbage' }, { end_date: 'Invalid parameter.' }],
    ['empty start_date', { start_date: '' }, { start_date: 'Invalid parameter.' }],
    ['quoted phrase date', { end_date: '"before my birthday"' }, { end_date: 'Invalid parameter.' }],
    ['unknown timezone', { timezone: 'Mars/Olympus' }, { timezone: 'Invalid parameter.' }],
    ['unknown status', { status: 'bogus' }, { status: 'Invalid parameter.' }],
    ['website without scheme', { website: 'foo' }, { website: 'Invalid parameter.' }],
    ['unknown author', { author: 23 }, { author: 'Invalid parameter.' }],
    ['bad publication date', { date: 'foo' }, { date: 'Invalid parameter.' }],
    ['unknown venue ID', { venue: 999999 }, { venue: 'Invalid parameter.' }],
    ['non-numeric venue', { venue: 'foo' }, { venue: 'Invalid parameter.' }],
    ['unknown organizer ID', { organizer: [999999] }, { organizer: 'Invalid parameter.' }],
    [
      'inline organizer without a name',
      { organizer: [{ email: 'x@example.com' }] },
      { organizer: 'Invalid parameter.' },
    ],
    [
      'two bad values',
      { timezone: 'Mars/Olympus', status: 'bogus' },
      { status: 'Invalid parameter.', timezone: 'Invalid parameter.' },
    ],
  ])('%s → 400 rest_invalid_param, store untouched', async (_label, extra, params) => {
    const before = await api.fileText();
    const reply = await api.request('POST', 'events', { body: eventBody('Bad value', extra) });
    expectInvalidParams(reply, params);
    expect(await api.fileText()).toBe(before);
  });

  it('a JSON number for a checked string field → 400 "Invalid parameter." (the check runs before the type, as upstream)', async () => {
    const before = await api.fileText();
    const reply = await api.request('POST', 'events', { body: eventBody('x', { title: 5 }) });
    expectError(reply, 400, 'rest_invalid_param', 'Invalid parameter(s): title');
    expect(reply.json.data.params).toEqual({ title: 'Invalid parameter.' });
    expect(reply.json.data.details).toEqual([]);
    expect(await api.fileText()).toBe(before);
  });

  it('a value of the wrong type for an unchecked field → 400 "all_day is not of type boolean." with rest_invalid_type details', async () => {
    const before = await api.fileText();
    const reply = await api.request('POST', 'events', { body: eventBody('x', { all_day: 'yes' }) });
    expectError(reply, 400, 'rest_invalid_param', 'Invalid parameter(s): all_day');
    expect(reply.json.data.params).toEqual({ all_day: 'all_day is not of type boolean.' });
    expect(reply.json.data.details.all_day).toEqual({
      code: 'rest_invalid_type',
      message: 'all_day is not of type boolean.',
      data: { param: 'all_day' },
    });
    expect(await api.fileText()).toBe(before);
  });

  it('an empty author → 400 naming author, store untouched', async () => {
    const before = await api.fileText();
    const reply = await api.request('POST', 'events', { body: eventBody('x', { author: '' }) });
    expectError(reply, 400, 'rest_invalid_param', 'Invalid parameter(s): author');
    expect(Object.keys(reply.json.data.params)).toEqual(['author']);
    expect(await api.fileText()).toBe(before);
  });

  it('a boolean flag that is not a boolean → 400 naming the flag', async () => {
    const before = await api.fileText();
    const reply = await api.request('POST', 'events', { body: eventBody('x', { featured: 'yes' }) });
    expectError(reply, 400, 'rest_invalid_param', 'Invalid parameter(s): featured');
    expect(reply.json.data.params).toEqual({ featured: 'featured is not of type boolean.' });
    expect(await api.fileText()).toBe(before);
  });

  it('{id} naming a post that is not a venue → 400 invalid-linked-post-id, store untouched', async () => {
    const organizer = await createOrganizer(api, { organizer: 'Not A Venue Org' });
    const before = await api.fileText();
    const reply = await api.request('POST', 'events', {
      body: eventBody('Wrong link', { venue: { id: organizer.id } }),
    });
    expectError(reply, 400, 'invalid-linked-post-id');
    expect(await api.fileText()).toBe(before);
  });

  it('{id} naming a venue in the organizer list → 400 invalid-linked-post-id', async () => {
    const venue = await createVenue(api, { venue: 'Not An Organizer Hall' });
    const before = await api.fileText();
    const reply = await api.request('POST', 'events', {
      body: eventBody('Wrong link 2', { organizer: [{ id: venue.id }] }),
    });
    expectError(reply, 400, 'invalid-linked-post-id');
    expect(await api.fileText()).toBe(before);
  });
});

describe('malformed bodies', () => {
  it('malformed JSON → 400 rest_invalid_json, store untouched', async () => {
    const before = await api.fileText();
    const reply = await api.request('POST', 'events', {
      raw: { contentType: 'application/json', data: '{"title": "oops",' },
    });
    expectError(reply, 400, 'rest_invalid_json', 'Invalid JSON body passed.');
    expect(reply.json.data.json_error_code).toBe(4);
    expect(await api.fileText()).toBe(before);
  });

  it('a JSON array body → 400 rest_invalid_json', async () => {
    const reply = await api.request('POST', 'events', { raw: { contentType: 'application/json', data: '["title"]' } });
    expectError(reply, 400, 'rest_invalid_json');
  });
});

describe('form-encoded bodies (PHP bracket notation)', () => {
  it('reads scalars, categories[] lists, venue[field] objects and organizer[0][field] lists', async () => {
    const form = [
      'title=Form+Night',
      'start_date=2026-12-06+19:00:00',
      'end_date=2026-12-06+21:00:00',
      'categories[]=Formrock',
      'categories[]=Formpop',
      'venue[venue]=Form+Hall',
      'venue[city]=Vic',
      'organizer[0][organizer]=Ana+Form',
      'organizer[1][organizer]=Bea+Form',
      'featured=1',
      'all_day=0',
    ].join('&');
    const reply = await api.request('POST', 'events', { form });
    expect(reply.status, reply.text).toBe(201);
    const event = reply.json as Json;
    expect(event.title).toBe('Form Night');
    expect(event.start_date).toBe('2026-12-06 19:00:00');
    expect(event.end_date).toBe('2026-12-06 21:00:00');
    expect(event.featured).toBe(true);
    expect(event.all_day).toBe(false);
    expect((event.categories as Json[]).map((c) => c.name)).toEqual(['Formpop', 'Formrock']);
    expect(event.venue.venue).toBe('Form Hall');
    expect(event.venue.city).toBe('Vic');
    expect((event.organizer as Json[]).map((o) => o.organizer)).toEqual(['Ana Form', 'Bea Form']);
  });

  it('reads venue by ID and organizer[] IDs from a form', async () => {
    const venue = await createVenue(api, { venue: 'Form Venue By Id' });
    const first = await createOrganizer(api, { organizer: 'Form Org One' });
    const second = await createOrganizer(api, { organizer: 'Form Org Two' });
    const form = `title=Form+Ids&start_date=2026-12-07+10:00&end_date=2026-12-07+11:00&venue=${venue.id}&organizer[]=${second.id}&organizer[]=${first.id}`;
    const reply = await api.request('POST', 'events', { form });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.json.venue.id).toBe(venue.id);
    expect((reply.json.organizer as Json[]).map((o) => o.id)).toEqual([second.id, first.id]);
  });

  it('a form with an invalid value → 400 and the store is untouched', async () => {
    const before = await api.fileText();
    const reply = await api.request('POST', 'events', { form: 'title=T&start_date=garbage&end_date=2026-12-07+11:00' });
    expectInvalidParams(reply, { start_date: 'Invalid parameter.' });
    expect(await api.fileText()).toBe(before);
  });
});

describe('undeclared and generated fields', () => {
  it('ignores undeclared fields and generated ones (url, utc_start_date, cost_details)', async () => {
    const reply = await api.request('POST', 'events', {
      body: eventBody('Generated Fields', {
        url: 'http://evil.example/',
        utc_start_date: '2000-01-01 00:00:00',
        cost_details: { values: ['99'] },
        whatever: 'ignored',
      }),
    });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.json.url).toBe(`${api.site}/event/generated-fields/`);
    expect(reply.json.utc_start_date).toBe('2026-12-05 20:00:00');
    expect(reply.json.cost_details.values).toEqual([]);
    expect(reply.json).not.toHaveProperty('whatever');
  });
});
