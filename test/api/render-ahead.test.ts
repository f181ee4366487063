// Rendering ahead: after the calendar opens, every event's parts are rendered in pauses between requests, so that
// reads of single events and of lists render nothing; a stopping server stops it at the next slice.
import { beforeAll, describe, expect, it } from 'vitest';
import { fragmentCounts } from '../../src/domain/render/fragments.js';
import { NAMESPACE, Urls } from '../../src/server/addresses.js';
import { renderAhead } from '../../src/server/render-ahead.js';
import { useApi } from '../helpers/setup.js';

const server = useApi();
const EVENTS = 40;
const ownUrls = () => new Urls(server.site, NAMESPACE, { defaultLanguage: 'en' });

beforeAll(async () => {
  const venue = (await server.request('POST', 'venues', { body: { venue: 'Hall' } })).json.id;
  const tag = (await server.request('POST', 'tags', { body: { name: 'ahead' } })).json.id;
  for (let i = 0; i < EVENTS; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    const created = await server.request('POST', 'events', {
      headers: { prefer: 'return=minimal' },
      body: {
        title: `Event ${i}`,
        start_date: `2027-02-${day} 10:00`,
        end_date: `2027-02-${day} 11:00`,
        venue,
        tags: [tag],
      },
    });
    expect(created.status).toBe(201);
  }
});

describe('rendering ahead', () => {
  it('stops at the next slice once the server is stopping', async () => {
    const done = await renderAhead(server.store, ownUrls(), () => true);
    expect(done).toMatchObject({ events: 0, stopped: true });
  });

  it('renders every event, after which reads render nothing', async () => {
    const done = await renderAhead(server.store, ownUrls(), () => false);
    expect(done).toMatchObject({ events: EVENTS, stopped: false });
    const rendered = fragmentCounts.rendered;
    const reused = fragmentCounts.reused;
    const ids = [...server.store.all('events')].map((e) => e.id);
    for (const id of ids) expect((await server.request('GET', `events/${id}`)).status).toBe(200);
    const list = await server.request('GET', 'events?start_date=2027-02-01&end_date=2027-02-28&per_page=50');
    expect(list.json.events).toHaveLength(EVENTS);
    expect(fragmentCounts.rendered).toBe(rendered);
    expect(fragmentCounts.reused).toBeGreaterThan(reused);
    // The search word indexes too: with no time left, there is none left to make.
    expect(server.store.eventsByStart().prepareSearch(0)).toBe(true);
  });

  it('renders again only what a write changed', async () => {
    await renderAhead(server.store, ownUrls(), () => false);
    const [first] = server.store.all('events');
    await server.request('POST', `events/${first?.id}`, { body: { title: 'Renamed' } });
    const rendered = fragmentCounts.rendered;
    await renderAhead(server.store, ownUrls(), () => false);
    // The write's answer rendered the event's own parts and its tag its schema.org data: nothing is left.
    expect(fragmentCounts.rendered).toBe(rendered);
  });

  it('renders a slice only in a pause between requests: while the server is busy it waits', async () => {
    // A URL form nothing was rendered for: every part is rendered afresh.
    const urls = new Urls('http://busy.example', NAMESPACE, { defaultLanguage: 'en' });
    const before = fragmentCounts.rendered;
    const renderedWhileBusy: number[] = [];
    const done = await renderAhead(
      server.store,
      urls,
      () => false,
      () => {
        if (renderedWhileBusy.length === 5) return true;
        renderedWhileBusy.push(fragmentCounts.rendered - before);
        return false;
      },
    );
    expect(renderedWhileBusy).toEqual([0, 0, 0, 0, 0]);
    expect(done).toMatchObject({ events: EVENTS, stopped: false });
    expect(fragmentCounts.rendered).toBeGreaterThan(before);
  });

  it('stops while waiting for a pause, once the server is stopping', async () => {
    let stopping = false;
    const done = await renderAhead(
      server.store,
      new Urls('http://stopping.example', NAMESPACE, { defaultLanguage: 'en' }),
      () => stopping,
      () => {
        stopping = true;
        return false;
      },
    );
    expect(done).toMatchObject({ events: 0, stopped: true });
  });
});
