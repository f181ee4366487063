// The steps of answering one API request (src/server/app.ts's dispatch): who asks, which operation, with which
// arguments and context, and the answer, or the error's, made from what is known by then.
import { ApiError } from '../api/errors.js';
import type { Method } from '../api/field-spec.js';
import { parseParams } from '../api/params.js';
import { ANONYMOUS, type Principal } from '../domain/permissions.js';
import type { PostRecord } from '../store/records/records.js';
import type { Store } from '../store/store.js';
import { isOneOf } from '../typing/one-of.js';
import { NAMESPACE, Urls, type Target } from './addresses.js';
import type { Authenticator } from './auth.js';
import { readBodyArgs } from './body.js';
import type { HandlerContext } from './handlers/index.js';
import type { HandlerResult } from './handlers/context.js';
import { describeRoute, restIndex, siteLanguages } from './handlers/meta.js';
import type { ApiRequest, ApiResponse } from './http-types.js';
import { idempotentCreate } from './idempotency.js';
import { isPermitted, routeSubject } from './permission-gate.js';
import { siteAdministrator } from './principal.js';
import { respond } from './respond.js';
import { matchRoute, operationFor, type Route, type RouteMatch, type RouteOperation } from './routes.js';
import { storeRefusal } from './store-failures.js';
import { formFieldNotUtf8, notUtf8, rejectBadText } from './text-input.js';
import { userMe } from './users-me.js';

/** What the steps read of the app: its store, its address and clock, how it signs callers in. */
export interface DispatchDeps {
  readonly store: Store;
  readonly siteUrl: () => string;
  readonly now: () => number;
  /** Requests without a peer address (in-process) act as the administrator. */
  readonly embedded: boolean | undefined;
  readonly authenticator: Authenticator;
  readonly onError: ((error: unknown) => void) | undefined;
}

const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** A request of a batch, made as the batch's caller; `checkOnly` answers VALID once its checks pass. */
export interface BatchCaller {
  principal: Principal;
  checkOnly?: boolean;
}

/** A request's target below the REST prefix. */
export type ApiTarget = Exclude<Target, { kind: 'site' }>;
type RestTarget = Extract<Target, { kind: 'rest' }>;

/** The operation a request asks for, with its path's captures and the target that named it. */
export interface FoundOperation extends RouteOperation {
  readonly path: RouteMatch['path'];
  readonly target: RestTarget;
  /** A capture that cannot be decoded: refused once the caller may send the request at all. */
  readonly refused: ApiError | undefined;
}

/** What an answer, or an error's, is made with, known step by step: the links, the caller, the route, the item. */
export interface Known {
  urls: Urls;
  principal: Principal;
  route: Route | undefined;
  /** Looked up only when an answer's Allow header depends on it, so as the item is then (created, changed, deleted). */
  subject: (() => PostRecord | undefined) | undefined;
}

/**
 * The links of answers to an API request, in the language its path names, and (`param`) the one its
 * `site_language` argument names.
 */
export function apiUrls(deps: DispatchDeps, target: ApiTarget, param?: string): Urls {
  const namespace = target.kind === 'rest' ? target.namespace : NAMESPACE;
  const segment = languageOf(target);
  return Urls.of(deps.siteUrl(), namespace, {
    defaultLanguage: deps.store.settings().default_language,
    ...(param === undefined ? {} : { param }),
    ...(segment ? { segment } : {}),
  });
}

/**
 * In-process calls (the embedded mode) act as the administrator: access to the file is the trust boundary. Over
 * HTTP, credentials are checked first, before routing, as WordPress does. Only that check is waited for: every
 * wait is a turn more for each in-process request of an import.
 */
export function callerOf(
  deps: DispatchDeps,
  request: ApiRequest,
  as: BatchCaller | undefined,
): Principal | Promise<Principal> {
  return (
    knownCaller(deps, request, as) ??
    deps.authenticator.authenticate(request.headers.authorization, request.remoteAddress ?? '')
  );
}

/**
 * The caller when no credentials are to be checked: a batch's, the administrator in process, no one without an
 * Authorization header. Undefined when credentials must be checked (callerOf).
 */
export function knownCaller(
  deps: DispatchDeps,
  request: ApiRequest,
  as: BatchCaller | undefined,
): Principal | undefined {
  if (as) return as.principal;
  if (request.remoteAddress === undefined && deps.embedded) return siteAdministrator(deps.store);
  return request.headers.authorization === undefined ? ANONYMOUS : undefined;
}

/**
 * The operation a request asks for, or the answer of a path that names none (the REST index, the caller, an
 * OPTIONS request); throws rest_no_route for what matches nothing.
 */
