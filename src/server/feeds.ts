// iCalendar feeds on the site's pages, at TEC's addresses: `/events/?ical=1` (and `/events/list/`), a category's
// `/events/category/{slug}/?ical=1` and an event's `/event/{slug}/?ical=1`. A list feed takes every filter of
// `GET /events` as query parameters (and TEC's `tribe-bar-date` for the first day); its events are what the caller
// may list, read through the app itself, so signing in, visibility and checks are the API's own.
import { createHash } from 'node:crypto';
import { FeedRenderer, type FeedEntry } from '../codecs/ics/feed.js';
import { eventUid, uidHost } from '../codecs/ics/site-uid.js';
import { namesAsText } from '../codecs/names-as-text.js';
import { toPortable } from '../codecs/portable.js';
import { parseWallTime, wallTimeToUtcMs } from '../dates/wall-time.js';
import { BoundedMap } from '../typing/bounded-map.js';
import { isRecord } from '../typing/is-record.js';
import { NAMESPACE, REST_PREFIX } from './addresses.js';
import type { ApiRequest, ApiResponse } from './http-types.js';

export type FeedTarget = { kind: 'list'; args: URLSearchParams } | { kind: 'event'; slug: string };

/** A list feed stops here: calendar apps keep a calendar's events, not an archive's. */
export const FEED_MAX_EVENTS = 10_000;
const PAGE = 50;

const FEED_PATH = /^\/(?:events(?:\/list)?|events\/category\/([^/]+)|event\/([^/]+))\/?$/;

/** The feed a site address with `ical=1` asks for, or undefined when it names none (the page then answers). */
export function feedTarget(path: string, query: string): FeedTarget | undefined {
  const params = new URLSearchParams(query);
  if (params.get('ical') !== '1') return undefined;
  const match = FEED_PATH.exec(path);
  if (!match) return undefined;
  const [, category, event] = match;
  if (event !== undefined) return { kind: 'event', slug: decodeURIComponent(event) };
  params.delete('ical');
  const day = params.get('tribe-bar-date');
  params.delete('tribe-bar-date');
  if (category !== undefined) params.set('categories', decodeURIComponent(category));
  // TEC's list feed: the upcoming events, from the day asked for, else today.
  if (![...params.keys()].some((name) => /^(start_date|end_date|starts_|ends_)/.test(name)))
    params.set('start_date', day ?? 'today');
  return { kind: 'list', args: params };
}

export interface FeedDeps {
  /** The app's own dispatch: the feed's events are read as the API answers them. */
  readonly dispatch: (request: ApiRequest) => Promise<ApiResponse>;
  readonly siteUrl: string;
  readonly timezone: string;
  /** The calendar's revision: an answer made at the same one is still true. */
  readonly revision: number;
}

const renderer = new FeedRenderer();
const MADE_LIMIT = 256;
/** Feeds made at the calendar's revision, by caller and address: a subscribed app asks again and again. */
const made = new BoundedMap<string, { revision: number; response: ApiResponse }>(MADE_LIMIT);

export async function answerFeed(target: FeedTarget, request: ApiRequest, deps: FeedDeps): Promise<ApiResponse> {
  const caller = createHash('sha256')
    .update(request.headers.authorization ?? '')
    .digest('hex');
  const key = `${caller}\n${deps.siteUrl}\n${request.url}`;
  const kept = made.get(key);
  if (kept && kept.revision === deps.revision) return withBody(kept.response, request);
  const read = await feedEvents(target, request, deps.dispatch);
  if ('refused' in read) return read.refused;
  const host = uidHost(deps.siteUrl);
  const entries = read.events.map((event) => feedEntry(event, host));
  const body = renderer.render(entries, {
    name: 'Calendar',
    description: `Events of ${deps.siteUrl}`,
    timezone: deps.timezone,
    refresh: 'PT1H',
    host,
  });
  const modified = Math.max(0, ...entries.map((entry) => entry.facts.modified ?? 0));
  const response: ApiResponse = {
    status: 200,
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${target.kind === 'event' ? target.slug : 'calendar'}.ics"`,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      ...(modified > 0 ? { 'last-modified': new Date(modified).toUTCString() } : {}),
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    },
    body,
  };
  made.set(key, { revision: deps.revision, response });
  return withBody(response, request);
}

/** The answer for this request: 304 when If-Modified-Since is not older (If-None-Match is the app's), none for HEAD. */
function withBody(response: ApiResponse, request: ApiRequest): ApiResponse {
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  const modified = Date.parse(response.headers['last-modified'] ?? '');
  if (request.headers['if-none-match'] === undefined && Number.isFinite(since) && modified <= since) {
    const { 'content-type': _type, ...headers } = response.headers;
    return { status: 304, headers, body: '' };
  }
  return request.method.toUpperCase() === 'HEAD' ? { ...response, body: '' } : response;
}

type Read = { events: Record<string, unknown>[] } | { refused: ApiResponse };

/** The feed's events as the API answers them to this caller; an answer other than 200 is the feed's answer. */
async function feedEvents(target: FeedTarget, request: ApiRequest, dispatch: FeedDeps['dispatch']): Promise<Read> {
  const ask = (path: string) =>
    dispatch({
      method: 'GET',
      url: `/${REST_PREFIX}/${NAMESPACE}/${path}`,
      headers: { authorization: request.headers.authorization },
      ...(request.remoteAddress === undefined ? {} : { remoteAddress: request.remoteAddress }),
    });
  if (target.kind === 'event') {
    const answer = await ask(`events/by-slug/${encodeURIComponent(target.slug)}`);
    const event: unknown = answer.status === 200 ? JSON.parse(answer.body) : undefined;
    return isRecord(event) ? { events: [event] } : { refused: answer };
  }
  const events: Record<string, unknown>[] = [];
  for (let page = 1; events.length < FEED_MAX_EVENTS; page++) {
    const args = new URLSearchParams(target.args);
    args.set('per_page', String(PAGE));
    args.set('page', String(page));
    const answer = await ask(`events?${args.toString()}`);
    // Past the last page TEC answers 404: an empty list is a feed without events.
    if (answer.status !== 200) return page === 1 && answer.status !== 404 ? { refused: answer } : { events };
    const body: unknown = JSON.parse(answer.body);
    const listed = isRecord(body) && Array.isArray(body.events) ? body.events.filter(isRecord) : [];
    events.push(...listed);
    const pages = isRecord(body) && typeof body.total_pages === 'number' ? body.total_pages : 0;
    if (listed.length < PAGE || page >= pages) break;
  }
  return { events: events.slice(0, FEED_MAX_EVENTS) };
}

function feedEntry(event: Record<string, unknown>, host: string): FeedEntry {
  // Names as text: an organizer's CN, a venue's LOCATION (the API answers them HTML-escaped).
  const portable = toPortable(namesAsText(event));
  const uid = portable.uid ?? eventUid(portable.slug, Number(event.id), host);
  return {
    event: { ...portable, uid },
    facts: {
      ...(typeof event.url === 'string' ? { page: event.url } : {}),
      ...utcMs('created', event.date_utc),
      ...utcMs('modified', event.modified_utc),
    },
    key: JSON.stringify(event),
  };
}

/** A UTC wall time of the API as milliseconds under `name`; nothing for an unpublished post's `0000-00-00`. */
function utcMs(name: 'created' | 'modified', value: unknown): Record<string, number> {
  const wall = typeof value === 'string' && !value.startsWith('0000') ? parseWallTime(value) : undefined;
  return wall ? { [name]: wallTimeToUtcMs(wall) } : {};
}
