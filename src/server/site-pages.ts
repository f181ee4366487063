// Pages outside the REST prefix: minimal HTML carrying the upstream API discovery headers and tags.
import { escapeText } from '../domain/content.js';
import type { StoreReader } from '../store/store.js';
import { NAMESPACE, Urls } from './addresses.js';
import type { ApiResponse } from './http-types.js';

interface Page {
  status: number;
  title: string;
  /** The API address that best describes this page (X-TEC-API-ROOT). */
  apiRoot: string;
  body: string;
}

export function sitePage(path: string, method: string, siteUrl: string, store: StoreReader): ApiResponse {
  const urls = new Urls(siteUrl, NAMESPACE, { defaultLanguage: store.settings().default_language });
  const page = resolvePage(decodeSafely(path), urls, store);
  const html = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeText(page.title)}</title>`,
    '<meta name="tec-api-version" content="v1">',
    `<meta name="tec-api-origin" content="${escapeText(urls.site)}">`,
    `<link rel="alternate" href="${escapeText(page.apiRoot)}">`,
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
      link: `<${urls.restIndex}>; rel="https://api.w.org/"`,
    },
    body: method.toUpperCase() === 'HEAD' ? '' : html,
  };
}

function resolvePage(path: string, urls: Urls, store: StoreReader): Page {
  const root = urls.apiRoot;
  const [, kind, slug] = /^\/(event|venue|tag|events\/category(?:\/[^/]+)*)\/([^/]+)\/?$/.exec(path) ?? [];
  if (path === '/' || path === '') {
    return { status: 200, title: 'Calendar', apiRoot: root, body: `<h1>Calendar</h1>\n<p>API: <a href="${escapeText(root)}">${escapeText(root)}</a></p>` };
  }
  if (kind === 'event' && slug) {
    const event = store.findBySlug('events', slug).find((e) => e.status === 'publish');
    if (event) {
      const body = `<h1>${escapeText(event.title)}</h1>\n<p>${escapeText(event.start_date)} – ${escapeText(event.end_date)} (${escapeText(event.timezone)})</p>`;
      return { status: 200, title: event.title, apiRoot: urls.rest(`events/${event.id}`), body };
    }
  }
  if (kind === 'venue' && slug) {
    const venue = store.findBySlug('venues', slug).find((v) => v.status === 'publish');
    if (venue) return { status: 200, title: venue.title, apiRoot: `${urls.rest('events/')}?venue=${venue.id}`, body: `<h1>${escapeText(venue.title)}</h1>` };
  }
  if (kind?.startsWith('events/category') && slug && store.findBySlug('categories', slug).length > 0) {
    return { status: 200, title: slug, apiRoot: `${urls.rest('events/')}?categories=${encodeURIComponent(slug)}`, body: `<h1>${escapeText(slug)}</h1>` };
  }
  if (kind === 'tag' && slug && store.findBySlug('tags', slug).length > 0) {
    return { status: 200, title: slug, apiRoot: `${urls.rest('events/')}?tags=${encodeURIComponent(slug)}`, body: `<h1>${escapeText(slug)}</h1>` };
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
