// The API as one function: request in, response out, through route → validation → permission → handler.
import { LARGE_BATCHES } from '../api/batch-limits.js';
import { ApiError } from '../api/errors.js';
import { validateOperation } from '../api/validate-operation.js';
import type { Store } from '../store/store.js';
import { NAMESPACE, resolveTarget, Urls } from './addresses.js';
import { readBodyArgs } from './body.js';
import { checks } from './checks/index.js';
import { runHandler } from './handlers/index.js';
import type { ApiRequest, ApiResponse } from './http-types.js';
import { isPermitted } from './permission-gate.js';
import { Authenticator, type LocalSignIn } from './auth.js';
import { ANONYMOUS } from '../domain/permissions.js';
import { ResponseCache } from './response-cache.js';
import { renderAhead, type RenderedAhead } from './render-ahead.js';
import { notModified, respond, withCors } from './respond.js';
import { HEALTH_PATH, healthAnswer } from './health.js';
import { monotonicMs } from '../dates/monotonic-ms.js';
import { answerBatch, VALID } from './batch.js';
import { BatchLane } from './batch-lane.js';
import {
  apiUrls,
  argsOf,
  callerOf,
  contextOf,
  effectiveMethod,
  failureAnswer,
  handlerAnswer,
  hasBody,
  knownCaller,
  operationOf,
  queryArgsOf,
  type BatchCaller,
  type DispatchDeps,
  type Known,
} from './dispatch-steps.js';

export interface AppOptions {
  store: Store;
  /** The sign-in of local commands while `cal serve` runs (src/server/auth.ts). */
  localSignIn?: LocalSignIn;
  /** Used when the store's `site_url` setting is empty: the address the server is reached at. */
  siteUrl: string;
  now?: () => number;
  /**
   * The monotonic clock (milliseconds) the sign-in slow-down measures its windows on, monotonicMs by default:
   * a step of the wall clock (`now`) moves no lockout. A calendar in PostgreSQL counts on the database's clock.
   */
  signInClock?: () => number;
  /** Requests without a peer address (in-process) act as the administrator. */
  embedded?: boolean;
  onError?: (error: unknown) => void;
  /** Browser origins allowed to call the API (`*` for any); none by default. */
  cors?: readonly string[];
}

export interface App {
  handle(request: ApiRequest): Promise<ApiResponse>;
  /**
   * `handle`'s answer, given at once when it is known at once (a read asked again, from the cache): the listener
   * sends such an answer without waiting a turn.
   */
  answer(request: ApiRequest): ApiResponse | Promise<ApiResponse>;
  /** Renders every event's kept parts for this server's own URLs, between requests, until done or stopped. */
  renderAhead(isStopped: () => boolean): Promise<RenderedAhead>;
}

/** A read's cache key worked out before routing (undefined: none could be), its answer looked for already. */
interface EarlyKey {
  readonly key: string | undefined;
}

/** The user ID in the cache key of answers made for no one. */
const ANONYMOUS_USER = 0;

/** A pause this long after the last answer lets rendering ahead go on (a caller's next request comes sooner). */
const IDLE_GAP_MS = 1;

