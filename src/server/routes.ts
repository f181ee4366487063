// The catalog compiled into a route table: path templates as regexes, operations grouped per path.
import { entriesOf } from '../typing/typed-keys.js';
import { catalog, type OperationId } from '../api/catalog.js';
import type { ApiError } from '../api/errors.js';
import type { Method, OperationSpec } from '../api/field-spec.js';
import { pathParamNotText } from './text-input.js';

export interface RouteOperation {
  readonly id: OperationId;
  readonly spec: OperationSpec;
}

export interface Route {
  /** The template as the catalog writes it, e.g. `/events/{id}`. */
  readonly template: string;
  /** The upstream-style pattern shown by discovery, e.g. `/events/(?P<id>\d+)`. */
  readonly pattern: string;
  readonly regex: RegExp;
  readonly captures: readonly string[];
  readonly operations: readonly RouteOperation[];
}

const CAPTURE_PATTERNS: Record<string, { php: string; js: string }> = {
  id: { php: '(?P<id>\\d+)', js: '(\\d+)' },
  slug: { php: '(?P<slug>[^/]+)', js: '([^/]+)' },
};

function compile(template: string, operations: RouteOperation[]): Route {
  const captures: string[] = [];
  let pattern = '';
  let source = '';
  for (const part of template.split(/(\{[a-z_]+\})/)) {
    const name = /^\{([a-z_]+)\}$/.exec(part)?.[1];
    const capture = name ? CAPTURE_PATTERNS[name] : undefined;
    if (name && capture) {
      captures.push(name);
      pattern += capture.php;
      source += capture.js;
    } else {
      pattern += part;
      source += part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  return { template, pattern, regex: new RegExp(`^${source}$`, 'i'), captures, operations };
}

function buildRoutes(): Route[] {
  const byTemplate = new Map<string, RouteOperation[]>();
  for (const [id, entry] of entriesOf(catalog)) {
    const spec: OperationSpec = entry;
    const list = byTemplate.get(spec.path) ?? [];
    list.push({ id, spec });
    byTemplate.set(spec.path, list);
  }
  return [...byTemplate].map(([template, operations]) => compile(template, operations));
}

/** In catalog order, which is also the order discovery lists them in. */
export const routes: readonly Route[] = buildRoutes();

export interface RouteMatch {
  readonly route: Route;
  /** The captures, decoded; one that cannot be decoded is kept as sent, and `refused` says why. */
  readonly path: Record<string, string>;
  /**
   * 400 naming the first capture whose escapes are malformed or spell bytes that are not UTF-8: thrown once an
   * operation is found, so that a method the route lacks still gets no route.
   */
  readonly refused?: ApiError;
}

export function matchRoute(subPath: string): RouteMatch | undefined {
  for (const route of routes) {
    const match = route.regex.exec(subPath);
    if (!match) continue;
    const path: Record<string, string> = {};
    let refused: ApiError | undefined;
    route.captures.forEach((name, i) => {
      const raw = match[i + 1] ?? '';
      const decoded = decodedComponent(raw);
      path[name] = decoded ?? raw;
      if (decoded === undefined) refused ??= pathParamNotText(name, raw);
    });
    return refused === undefined ? { route, path } : { route, path, refused };
  }
  return undefined;
}

/** A URI component's text, or undefined when a `%` begins no escape or the escapes are not UTF-8. */
function decodedComponent(raw: string): string | undefined {
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

export function operationFor(route: Route, method: Method): RouteOperation | undefined {
  return route.operations.find((op) => op.spec.methods.includes(method));
}

export function routeMethods(route: Route): Method[] {
  return route.operations.flatMap((op) => op.spec.methods);
}