export function operationOf(
  deps: DispatchDeps,
  target: ApiTarget,
  method: string,
  known: Known,
): FoundOperation | ApiResponse {
  const { urls, principal } = known;
  if (target.kind === 'rest-index')
    return respond(200, restIndex(urls, deps.store.settings().timezone, deps.now()), urls, principal);
  if (target.kind === 'rest-me') {
    if (!principal.user) throw new ApiError('rest_not_logged_in');
    return respond(200, userMe(principal.user, urls), urls, principal);
  }
  if (target.kind !== 'rest') throw new ApiError('rest_no_route');
  const match = matchRoute(target.subPath);
  if (!match) throw new ApiError('rest_no_route');
  if (method === 'OPTIONS') {
    const languages = siteLanguages(deps.store.settings());
    return respond(200, describeRoute(match.route, urls, languages), urls, principal, match.route);
  }
  const asked = method === 'HEAD' ? 'GET' : method;
  const found = isMethod(asked) ? operationFor(match.route, asked) : undefined;
  if (!found) throw new ApiError('rest_no_route');
  known.route = match.route;
  known.subject = () => routeSubject(deps.store, match.route, match.path);
  // One literal of one shape: a spread of the route's operation here made each request some 4 µs slower.
  return { id: found.id, spec: found.spec, path: match.path, target, refused: match.refused };
}

/**
 * The query and body arguments, the body read only when the caller may send it: the body of an anonymous write
 * that needs sign-in is not read, since whatever it holds the answer is 401, and reading it first (parsing,
 * checking) would let anyone spend the server's time on it. A `site_language` argument sets the links' language.
 */
export async function argsOf(
  deps: DispatchDeps,
  request: ApiRequest,
  queryArgs: Record<string, unknown>,
  found: FoundOperation,
  known: Known,
): Promise<Record<string, unknown>> {
  if (!known.principal.user && hasBody(request) && !isPermitted(found.spec, found.spec.resource, known.principal))
    throw new ApiError('rest_forbidden');
  if (found.refused) throw found.refused;
  const { target } = found;
  const args = { ...queryArgs, ...(await readBodyArgs(request)) };
  rejectBadText(args);
  if (typeof args.site_language === 'string' && deps.store.settings().languages.includes(args.site_language))
    known.urls = apiUrls(deps, target, args.site_language);
  if (args.site_language === undefined && target.language !== undefined) args.site_language = target.language;
  return args;
}

/** What the handler is given beside its input: the store, the caller, the links, the clock and the request's headers. */
export function contextOf(
  deps: DispatchDeps,
  request: ApiRequest,
  args: Record<string, unknown>,
  found: FoundOperation,
  known: Known,
): HandlerContext {
  const { principal } = known;
  return {
    store: deps.store,
    principal,
    urls: known.urls,
    now: deps.now(),
    language: typeof args.site_language === 'string' ? args.site_language : deps.store.settings().default_language,
    operation: found.spec,
    operationId: found.id,
    minimal: prefersMinimal(request.headers.prefer),
    ...(request.headers['if-match'] === undefined ? {} : { ifMatch: request.headers['if-match'] }),
    ...(found.spec.action === 'create'
      ? {
          idempotency: idempotentCreate(request.headers['idempotency-key'], found.id, args, principal.user?.id ?? 0),
        }
      : {}),
  };
}

/** The handler's result as the answer: its status and body, the preferences it applied, nothing for HEAD. */
export function handlerAnswer(
  method: string,
  found: FoundOperation,
  result: HandlerResult,
  context: HandlerContext,
  known: Known,
): ApiResponse {
  const applied: Record<string, string> =
    context.minimal && MINIMAL_ACTIONS.has(found.spec.action) ? { 'preference-applied': 'return=minimal' } : {};
  if (context.idempotency?.replayed) applied['idempotent-replayed'] = 'true';
  const response = respond(
    result.status ?? found.spec.status,
    result.body,
    known.urls,
    known.principal,
    known.route,
    { ...result.headers, ...applied },
    known.subject,
    result.json,
  );
  if (method === 'HEAD') response.body = '';
  else if (result.jsonBytes !== undefined && result.json !== undefined) response.bodyBytes = result.jsonBytes;
  return response;
}

/** An error as the API answers it: its own, the store's refusal (full, unreachable), or an internal error. */
export function failureAnswer(deps: DispatchDeps, error: unknown, known: Known): ApiResponse {
  const { urls, principal, route, subject } = known;
  if (error instanceof ApiError)
    return respond(error.status, error.toBody(), urls, principal, route, error.headers, subject);
  const refused = storeRefusal(error);
  if (refused) return respond(refused.status, refused.toBody(), urls, principal, route, refused.headers, subject);
  deps.onError?.(error);
  const internal = new ApiError('rest_internal_error');
  return respond(internal.status, internal.toBody(), urls, principal, route);
}

/** The query's arguments; a form field that is not UTF-8 is refused, as WordPress does. */
export function queryArgsOf(query: string): Record<string, unknown> {
  const notUtf8Field = query.includes('%') ? formFieldNotUtf8(query) : undefined;
  if (notUtf8Field !== undefined) throw notUtf8(notUtf8Field);
  return parseParams(query);
}

function languageOf(target: Target): string | undefined {
  return target.kind === 'rest' || target.kind === 'rest-index' ? target.language : undefined;
}

/** What answers minimally (`{ id }`, writes `{ id, slug }`) when the caller prefers it (handlers use itemBody). */
const MINIMAL_ACTIONS: ReadonlySet<string> = new Set(['create', 'get', 'update']);

export function hasBody(request: ApiRequest): boolean {
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
export function effectiveMethod(request: ApiRequest, query: Record<string, unknown>): string {
  const method = request.method.toUpperCase();
  if (method !== 'POST') return method;
  const override =
    request.headers['x-http-method-override'] ?? (typeof query._method === 'string' ? query._method : undefined);
  return override ? override.toUpperCase() : method;
}
