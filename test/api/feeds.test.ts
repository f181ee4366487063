// iCalendar feeds at TEC's site addresses: the upcoming public events, a category's, one event's, and any list of
// GET /events as query parameters; with the calendar properties apps read, a VTIMEZONE for every zone, folded lines,
// and ETag and Last-Modified answered with 304.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.js';
import { startApi, type ApiServer } from '../helpers/api-server.js';

let api: ApiServer;
const ids: Record<string, number> = {};

async function make(name: string, fields: Record<string, unknown>): Promise<void> {
  const reply = await api.request('POST', 'events', { body: { title: name, ...fields } });
  expect(reply.status, reply.text).toBe(201);
  ids[name] = reply.json.id;
}

const feed = (path: string, headers: Record<string, string> = {}, auth = 'anonymous') =>
  api.request('GET', `${api.site}${path}`, { headers, auth });

/** Each VEVENT's SUMMARY, in the feed's order. */
function summaries(text: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => String(vevent.getFirstPropertyValue('summary')));
}

beforeAll(async () => {
  api = await startApi({ settings: { timezone: 'Europe/Madrid' } });
  const music = await api.request('POST', 'categories', { body: { name: 'Music' } });
  await make('Jazz Night', {
    start_date: '2026-12-05 20:00:00',
    end_date: '2026-12-05 23:00:00',
    timezone: 'America/New_York',
    categories: [music.json.id],
    description: 'A long description that takes more than seventy-five octets, with ñ, é and 🎷 in it.',
  });
  await make('Winter Market', { start_date: '2026-12-20', end_date: '2026-12-22', all_day: true });
  await make('Madrid Talk', { start_date: '2027-01-10 19:00:00', end_date: '2027-01-10 20:00:00' });
  await make('Long Gone', { start_date: '2026-10-01 10:00:00', end_date: '2026-10-01 11:00:00' });
  await make('Draft Plan', { start_date: '2026-12-06 10:00:00', end_date: '2026-12-06 11:00:00', status: 'draft' });
});

afterAll(() => api.close());

