// HTTP transport of the REST API: routing, common headers, method tunnelling, body limits and parameter decoding.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Reply } from '../helpers/api-server.js';
import { useApi } from '../helpers/setup.js';
import { CAPTURES, captureBody, failsWithoutWriting, NO_ROUTE, upcomingEvent } from './venues-organizers-support.js';

const api = useApi();
const ids = { venue: 0, music: 0, jazz: 0, folk: 0, e1: 0, e2: 0, e3: 0 };

async function post(path: string, body: Record<string, unknown>): Promise<number> {
  const reply = await api.request('POST', path, { body });
  expect(reply.status).toBe(201);
  return reply.json.id as number;
}

beforeAll(async () => {
  ids.venue = await post('venues', { venue: 'Transport Hall', city: 'Vic' });
  ids.music = await post('categories', { name: 'Music' });
  ids.jazz = await post('categories', { name: 'Jazz' });
  ids.folk = await post('categories', { name: 'Folk' });
  ids.e1 = await post(
    'events',
    upcomingEvent('First', {
      categories: [ids.music],
      start_date: '2026-12-01 10:00:00',
      end_date: '2026-12-01 11:00:00',
    }),
  );
  ids.e2 = await post(
    'events',
    upcomingEvent('Second', {
      categories: [ids.jazz],
      start_date: '2026-12-02 10:00:00',
      end_date: '2026-12-02 11:00:00',
    }),
  );
  ids.e3 = await post(
    'events',
    upcomingEvent('Third', { start_date: '2026-12-03 10:00:00', end_date: '2026-12-03 11:00:00' }),
  );
});

/** Response headers of a recorded answer, without the ones the PHP test server or the socket add. */
function recordedHeaders(file: string): Record<string, string> {
  const text = readFileSync(`${CAPTURES}/${file}`, 'utf8');
  const head = text.slice(text.indexOf('HTTP/1.1'), text.lastIndexOf('\n\n'));
  const out: Record<string, string> = {};
  for (const line of head.split('\n').slice(1)) {
    const [name = '', ...rest] = line.split(': ');
    if (!['host', 'date', 'connection', 'x-powered-by', 'vary'].includes(name.toLowerCase())) {
      out[name.toLowerCase()] = rest.join(': ').replace('127.0.0.1:8787', new URL(api.site).host);
    }
  }
  return out;
}

