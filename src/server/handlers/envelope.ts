// List responses: the upstream envelopes, their neighbour-page URLs and the total headers.
import { Buffer } from 'node:buffer';
import type { PostResource } from '../../api/resources.js';
import type { JsonText } from '../../domain/render/json-text.js';
import type { Page } from '../../domain/query/paging.js';
import type { HandlerResult } from './context.js';

/** `base` with an encoded query added (`base` may have one of its own: `?rest_route=` sites). */
function withQuery(base: string, query: string): string {
  return query === '' ? base : `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

/** Bytes form encoding leaves as they are (URLSearchParams' serializer): letters, digits and `*-._`. */
const FORM_SAFE = /^[A-Za-z0-9*._-]*$/;

/**
 * Short values encoded, by value: the lists' queries repeat the same few (their dates, `publish`, a page size), and
 * the dates are the costly ones to encode. Cleared when full.
 */
const encodedValues = new Map<string, string>();
const ENCODED_VALUES_LIMIT = 4096;
const KEPT_VALUE_LENGTH = 64;

/** `text` as URLSearchParams writes it: UTF-8 percent-encoded, but for FORM_SAFE bytes, and spaces as `+`. */
export function formEncoded(text: string): string {
  if (text.length > KEPT_VALUE_LENGTH) return encodedOnce(text);
  let encoded = encodedValues.get(text);
  if (encoded === undefined) {
    encoded = encodedOnce(text);
    if (encodedValues.size >= ENCODED_VALUES_LIMIT) encodedValues.clear();
    encodedValues.set(text, encoded);
  }
  return encoded;
}

function encodedOnce(text: string): string {
  if (FORM_SAFE.test(text)) return text;
  // A lone surrogate, which encodeURIComponent refuses: URLSearchParams writes U+FFFD for it.
  if (!isWellFormed(text)) return new URLSearchParams([['', text]]).toString().slice(1);
  return encodeURIComponent(text)
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isWellFormed = (text: string): boolean => !LONE_SURROGATE.test(text);

function totals(result: Page<unknown>): Record<string, string> {
  return {
    'x-tec-total': String(result.total),
    'x-tec-totalpages': String(result.totalPages),
    'x-wp-total': String(result.total),
    'x-wp-totalpages': String(result.totalPages),
  };
}

/**
 * Events, venues and organizers: `{<key>, rest_url, next_rest_url?, previous_rest_url?, total, total_pages}`,
 * from the items' JSON texts (events come from kept fragments).
 */
export function postList(
  key: PostResource,
  base: string,
  result: Page<unknown>,
  items: readonly JsonText[],
  echo: readonly [string, string][],
): HandlerResult {
  // Each pair is encoded once: the query as echoed, and without `page` for the neighbours, which add their own.
  const pairs = echo.map(([name, value]) => `${formEncoded(name)}=${formEncoded(value)}`);
  const rest = pairs.filter((_, i) => echo[i]?.[0] !== 'page').join('&');
  const onPage = (page: number) => (page === 1 ? rest : `${rest}${rest === '' ? '' : '&'}page=${page}`);
  const body: Record<string, unknown> = { rest_url: withQuery(base, pairs.join('&')) };
  if (result.page < result.totalPages) body.next_rest_url = withQuery(base, onPage(result.page + 1));
  if (result.page > 1 && result.total > 0) body.previous_rest_url = withQuery(base, onPage(result.page - 1));
  body.total = result.total;
  body.total_pages = result.totalPages;
  // The items come first, as upstream: the rest of the envelope follows their array.
  return joined(`{${JSON.stringify(key)}:[`, items, `],${JSON.stringify(body).slice(1)}`, totals(result));
}

/** Categories and tags: the bare base URL, and neighbours that carry only `page`, as upstream. */
export function termList(
  key: 'categories' | 'tags',
  base: string,
  result: Page<unknown>,
  items: readonly JsonText[],
): HandlerResult {
  const neighbours: Record<string, string> = {};
  if (result.page < result.totalPages) neighbours.next_rest_url = withQuery(base, `page=${result.page + 1}`);
  if (result.page > 1 && result.total > 0) neighbours.previous_rest_url = withQuery(base, `page=${result.page - 1}`);
  // The items after the totals, then the neighbours: upstream's order, joined from the items' JSON texts.
  const head = `${JSON.stringify({ rest_url: base, total: result.total, total_pages: result.totalPages }).slice(0, -1)},${JSON.stringify(key)}:[`;
  const rest = JSON.stringify(neighbours).slice(1, -1);
  const tail = `]${rest === '' ? '' : `,${rest}`}}`;
  return joined(head, items, tail, totals(result));
}

/** `head`, the items' texts with commas between, and `tail`, with the length in bytes of the whole. */
function joined(
  head: string,
  items: readonly JsonText[],
  tail: string,
  headers: Record<string, string>,
): HandlerResult {
  let bytes = Buffer.byteLength(head) + Buffer.byteLength(tail) + Math.max(items.length - 1, 0);
  // One join of every piece makes one flat text. Joining the items and then adding head and tail made a tree of
  // three pieces, which writing to the socket first copies into a flat text: the whole answer once more.
  const texts: string[] = [head];
  for (const item of items) {
    if (texts.length > 1) texts.push(',');
    texts.push(item.text);
    bytes += item.bytes;
  }
  texts.push(tail);
  return { json: texts.join(''), jsonBytes: bytes, headers };
}
