// Pages of events are joined from kept answers whose length in UTF-8 bytes is known, and ASCII answers are written
// byte for byte: the Content-Length sent is the length of the bytes that arrive, in every mix of ASCII and other
// text, for pages, single reads, other lists and answers shown with a password.
import { get, request as httpRequest, type IncomingMessage } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApi } from '../helpers/setup.js';

const server = useApi();

interface RawReply {
  status: number;
  declared: number;
  bytes: Buffer;
}

/** The answer as it came off the socket, with the length its header declared. */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const done = (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          declared: Number(res.headers['content-length']),
          bytes: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    };
    const url = server.api + path;
    if (method === 'GET') get(url, { headers }, done).on('error', reject);
    else httpRequest(url, { method, headers }, done).on('error', reject).end();
  });
}

const WINDOW = 'start_date=2027-05-01&end_date=2027-05-31';
const TITLES = ['Plain title', 'Café au lait', 'Tea ☕ and talk', 'Party 🎉 night', 'Another plain one', 'Ñandú'];

beforeAll(async () => {
  const venue = (await server.request('POST', 'venues', { body: { venue: 'Sala Àgora', city: 'Girona' } })).json.id;
  const plainVenue = (await server.request('POST', 'venues', { body: { venue: 'Hall', city: 'Vic' } })).json.id;
  for (const [i, title] of TITLES.entries()) {
    const created = await server.request('POST', 'events', {
      body: {
        title,
        description: i % 2 ? 'Only ASCII here.' : 'Música en directe — «gratis»',
        start_date: `2027-05-${String(10 + i).padStart(2, '0')} 19:00`,
        end_date: `2027-05-${String(10 + i).padStart(2, '0')} 21:00`,
        venue: i % 3 ? plainVenue : venue,
      },
    });
    expect(created.status).toBe(201);
  }
  const locked = await server.request('POST', 'events', {
    body: { title: 'Reserved ✓', start_date: '2027-05-20 10:00', end_date: '2027-05-20 11:00', password: 'pässword' },
  });
  expect(locked.status).toBe(201);
});

describe('the length an answer declares', () => {
  it('is the length of what arrives, for pages of every mix of ASCII and other text', async () => {
    for (const perPage of [1, 2, 3, 7, 50]) {
      for (let page = 1; page <= Math.ceil(TITLES.length / perPage); page++) {
        const reply = await raw(`events?${WINDOW}&per_page=${perPage}&page=${page}`);
        expect(reply.status).toBe(200);
        expect(reply.bytes.length).toBe(reply.declared);
        expect(JSON.parse(reply.bytes.toString('utf8')).events.length).toBeGreaterThan(0);
      }
    }
    const all = JSON.parse((await raw(`events?${WINDOW}&per_page=50`)).bytes.toString('utf8'));
    expect(all.events.map((e: { title: string }) => e.title)).toEqual(expect.arrayContaining(TITLES));
  });

  it('is right for an event shown with its password, in a list and alone', async () => {
    const auth = { authorization: server.adminAuth };
    const unlock = `password=${encodeURIComponent('pässword')}`;
    const page = await raw(`events?${WINDOW}&per_page=50&${unlock}`, auth);
    expect(page.bytes.length).toBe(page.declared);
    const locked = JSON.parse(page.bytes.toString('utf8')).events.find(
      (e: { title: string }) => e.title === 'Reserved ✓',
    );
    expect(locked.password).toBe('pässword');
    const alone = await raw(`events/${locked.id}?${unlock}`, auth);
    expect(alone.bytes.length).toBe(alone.declared);
    expect(JSON.parse(alone.bytes.toString('utf8')).password).toBe('pässword');
  });

  it('is right for single reads, other lists, errors and HEAD', async () => {
    const ids = JSON.parse((await raw(`events?${WINDOW}&per_page=50`)).bytes.toString('utf8')).events.map(
      (e: { id: number }) => e.id,
    );
    for (const id of ids) {
      const reply = await raw(`events/${id}`);
      expect(reply.bytes.length).toBe(reply.declared);
    }
    for (const path of ['venues', 'events?search=caf%C3%A9', 'events/999999', 'events?start_date=someday']) {
      const reply = await raw(path);
      expect(reply.bytes.length, path).toBe(reply.declared);
    }
    const head = await raw(`events?${WINDOW}`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.bytes.length).toBe(0);
  });
});
