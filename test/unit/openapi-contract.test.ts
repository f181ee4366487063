// The contract check the api project runs after each file (test/helpers/openapi-contract.ts): it finds the
// operation of /doc an answer belongs to as a client would, and refuses what the document does not describe.
import { describe, expect, it } from 'vitest';
import type { Exchange } from '../helpers/exchanges.js';
import { ContractCheck } from '../helpers/openapi-contract.js';

const check = new ContractCheck();
const ROOT = '/wp-json/cal/events/v1';
const JSON_TYPE = 'application/json; charset=UTF-8';

function exchange(method: string, url: string, status: number, body: unknown, more: Partial<Exchange> = {}): Exchange {
  return {
    method,
    methodOverride: undefined,
    url,
    languages: [],
    embedded: false,
    status,
    contentType: JSON_TYPE,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...more,
  };
}

const error = (code: string, status: number) => ({ code, message: 'm', data: { status } });
const event = { id: 5, title: 'Jazz', start_date: '2026-12-05 20:00:00', venue: [], organizer: [] };

describe('answers the document describes', () => {
  it.each([
    ['a read', exchange('GET', `${ROOT}/events/5`, 200, event), 'events.get', 200],
    [
      'an error with one of its codes',
      exchange('GET', `${ROOT}/events/5`, 403, error('event-not-accessible', 403)),
      'events.get',
      403,
    ],
    [
      'a 304 without a body',
      exchange('GET', `${ROOT}/events/5`, 304, '', { contentType: undefined }),
      'events.get',
      304,
    ],
    [
      'HEAD, whose body the listener drops',
      exchange('HEAD', `${ROOT}/events/5`, 404, error('rest-event-not-found', 404)),
      'events.get',
      404,
    ],
    [
      'a DELETE tunnelled through POST',
      exchange('POST', `${ROOT}/events/5`, 410, error('event-is-in-trash', 410), { methodOverride: 'DELETE' }),
      'events.delete',
      410,
    ],
    [
      'a DELETE tunnelled through _method',
      exchange('POST', `${ROOT}/events/5?_method=DELETE`, 200, event),
      'events.delete',
      200,
    ],
    [
      'a path under a language segment of the site',
      exchange(
        'GET',
        `/fr${ROOT}/events`,
        200,
        { events: [], rest_url: 'http://x/', total: 0, total_pages: 0 },
        { languages: ['fr'] },
      ),
      'events.list',
      200,
    ],
    [
      'the alias namespace',
      exchange('GET', '/wp-json/tribe/events/v1/tags/3', 200, { id: 3, name: 'Live' }),
      'tags.get',
      200,
    ],
    [
      'the namespace root',
      exchange('GET', `${ROOT}/`, 200, { namespace: 'cal/events/v1', routes: {} }),
      'meta.index',
      200,
    ],
    [
      'an ID that is not digits: the operation of that path, which documents no route',
      exchange('GET', `${ROOT}/events/abc`, 404, error('rest_no_route', 404)),
      'events.get',
      404,
    ],
    [
      'an empty slug: the path is then another operation’s',
      exchange('DELETE', `${ROOT}/venues/by-slug/`, 404, error('rest_no_route', 404)),
      'venues.delete',
      404,
    ],
    [
      "the listener's answer to headers past its limit, a shared response without a body",
      exchange('GET', `${ROOT}/events`, 431, '', { contentType: undefined, headers: {} }),
      'events.list',
      431,
    ],
    [
      'a throttled sign-in with its Retry-After',
      exchange('GET', `${ROOT}/tags`, 429, error('rest_too_many_requests', 429), {
        headers: { 'retry-after': '12', 'content-type': JSON_TYPE },
      }),
      'tags.list',
      429,
    ],
  ])('%s', (_what, answer, operationId, status) => {
    expect(check.check(answer)).toMatchObject({ kind: 'documented', operationId, status });
  });
});

describe('answers outside the document', () => {
  it.each([
    ['OPTIONS', exchange('OPTIONS', `${ROOT}/events`, 200, {})],
    ['no route', exchange('GET', `${ROOT}/nothing`, 404, error('rest_no_route', 404))],
    ['a method the path has not', exchange('PUT', `${ROOT}/events`, 404, error('rest_no_route', 404))],
    [
      'a refused sign-in, checked before routing',
      exchange('GET', `${ROOT}/nothing`, 401, error('incorrect_password', 401)),
    ],
    ['the REST index', exchange('GET', '/wp-json/', 200, {})],
    ['a site page', exchange('GET', '/events/', 200, '<html></html>', { contentType: 'text/html' })],
    ['a language segment the site has not', exchange('GET', `/fr${ROOT}/events`, 404, error('rest_no_route', 404))],
  ])('%s', (_what, answer) => {
    expect(check.check(answer)).toMatchObject({ kind: 'outside' });
  });
});

describe('answers that break the document', () => {
  it.each([
    [
      'a status the operation does not document',
      exchange('GET', `${ROOT}/events`, 418, error('teapot', 418)),
      /documents 200, 400, 401/,
    ],
    [
      'a code its status does not list',
      exchange('GET', `${ROOT}/events/5`, 403, error('rest_forbidden', 403)),
      /\/code must be equal to one of the allowed values/,
    ],
    [
      'a body its schema refuses',
      exchange('GET', `${ROOT}/events/5`, 200, { ...event, id: 'five' }),
      /\/id must be integer/,
    ],
    [
      'a nested value its schema refuses',
      exchange('GET', `${ROOT}/events/5`, 200, { ...event, start_date: '5 Dec' }),
      /\/start_date must match pattern/,
    ],
    [
      'a body where none is documented',
      exchange('GET', `${ROOT}/events/5`, 304, event),
      /a body where the document has none/,
    ],
    [
      'another content type',
      exchange('GET', `${ROOT}/events/5`, 200, event, { contentType: 'text/html' }),
      /content type text\/html/,
    ],
    ['a body that is not JSON', exchange('GET', `${ROOT}/events/5`, 200, '<html>'), /not JSON/],
    [
      'a content type where the document has no content',
      exchange('GET', `${ROOT}/events/5`, 408, '', { contentType: 'text/plain' }),
      /content type text\/plain without content/,
    ],
    [
      'a header the response requires, missing',
      exchange('GET', `${ROOT}/tags`, 429, error('rest_too_many_requests', 429), { headers: {} }),
      /no Retry-After header/,
    ],
    [
      'a header its schema refuses',
      exchange('GET', `${ROOT}/tags`, 503, error('calendar_opening', 503), { headers: { 'retry-after': 'soon' } }),
      /Retry-After: soon/,
    ],
    [
      'a route the document lacks answered otherwise than no route',
      exchange('GET', `${ROOT}/nothing`, 200, {}),
      /no operation of \/doc is GET \/nothing/,
    ],
  ])('%s', (_what, answer, message) => {
    const verdict = check.check(answer);
    expect(verdict.kind).toBe('problem');
    expect(verdict.kind === 'problem' ? verdict.message : '').toMatch(message);
  });
});
