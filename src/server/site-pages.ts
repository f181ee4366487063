// Pages outside the REST prefix: the calendar page at the site (and language) root, and minimal HTML pages,
// all carrying the upstream API discovery headers and tags.
import { escapeText } from '../domain/content.js';
import type { StoreReader } from '../store/store.js';
import { NAMESPACE, Urls } from './addresses.js';
import { CALENDAR_HEAD, CONTENT_SECURITY_POLICY, calendarAsset, calendarBody } from './calendar-page/assets.js';
import type { ApiResponse } from './http-types.js';
import { subscribeHtml } from './subscribe-links.js';

interface Page {
  status: number;
  title: string;
  /** The API address that best describes this page (X-TEC-API-ROOT). */
  apiRoot: string;
  /** The REST index for this page's language (`Link: rel="https://api.w.org/"`); the site's by default. */
  restIndex?: string;
  body: string;
  head?: readonly string[];
}

/** `/es/` or `/es` when `es` is one of the site's languages. */
const LANGUAGE_ROOT = /^\/([A-Za-z]{2,3}(?:[-_][A-Za-z]{2,4})?)\/?$/;

export function sitePage(path: string, method: string, siteUrl: string, store: StoreReader): ApiResponse {
  const asset = calendarAsset(path, method, store.settings().languages);
  if (asset) return asset;
  const urls = new Urls(siteUrl, NAMESPACE, { defaultLanguage: store.settings().default_language });
  const page = resolvePage(decodeSafely(path), urls, store);
  const restIndex = page.restIndex ?? urls.restIndex;
  const html = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeText(page.title)}</title>`,
    '<meta name="tec-api-version" content="v1">',
    `<meta name="tec-api-origin" content="${escapeText(urls.site)}">`,
    `<link rel="alternate" href="${escapeText(page.apiRoot)}">`,
    `<link rel="https://api.w.org/" href="${escapeText(restIndex)}">`,
    // No icon of its own: an empty one spares the browser a request for /favicon.ico.
    '<link rel="icon" href="data:,">',
    ...(page.head ?? []),
    '</head><body>',
    page.body,
    '</body></html>',
    '',
  ].join('\n');
  return {
    status: page.status,
    headers: {
      'content-type': 'text/html; charset=UTF-8',
      'x-tec-api-version': 'v1',
      'x-tec-api-root': page.apiRoot,
      'x-tec-api-origin': urls.site,
      'x-content-type-options': 'nosniff',
      'content-security-policy': CONTENT_SECURITY_POLICY,
      link: `<${restIndex}>; rel="https://api.w.org/"`,
    },
    body: method.toUpperCase() === 'HEAD' ? '' : html,
  };
}

function calendarPage(urls: Urls): Page {
  return {
    status: 200,
    title: 'Calendar',
    apiRoot: urls.apiRoot,
    restIndex: urls.restIndex,
    head: CALENDAR_HEAD,
    body: `${calendarBody(urls.apiRoot)}\n${subscribeHtml(`${urls.site}/events/?ical=1`, 'Calendar')}`,
  };
}

function resolvePage(path: string, urls: Urls, store: StoreReader): Page {
  const root = urls.apiRoot;
  const [, kind, slug] = /^\/(event|venue|tag|events\/category(?:\/[^/]+)*)\/([^/]+)\/?$/.exec(path) ?? [];
  if (path === '/' || path === '') return calendarPage(urls);
  const [, language] = LANGUAGE_ROOT.exec(path) ?? [];
  if (language !== undefined && store.settings().languages.includes(language)) {
    return calendarPage(
      new Urls(urls.base, NAMESPACE, { defaultLanguage: store.settings().default_language, segment: language }),
    );
  }
  if (kind === 'event' && slug) {
    const event = store.findBySlug('events', slug).find((e) => e.status === 'publish');
    if (event) {
      const feed = `${urls.site}/event/${encodeURIComponent(event.slug)}/?ical=1`;
      const body = [
        `<h1>${escapeText(event.title)}</h1>`,
        `<p>${escapeText(event.start_date)} – ${escapeText(event.end_date)} (${escapeText(event.timezone)})</p>`,
        subscribeHtml(feed, event.title, 'Add to calendar'),
      ].join('\n');
      return { status: 200, title: event.title, apiRoot: urls.rest(`events/${event.id}`), body };
    }
  }
  if (kind === 'venue' && slug) {
    const venue = store.findBySlug('venues', slug).find((v) => v.status === 'publish');
    if (venue)
      return {
        status: 200,
        title: venue.title,
        apiRoot: `${urls.rest('events/')}?venue=${venue.id}`,
        body: `<h1>${escapeText(venue.title)}</h1>`,
      };
  }
  if (kind?.startsWith('events/category') && slug && store.findBySlug('categories', slug).length > 0) {
    return {
      status: 200,
      title: slug,
      apiRoot: `${urls.rest('events/')}?categories=${encodeURIComponent(slug)}`,
      body: `<h1>${escapeText(slug)}</h1>`,
    };
  }
  if (kind === 'tag' && slug && store.findBySlug('tags', slug).length > 0) {
    return {
      status: 200,
      title: slug,
      apiRoot: `${urls.rest('events/')}?tags=${encodeURIComponent(slug)}`,
      body: `<h1>${escapeText(slug)}</h1>`,
    };
  }
  return { status: 404, title: 'Not found', apiRoot: root, body: '<h1>Not found</h1>' };
}

function decodeSafely(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
