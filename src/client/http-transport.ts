// The client's transport to a remote API: one keep-alive connection pool, retries, and --verbose tracing.
import { Pool } from '../lazy-libraries/undici.js';
import type { Method } from '../api/field-spec.js';
import { VERSION } from '../version.js';
import { joinPath, parseApiRoot, restIndexOf } from './http/api-root.js';
import type { ApiRoot } from './http/api-root.js';
import { describeFailure } from './http/failures.js';
import type { Failure } from './http/failures.js';
import { cut, redactHeader, redactJson, redactUrl } from './http/redact.js';
import { flattenHeaders, parseBody } from './http/response.js';
import { ConnectionError } from './transport.js';
import type { Transport, TransportRequest, TransportResponse } from './transport.js';
import { monotonicMs } from '../dates/monotonic-ms.js';

export interface HttpTransportOptions {
  /** API root URL, e.g. http://127.0.0.1:8080/wp-json/cal/events/v1/ (a trailing slash is added if missing). */
  apiRoot: string;
  /** Basic auth, sent as `Authorization: Basic base64(user:password)` when both are set. */
  user?: string;
  password?: string;
  /** Per-request timeout in ms (connect + response); default 30_000. */
  timeoutMs?: number;
  /**
   * Retries for idempotent requests (GET, PUT, DELETE, and creates marked idempotent) on connection errors, no
   * answer in time, and 502/503/504 (waiting at least their Retry-After); default 2.
   */
  retries?: number;
  /** Called with one line per attempt for --verbose: method, URL, status or error, time in ms. Never includes credentials. */
  trace?: (line: string) => void;
  /** Called with the headers and bodies of each request and answer for --debug, secrets masked. */
  debug?: (line: string) => void;
  /** Waits between retries (injectable so tests do not sleep); default exponential backoff 200ms·2^n with jitter. */
  sleep?: (ms: number) => Promise<void>;
}

// Sending these twice has the same effect as once, so a lost reply can safely be asked for again.
const IDEMPOTENT: ReadonlySet<Method> = new Set<Method>(['GET', 'PUT', 'DELETE']);
// Gateway and overload answers: the request most likely never reached the application.
const RETRY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);
const BASE_DELAY_MS = 200;

type Outcome = { response: TransportResponse } | { failure: Failure; error: unknown };

export function createHttpTransport(options: HttpTransportOptions): Transport {
  const root = parseApiRoot(options.apiRoot);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const retries = Math.max(0, Math.floor(options.retries ?? 2));
  const trace = options.trace ?? (() => undefined);
  const { debug } = options;
  const sleep = options.sleep ?? jitteredSleep;
  const headers = baseHeaders(options, root);
  // Pool keeps idle sockets open between requests: list commands page through many requests in a row.
  const pool = new Pool(root.origin, { connect: { timeout: timeoutMs } });
  let closing: Promise<void> | undefined;

  async function attempt(request: TransportRequest, path: string): Promise<Outcome> {
    // One deadline for connect, headers and body, so a trickling server cannot stretch it.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      const hasBody = request.body !== undefined;
      const sent = { ...headers, ...request.headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) };
      if (debug) {
        for (const [name, value] of Object.entries(sent)) debug(`> ${name}: ${redactHeader(name, value)}`);
        if (hasBody) debug(`> ${cut(JSON.stringify(redactJson(request.body)))}`);
      }
      const reply = await pool.request({
        path,
        method: request.method,
        headers: sent,
        body: hasBody ? (request.bodyText ?? JSON.stringify(request.body)) : null,
        signal: controller.signal,
      });
      // Reading the whole body also hands the socket back to the pool for reuse.
      const text = await reply.body.text();
      if (debug) {
        for (const [name, value] of Object.entries(flattenHeaders(reply.headers)))
          debug(`< ${name}: ${redactHeader(name, value)}`);
        if (text !== '') debug(`< ${cut(text)}`);
      }
      // undici waits one event-loop turn before marking a finished socket reusable; without this yield a
      // request sent straight after this one finds the socket busy and the pool opens a second connection.
      await new Promise<void>((resolve) => setImmediate(resolve));
      return { response: { status: reply.statusCode, headers: flattenHeaders(reply.headers), body: parseBody(text) } };
    } catch (error) {
      const failure = describeFailure(error, timedOut, timeoutMs);
      if (failure === undefined) throw error;
      return { failure, error };
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    target: root.href,
    signedIn: headers.authorization !== undefined,

    async send(request: TransportRequest): Promise<TransportResponse> {
      if (closing !== undefined) throw new Error('the HTTP transport is closed');
      const base = request.scope === 'rest-index' ? restIndexOf(root) : root;
      const path = joinPath(base.pathname, request.path);
      // Printed only: secret query values masked.
      const url = redactUrl(joinPath(base.href, request.path));
      const attempts = IDEMPOTENT.has(request.method) || request.idempotent === true ? retries + 1 : 1;
      let waitAsked: number | undefined;
      for (let n = 1; ; n++) {
        trace(`→ ${request.method} ${url}`);
        const started = monotonicMs();
        const outcome = await attempt(request, path);
        const elapsed = `(${Math.round(monotonicMs() - started)} ms)`;
        if ('response' in outcome) {
          trace(`← ${outcome.response.status} ${request.method} ${url} ${elapsed}`);
          // The last 5xx goes back to the caller like any other HTTP error, for it to explain.
          if (!RETRY_STATUSES.has(outcome.response.status) || n >= attempts) return outcome.response;
          waitAsked = retryAfterMs(outcome.response.headers['retry-after']);
        } else {
          trace(`← failed ${request.method} ${url}: ${outcome.failure.reason} ${elapsed}`);
          if (!outcome.failure.retriable || n >= attempts) {
            throw new ConnectionError(`cannot reach ${root.href}: ${outcome.failure.reason}`, { cause: outcome.error });
          }
        }
        // At least as long as the server asked (Retry-After), within reason.
        const delay = Math.max(BASE_DELAY_MS * 2 ** (n - 1), waitAsked ?? 0);
        waitAsked = undefined;
        trace(`retrying in ${delay} ms (attempt ${n + 1} of ${attempts})`);
        await sleep(delay);
      }
    },

    close(): Promise<void> {
      // Idempotent: undici rejects a second close, but callers may close in several cleanup paths.
      closing ??= pool.close();
      return closing;
    },
  };
}

/** Explicit user/password win; otherwise the userinfo of the API root, if any. */
function baseHeaders(options: HttpTransportOptions, root: ApiRoot): Record<string, string> {
  const fromOptions = options.user !== undefined || options.password !== undefined;
  const user = fromOptions ? options.user : root.user;
  const password = fromOptions ? options.password : root.password;
  const headers: Record<string, string> = { accept: 'application/json', 'user-agent': `cal/${VERSION}` };
  if (user !== undefined && password !== undefined) {
    headers.authorization = `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
  }
  return headers;
}

/** The longest Retry-After followed: a server asking for more is asked again sooner, or the failure told. */
const MAX_RETRY_AFTER_MS = 10_000;

/** Retry-After in seconds (its date form is not sent by the servers this talks to), in ms; undefined if absent. */
function retryAfterMs(header: string | undefined): number | undefined {
  if (header === undefined || !/^\d+$/.test(header.trim())) return undefined;
  return Math.min(Number(header) * 1000, MAX_RETRY_AFTER_MS);
}

/**
 * Waits roughly `ms` (between 75% and 125%): the jitter keeps many clients that failed together from
 * retrying together, while callers (and the trace) deal in the nominal backoff value.
 */
function jitteredSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.round(ms * (0.75 + Math.random() / 2))));
}
