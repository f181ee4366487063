// `cal api --paginate`: the items of every page of a list, whatever its shape: TEC's envelope
// (`{ events: […], total_pages }`) or WordPress' bare array with an X-WP-TotalPages header.
import type { TransportResponse } from '../client/transport.js';
import { isRecord } from '../typing/is-record.js';
import { CommandError, UsageError } from './errors.js';
import { isLastPage } from '../remote/list-pages.js';

export type PagesOutcome =
  | { readonly complete: true; readonly items: unknown[] }
  /** A page failed: its answer, and nothing of the pages before it. */
  | { readonly complete: false; readonly failure: TransportResponse };

/** GETs `path` page by page (from its own `page`, or 1), keeping its other parameters, and gathers the items. */
export async function allPages(path: string, get: (path: string) => Promise<TransportResponse>): Promise<PagesOutcome> {
  const { base, params, start } = splitPage(path);
  const resource = base.replace(/\/+$/, '').split('/').at(-1) ?? '';
  const items: unknown[] = [];
  for (let page = start; ; page++) {
    const pagePath = `${base}?${[...params, `page=${page}`].join('&')}`;
    const response = await get(pagePath);
    if (response.status >= 400) return { complete: false, failure: response };
    const pageItems = itemsOf(response.body, resource);
    if (pageItems === undefined) {
      throw new CommandError(`--paginate: the answer to GET ${pagePath} is not a list (no array of items in it)`);
    }
    items.push(...pageItems);
    if (isLastPage(page, pageCount(response) ?? (hasNextPage(response) ? page + 1 : page), pageItems.length)) {
      return { complete: true, items };
    }
  }
}

/** The path without its query, the query's other parameters as written, and the page to start from. */
function splitPage(path: string): { base: string; params: string[]; start: number } {
  const mark = path.indexOf('?');
  const base = mark < 0 ? path : path.slice(0, mark);
  const params: string[] = [];
  let start = 1;
  for (const param of mark < 0 ? [] : path.slice(mark + 1).split('&')) {
    if (param === '') continue;
    const eq = param.indexOf('=');
    if (decoded(eq < 0 ? param : param.slice(0, eq)) !== 'page') {
      params.push(param);
      continue;
    }
    const value = eq < 0 ? '' : decoded(param.slice(eq + 1));
    if (!/^[1-9]\d*$/.test(value)) throw new UsageError(`--paginate: page must be a positive integer, got "${value}"`);
    start = Number(value);
  }
  return { base, params, start };
}

/** A query part as text; a malformed escape stays as written (the server will judge it). */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** A bare array, the array named after the resource, or the answer's only array. */
function itemsOf(body: unknown, resource: string): readonly unknown[] | undefined {
  if (isList(body)) return body;
  if (!isRecord(body)) return undefined;
  const named = body[resource];
  if (isList(named)) return named;
  const arrays = Object.values(body).filter(isList);
  return arrays.length === 1 ? arrays[0] : undefined;
}

const isList = (value: unknown): value is readonly unknown[] => Array.isArray(value);

/** The number of pages, from the body (`total_pages`) or the headers (WordPress', then TEC's). */
function pageCount(response: TransportResponse): number | undefined {
  const pages = isRecord(response.body) ? response.body.total_pages : undefined;
  if (typeof pages === 'number') return pages;
  for (const header of ['x-wp-totalpages', 'x-tec-totalpages']) {
    const value = response.headers[header];
    if (value !== undefined && /^\d+$/.test(value.trim())) return Number(value);
  }
  return undefined;
}

/** Without a count, a `next_rest_url` or a `Link: <…>; rel="next"` says another page follows. */
function hasNextPage(response: TransportResponse): boolean {
  const next = isRecord(response.body) ? response.body.next_rest_url : undefined;
  return typeof next === 'string' || /rel="?next"?/.test(response.headers.link ?? '');
}
