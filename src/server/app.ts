// The API as one function: request in, response out, through route → validation → permission → handler.
import { isOneOf } from '../typing/one-of.js';
import { LARGE_BATCHES } from '../api/batch-limits.js';
import { ApiError } from '../api/errors.js';
import type { Method } from '../api/field-spec.js';
import { parseParams } from '../api/params.js';
import { validateOperation } from '../api/validate-operation.js';
import type { PostRecord } from '../store/records/records.js';
import type { Store } from '../store/store.js';
import { storeRefusal } from './store-failures.js';
import { NAMESPACE, resolveTarget, Urls, type Target } from './addresses.js';
import { readBodyArgs } from './body.js';
import { checks } from './checks/index.js';
import { runHandler, type HandlerContext } from './handlers/index.js';
import { describeRoute, restIndex, siteLanguages } from './handlers/meta.js';
import { userMe } from './users-me.js';
import type { ApiRequest, ApiResponse } from './http-types.js';
import { isPermitted, routeSubject } from './permission-gate.js';
import { Authenticator, type LocalSignIn } from './auth.js';
import { ANONYMOUS, type Principal } from '../domain/permissions.js';
import { siteAdministrator } from './principal.js';
import { matchRoute, operationFor, type Route } from './routes.js';
import { ResponseCache } from './response-cache.js';
import { renderAhead, type RenderedAhead } from './render-ahead.js';
import { notModified, respond, withCors } from './respond.js';
import { formFieldNotUtf8, notUtf8, rejectBadText } from './text-input.js';
import { idempotentCreate } from './idempotency.js';
import { HEALTH_PATH, healthAnswer } from './health.js';
import { monotonicMs } from '../dates/monotonic-ms.js';
import { answerBatch, VALID } from './batch.js';
import { BatchLane } from './batch-lane.js';

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
  /** Renders every event's kept parts for this server's own URLs, between requests, until done or stopped. */
  renderAhead(isStopped: () => boolean): Promise<RenderedAhead>;
}