function headersOf(reply: Reply): Record<string, string> {
  const out: Record<string, string> = {};
  reply.headers.forEach((value, name) => {
    if (!['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name)) out[name] = value;
  });
  return out;
}

const lastLine = (file: string) => readFileSync(`${CAPTURES}/${file}`, 'utf8').trimEnd().split('\n').pop();

describe('routing', () => {
  it.each([
    ['events/', 'events'],
    ['venues/', 'venues'],
    ['categories/?hide_empty=false', 'categories?hide_empty=false'],
    ['venues/{venue}/', 'venues/{venue}'],
    ['', 'ABSOLUTE'],
  ])('ignores the trailing slash of %j', async (withSlash, without) => {
    const fill = (p: string) => p.replace('{venue}', String(ids.venue));
    const a = await api.request('GET', fill(withSlash));
    const b =
      without === 'ABSOLUTE'
        ? await api.request('GET', api.api.replace(/\/$/, ''))
        : await api.request('GET', fill(without));

    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.json).toEqual(b.json);
  });

  it('answers an unknown route with 404 rest_no_route exactly as recorded (body and headers)', async () => {
    const reply = await api.request('GET', 'nope');

    expect(reply.status).toBe(404);
    expect(reply.text).toBe(lastLine('GET_unknown_route_404.txt'));
    expect(headersOf(reply)).toEqual(recordedHeaders('GET_unknown_route_404.txt'));
  });

  it('answers a method the route lacks (DELETE on /events) exactly as recorded (body and headers)', async () => {
    const reply = await failsWithoutWriting(api, () => api.request('DELETE', 'events'));

    expect(reply.status).toBe(404);
    expect(reply.text).toBe(lastLine('DELETE_events_collection_404_no_route.txt'));
    expect(headersOf(reply)).toEqual(recordedHeaders('DELETE_events_collection_404_no_route.txt'));
  });

  it.each([
    ['GET', 'events/abc'],
    ['GET', 'events/by-slug/'],
    ['GET', 'categories/foo'],
    ['GET', 'tags/1/extra'],
    ['PUT', 'events'],
    ['PATCH', 'venues'],
    ['DELETE', 'tags'],
    ['POST', 'doc'],
    ['GET', 'http://ABSOLUTE/wp-json/other/v1/events'],
  ])('answers %s %s with 404 rest_no_route', async (method, path) => {
    const url = path.replace('http://ABSOLUTE', api.site);
    const reply = await api.request(method, url, method === 'GET' ? {} : { body: { name: 'x' } });

    expect(reply.status).toBe(404);
    expect(reply.json).toEqual(NO_ROUTE);
  });
});

describe('headers on every REST response (TEC-REFERENCE §1.4)', () => {
  const common = () => ({
    'content-type': 'application/json; charset=UTF-8',
    'x-robots-tag': 'noindex',
    link: `<${api.site}/wp-json/>; rel="https://api.w.org/"`,
    'x-content-type-options': 'nosniff',
    'access-control-expose-headers': 'X-WP-Total, X-WP-TotalPages, Link',
    'access-control-allow-headers': 'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type',
  });

  it.each([
    ['GET', 'events', 200, 'GET'],
    ['GET', 'events/{e1}', 200, 'GET'],
    ['GET', 'venues/999999', 400, 'GET'],
    ['GET', '', 200, 'GET'],
    ['GET', 'doc', 200, 'GET'],
    ['OPTIONS', 'venues', 200, 'GET'],
    ['GET', 'nope', 404, null],
    ['POST', 'venues', 400, 'GET, POST'],
    ['PATCH', 'venues/{venue}', 200, 'GET, DELETE, POST, PUT, PATCH'],
  ] as const)('%s %s (%i) carries them, with Allow %j', async (method, path, status, allow) => {
    const url = path.replace('{e1}', String(ids.e1)).replace('{venue}', String(ids.venue));
    const reply = await api.request(
      method,
      url,
      method === 'POST' || method === 'PATCH' ? { body: { zip: '08500' } } : {},
    );

    expect(reply.status).toBe(status);
    expect(headersOf(reply)).toMatchObject(common());
    expect(reply.headers.get('allow')).toBe(allow);
  });

  it('adds no-cache headers for a signed-in caller only', async () => {
    const anonymous = await api.request('GET', 'venues');
    expect(anonymous.headers.get('cache-control')).toBeNull();
    expect(anonymous.headers.get('expires')).toBeNull();

    const admin = await api.request('PATCH', `venues/${ids.venue}`, { body: { zip: '08500' } });
    expect(admin.headers.get('cache-control')).toBe('no-cache, must-revalidate, max-age=0, no-store, private');
    expect(admin.headers.get('expires')).toBe('Wed, 11 Jan 1984 05:00:00 GMT');
  });
});

describe('method override', () => {
  it('tunnels PUT through POST with ?_method=PUT', async () => {
    const reply = await api.request('POST', `venues/${ids.venue}?_method=PUT`, { body: { city: 'Girona' } });

    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ id: ids.venue, city: 'Girona' });
  });

  it('tunnels PATCH through POST with X-HTTP-Method-Override', async () => {
    const reply = await api.request('POST', `venues/${ids.venue}`, {
      body: { city: 'Lleida' },
      headers: { 'X-HTTP-Method-Override': 'PATCH' },
    });

    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ id: ids.venue, city: 'Lleida' });
  });

  it('takes no override on a GET, where WordPress does: a read never deletes', async () => {
    const id = await post('venues', { venue: 'Read, not deleted' });
    const reply = await api.request('GET', `venues/${id}?_method=DELETE`, {
      headers: { 'X-HTTP-Method-Override': 'DELETE' },
    });

    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ id, status: 'publish' });
    expect((await api.request('GET', `venues/${id}`)).json.status).toBe('publish');
  });

  it('tunnels DELETE through POST', async () => {
    const id = await post('venues', { venue: 'Tunnelled away' });
    const reply = await api.request('POST', `venues/${id}?_method=DELETE`);

    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ id, status: 'trash' });
  });

  it('routes a tunnelled method like a real one (DELETE on /events is still no route)', async () => {
    const reply = await failsWithoutWriting(api, () =>
      api.request('POST', 'events', { headers: { 'X-HTTP-Method-Override': 'DELETE' } }),
    );

    expect(reply.status).toBe(404);
    expect(reply.json).toEqual(NO_ROUTE);
  });
});

