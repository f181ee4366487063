// The route-level permission step: the generic capability an operation needs, before any handler runs.
import type { Method, OperationSpec } from '../api/field-spec.js';
import { isPost, isTerm } from '../api/resources.js';
import { canCreatePosts, canManageTerms, canModifyPost, type Principal } from '../domain/permissions.js';
import type { PostRecord } from '../store/records/records.js';
import type { StoreReader } from '../store/store.js';
import type { Route } from './routes.js';

/** Per-object rules (own vs others', published or not) are the handlers' part. */
export function isPermitted(spec: OperationSpec, resource: OperationSpec['resource'], principal: Principal): boolean {
  if (spec.permission === 'public') return true;
  if (isTerm(resource)) return canManageTerms(principal);
  return canCreatePosts(principal);
}

/**
 * The `Allow` header: the route's methods whose permission check passes for this caller; on an existing post
 * (`subject`, looked up only for a signed-in caller: a visitor's answer is the same for every post) that includes
 * the per-object rule (a contributor may not change an admin's event).
 */
export function allowHeader(
  route: Route,
  principal: Principal,
  subject?: () => Pick<PostRecord, 'author' | 'status'> | undefined,
): string {
  if (!principal.user) return publicMethods(route);
  const post = subject?.();
  const methods: Method[] = [];
  for (const op of route.operations) {
    if (!isPermitted(op.spec, op.spec.resource, principal)) continue;
    if (op.spec.permission !== 'public' && post && !canModifyPost(principal, post)) continue;
    methods.push(...op.spec.methods);
  }
  return methods.join(', ');
}

const publicByRoute = new WeakMap<Route, string>();

/** A visitor passes only the public operations' checks, whatever the post: one answer per route. */
function publicMethods(route: Route): string {
  let methods = publicByRoute.get(route);
  if (methods === undefined) {
    methods = route.operations
      .filter((op) => op.spec.permission === 'public')
      .flatMap((op) => op.spec.methods)
      .join(', ');
    publicByRoute.set(route, methods);
  }
  return methods;
}

/** The post an `{id}` or `{slug}` route of events, venues or organizers names, when it exists. */
export function routeSubject(
  store: StoreReader,
  route: Route,
  path: Readonly<Record<string, string>>,
): PostRecord | undefined {
  const resource = route.operations[0]?.spec.resource;
  if (resource === undefined || !isPost(resource)) return undefined;
  if (path.id !== undefined) return store.get(resource, Number(path.id));
  if (path.slug !== undefined) return store.findBySlug(resource, path.slug)[0];
  return undefined;
}