const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

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
  const responses = new ResponseCache();
  const batches = new BatchLane();

  // Requests being answered, and when the last one was: rendering ahead waits for a pause between requests.
  let answering = 0;
  let lastAnswered = 0;
  const isIdle = () => answering === 0 && monotonicMs() - lastAnswered >= IDLE_GAP_MS;

  async function handle(request: ApiRequest): Promise<ApiResponse> {
    answering += 1;
    try {
      return await answer(request);
    } finally {
      answering -= 1;
      lastAnswered = monotonicMs();
    }
  }

  async function answer(request: ApiRequest): Promise<ApiResponse> {
    return withCors(notModified(request, await dispatch(request)), request.headers.origin, options.cors ?? []);
  }

  /**
   * The answer to one request. `as`: a request of a batch, made as the batch's caller; `checkOnly` answers VALID
   * once its checks pass, before it runs.
   */
  async function dispatch(
    request: ApiRequest,
    as?: { principal: Principal; checkOnly?: boolean },
  ): Promise<ApiResponse> {
    const mark = request.url.indexOf('?');
    const pathname = mark < 0 ? request.url : request.url.slice(0, mark);
    const query = mark < 0 ? '' : request.url.slice(mark + 1);
    const target = resolveTarget(pathname, options.store.settings().languages);
    // The site's pages (the calendar page and its script) and feeds load on demand: API calls never need them.
    if (target.kind === 'site' && query.includes('ical=')) {
      const feeds = await import('./feeds.js');
      const feed = feeds.feedTarget(target.path, query);
      const { timezone } = options.store.settings();
      const deps = { dispatch, siteUrl: siteUrl(), timezone, revision: options.store.revision() };
      if (feed) return feeds.answerFeed(feed, request, deps);
    }
    if (
      target.kind === 'site' &&
      target.path === HEALTH_PATH &&
      (request.method === 'GET' || request.method === 'HEAD')
    )
      return healthAnswer(options.store, request.method);
    if (target.kind === 'site')
      return (await import('./site-pages.js')).sitePage(target.path, request.method, siteUrl(), options.store);
    const namespace = target.kind === 'rest' ? target.namespace : NAMESPACE;
    const defaultLanguage = options.store.settings().default_language;
    const segment = languageOf(target);
    let urls = Urls.of(siteUrl(), namespace, { defaultLanguage, ...(segment ? { segment } : {}) });
    let principal: Principal = ANONYMOUS;
    let route: Route | undefined;
    // Looked up only when an answer's Allow header depends on it, so as the item is then (created, changed, deleted).
    let subject: (() => PostRecord | undefined) | undefined;
    try {
      // In-process calls (the embedded mode) act as the administrator: access to the file is the trust
      // boundary. Over HTTP, credentials are checked first, before routing, as WordPress does.
      principal =
        as?.principal ??
        (request.remoteAddress === undefined && options.embedded
          ? siteAdministrator(options.store)
          : await authenticator.authenticate(request.headers.authorization, request.remoteAddress ?? ''));
      const notUtf8Field = query.includes('%') ? formFieldNotUtf8(query) : undefined;
      if (notUtf8Field !== undefined) throw notUtf8(notUtf8Field);
      const queryArgs = parseParams(query);
      const method = effectiveMethod(request, queryArgs);
      if (target.kind === 'rest-batch') {
        if (method !== 'POST' || as !== undefined) throw new ApiError('rest_no_route');
        const given = principal;
        const args = await readBodyArgs(request, LARGE_BATCHES.values);
        const { status, json } = await answerBatch(request, args, target.language, {
          lane: batches,
          run: (one) => dispatch(one, { principal: given }),
          check: (one) => dispatch(one, { principal: given, checkOnly: true }),
        });
        return respond(status, undefined, urls, principal, undefined, {}, undefined, json);
      }
      // Reads are answered from the cache until the next write; the key holds all they depend on.
      const revision = options.store.revision();
      const cacheKey =
        method === 'GET' && !hasBody(request)
          ? responses.keyOf(principal.user?.id ?? 0, request.headers.prefer, request.url)
          : undefined;
      const cached = cacheKey === undefined ? undefined : responses.get(cacheKey, revision, now());
      if (cached) return cached;
      if (target.kind === 'rest-index')
        return respond(200, restIndex(urls, options.store.settings().timezone, now()), urls, principal);
      if (target.kind === 'rest-me') {
        if (!principal.user) throw new ApiError('rest_not_logged_in');
        return respond(200, userMe(principal.user, urls), urls, principal);
      }
      if (target.kind === 'rest-unknown') throw new ApiError('rest_no_route');
      const match = matchRoute(target.subPath);
      if (!match) throw new ApiError('rest_no_route');
      if (method === 'OPTIONS') {
        return respond(
          200,
          describeRoute(match.route, urls, siteLanguages(options.store.settings())),
          urls,
          principal,
          match.route,
        );
      }
      const asked = method === 'HEAD' ? 'GET' : method;
      const found = isMethod(asked) ? operationFor(match.route, asked) : undefined;
      if (!found) throw new ApiError('rest_no_route');
      route = match.route;
      subject = () => routeSubject(options.store, match.route, match.path);
      // The body of an anonymous write that needs sign-in is not read: whatever it holds, the answer is 401, and
      // reading it first (parsing, checking) would let anyone spend the server's time on it.
      if (!principal.user && hasBody(request) && !isPermitted(found.spec, found.spec.resource, principal))
        throw new ApiError('rest_forbidden');
      if (match.refused) throw match.refused;

      const args = { ...queryArgs, ...(await readBodyArgs(request)) };
      rejectBadText(args);
      if (typeof args.site_language === 'string' && options.store.settings().languages.includes(args.site_language)) {
        urls = Urls.of(siteUrl(), namespace, {
          defaultLanguage,
          param: args.site_language,
          ...(segment ? { segment } : {}),
        });
      }
      if (args.site_language === undefined && target.language !== undefined) args.site_language = target.language;
      const context: HandlerContext = {
        store: options.store,
        principal,
        urls,
        now: now(),
        language:
          typeof args.site_language === 'string' ? args.site_language : options.store.settings().default_language,
        operation: found.spec,
        operationId: found.id,
        minimal: prefersMinimal(request.headers.prefer),
        ...(request.headers['if-match'] === undefined ? {} : { ifMatch: request.headers['if-match'] }),
        ...(found.spec.action === 'create'
          ? {
              idempotency: idempotentCreate(
                request.headers['idempotency-key'],
                found.id,
                args,
                principal.user?.id ?? 0,
              ),
            }
          : {}),
      };
      const input = validateOperation(
        found.id,
        { path: match.path, args },
        {
          checks,
          context,
          settings: options.store.settings(),
        },
      );
      if (!isPermitted(found.spec, found.spec.resource, principal)) {
        throw new ApiError('rest_forbidden', { status: principal.user ? 403 : 401 });
      }
      if (as?.checkOnly) return VALID;
      const result = await runHandler(found.id, input, context);
      const applied: Record<string, string> =
        context.minimal && MINIMAL_ACTIONS.has(found.spec.action) ? { 'preference-applied': 'return=minimal' } : {};
      if (context.idempotency?.replayed) applied['idempotent-replayed'] = 'true';
      const response = respond(
        result.status ?? found.spec.status,
        result.body,
        urls,
        principal,
        route,
        { ...result.headers, ...applied },
        subject,
        result.json,
      );
      if (method === 'HEAD') response.body = '';
      else if (result.jsonBytes !== undefined && result.json !== undefined) response.bodyBytes = result.jsonBytes;
      if (cacheKey !== undefined && response.status === 200) responses.put(cacheKey, revision, now(), response);
      return response;
    } catch (error) {
      if (error instanceof ApiError)
        return respond(error.status, error.toBody(), urls, principal, route, error.headers, subject);
      const refused = storeRefusal(error);
      if (refused) return respond(refused.status, refused.toBody(), urls, principal, route, refused.headers, subject);
      options.onError?.(error);
      const internal = new ApiError('rest_internal_error');
      return respond(internal.status, internal.toBody(), urls, principal, route);
    }
  }

  const ownUrls = () => new Urls(siteUrl(), NAMESPACE, { defaultLanguage: options.store.settings().default_language });
  return { handle, renderAhead: (isStopped) => renderAhead(options.store, ownUrls(), isStopped, isIdle) };
}