describe('request bodies', () => {
  const MiB = 1024 * 1024;
  const padded = (name: string, size: number) => {
    const shell = JSON.stringify({ venue: name, pad: '' });
    return JSON.stringify({ venue: name, pad: 'x'.repeat(size - Buffer.byteLength(shell)) });
  };

  it('accepts a body of exactly 1 MiB', async () => {
    const data = padded('Exactly one mebibyte', MiB);
    expect(Buffer.byteLength(data)).toBe(MiB);

    const reply = await api.request('POST', 'venues', { raw: { contentType: 'application/json', data } });

    expect(reply.status).toBe(201);
    expect(reply.json.venue).toBe('Exactly one mebibyte');
  });

  it('answers a body over 1 MiB with 413, the common headers, and writes nothing', async () => {
    const data = padded('One byte too many', MiB + 1);
    const reply = await failsWithoutWriting(api, () =>
      api.request('POST', 'venues', { raw: { contentType: 'application/json', data } }),
    );

    expect(reply.status).toBe(413);
    expect(reply.json.data.status).toBe(413);
    expect(reply.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(reply.headers.get('x-robots-tag')).toBe('noindex');
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers invalid JSON with 400 rest_invalid_json, as recorded, and writes nothing', async () => {
    const reply = await failsWithoutWriting(api, () =>
      api.request('POST', 'events', { raw: { contentType: 'application/json', data: '{"title": "oops",' } }),
    );

    expect(reply.status).toBe(400);
    expect(reply.json).toEqual(captureBody('POST_events_400_invalid_json.txt'));
  });

  it.each(['[{"venue": "In a list"}]', '"just a string"', '42'])(
    'answers the JSON body %s (not an object) with 400 and writes nothing',
    async (data) => {
      const reply = await failsWithoutWriting(api, () =>
        api.request('POST', 'venues', { raw: { contentType: 'application/json', data } }),
      );

      expect(reply.status).toBe(400);
      expect(reply.json.code).toBe('rest_invalid_json');
    },
  );

  it('reads a form body with PHP bracket notation for lists and nested objects', async () => {
    const form = [
      'title=Form+gig',
      'start_date=2026-12-10+20:00:00',
      'end_date=2026-12-10+22:00:00',
      'categories[]=Folk',
      'categories[]=Dance',
      'venue[venue]=Form+Hall',
      'venue[city]=Vic',
      'organizer[0][organizer]=Ana',
      'organizer[1][organizer]=Bernat',
      'featured=1',
      'sticky=0',
    ].join('&');
    const reply = await api.request('POST', 'events', { form });

    expect(reply.status).toBe(201);
    expect(reply.json.title).toBe('Form gig');
    expect(reply.json.start_date).toBe('2026-12-10 20:00:00');
    expect(reply.json.categories.map((c: { name: string }) => c.name)).toEqual(['Dance', 'Folk']);
    expect(reply.json.categories.find((c: { name: string }) => c.name === 'Folk').id).toBe(ids.folk);
    expect(reply.json.venue).toMatchObject({ venue: 'Form Hall', city: 'Vic' });
    expect(reply.json.organizer.map((o: { organizer: string }) => o.organizer)).toEqual(['Ana', 'Bernat']);
    expect([reply.json.featured, reply.json.sticky]).toEqual([true, false]);
  });

  it('reads a form body on update', async () => {
    const reply = await api.request('PUT', `venues/${ids.venue}`, {
      form: 'zip=08500&show_map=0&phone=%2B34+938+000+000',
    });

    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ zip: '08500', phone: '+34 938 000 000', show_map: false });
  });
});

describe('query strings', () => {
  const titles = async (query: string) => {
    const reply = await api.request('GET', `events?${query}`);
    expect(reply.status).toBe(200);
    return reply.json.events.map((e: { title: string }) => e.title);
  };

  it.each([
    'categories[]=music&categories[]=jazz',
    'categories=music,jazz',
    'categories=music%2Cjazz',
    'categories=%20music%20,%20jazz%20',
    'categories[0]=music&categories[1]=jazz',
  ])('reads %s as a list', async (query) => {
    expect(await titles(query)).toEqual(['First', 'Second']);
  });

  it('mixes IDs and slugs in lists', async () => {
    expect(await titles(`categories[]=${ids.music}&categories[]=jazz`)).toEqual(['First', 'Second']);
    expect(await titles(`include=${ids.e3},${ids.e1}`)).toEqual(['First', 'Third']);
    expect(await titles(`include[]=${ids.e2}`)).toEqual(['Second']);
  });
});
