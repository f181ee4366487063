// `cal import URL` against feeds served on loopback: an unchanged feed costs one 304, redirects are followed with
// credentials kept to their own host, and every failure is one line: not found, not iCalendar, no answer, TLS.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer as createHttp, type IncomingMessage, type Server } from 'node:http';
import { createServer as createHttps } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/setup.js';
import { json, ok, run, type Env } from './cli-support.js';

const box = useSandbox();

const FEED = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//test//feed//EN',
  'BEGIN:VEVENT',
  'UID:one@feed.example',
  'DTSTAMP:20261101T000000Z',
  'DTSTART:20270305T200000Z',
  'DTEND:20270305T220000Z',
  'SUMMARY:Feed Concert',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:two@feed.example',
  'DTSTAMP:20261101T000000Z',
  'DTSTART:20270306T100000Z',
  'DTEND:20270306T120000Z',
  'SUMMARY:Feed Market',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

/** What the servers were asked: path and the headers that matter here. */
const seen: { path: string; auth?: string; ifNoneMatch?: string; server: string }[] = [];

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

let feeds: Server;
let elsewhere: Server;
let tls: ReturnType<typeof createHttps>;
let base = '';
let other = '';
let secure = '';
/** A port nothing listens on any more. */
let closed = '';

function note(request: IncomingMessage, server: string): void {
  seen.push({
    path: request.url ?? '',
    server,
    ...(request.headers.authorization ? { auth: request.headers.authorization } : {}),
    ...(request.headers['if-none-match'] ? { ifNoneMatch: String(request.headers['if-none-match']) } : {}),
  });
}

beforeAll(async () => {
  elsewhere = createHttp((request, response) => {
    note(request, 'elsewhere');
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(FEED);
  });
  other = await listen(elsewhere);
  feeds = createHttp((request, response) => {
    note(request, 'feeds');
    const path = request.url ?? '';
    if (path === '/events/?ical=1') {
      if (request.headers['if-none-match'] === '"v1"') return void response.writeHead(304, { etag: '"v1"' }).end();
      return void response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', etag: '"v1"' }).end(FEED);
    }
    if (path === '/moved') return void response.writeHead(302, { location: '/events/?ical=1' }).end();
    if (path === '/away') return void response.writeHead(301, { location: `http://${other}/calendar` }).end();
    if (path === '/private.ics') {
      const expected = `Basic ${Buffer.from('ana:s3cret pass').toString('base64')}`;
      if (request.headers.authorization !== expected) return void response.writeHead(401).end();
      return void response.writeHead(200, { 'content-type': 'text/calendar' }).end(FEED);
    }
    if (path === '/page') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
    if (path === '/slow') return; // never answers
    response.writeHead(404).end();
  });
  base = await listen(feeds);
  const key = box.path('key.pem');
  const cert = box.path('cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  tls = createHttps({ key: readFileSync(key), cert: readFileSync(cert) }, (_request, response) => response.end(FEED));
  secure = await listen(tls);
  const gone = createHttp();
  closed = await listen(gone);
  await new Promise((resolve) => gone.close(resolve));
});

afterAll(() => {
  for (const server of [feeds, elsewhere, tls]) server.closeAllConnections?.();
  return Promise.all([feeds, elsewhere, tls].map((server) => new Promise((resolve) => server.close(resolve))));
});

const titles = async (env: Env) =>
  json<{ title: string }[]>(
    await run(
      ['events', 'list', '--start-date', '2027-03-01', '--end-date', '2027-03-31', '--fields', 'title', '--json'],
      env,
    ),
  ).map((event) => event.title);

describe('cal import URL', () => {
  it('imports a feed, then asks again with its ETag and is told in one 304 that nothing changed', async () => {
    const env = box.calendarEnv('feed');
    const first = await run(['import', `http://${base}/events/?ical=1`], env);
    expect({ code: first.exitCode, stderr: first.stderr }).toEqual({
      code: 0,
      stderr: 'created 2, updated 0, skipped 0, failed 0',
    });
    expect(await titles(env)).toEqual(['Feed Concert', 'Feed Market']);
    seen.length = 0;
    const again = await run(['import', `http://${base}/events/?ical=1`], env);
    expect({ code: again.exitCode, stderr: again.stderr }).toEqual({
      code: 0,
      stderr: `http://${base}/events/?ical=1: not changed since it was last imported (304); nothing to do`,
    });
    expect(seen).toEqual([{ path: '/events/?ical=1', server: 'feeds', ifNoneMatch: '"v1"' }]);
    const whole = await run(['import', `http://${base}/events/?ical=1`, '--refetch'], env);
    expect(whole.stderr).toBe('created 0, updated 0, skipped 2, failed 0');
  });

  it('follows redirects, and gives credentials to their own host alone', async () => {
    const env = box.calendarEnv('redirects');
    expect((await run(['import', `http://${base}/moved`, '--format', 'ics'], env)).stderr).toBe(
      'created 2, updated 0, skipped 0, failed 0',
    );
    seen.length = 0;
    const away = await run(['import', `http://ana:s3cret%20pass@${base}/away`, '--refetch'], box.calendarEnv('away'));
    expect(away.stderr).toBe('created 2, updated 0, skipped 0, failed 0');
    expect(seen.map(({ server, auth }) => [server, auth !== undefined])).toEqual([
      ['feeds', true],
      ['elsewhere', false],
    ]);
    const signedIn = await run(['import', `http://ana:s3cret%20pass@${base}/private.ics`], box.calendarEnv('private'));
    expect(signedIn.stderr).toBe('created 2, updated 0, skipped 0, failed 0');
    expect(signedIn.stdout + signedIn.stderr).not.toContain('s3cret');
  });

  it('says in one line what went wrong, exit 1 (2 for a format to give), and imports nothing', async () => {
    const env = box.calendarEnv('failures');
    const cases: [string[], string][] = [
      [[`http://${base}/missing.ics`], `cal: http://${base}/missing.ics: not found (404)`],
      [
        [`http://ana:wrong@${base}/private.ics`],
        `cal: http://${base}/private.ics: the server refused to give it (401); credentials go in the URL: https://user:password@host/…`,
      ],
      [[`http://${base}/page`, '--format', 'ics'], `cal: http://${base}/page is not iCalendar (text/html)`],
      [
        [`http://${base}/page`],
        `cal: cannot tell the format of http://${base}/page (text/html); give --format json, ndjson, csv, xlsx or ics`,
      ],
      [
        ['--timeout', '1', `http://${base}/slow`],
        `cal: ${base} gave no answer in 1 s (--timeout SECONDS waits longer)`,
      ],
      [
        [`https://${secure}/calendar.ics`],
        `cal: TLS: the certificate of ${secure} is not trusted (DEPTH_ZERO_SELF_SIGNED_CERT)`,
      ],
      [[`http://${closed}/feed.ics`], `cal: cannot connect to ${closed}: connection refused`],
    ];
    for (const [args, line] of cases) {
      const result = await run(['import', ...args], env);
      // A format cal cannot tell is a usage error (2): --format says it.
      const code = line.includes('give --format') ? 2 : 1;
      expect({ code: result.exitCode, stderr: result.stderr }).toEqual({ code, stderr: line });
    }
    expect(ok(await run(['events', 'list', '--format', 'count', '--start-date', '2027-01-01'], env))).toBe('0');
  });
});
