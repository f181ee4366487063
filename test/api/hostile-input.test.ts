// Input cal serve refuses where PHP and TEC would take it and store something else: dates PHP reads as other
// dates, NUL characters and bytes that are not UTF-8, and authors set by callers who may not write as others; and
// hostile bodies, refused before they are parsed: nested too deep, holding too many values, sent anonymously.
import { once } from 'node:events';
import { connect } from 'node:net';
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

/** `levels` nested JSON containers around `inner`, the outermost an object: `{"a":[[…]]}` or `{"a":{"a":…}}`. */
function nested(levels: number, kind: 'arrays' | 'objects', inner = '1'): string {
  if (kind === 'objects') return `${'{"a":'.repeat(levels)}${inner}${'}'.repeat(levels)}`;
  return `{"a":${'['.repeat(levels - 1)}${inner}${']'.repeat(levels - 1)}}`;
}

/** A JSON object of `count` members named apart (`"k0":1,"k1":1,…`), after the members of `base`. */
function manyKeys(count: number, base: Json = {}): string {
  const members = Array.from({ length: count }, (_, i) => `"k${i}":1`);
  const head = JSON.stringify(base).slice(1, -1);
  return `{${head === '' ? '' : `${head},`}${members.join(',')}}`;
}

const asJson = (data: string) => ({ raw: { contentType: 'application/json', data } });
const DEPTH_EXCEEDED = { status: 400, json_error_code: 1, json_error_message: 'Maximum stack depth exceeded' };

describe('JSON nested deeper than PHP reads', () => {
  it.each(['arrays', 'objects'] as const)(
    "100 000 nested %s → 400 rest_invalid_json with PHP's depth error, store untouched",
    async (kind) => {
      const before = await api.fileText();
      const reply = await api.request('POST', 'events', asJson(nested(100_000, kind)));
      expectError(reply, 400, 'rest_invalid_json', 'Invalid JSON body passed.');
      expect(reply.json.data).toEqual(DEPTH_EXCEEDED);
      expect(await api.fileText()).toBe(before);
    },
  );

  it("511 nested arrays and objects are read, 512 are not (json_decode's depth counts the value inside)", async () => {
    const event = JSON.stringify(eventBody('Nested 511 deep')).slice(0, -1);
    // The body's object, then arrays: `levels` in all.
    const deepest = (levels: number) => `${event},"extra":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;
    const read = await api.request('POST', 'events', asJson(deepest(511)));
    expect(read.status, read.text).toBe(201);
    const refused = await api.request('POST', 'events', asJson(deepest(512)));
    expectError(refused, 400, 'rest_invalid_json');
    expect(refused.json.data).toEqual(DEPTH_EXCEEDED);
  });
});

describe('PHP bracket notation nested deep', () => {
  it('a form body reads five levels of brackets and keeps the rest of the name as one key', async () => {
    const deep = `extra${'[a]'.repeat(100_000)}=1`;
    const form = `title=Bracketed&start_date=2026-12-05+20:00&end_date=2026-12-05+21:00&${deep}`;
    const reply = await api.request('POST', 'events', { form });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.json.title).toBe('Bracketed');
  });

  it('so does a query string', async () => {
    const reply = await api.request('GET', `events?extra${'[a]'.repeat(4_000)}=1`);
    expect(reply.status, reply.text).toBe(200);
  });
});

describe('bodies holding too many values', () => {
  const tooMany = (reply: Reply) => {
    expectError(reply, 413, 'rest_body_too_large', 'The request body holds more than 1000 values.');
    expect(reply.json.data).toEqual({ status: 413, max_values: 1000 });
  };

  it('80 000 unknown keys → 413 before the body is parsed, store untouched', async () => {
    const before = await api.fileText();
    tooMany(await api.request('POST', 'events', asJson(manyKeys(80_000))));
    expect(await api.fileText()).toBe(before);
  });

  it('1 000 values are read, 1 001 are not, nested ones counted', async () => {
    const event = eventBody('A thousand values');
    const rest = 1000 - Object.keys(event).length;
    const read = await api.request('POST', 'events', asJson(manyKeys(rest, event)));
    expect(read.status, read.text).toBe(201);
    tooMany(await api.request('POST', 'events', asJson(manyKeys(rest + 1, event))));
    const list = { ...event, extra: Array.from({ length: rest - 1 }, () => 0) };
    tooMany(await api.request('POST', 'events', { body: { ...list, extra: [...list.extra, 0] } }));
    const inList = await api.request('POST', 'events', { body: list });
    expect(inList.status, inList.text).toBe(201);
  });

  it('commas, brackets and escaped quotes inside strings are text, neither values nor depth', async () => {
    const text = `a \\"quoted\\" ${'[{,'.repeat(2_000)} \\\\`;
    const reply = await api.request('POST', 'events', { body: eventBody('Text', { description: text }) });
    expect(reply.status, reply.text).toBe(201);
  });

  it('a form body of more than 1 000 fields → 413 (PHP would drop the fields past max_input_vars)', async () => {
    const fields = Array.from({ length: 997 }, (_, i) => `k${i}=1`).join('&');
    const form = `title=Fields&start_date=2026-12-05+20:00&end_date=2026-12-05+21:00&${fields}`;
    const read = await api.request('POST', 'events', { form });
    expect(read.status, read.text).toBe(201);
    tooMany(await api.request('POST', 'events', { form: `${form}&one=more` }));
  });
});

describe('anonymous writes', () => {
  it.each<[string, string]>([
    ['80 000 unknown keys', manyKeys(80_000)],
    ['100 000 nested arrays', nested(100_000, 'arrays')],
    ['text that is not JSON', '{"title": "oops",'],
    ['a missing title', JSON.stringify({ start_date: '2026-12-05 20:00:00', end_date: '2026-12-05 21:00:00' })],
  ])('%s → 401 rest_forbidden: the body is not read, store untouched', async (_label, data) => {
    const before = await api.fileText();
    const reply = await api.request('POST', 'events', { ...asJson(data), auth: 'anonymous' });
    expectError(reply, 401, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
    expect(await api.fileText()).toBe(before);
  });

  it('is answered while its body is still coming: the server does not wait for it', async () => {
    const { hostname, port } = new URL(api.site);
    const socket = connect(Number(port), hostname);
    const head = [
      'POST /wp-json/cal/events/v1/events HTTP/1.1',
      `Host: ${hostname}:${port}`,
      'Content-Type: application/json',
      'Content-Length: 1000000',
    ];
    // A tenth of the body announced; the rest never comes.
    socket.write(`${head.join('\r\n')}\r\n\r\n${manyKeys(10_000)}`);
    const [answer] = (await once(socket, 'data')) as [Buffer];
    socket.destroy();
    expect(answer.toString('latin1')).toMatch(/^HTTP\/1\.1 401 /);
  });
});
