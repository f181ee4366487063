// Date windows at the edges: the default window by clock and site zone, midnight, DST and the day cutoff.
import { afterAll, describe, expect, it } from 'vitest';
import { startApi, type ApiServer } from '../helpers/api-server.js';

const servers: ApiServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

async function site(timezone: string, now: number, extra: Record<string, string> = {}): Promise<ApiServer> {
  const api = await startApi({ settings: { timezone, ...extra }, now });
  servers.push(api);
  return api;
}

async function event(api: ApiServer, title: string, start: string, end = start): Promise<number> {
  const reply = await api.request('POST', 'events', { body: { title, start_date: start, end_date: end } });
  expect(reply.status).toBe(201);
  return reply.json.id;
}

const echoed = (restUrl: string, name: string) => new URL(restUrl).searchParams.get(name);
const titles = (reply: { json: { events: { title: string }[] } }) => reply.json.events.map((e) => e.title);

describe('the default window follows the clock and the site zone', () => {
  it.each([
    ['UTC', Date.UTC(2026, 10, 21, 12, 0), '2026-11-20 00:00:00', '2028-11-21 23:59:59'],
    ['America/New_York', Date.UTC(2026, 10, 21, 14, 0), '2026-11-20 00:00:00', '2028-11-21 23:59:59'],
    // 21:00 in New York is already the next day in UTC: yesterday (UTC) is today in New York.
    ['America/New_York', Date.UTC(2026, 10, 22, 2, 0), '2026-11-21 00:00:00', '2028-11-21 23:59:59'],
    ['Asia/Tokyo', Date.UTC(2026, 10, 21, 12, 0), '2026-11-21 00:00:00', '2028-11-21 23:59:59'],
    ['Asia/Kolkata', Date.UTC(2026, 10, 20, 20, 0), '2026-11-20 00:00:00', '2028-11-21 23:59:59'],
    ['Asia/Kolkata', Date.UTC(2026, 10, 20, 18, 0), '2026-11-20 00:00:00', '2028-11-20 23:59:59'],
  ])('%s at %s', async (zone, now, start, end) => {
    const api = await site(zone, now);
    await event(api, 'just before', `${start.slice(0, 10)} 00:00:00`);
    const reply = await api.request('GET', 'events');
    expect(echoed(reply.json.rest_url, 'start_date')).toBe(start);
    expect(echoed(reply.json.rest_url, 'end_date')).toBe(end);
    expect(titles(reply)).toEqual(['just before']);
  });

  it('hides what started before the window and what ends after it', async () => {
    const api = await site('America/New_York', Date.UTC(2026, 10, 22, 2, 0));
    await event(api, 'yesterday late', '2026-11-20 23:30:00');
    await event(api, 'today early', '2026-11-21 00:10:00');
    await event(api, 'far future', '2028-11-21 23:00:00', '2028-11-22 01:00:00');
    expect(titles(await api.request('GET', 'events'))).toEqual(['today early']);
  });
});

