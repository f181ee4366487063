// The catalog compiled into a route table: path templates as regexes, operations grouped per path.
import { entriesOf } from '../typing/typed-keys.js';
import { catalog, type OperationId } from '../api/catalog.js';
import type { Method, OperationSpec } from '../api/field-spec.js';

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
  readonly path: Record<string, string>;
}

export function matchRoute(subPath: string): RouteMatch | undefined {
  for (const route of routes) {
    const match = route.regex.exec(subPath);
    if (!match) continue;
    const path: Record<string, string> = {};
    route.captures.forEach((name, i) => {
      path[name] = decodeURIComponent(match[i + 1] ?? '');
    });
    return { route, path };
  }
  return undefined;
}

export function operationFor(route: Route, method: Method): RouteOperation | undefined {
  return route.operations.find((op) => op.spec.methods.includes(method));
}

export function routeMethods(route: Route): Method[] {
  return route.operations.flatMap((op) => op.spec.methods);
}
