// `cal import URL`: a file read over http(s), as calendar apps read a feed. Redirects are followed (credentials given
// in the URL go to its own host alone), a timeout bounds the wait, and the ETag and Last-Modified of the last import
// of each address are kept (in the cache folder, without credentials) so that an unchanged feed costs one 304.
// Node's own fetch: the undici the CLI bundles is its connection pool alone (src/lazy-libraries/undici.ts).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { errorCode, errorMessage } from '../../../typing/caught-error.js';
import { isRecord } from '../../../typing/is-record.js';
import { writeFileAtomic } from '../../../config/fs.js';
import { CommandError } from '../../errors.js';

export const isHttpUrl = (value: string): boolean => /^https?:\/\//i.test(value);

/** Refuses what an address gave unless it is iCalendar: a feed's address may answer a login or an error page. */
export function requireICalendar(input: UrlInput, bytes: Buffer): void {
  if (!/^(\uFEFF)?\s*BEGIN:VCALENDAR/i.test(bytes.subarray(0, 64).toString('utf8')))
    throw new CommandError(`${input.shown} is not iCalendar (${input.contentType || 'no content type'})`);
}

export interface UrlInput {
  /** The address as it may be shown: no credentials. */
  readonly shown: string;
  readonly bytes?: Buffer;
  readonly contentType: string;
  /** The last path segment of the address the file came from, for a format told by its extension. */
  readonly name: string;
  /** What to keep once the import went well, so that the next asks with them. */
  readonly validators?: Validators;
}

export interface Validators {
  readonly etag?: string;
  readonly last_modified?: string;
}

export interface UrlOptions {
  readonly timeoutMs: number;
  /** Of the last read that went well into this calendar: asked with, a file that did not change is a 304. */
  readonly validators?: Validators;
  /** Where progress goes, on a terminal; nothing in a pipe. */
  readonly progress?: (line: string) => void;
}

const MAX_REDIRECTS = 5;
const cacheFile = (dir: string) => join(dir, 'imported-urls.json');
/** The key of an import's validators: the calendar and the address, whose credentials are never kept. */
const keyOf = (calendar: string, shown: string) => `${calendar}\n${shown}`;

/** The address as it may be shown and kept: without credentials. */
export function shownUrl(address: string): string {
  return credentialsOf(address).url.href;
}