export function createApp(options: AppOptions): App {
  const now = options.now ?? Date.now;
  const siteUrl = () => options.store.settings().site_url ?? options.siteUrl;
  const authenticator = new Authenticator(options.store, {
    localSignIn: options.localSignIn,
    failures: options.store.signInFailures,
    clock: options.signInClock,
  });
  const steps: DispatchDeps = {
    store: options.store,
    siteUrl,
    now,
    embedded: options.embedded,
    authenticator,
    onError: options.onError,
  };
  const responses = new ResponseCache();
  const batches = new BatchLane();

  // Requests being answered, and when the last one was: rendering ahead waits for a pause between requests.
  let answering = 0;
  let lastAnswered = 0;
  const isIdle = () => answering === 0 && monotonicMs() - lastAnswered >= IDLE_GAP_MS;

  function answer(request: ApiRequest): ApiResponse | Promise<ApiResponse> {
    const key = earlyKey(request, undefined);
    const cached = cachedAt(key);
    if (!cached) return answerInFull(request, { key });
    lastAnswered = monotonicMs();
    return finish(request, cached);
  }

  async function answerInFull(request: ApiRequest, early: EarlyKey): Promise<ApiResponse> {
    answering += 1;
    try {
      return finish(request, await dispatch(request, undefined, early));
    } finally {
      answering -= 1;
      lastAnswered = monotonicMs();
    }
  }

  /** The steps every answer takes last: 304 for a tag the caller holds, and the CORS headers of its origin. */
  function finish(request: ApiRequest, response: ApiResponse): ApiResponse {
    return withCors(notModified(request, response), request.headers.origin, options.cors ?? []);
  }

  /**
   * The answer to one request. `as`: a request of a batch, made as the batch's caller; `checkOnly` answers VALID
   * once its checks pass, before it runs. `early`: the key worked out before routing, already looked up (`answer`
   * does so); worked out and looked up here when not given.
   */
  async function dispatch(request: ApiRequest, as?: BatchCaller, early?: EarlyKey): Promise<ApiResponse> {
    if (!early) {
      early = { key: earlyKey(request, as) };
      const cached = cachedAt(early.key);
      if (cached) return cached;
    }
    const mark = request.url.indexOf('?');
    const pathname = mark < 0 ? request.url : request.url.slice(0, mark);
    const query = mark < 0 ? '' : request.url.slice(mark + 1);
    const target = resolveTarget(pathname, options.store.settings().languages);
    if (target.kind === 'site') return siteAnswer(target.path, query, request);
    // What an answer, or an error's, is made with: found out step by step, each known as soon as it is.
    const known: Known = { urls: apiUrls(steps, target), principal: ANONYMOUS, route: undefined, subject: undefined };
    try {
      const caller = callerOf(steps, request, as);
      known.principal = caller instanceof Promise ? await caller : caller;
      const queryArgs = queryArgsOf(query);
      // WordPress reads `_method` and X-HTTP-Method-Override from the request it was sent alone, never from a
      // request of a batch: there POST /events/1?_method=DELETE is an update (WordPress 7.0.4, docs/api.md).
      const method = as ? request.method.toUpperCase() : effectiveMethod(request, queryArgs);
      if (target.kind === 'rest-batch') return await batchAnswer(request, method, target.language, known, as);
      // Reads are answered from the cache until the next write; the key holds all they depend on.
      const revision = options.store.revision();
      // A key worked out early is the one worked out here, and was looked up already.
      const cacheKey =
        early.key ??
        (method === 'GET' && !hasBody(request)
          ? responses.keyOf(known.principal.user?.id ?? ANONYMOUS_USER, request.headers.prefer, request.url)
          : undefined);
      const cached = early.key === undefined ? cachedAt(cacheKey) : undefined;
      if (cached) return cached;
      const found = operationOf(steps, target, method, known);
      if ('status' in found) return found;
      const args = await argsOf(steps, request, queryArgs, found, known);
      const context = contextOf(steps, request, args, found, known);
      const input = validateOperation(
        found.id,
        { path: found.path, args },
        { checks, context, settings: options.store.settings() },
      );
      if (!isPermitted(found.spec, found.spec.resource, known.principal)) {
        throw new ApiError('rest_forbidden', { status: known.principal.user ? 403 : 401 });
      }
      if (as?.checkOnly) return VALID;
      const response = handlerAnswer(method, found, await runHandler(found.id, input, context), context, known);
      if (cacheKey !== undefined && response.status === 200) responses.put(cacheKey, revision, now(), response);
      return response;
    } catch (error) {
      return failureAnswer(steps, error, known);
    }
  }

  /**
   * The cache key of a read whose caller is known without checking credentials (knownCaller), worked out before the
   * request is routed: the key (the caller, the Prefer header, the URL) the full path works out, and all its answer
   * depends on besides the store. A read asked again is answered from it without the steps of the full path
   * (routing, links, the query), which cost a repeated read some 4 µs and most of its garbage. Undefined when the
   * caller must be checked first, or for what is not a read.
   */
  function earlyKey(request: ApiRequest, as: BatchCaller | undefined): string | undefined {
    if (request.method !== 'GET' || hasBody(request)) return undefined;
    const caller = knownCaller(steps, request, as);
    return caller && responses.keyOf(caller.user?.id ?? ANONYMOUS_USER, request.headers.prefer, request.url);
  }

  const cachedAt = (key: string | undefined): ApiResponse | undefined =>
    key === undefined ? undefined : responses.get(key, options.store.revision(), now());

  /** The site's pages (the calendar page and its script), feeds and health: they load on demand, API calls never need them. */
  async function siteAnswer(path: string, query: string, request: ApiRequest): Promise<ApiResponse> {
    if (query.includes('ical=')) {
      const feeds = await import('./feeds.js');
      const feed = feeds.feedTarget(path, query);
      const { timezone } = options.store.settings();
      const deps = { dispatch, siteUrl: siteUrl(), timezone, revision: options.store.revision() };
      if (feed) return feeds.answerFeed(feed, request, deps);
    }
    if (path === HEALTH_PATH && (request.method === 'GET' || request.method === 'HEAD'))
      return healthAnswer(options.store, request.method);
    return (await import('./site-pages.js')).sitePage(path, request.method, siteUrl(), options.store);
  }

  /** A batch of requests (`/batch/v1`), each answered as the batch's caller. */
  async function batchAnswer(
    request: ApiRequest,
    method: string,
    language: string | undefined,
    known: Known,
    as: BatchCaller | undefined,
  ): Promise<ApiResponse> {
    if (method !== 'POST' || as !== undefined) throw new ApiError('rest_no_route');
    const given = known.principal;
    const args = await readBodyArgs(request, LARGE_BATCHES.values);
    const { status, json } = await answerBatch(request, args, language, {
      lane: batches,
      run: (one) => dispatch(one, { principal: given }),
      check: (one) => dispatch(one, { principal: given, checkOnly: true }),
    });
    return respond(status, undefined, known.urls, given, undefined, {}, undefined, json);
  }

  const ownUrls = () => new Urls(siteUrl(), NAMESPACE, { defaultLanguage: options.store.settings().default_language });
  return {
    handle: async (request) => answer(request),
    answer,
    renderAhead: (isStopped) => renderAhead(options.store, ownUrls(), isStopped, isIdle),
  };
}