function languageOf(target: Target): string | undefined {
  return target.kind === 'rest' || target.kind === 'rest-index' ? target.language : undefined;
}

/** What answers minimally (`{ id }`, writes `{ id, slug }`) when the caller prefers it (handlers use itemBody). */
const MINIMAL_ACTIONS: ReadonlySet<string> = new Set(['create', 'get', 'update']);

function hasBody(request: ApiRequest): boolean {
  if (request.readBody !== undefined || request.bodyTooLarge === true) return true;
  if (request.parsedBody !== undefined || request.valueBody !== undefined) return true;
  return request.body !== undefined && request.body.length > 0;
}

function prefersMinimal(prefer: string | undefined): boolean {
  return prefer !== undefined && /(?:^|[,;\s])return=minimal(?:$|[,;\s])/i.test(prefer);
}

function isMethod(method: string): method is Method {
  return isOneOf(METHODS, method);
}

/** WordPress lets clients that cannot send PUT/PATCH/DELETE tunnel them through POST. */
function effectiveMethod(request: ApiRequest, query: Record<string, unknown>): string {
  const method = request.method.toUpperCase();
  if (method !== 'POST') return method;
  const override =
    request.headers['x-http-method-override'] ?? (typeof query._method === 'string' ? query._method : undefined);
  return override ? override.toUpperCase() : method;
}
