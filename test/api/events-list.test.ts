// GET /events: the default window, the envelope and its headers, paging and its URLs, date filters.
import { describe, expect, it } from 'vitest';
import { useApi } from '../helpers/setup.js';
import { createEvent, expectError, expectInvalidParams, ids, token, type Json } from './events-fixtures.js';

const api = useApi();

/** The default window of NOW (2026-11-21 12:00 UTC), URL-encoded as the captures' next_rest_url. */
const WINDOW = 'start_date=2026-11-20+00%3A00%3A00&end_date=2028-11-21+23%3A59%3A59';

async function at(title: string, start: string, end: string, extra: Json = {}): Promise<Json> {
  return createEvent(api, { title, start_date: start, end_date: end, ...extra });
}

describe('default window', () => {
  it('lists events starting from 2026-11-20 00:00 and ending by 2028-11-21 23:59:59', async () => {
    const t = token('window');
    const pastDay = await at(`${t} past`, '2026-11-19 10:00:00', '2026-11-19 12:00:00');
    const spanning = await at(`${t} spanning`, '2026-11-19 22:00:00', '2026-11-25 12:00:00');
    const yesterday = await at(`${t} yesterday`, '2026-11-20 00:00:00', '2026-11-20 01:00:00');
    const todayEarly = await at(`${t} today`, '2026-11-21 08:00:00', '2026-11-21 09:00:00');
    const lastDay = await at(`${t} last day`, '2028-11-21 20:00:00', '2028-11-21 23:00:00');
    const tooFar = await at(`${t} too far`, '2028-11-21 20:00:00', '2028-11-22 01:00:00');
    const in2029 = await at(`${t} 2029`, '2029-03-01 10:00:00', '2029-03-01 11:00:00');
    const reply = await api.request('GET', `events?search=${t}`);
    expect(ids(reply)).toEqual([yesterday.id, todayEarly.id, lastDay.id]);
    for (const hidden of [pastDay, spanning, tooFar, in2029]) expect(ids(reply)).not.toContain(hidden.id);
    expect(reply.json.rest_url).toBe(`${api.api}events/?page=1&per_page=10&${WINDOW}&search=${t}&status=publish`);
  });

  it('orders by start date, whatever the creation order', async () => {
    const t = token('order');
    const c = await at(`${t} c`, '2027-01-03 10:00:00', '2027-01-03 11:00:00');
    const a = await at(`${t} a`, '2027-01-01 10:00:00', '2027-01-01 11:00:00');
    const b2 = await at(`${t} b2`, '2027-01-02 18:00:00', '2027-01-02 19:00:00');
    const b1 = await at(`${t} b1`, '2027-01-02 09:00:00', '2027-01-02 19:00:00');
    expect(ids(await api.request('GET', `events?search=${t}`))).toEqual([a.id, b1.id, b2.id, c.id]);
  });
});

describe('envelope and headers', () => {
  it('body keys in upstream order; totals in X-TEC-* and X-WP-* headers', async () => {
    const t = token('envelope');
    for (let i = 1; i <= 3; i++) await at(`${t} ${i}`, `2027-02-0${i} 10:00:00`, `2027-02-0${i} 11:00:00`);
    const first = await api.request('GET', `events?search=${t}&per_page=1`);
    expect(Object.keys(first.json)).toEqual(['events', 'rest_url', 'next_rest_url', 'total', 'total_pages']);
    const middle = await api.request('GET', `events?search=${t}&per_page=1&page=2`);
    expect(Object.keys(middle.json)).toEqual([
      'events',
      'rest_url',
      'next_rest_url',
      'previous_rest_url',
      'total',
      'total_pages',
    ]);
    const last = await api.request('GET', `events?search=${t}&per_page=1&page=3`);
    expect(Object.keys(last.json)).toEqual(['events', 'rest_url', 'previous_rest_url', 'total', 'total_pages']);
    const all = await api.request('GET', `events?search=${t}`);
    expect(Object.keys(all.json)).toEqual(['events', 'rest_url', 'total', 'total_pages']);
    expect(middle.headers.get('x-tec-total')).toBe('3');
    expect(middle.headers.get('x-tec-totalpages')).toBe('3');
    expect(middle.headers.get('x-wp-total')).toBe('3');
    expect(middle.headers.get('x-wp-totalpages')).toBe('3');
    expect(middle.headers.get('allow')).toBe('GET');
    expect(middle.json.total).toBe(3);
    expect(middle.json.total_pages).toBe(3);
  });

  it('page 1 without results → 200 with total 0 and no neighbours', async () => {
    const t = token('nothing');
    const reply = await api.request('GET', `events?search=${t}`);
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({
      events: [],
      rest_url: `${api.api}events/?page=1&per_page=10&${WINDOW}&search=${t}&status=publish`,
      total: 0,
      total_pages: 0,
    });
    expect(reply.headers.get('x-tec-total')).toBe('0');
    expect(reply.headers.get('x-tec-totalpages')).toBe('0');
  });
});