describe('inclusive days, strict times, midnight and DST', () => {
  it('covers whole local days around midnight unless strict_dates', async () => {
    const api = await site('Europe/Madrid', Date.UTC(2026, 10, 21, 12, 0));
    await event(api, 'late', '2026-12-01 23:30:00');
    await event(api, 'after midnight', '2026-12-02 00:30:00');
    const day = await api.request('GET', 'events?start_date=2026-12-01&end_date=2026-12-01');
    expect(titles(day)).toEqual(['late']);
    expect(echoed(day.json.rest_url, 'end_date')).toBe('2026-12-01 23:59:59');
    // Strict values are read as UTC and shown in the site zone (CET = UTC+1).
    const strict = await api.request(
      'GET',
      'events?start_date=2026-12-01 22:00&end_date=2026-12-01 23:00&strict_dates=true',
    );
    expect(echoed(strict.json.rest_url, 'start_date')).toBe('2026-12-01 23:00:00');
    expect(echoed(strict.json.rest_url, 'end_date')).toBe('2026-12-02 00:00:00');
    expect(titles(strict)).toEqual(['late']);
    const offset = await api.request(
      'GET',
      `events?start_date=${encodeURIComponent('2026-12-02T00:15:00+01:00')}&strict_dates=1`,
    );
    expect(titles(offset)).toEqual(['after midnight']);
  });

  it('keeps wall times across the spring-forward day (Europe/Madrid)', async () => {
    const api = await site('Europe/Madrid', Date.UTC(2026, 2, 27, 12, 0));
    await event(api, 'before the change', '2026-03-29 01:30:00');
    await event(api, 'after the change', '2026-03-29 03:30:00');
    await event(api, 'next day', '2026-03-30 00:00:00');
    expect(titles(await api.request('GET', 'events?start_date=2026-03-29&end_date=2026-03-29'))).toEqual([
      'before the change',
      'after the change',
    ]);
    // 01:30 UTC is 03:30 CEST once the clocks have moved.
    const strict = await api.request('GET', 'events?start_date=2026-03-29 01:30&strict_dates=true');
    expect(echoed(strict.json.rest_url, 'start_date')).toBe('2026-03-29 03:30:00');
    expect(titles(strict)).toEqual(['after the change', 'next day']);
  });

  it('reads strict UTC bounds across the fall-back hour (America/New_York)', async () => {
    const api = await site('America/New_York', Date.UTC(2026, 9, 30, 12, 0));
    await event(api, 'first 1:30', '2026-11-01 01:30:00');
    await event(api, 'breakfast', '2026-11-01 08:00:00');
    const strict = await api.request(
      'GET',
      'events?start_date=2026-11-01 06:00&end_date=2026-11-01 14:00&strict_dates=true',
    );
    expect(echoed(strict.json.rest_url, 'start_date')).toBe('2026-11-01 01:00:00');
    expect(echoed(strict.json.rest_url, 'end_date')).toBe('2026-11-01 09:00:00');
    expect(titles(strict)).toEqual(['first 1:30', 'breakfast']);
    const created = await api.request('POST', 'events', {
      body: { title: 'ambiguous', start_date: '2026-11-01 01:30', end_date: '2026-11-01 02:30' },
    });
    expect(created.json).toMatchObject({
      utc_start_date: '2026-11-01 05:30:00',
      timezone_abbr: 'EDT',
      utc_end_date: '2026-11-01 07:30:00',
    });
  });

  it('shifts day boundaries by the multi-day cutoff', async () => {
    const api = await site('UTC', Date.UTC(2026, 10, 21, 12, 0), { multi_day_cutoff: '04:00' });
    await event(api, 'night owl', '2026-12-02 03:00:00');
    await event(api, 'morning', '2026-12-02 05:00:00');
    const day = await api.request('GET', 'events?start_date=2026-12-01&end_date=2026-12-01');
    expect(echoed(day.json.rest_url, 'start_date')).toBe('2026-12-01 04:00:00');
    expect(echoed(day.json.rest_url, 'end_date')).toBe('2026-12-02 03:59:59');
    expect(titles(day)).toEqual(['night owl']);
    const allDay = await api.request('POST', 'events', {
      body: { title: 'fair', start_date: '2026-12-05', end_date: '2026-12-06', all_day: true },
    });
    expect(allDay.json).toMatchObject({ start_date: '2026-12-05 04:00:00', end_date: '2026-12-07 03:59:59' });
  });

  it('treats relative bounds as end of their day and drops the default window', async () => {
    const api = await site('Asia/Tokyo', Date.UTC(2026, 10, 21, 12, 0));
    await event(api, 'last year', '2025-06-01 10:00:00');
    await event(api, 'on the day', '2026-12-19 23:00:00');
    await event(api, 'day after', '2026-12-20 09:00:00');
    const after = await api.request('GET', 'events?starts_after=2026-12-19');
    expect(echoed(after.json.rest_url, 'starts_after')).toBe('2026-12-19 23:59:59');
    expect(echoed(after.json.rest_url, 'start_date')).toBeNull();
    expect(titles(after)).toEqual(['day after']);
    expect(titles(await api.request('GET', 'events?starts_before=2026-12-19'))).toEqual(['last year', 'on the day']);
    expect(titles(await api.request('GET', 'events?ends_after=2026-12-01&ends_before=2026-12-19'))).toEqual([
      'on the day',
    ]);
  });
});
