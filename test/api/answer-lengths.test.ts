// Pages of events are joined from kept answers whose length in UTF-8 bytes is known, and ASCII answers are written
// byte for byte: the Content-Length sent is the length of the bytes that arrive, in every mix of ASCII and other
// text, for pages, single reads, other lists and answers shown with a password.
import { Agent, get, request as httpRequest, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { switchReadCaches } from '../../src/domain/query/read-caches.js';
import { useApi } from '../helpers/setup.js';

const server = useApi();

interface RawReply {
  status: number;
  declared: number;
  bytes: Buffer;
}

/** The answer as it came off the socket, with the length its header declared. */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET', agent?: Agent): Promise<RawReply> {
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
    if (method === 'GET') get(url, { headers, agent }, done).on('error', reject);
    else httpRequest(url, { method, headers, agent }, done).on('error', reject).end();
  });
}

const WINDOW = 'start_date=2027-05-01&end_date=2027-05-31';
/** Pages over 16 KiB, answers written apart from their head: eight events of ASCII text alone, eight of other text. */
const ASCII_WINDOW = 'start_date=2027-06-01&end_date=2027-06-30';
const OTHER_WINDOW = 'start_date=2027-07-01&end_date=2027-07-31';
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
  for (let i = 0; i < 16; i++) {
    const ascii = i < 8;
    const day = `2027-${ascii ? '06' : '07'}-${String(10 + (i % 8)).padStart(2, '0')}`;
    const created = await server.request('POST', 'events', {
      body: {
        title: ascii ? `Long plain ${i}` : `Llarga ☕ ${i}`,
        description: (ascii ? 'Plain words only. ' : 'Música en directe — «gratis» 🎉 ').repeat(60),
        start_date: `${day} 19:00`,
        end_date: `${day} 21:00`,
        venue: plainVenue,
      },
    });
    expect(created.status).toBe(201);
  }
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

  it('is right for long pages, ASCII or not, one after another on a kept-alive connection', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const sockets = new Set<unknown>();
      agent.on('free', (socket) => sockets.add(socket));
      for (const window of [ASCII_WINDOW, OTHER_WINDOW, ASCII_WINDOW, OTHER_WINDOW]) {
        const reply = await raw(`events?${window}&per_page=50`, {}, 'GET', agent);
        expect(reply.status).toBe(200);
        expect(reply.declared, window).toBeGreaterThan(16_384);
        expect(reply.bytes.length).toBe(reply.declared);
        expect(JSON.parse(reply.bytes.toString('utf8')).events.length).toBe(8);
      }
      expect(sockets.size).toBe(1);
    } finally {
      agent.destroy();
    }
  });

  it('is right for long pages asked many at once on one connection, each whole and its own', async () => {
    // Long pages are written after their head, the socket corked: 240 requests sent at once, their answers not read
    // for a while, fill the socket and keep writes waiting while later answers are queued behind them.
    const paths = [
      `events?${ASCII_WINDOW}&per_page=50`,
      `events?${OTHER_WINDOW}&per_page=50`,
      `events?start_date=2027-06-01&end_date=2027-07-31&per_page=9&page=1`,
      `events?start_date=2027-06-01&end_date=2027-07-31&per_page=9&page=2`,
    ];
    // Without the response cache, every answer is made and written anew.
    switchReadCaches(false);
    try {
      const expected = new Map<string, Buffer>();
      for (const path of paths) {
        const reply = await raw(path);
        expect(reply.declared, path).toBeGreaterThan(16_384);
        expected.set(path, reply.bytes);
      }
      const asked = Array.from({ length: 240 }, (_, i) => paths[(i * 3 + Math.floor(i / 4)) % paths.length] ?? '');
      const answers = await pipelined(asked);
      expect(answers.length).toBe(asked.length);
      answers.forEach((body, i) =>
        expect(body.equals(expected.get(asked[i] ?? '') ?? Buffer.alloc(0)), `#${i}`).toBe(true),
      );
    } finally {
      switchReadCaches(true);
    }
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

/** Sends every GET on one connection at once, reads nothing for a while, then splits the answers by their lengths. */
function pipelined(paths: readonly string[]): Promise<Buffer[]> {
  const url = new URL(server.api);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('connect', () => {
      socket.pause();
      socket.write(paths.map((path) => `GET ${url.pathname}${path} HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`).join(''));
      setTimeout(() => socket.resume(), 300);
    });
    const bodies: Buffer[] = [];
    let data = Buffer.alloc(0);
    socket.on('data', () => {
      data = Buffer.concat([data, ...chunks.splice(0)]);
      for (;;) {
        const headEnd = data.indexOf('\r\n\r\n');
        if (headEnd < 0) return;
        const length = Number(/content-length: (\d+)/i.exec(data.subarray(0, headEnd).toString('latin1'))?.[1]);
        if (data.length < headEnd + 4 + length) return;
        bodies.push(data.subarray(headEnd + 4, headEnd + 4 + length));
        data = data.subarray(headEnd + 4 + length);
        if (bodies.length === paths.length) {
          socket.destroy();
          resolve(bodies);
        }
      }
    });
  });
}