describe('the list feed', () => {
  it('gives the upcoming public events as a calendar apps subscribe to', async () => {
    const reply = await feed('/events/?ical=1');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(summaries(reply.text)).toEqual(['Jazz Night', 'Winter Market', 'Madrid Talk']);
    const head = reply.text.slice(0, reply.text.indexOf('BEGIN:VTIMEZONE'));
    expect(head.split('\r\n')).toEqual(
      expect.arrayContaining([
        'METHOD:PUBLISH',
        'X-WR-CALNAME:Calendar',
        'X-WR-TIMEZONE:Europe/Madrid',
        'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
        'X-PUBLISHED-TTL:PT1H',
      ]),
    );
    // A VTIMEZONE for each zone its timed events use.
    const zones = new ICAL.Component(ICAL.parse(reply.text))
      .getAllSubcomponents('vtimezone')
      .map((zone) => zone.getFirstPropertyValue('tzid'));
    expect(zones.sort()).toEqual(['America/New_York', 'Europe/Madrid']);
    expect(reply.text).toContain('DTSTART;TZID=America/New_York:20261205T200000\r\n');
    expect(reply.text).toContain(`URL:${api.site}/event/jazz-night/\r\n`);
    for (const line of reply.text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('gives an allowed origin its CORS headers once however often it asks, and the feed kept for others none', async () => {
    const app = createApp({ store: api.store, siteUrl: api.site, cors: ['https://app.example.org'] });
    const ask = (headers: Record<string, string>) =>
      app.handle({ method: 'GET', url: '/events/?ical=1', headers, remoteAddress: '127.0.0.1' });
    const first = await ask({ origin: 'https://app.example.org' });
    await ask({ origin: 'https://app.example.org' });
    const third = await ask({ origin: 'https://app.example.org' });
    expect(third.headers).toEqual(first.headers);
    expect(third.headers['access-control-expose-headers']).toBe('ETag, Idempotent-Replayed');
    const plain = await ask({});
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
    expect(plain.headers['access-control-expose-headers']).toBeUndefined();
  });

  it('answers 304 to its ETag and to If-Modified-Since, and changes when an event does', async () => {
    const first = await feed('/events/?ical=1');
    const etag = first.headers.get('etag') ?? '';
    const modified = first.headers.get('last-modified') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(Date.parse(modified)).toBeGreaterThan(0);
    expect((await feed('/events/?ical=1', { 'if-none-match': etag })).status).toBe(304);
    expect((await feed('/events/?ical=1', { 'if-modified-since': modified })).status).toBe(304);
    const again = await feed('/events/?ical=1');
    expect(again.text).toBe(first.text);
    const changed = await api.request('POST', `events/${ids['Madrid Talk']}`, { body: { title: 'Madrid Talk 2' } });
    expect(changed.status).toBe(200);
    const after = await feed('/events/?ical=1', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(summaries(after.text)).toContain('Madrid Talk 2');
    await api.request('POST', `events/${ids['Madrid Talk']}`, { body: { title: 'Madrid Talk' } });
  });

  it("starts on TEC's tribe-bar-date, and takes any filter of GET /events", async () => {
    expect(summaries((await feed('/events/?ical=1&tribe-bar-date=2026-12-10')).text)).toEqual([
      'Winter Market',
      'Madrid Talk',
    ]);
    expect(summaries((await feed('/events/list/?ical=1&search=jazz')).text)).toEqual(['Jazz Night']);
    expect(summaries((await feed('/events/?ical=1&start_date=2026-09-01&end_date=2026-10-31')).text)).toEqual([
      'Long Gone',
    ]);
    const refused = await feed('/events/?ical=1&start_date=not-a-date');
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ code: 'rest_invalid_param' });
  });

  it('is what the list shows its caller: no drafts for nobody, drafts as tentative for their editors', async () => {
    expect(summaries((await feed('/events/?ical=1')).text)).not.toContain('Draft Plan');
    expect((await feed('/events/?ical=1&status=draft')).status).toBe(400);
    const editor = await feed('/events/?ical=1', {}, api.adminAuth);
    expect(summaries(editor.text)).toContain('Draft Plan');
    expect(editor.text).toMatch(/SUMMARY:Draft Plan\r\n(?:.*\r\n)*?STATUS:TENTATIVE\r\n/);
    expect(editor.headers.get('etag')).not.toBe((await feed('/events/?ical=1')).headers.get('etag'));
  });
});

describe('series', () => {
  it('give each occurrence as a changed occurrence of one UID, as exports do', async () => {
    for (const day of ['07', '14'])
      await make(`Yoga ${day}`, {
        slug: `yoga-3f2a9c1b7d4e-202612${day}t180000z`,
        start_date: `2026-12-${day} 19:00:00`,
        end_date: `2026-12-${day} 20:00:00`,
      });
    const text = (await feed('/events/?ical=1&search=yoga')).text;
    const occurrences = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    expect(occurrences.map((vevent) => vevent.getFirstPropertyValue('uid'))).toEqual([
      `yoga-3f2a9c1b7d4e@${new URL(api.site).host}`,
      `yoga-3f2a9c1b7d4e@${new URL(api.site).host}`,
    ]);
    expect(occurrences.map((vevent) => String(vevent.getFirstPropertyValue('recurrence-id')))).toEqual([
      '2026-12-07T18:00:00Z',
      '2026-12-14T18:00:00Z',
    ]);
  });
});

describe('category and event feeds', () => {
  it("give a category's events and one event, as TEC's addresses do", async () => {
    expect(summaries((await feed('/events/category/music/?ical=1')).text)).toEqual(['Jazz Night']);
    const one = await feed('/event/winter-market/?ical=1');
    expect(one.headers.get('content-disposition')).toBe('attachment; filename="winter-market.ics"');
    expect(summaries(one.text)).toEqual(['Winter Market']);
    expect(one.text).toContain('DTSTART;VALUE=DATE:20261220\r\n');
    expect(one.text).toContain('DTEND;VALUE=DATE:20261223\r\n');
    expect((await feed('/event/nowhere/?ical=1')).status).toBe(400);
    expect((await feed('/event/draft-plan/?ical=1')).status).not.toBe(200);
  });

  it('answers HEAD with the headers alone, and the page without ical=1', async () => {
    const head = await api.request('HEAD', `${api.site}/events/?ical=1`);
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(head.text).toBe('');
    const page = await feed('/event/jazz-night/');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  });
});
