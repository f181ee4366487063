// Input cal serve refuses where PHP and TEC would take it and store something else: dates PHP reads as other
// dates, NUL characters and bytes that are not UTF-8, and authors set by callers who may not write as others.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Reply } from '../helpers/api-server.js';
import { useApi } from '../helpers/setup.js';
import { eventBody, expectError, expectInvalidParams, type Json } from './events-fixtures.js';

const api = useApi();
let author: string;
let editor: string;

beforeAll(async () => {
  author = await api.addUser('writer', 'author');
  editor = await api.addUser('chief', 'editor');
});

/** A request whose body is sent as these exact bytes. */
async function sendBytes(method: string, path: string, contentType: string, body: Uint8Array): Promise<Reply> {
  const response = await fetch(api.api + path, {
    method,
    headers: { 'content-type': contentType, authorization: api.adminAuth },
    body,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: JSON.parse(text) as Json };
}

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))));

describe('dates PHP would read as other dates', () => {
  it.each([
    ['start_date', '99999-01-01'],
    ['end_date', '20000-01-01'],
    ['date', '2026-12-055'],
  ])('%s %j → 400 naming the field and the value, store untouched', async (field, value) => {
    const before = await api.fileText();
    const reply = await api.request('POST', 'events', { body: eventBody('Far future', { [field]: value }) });
    expectInvalidParams(reply, { [field]: `"${value}" is not a date (a year has at most four digits).` });
    expect(await api.fileText()).toBe(before);
  });

  it('list filters refuse them too', async () => {
    const reply = await api.request('GET', 'events?start_date=99999-01-01');
    expectInvalidParams(reply, {
      start_date: '"99999-01-01" is not a date (a year has at most four digits).',
    });
  });
});

describe('NUL characters and text that is not UTF-8', () => {
  it.each<[string, Json, string]>([
    ['a NUL in the title', { title: 'Jazz\u0000night' }, 'title'],
    ['a NUL in an inline venue', { venue: { venue: 'Hall\u0000' } }, 'venue'],
    ['an unpaired surrogate (JSON \\ud800)', { description: 'broken \ud800 text' }, 'description'],
    ['a NUL in a list', { tags: ['ok', 'b\u0000d'] }, 'tags'],
  ])('%s → 400 naming the field, store untouched', async (_label, extra, field) => {
    const before = await api.fileText();
    const reply = await api.request('POST', 'events', { body: eventBody('x', extra) });
    expectError(reply, 400, 'rest_invalid_param', `Invalid parameter(s): ${field}`);
    expect(Object.keys(reply.json.data.params)).toEqual([field]);
    expect(await api.fileText()).toBe(before);
  });

  it('JSON bytes that are not UTF-8 → 400 naming the field they are in', async () => {
    const before = await api.fileText();
    const body = bytes('{"title":"Caf', [0xe9], '","start_date":"2026-12-05 20:00","end_date":"2026-12-05 21:00"}');
    const reply = await sendBytes('POST', 'events', 'application/json', body);
    expectInvalidParams(reply, { title: 'title is not valid UTF-8.' });
    expect(await api.fileText()).toBe(before);
  });

  it('form bodies: raw bytes and %XX escapes that are not UTF-8, and %00', async () => {
    const before = await api.fileText();
    const dates = '&start_date=2026-12-05+20:00&end_date=2026-12-05+21:00';
    const raw = await sendBytes(
      'POST',
      'events',
      'application/x-www-form-urlencoded',
      bytes('title=Caf', [0xe9], dates),
    );
    expectInvalidParams(raw, { title: 'title is not valid UTF-8.' });
    const escaped = await api.request('POST', 'events', { form: `title=ok&excerpt=Caf%E9${dates}` });
    expectInvalidParams(escaped, { excerpt: 'excerpt is not valid UTF-8.' });
    const nul = await api.request('POST', 'events', { form: `title=a%00b${dates}` });
    expectError(nul, 400, 'rest_invalid_param', 'Invalid parameter(s): title');
    expect(await api.fileText()).toBe(before);
  });

  it('query strings: %XX escapes that are not UTF-8 and %00', async () => {
    expectInvalidParams(await api.request('GET', 'events?search=caf%E9'), {
      search: 'search is not valid UTF-8.',
    });
    expectError(
      await api.request('GET', 'events?search=a%00b'),
      400,
      'rest_invalid_param',
      'Invalid parameter(s): search',
    );
  });

  it('valid UTF-8 (accents, emoji, a U+FFFD sent as such) is kept', async () => {
    const title = 'Café 🎷 \uFFFD';
    const reply = await api.request('POST', 'events', { body: eventBody(title) });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.json.title).toBe(title);
    const form = await api.request('POST', 'events', {
      form: 'title=Caf%C3%A9&start_date=2026-12-05+20:00&end_date=2026-12-05+21:00',
    });
    expect(form.status, form.text).toBe(201);
    expect(form.json.title).toBe('Café');
  });
});

describe('authorship', () => {
  it('an author cannot make another user the author of a new event: 403, nothing written', async () => {
    const before = await api.fileText();
    const reply = await api.request('POST', 'events', { body: eventBody('Not mine', { author: 1 }), auth: author });
    expectError(reply, 403, 'rest_cannot_edit_others', 'Sorry, you are not allowed to create posts as this user.');
    expect(await api.fileText()).toBe(before);
  });

  it('nor of a venue, nor on update; naming themselves is fine', async () => {
    const venue = await api.request('POST', 'venues', { body: { venue: 'Borrowed', author: 1 }, auth: author });
    expectError(venue, 403, 'rest_cannot_edit_others');
    const own = await api.request('POST', 'events', {
      body: eventBody('Mine', { author: api.userId('writer') }),
      auth: author,
    });
    expect(own.status, own.text).toBe(201);
    expect(own.json.author).toBe(String(api.userId('writer')));
    const update = await api.request('POST', `events/${own.json.id as number}`, { body: { author: 1 }, auth: author });
    expectError(update, 403, 'rest_cannot_edit_others', 'Sorry, you are not allowed to update posts as this user.');
  });

  it('an editor may set another author', async () => {
    const reply = await api.request('POST', 'events', {
      body: eventBody('For the admin', { author: 1 }),
      auth: editor,
    });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.json.author).toBe('1');
  });
});
