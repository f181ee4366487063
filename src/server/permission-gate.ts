// The route-level permission step: the generic capability an operation needs, before any handler runs.
import type { Method, OperationSpec } from '../api/field-spec.js';
import { canCreatePosts, canManageTerms, type Principal } from '../domain/permissions.js';
import type { Route } from './routes.js';

/** Per-object rules (own vs others', published or not) are the handlers' part. */
export function isPermitted(spec: OperationSpec, resource: OperationSpec['resource'], principal: Principal): boolean {
  if (spec.permission === 'public') return true;
  if (resource === 'categories' || resource === 'tags') return canCreatePosts(principal) && canManageTerms(principal, resource);
  return canCreatePosts(principal);
}

/** The `Allow` header: the route's methods whose permission check passes for this caller. */
export function allowedMethods(route: Route, principal: Principal): Method[] {
  return route.operations
    .filter((op) => isPermitted(op.spec, op.spec.resource, principal))
    .flatMap((op) => op.spec.methods);
}