/** The address without its credentials, and the Basic credentials it carried. */
function credentialsOf(address: string): { url: URL; authorization?: string } {
  const url = new URL(address);
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  url.username = '';
  url.password = '';
  if (user === '' && password === '') return { url };
  return { url, authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` };
}

async function keptValidators(dir: string): Promise<Record<string, unknown>> {
  try {
    const kept: unknown = JSON.parse(await readFile(cacheFile(dir), 'utf8'));
    return isRecord(kept) ? kept : {};
  } catch {
    return {};
  }
}

/** The validators of the last import of the address into this calendar that went well. */
export async function importedValidators(
  dir: string,
  calendar: string,
  shown: string,
): Promise<Validators | undefined> {
  const kept = (await keptValidators(dir))[keyOf(calendar, shown)];
  if (!isRecord(kept)) return undefined;
  return {
    ...(typeof kept.etag === 'string' ? { etag: kept.etag } : {}),
    ...(typeof kept.last_modified === 'string' ? { last_modified: kept.last_modified } : {}),
  };
}

/** Keeps the validators of a URL whose import went well (those of an import that failed are never kept). */
export async function keepValidators(dir: string, calendar: string, input: UrlInput): Promise<void> {
  if (!input.validators) return;
  const kept = await keptValidators(dir);
  kept[keyOf(calendar, input.shown)] = input.validators;
  await writeFileAtomic(cacheFile(dir), `${JSON.stringify(kept, null, 1)}\n`, 0o600).catch(() => undefined);
}

/** Why a request could not be made, in one line: TLS, refused, not found in DNS, or no answer in time. */
function failure(error: unknown, url: URL, timeoutMs: number): CommandError {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  const code = errorCode(cause) ?? '';
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return new CommandError(`${url.host} gave no answer in ${timeoutMs / 1000} s (--timeout SECONDS waits longer)`);
  if (/CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code))
    return new CommandError(`TLS: the certificate of ${url.host} is not trusted (${code})`);
  if (code === 'ECONNREFUSED') return new CommandError(`cannot connect to ${url.host}: connection refused`);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new CommandError(`cannot find the host ${url.hostname}`);
  return new CommandError(`cannot read ${url.href}: ${code || errorMessage(cause)}`);
}

export async function readUrl(address: string, options: UrlOptions): Promise<UrlInput> {
  const { url: first, authorization } = credentialsOf(address);
  const shown = first.href;
  const kept = options.validators;
  const conditional: Record<string, string> = {};
  if (kept?.etag !== undefined) conditional['if-none-match'] = kept.etag;
  if (kept?.last_modified !== undefined) conditional['if-modified-since'] = kept.last_modified;
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = first;
  for (let hops = 0; ; hops++) {
    // Credentials go to the host they were given for, never to one a redirect names.
    const sameOrigin = url.origin === first.origin;
    const headers = {
      accept: 'text/calendar, */*;q=0.5',
      ...conditional,
      ...(authorization && sameOrigin ? { authorization } : {}),
    };
    const response = await fetch(url, { headers, redirect: 'manual', signal }).catch((error: unknown) => {
      throw failure(error, url, options.timeoutMs);
    });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && response.status !== 304 && location !== null) {
      if (hops >= MAX_REDIRECTS) throw new CommandError(`${shown}: more than ${MAX_REDIRECTS} redirects`);
      await response.body?.cancel();
      url = new URL(location, url);
      continue;
    }
    const contentType = response.headers.get('content-type') ?? '';
    const name = decodeURIComponent(url.pathname.split('/').filter(Boolean).at(-1) ?? '');
    if (response.status === 304) return { shown, contentType, name };
    if (response.status >= 400) {
      await response.body?.cancel();
      throw new CommandError(statusLine(shown, response.status, response.statusText));
    }
    const bytes = await bodyOf(response, options, signal, url).catch((error: unknown) => {
      throw error instanceof CommandError ? error : failure(error, url, options.timeoutMs);
    });
    const etag = response.headers.get('etag');
    const modified = response.headers.get('last-modified');
    const validators = { ...(etag ? { etag } : {}), ...(modified ? { last_modified: modified } : {}) };
    return { shown, bytes, contentType, name, ...(etag || modified ? { validators } : {}) };
  }
}

function statusLine(shown: string, status: number, text: string): string {
  if (status === 404 || status === 410) return `${shown}: not found (${status})`;
  if (status === 401 || status === 403)
    return `${shown}: the server refused to give it (${status}); credentials go in the URL: https://user:password@host/…`;
  return `${shown}: the server answered ${status}${text ? ` ${text}` : ''}`;
}

/** The body, with the bytes read so far said on a terminal. */
async function bodyOf(response: Response, options: UrlOptions, signal: AbortSignal, url: URL): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  const total = Number(response.headers.get('content-length') ?? NaN);
  const chunks: Buffer[] = [];
  let size = 0;
  let said = 0;
  const reader: ReadableStreamDefaultReader<Uint8Array> = response.body.getReader();
  for (;;) {
    const { done, value: chunk } = await reader.read();
    if (done) break;
    if (signal.aborted) throw new CommandError(`${url.host} gave no answer in ${options.timeoutMs / 1000} s`);
    chunks.push(Buffer.from(chunk));
    size += chunk.byteLength;
    if (options.progress && size - said >= 64 * 1024) {
      said = size;
      const of = Number.isFinite(total) ? ` of ${Math.round(total / 1024)}` : '';
      options.progress(`\rdownloading ${url.host}: ${Math.round(size / 1024)}${of} KiB`);
    }
  }
  if (said > 0) options.progress?.('\r\x1b[K');
  return Buffer.concat(chunks);
}
