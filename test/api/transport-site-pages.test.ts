// Site pages outside the REST prefix (API discovery headers, escaping) and language path segments.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Reply } from '../helpers/api-server.js';
import { useApi } from '../helpers/setup.js';
import { NO_ROUTE, upcomingEvent } from './venues-organizers-support.js';

const api = useApi();
const made = { event: 0, eventSlug: '', draft: 0, venue: 0, escaped: 0, escapedSlug: '' };

async function post(path: string, body: Record<string, unknown>): Promise<Record<string, any>> {
  const reply = await api.request('POST', path, { body });
  expect(reply.status).toBe(201);
  return reply.json;
}

beforeAll(async () => {
  const music = await post('categories', { name: 'Music' });
  await post('categories', { name: 'Festivals', parent: music.id });
  await post('tags', { name: 'outdoor' });
  const venue = await post('venues', { venue: 'Page Hall' });
  made.venue = venue.id;
  const event = await post(
    'events',
    upcomingEvent('Jazz Night', { venue: venue.id, categories: ['Music'], tags: ['outdoor'] }),
  );
  made.event = event.id;
  made.eventSlug = event.slug;
  made.draft = (
    await post('events', upcomingEvent('Unpublished night', { status: 'draft', slug: 'unpublished-night' }))
  ).id;
  const escaped = await post('events', upcomingEvent('Gig <script>alert(1)</script> & "friends"'));
  made.escaped = escaped.id;
  made.escapedSlug = escaped.slug;
});

function expectDiscoveryHeaders(reply: Reply, root: string): void {
  expect(reply.headers.get('x-tec-api-version')).toBe('v1');
  expect(reply.headers.get('x-tec-api-root')).toBe(root);
  expect(reply.headers.get('x-tec-api-origin')).toBe(api.site);
}

describe('site pages', () => {
  it('serves the home page as HTML with the API discovery headers and tags', async () => {
    const reply = await api.request('GET', `${api.site}/`);

    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expectDiscoveryHeaders(reply, api.api);
    expect(reply.text).toContain('<meta name="tec-api-version" content="v1">');
    expect(reply.text).toContain(`<meta name="tec-api-origin" content="${api.site}">`);
    expect(reply.text).toContain(`<link rel="alternate" href="${api.api}">`);
  });

  it('answers HEAD on the home page with the same headers and no body', async () => {
    const reply = await api.request('HEAD', `${api.site}/`);

    expect(reply.status).toBe(200);
    expectDiscoveryHeaders(reply, api.api);
    expect(reply.text).toBe('');
  });

  it.each([
    ['an event page', () => `/event/${made.eventSlug}/`, () => `${api.api}events/${made.event}`],
    [
      'an event page without the trailing slash',
      () => `/event/${made.eventSlug}`,
      () => `${api.api}events/${made.event}`,
    ],
    ['a category page', () => '/events/category/music/', () => `${api.api}events/?categories=music`],
    [
      'a child category page',
      () => '/events/category/music/festivals/',
      () => `${api.api}events/?categories=festivals`,
    ],
    ['a tag page', () => '/tag/outdoor/', () => `${api.api}events/?tags=outdoor`],
    ['a venue page', () => '/venue/page-hall/', () => `${api.api}events/?venue=${made.venue}`],
  ])('points %s at the matching API address', async (_what, path, root) => {
    const reply = await api.request('GET', api.site + path());

    expect(reply.status).toBe(200);
    expectDiscoveryHeaders(reply, root());
    expect(reply.text).toContain(`<link rel="alternate" href="${root()}">`);
  });

  it.each([
    '/nope/',
    '/event/no-such-event/',
    '/events/category/no-such-category/',
    '/tag/no-such-tag/',
    '/event/unpublished-night/',
  ])('answers the unknown or unpublished page %s with 404 and the discovery headers', async (path) => {
    const reply = await api.request('GET', api.site + path);

    expect(reply.status).toBe(404);
    expect(reply.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expectDiscoveryHeaders(reply, api.api);
  });

  it('escapes HTML in an event title on its page', async () => {
    const reply = await api.request('GET', `${api.site}/event/${made.escapedSlug}/`);

    expect(reply.status).toBe(200);
    expectDiscoveryHeaders(reply, `${api.api}events/${made.escaped}`);
    expect(reply.text).toContain('Gig &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot;');
    expect(reply.text).not.toContain('<script');
  });

  it('escapes HTML in a title in the REST answer too, texturized as WordPress answers titles', async () => {
    const reply = await api.request('GET', `events/${made.escaped}`);

    expect(reply.json.title).toBe('Gig &lt;script&gt;alert(1)&lt;/script&gt; &#038; &#8220;friends&#8221;');
  });
});

describe('language path segments', () => {
  it('answers /es/wp-json/cal/events/v1/venues with URLs that keep the language', async () => {
    const reply = await api.request('GET', `${api.site}/es/wp-json/cal/events/v1/venues`);

    expect(reply.status).toBe(200);
    expect(reply.json.rest_url).toBe(`${api.site}/es/wp-json/cal/events/v1/venues/?page=1&per_page=10&status=publish`);
  });

  it('creates in, and lists only, the language of the path', async () => {
    const es = await api.request('POST', `${api.site}/es/wp-json/cal/events/v1/venues`, {
      body: { venue: 'Sala Gran' },
    });
    expect(es.status).toBe(201);
    expect(es.json.url).toBe(`${api.site}/es/venue/sala-gran/`);

    const inSpanish = await api.request('GET', `${api.site}/es/wp-json/cal/events/v1/venues`);
    expect(inSpanish.json.venues.map((v: { venue: string }) => v.venue)).toEqual(['Sala Gran']);
    const inDefault = await api.request('GET', 'venues');
    expect(inDefault.json.venues.map((v: { venue: string }) => v.venue)).toEqual(['Page Hall']);
    const byParameter = await api.request('GET', 'venues?site_language=es');
    expect(byParameter.json.venues.map((v: { venue: string }) => v.venue)).toEqual(['Sala Gran']);
  });

  it('answers a segment that is not a site language with 404 rest_no_route', async () => {
    for (const path of ['/xx/wp-json/cal/events/v1/venues', '/de/wp-json/cal/events/v1/', '/xx/wp-json/']) {
      const reply = await api.request('GET', api.site + path);
      expect(reply.status).toBe(404);
      expect(reply.json).toEqual(NO_ROUTE);
    }
  });

  it('rejects a site_language outside the site languages with 400 naming it', async () => {
    const reply = await api.request('GET', 'venues?site_language=xx');

    expect(reply.status).toBe(400);
    expect(reply.json.code).toBe('rest_invalid_param');
    expect(Object.keys(reply.json.data.params)).toEqual(['site_language']);
  });
});
