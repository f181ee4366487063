// The headers every API answer carries (WordPress' own, the caller's Allow, no-cache for a signed-in caller), the
// 304 of a read whose tag the caller holds, and the CORS headers of allowed origins.
import type { PostRecord } from '../store/records/records.js';
import type { Principal } from '../domain/permissions.js';
import type { Urls } from './addresses.js';
import { ifNoneMatchHits } from './entity-tags.js';
import type { ApiRequest, ApiResponse } from './http-types.js';
import { allowHeader } from './permission-gate.js';
import type { Route } from './routes.js';

/** An API answer: the body (or its JSON, already made) with the headers this caller and route get, then `extra`. */
export function respond(
  status: number,
  body: unknown,
  urls: Urls,
  principal: Principal,
  route?: Route,
  extra: Record<string, string> = {},
  subject?: () => PostRecord | undefined,
  /** `body` already serialized by the handler. */
  json?: string,
): ApiResponse {
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=UTF-8',
    'x-robots-tag': 'noindex',
    link: `<${urls.restIndex}>; rel="https://api.w.org/"`,
    'x-content-type-options': 'nosniff',
    'access-control-expose-headers': 'X-WP-Total, X-WP-TotalPages, Link',
    'access-control-allow-headers': 'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type',
  };
  if (route) headers.allow = allowHeader(route, principal, subject);
  if (principal.user) {
    headers.expires = 'Wed, 11 Jan 1984 05:00:00 GMT';
    headers['cache-control'] = 'no-cache, must-revalidate, max-age=0, no-store, private';
  }
  Object.assign(headers, extra);
  return { status, headers, body: json ?? JSON.stringify(body ?? null) };
}

/**
 * A read whose If-None-Match names the item's current tag gets 304 without a body (RFC 9110 §13.1.2): the caller
 * already has this representation. Checked after the answer is made, so cached answers are covered too.
 */
export function notModified(request: ApiRequest, response: ApiResponse): ApiResponse {
  const method = request.method.toUpperCase();
  const tag = response.headers.etag;
  const asked = request.headers['if-none-match'];
  if ((method !== 'GET' && method !== 'HEAD') || response.status !== 200 || tag === undefined || asked === undefined)
    return response;
  if (!ifNoneMatchHits(asked, tag)) return response;
  // Without a body, and without the length of one (a cached answer gives it): the listener sets it to 0.
  const { 'content-type': _type, 'content-length': _length, ...headers } = response.headers;
  return { status: 304, headers, body: '' };
}

/**
 * The answer with CORS headers when the request's origin is one of those allowed (`*`: every origin). A copy: the
 * answer given may be shared by every request that reuses it (a cached read, a feed).
 */
export function withCors(response: ApiResponse, origin: string | undefined, allowed: readonly string[]): ApiResponse {
  if (!origin || !(allowed.includes(origin) || allowed.includes('*'))) return response;
  const headers = { ...response.headers };
  headers['access-control-allow-origin'] = origin;
  headers['access-control-allow-credentials'] = 'true';
  headers['access-control-allow-methods'] = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
  headers.vary = 'Origin';
  // Beyond WordPress' lists: a page reads tags and sends them back as preconditions, and keys its creates.
  extendList(headers, 'access-control-expose-headers', 'ETag, Idempotent-Replayed');
  extendList(headers, 'access-control-allow-headers', 'If-Match, If-None-Match, Idempotency-Key');
  return { ...response, headers };
}

function extendList(headers: Record<string, string>, name: string, more: string): void {
  const current = headers[name];
  headers[name] = current === undefined || current === '' ? more : `${current}, ${more}`;
}