describe('paging', () => {
  it('per_page and page split the list; next/previous URLs are exact', async () => {
    const t = token('paging');
    const made: Json[] = [];
    for (let i = 1; i <= 5; i++) made.push(await at(`${t} ${i}`, `2027-03-0${i} 10:00:00`, `2027-03-0${i} 11:00:00`));
    const base = `${api.api}events/?`;
    const query = `per_page=2&${WINDOW}&search=${t}&status=publish`;

    const p1 = await api.request('GET', `events?search=${t}&per_page=2`);
    expect(ids(p1)).toEqual([made[0]!.id, made[1]!.id]);
    expect(p1.json.rest_url).toBe(`${base}page=1&${query}`);
    expect(p1.json.next_rest_url).toBe(`${base}${query}&page=2`);
    expect(p1.json).not.toHaveProperty('previous_rest_url');
    expect([p1.json.total, p1.json.total_pages]).toEqual([5, 3]);

    const p2 = await api.request('GET', `events?search=${t}&per_page=2&page=2`);
    expect(ids(p2)).toEqual([made[2]!.id, made[3]!.id]);
    expect(p2.json.rest_url).toBe(`${base}page=2&${query}`);
    expect(p2.json.next_rest_url).toBe(`${base}${query}&page=3`);
    expect(p2.json.previous_rest_url).toBe(`${base}${query}`);

    const p3 = await api.request('GET', `events?search=${t}&per_page=2&page=3`);
    expect(ids(p3)).toEqual([made[4]!.id]);
    expect(p3.json.previous_rest_url).toBe(`${base}${query}&page=2`);
    expect(p3.json).not.toHaveProperty('next_rest_url');
  });

  it('a page past the end → 404 event-archive-page-not-found', async () => {
    const t = token('pastend');
    await at(`${t} only`, '2027-04-01 10:00:00', '2027-04-01 11:00:00');
    const reply = await api.request('GET', `events?search=${t}&page=2`);
    expectError(reply, 404, 'event-archive-page-not-found', 'The requested event archive page does not exist');
    expectError(await api.request('GET', 'events?page=99'), 404, 'event-archive-page-not-found');
  });

  it('per_page over 50 is capped at 50', async () => {
    const t = token('cap');
    for (let i = 0; i < 52; i++) await at(`${t} ${i}`, '2027-05-01 10:00:00', '2027-05-01 11:00:00');
    const reply = await api.request('GET', `events?search=${t}&per_page=1000`);
    expect(reply.json.events).toHaveLength(50);
    expect(reply.json.total).toBe(52);
    expect(reply.json.total_pages).toBe(2);
    expect(reply.json.rest_url).toBe(`${api.api}events/?page=1&per_page=50&${WINDOW}&search=${t}&status=publish`);
    expect(reply.json.next_rest_url).toBe(`${api.api}events/?per_page=50&${WINDOW}&search=${t}&status=publish&page=2`);
    expect(reply.headers.get('x-tec-totalpages')).toBe('2');
  });

  it.each<[string, string]>([
    ['per_page=0', 'per_page'],
    ['per_page=-1', 'per_page'],
    ['per_page=foo', 'per_page'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=foo', 'page'],
    ['page=foo%20bar', 'page'],
  ])('%s → 400 naming %s', async (query, name) => {
    const reply = await api.request('GET', `events?${query}`);
    expectError(reply, 400, 'rest_invalid_param', `Invalid parameter(s): ${name}`);
    expect(Object.keys(reply.json.data.params)).toEqual([name]);
  });
});

describe('date filters', () => {
  it('start_date/end_date are inclusive whole days; strict_dates=true uses the times', async () => {
    const t = token('strict');
    const afternoon = await at(`${t} afternoon`, '2027-06-01 16:00:00', '2027-06-01 17:00:00');
    const evening = await at(`${t} evening`, '2027-06-01 20:00:00', '2027-06-01 21:00:00');
    await at(`${t} next day`, '2027-06-02 10:00:00', '2027-06-02 11:00:00');
    const q = `search=${t}&start_date=2027-06-01 15:00&end_date=2027-06-01 18:00`;
    const inclusive = await api.request('GET', `events?${q}`);
    expect(ids(inclusive)).toEqual([afternoon.id, evening.id]);
    expect(inclusive.json.rest_url).toBe(
      `${api.api}events/?page=1&per_page=10&start_date=2027-06-01+00%3A00%3A00&end_date=2027-06-01+23%3A59%3A59&search=${t}&status=publish`,
    );
    const strict = await api.request('GET', `events?${q}&strict_dates=true`);
    expect(ids(strict)).toEqual([afternoon.id]);
    expect(strict.json.rest_url).toBe(
      `${api.api}events/?page=1&per_page=10&start_date=2027-06-01+15%3A00%3A00&end_date=2027-06-01+18%3A00%3A00&search=${t}&status=publish`,
    );
  });

  it('strict dates on a bare date mean midnight', async () => {
    const t = token('midnight');
    await at(`${t} a`, '2027-06-05 10:00:00', '2027-06-05 11:00:00');
    const reply = await api.request(
      'GET',
      `events?search=${t}&start_date=2027-06-05&end_date=2027-06-05&strict_dates=true`,
    );
    expect(reply.json.events).toEqual([]);
    expect(reply.json.rest_url).toContain('start_date=2027-06-05+00%3A00%3A00&end_date=2027-06-05+00%3A00%3A00');
  });

  it('an explicit start_date alone reaches into the past; the end default still applies', async () => {
    const t = token('startonly');
    const past = await at(`${t} past`, '2026-10-01 18:00:00', '2026-10-01 20:00:00');
    await at(`${t} 2029`, '2029-03-01 10:00:00', '2029-03-01 11:00:00');
    const reply = await api.request('GET', `events?search=${t}&start_date=2026-01-01`);
    expect(ids(reply)).toEqual([past.id]);
    expect(reply.json.rest_url).toContain('start_date=2026-01-01+00%3A00%3A00&end_date=2028-11-21+23%3A59%3A59');
  });

  it('starts_after drops the default window (far-future events appear) and rounds to the end of its day', async () => {
    const t = token('startsafter');
    await at(`${t} past`, '2026-10-01 18:00:00', '2026-10-01 20:00:00');
    const sameDay = await at(`${t} same day`, '2027-07-01 10:00:00', '2027-07-01 11:00:00');
    const far = await at(`${t} 2029`, '2029-03-01 10:00:00', '2029-03-01 11:00:00');
    const reply = await api.request('GET', `events?search=${t}&starts_after=2027-06-30`);
    expect(ids(reply)).toEqual([sameDay.id, far.id]);
    expect(reply.json.rest_url).toBe(
      `${api.api}events/?page=1&per_page=10&search=${t}&status=publish&starts_after=2027-06-30+23%3A59%3A59`,
    );
    expect(ids(await api.request('GET', `events?search=${t}&starts_after=2027-07-01`))).toEqual([far.id]);
  });

  it('ends_before drops the default window (past events appear)', async () => {
    const t = token('endsbefore');
    const past = await at(`${t} past`, '2026-10-01 18:00:00', '2026-10-01 20:00:00');
    const lastWeek = await at(`${t} last week`, '2026-11-14 18:00:00', '2026-11-14 20:00:00');
    await at(`${t} future`, '2026-12-01 18:00:00', '2026-12-01 20:00:00');
    const reply = await api.request('GET', `events?search=${t}&ends_before=2026-11-19`);
    expect(ids(reply)).toEqual([past.id, lastWeek.id]);
    expect(reply.json.rest_url).toBe(
      `${api.api}events/?page=1&per_page=10&search=${t}&status=publish&ends_before=2026-11-19+23%3A59%3A59`,
    );
  });

  it('ends_after + starts_before find events overlapping a window', async () => {
    const t = token('overlap');
    const spanning = await at(`${t} spanning`, '2027-08-01 10:00:00', '2027-08-10 10:00:00');
    await at(`${t} before`, '2027-07-01 10:00:00', '2027-07-02 10:00:00');
    const reply = await api.request('GET', `events?search=${t}&ends_after=2027-08-04&starts_before=2027-08-06`);
    expect(ids(reply)).toEqual([spanning.id]);
  });

  it.each(['start_date', 'end_date', 'starts_before', 'ends_after'])('%s=garbage → 400 naming it', async (name) => {
    expectInvalidParams(await api.request('GET', `events?${name}=garbage`), { [name]: 'Invalid parameter.' });
  });
});
