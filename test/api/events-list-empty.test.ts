// GET /events on a calendar without events: the empty envelope, zero totals, and no neighbour pages.
import { describe, expect, it } from 'vitest';
import { useApi } from '../helpers/setup.js';
import { expectError } from './events-fixtures.js';

const api = useApi();

const WINDOW = 'start_date=2026-11-20+00%3A00%3A00&end_date=2028-11-21+23%3A59%3A59';

describe('empty calendar', () => {
  it('200 with total 0, total_pages 0 and no next/previous URLs', async () => {
    const reply = await api.request('GET', 'events');
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({
      events: [],
      rest_url: `${api.api}events/?page=1&per_page=10&${WINDOW}&status=publish`,
      total: 0,
      total_pages: 0,
    });
    expect(Object.keys(reply.json)).toEqual(['events', 'rest_url', 'total', 'total_pages']);
  });

  it('zero totals in every header', async () => {
    const reply = await api.request('GET', 'events');
    expect(reply.headers.get('x-tec-total')).toBe('0');
    expect(reply.headers.get('x-tec-totalpages')).toBe('0');
    expect(reply.headers.get('x-wp-total')).toBe('0');
    expect(reply.headers.get('x-wp-totalpages')).toBe('0');
    expect(reply.headers.get('content-type')).toBe('application/json; charset=UTF-8');
  });

  it('page 2 of nothing → 404 event-archive-page-not-found', async () => {
    expectError(
      await api.request('GET', 'events?page=2'),
      404,
      'event-archive-page-not-found',
      'The requested event archive page does not exist',
    );
  });

  it('the administrator gets status=any echoed', async () => {
    const reply = await api.asAdmin('GET', 'events');
    expect(reply.status).toBe(200);
    expect(reply.json.rest_url).toBe(
      `${api.site}/wp-json/cal/events/v1/events/?page=1&per_page=10&${WINDOW}&status=any`,
    );
    expect(reply.json.total).toBe(0);
  });

  it('the tribe alias and the /es language path answer too', async () => {
    const tribe = await api.request('GET', `${api.site}/wp-json/tribe/events/v1/events`);
    expect(tribe.json.rest_url).toBe(
      `${api.site}/wp-json/tribe/events/v1/events/?page=1&per_page=10&${WINDOW}&status=publish`,
    );
    const es = await api.request('GET', `${api.site}/es/wp-json/cal/events/v1/events`);
    expect(es.status).toBe(200);
    expect(es.json.rest_url).toBe(
      `${api.site}/es/wp-json/cal/events/v1/events/?page=1&per_page=10&${WINDOW}&status=publish`,
    );
    expect(es.json.total).toBe(0);
  });
});
