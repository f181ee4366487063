// The namespace index (`GET {api}`), built from the catalog in WordPress' shape.
import { SERVER_CAPABILITIES } from './capabilities.js';
import type { FieldSpec, Method, OperationSpec, Params } from './field-spec.js';

export interface DiscoveryRoute {
  pattern: string;
  operations: readonly OperationSpec[];
}

/** One route as WordPress' index describes it. */
export interface RouteEntry {
  namespace: string;
  methods: Method[];
  endpoints: Endpoint[];
  _links?: { self: { href: string }[] };
}

interface Endpoint {
  methods: Method[];
  /** WordPress' mark of an endpoint its batch route takes (src/server/batch.ts): every write here. */
  allow_batch?: { v1: true };
  args: Record<string, Record<string, unknown>> | [];
}

/** The site's languages, and the one a request that names none is in. */
export interface SiteLanguages {
  readonly languages: readonly string[];
  readonly defaultLanguage?: string;
}

/**
 * WordPress shows `required` plus the JSON-schema keywords of each arg; our own keys stay private. `site_language`
 * lists the site's languages, and its default is the site's default language.
 */
export function describeArg(
  spec: FieldSpec,
  languages: readonly string[],
  defaultLanguage?: string,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (spec.default !== undefined) out.default = spec.default;
  else if (spec.check === 'site-language' && defaultLanguage !== undefined) out.default = defaultLanguage;
  out.description = spec.description;
  if (spec.type) out.type = spec.type;
  if (spec.items) out.items = { type: spec.items };
  if (spec.format) out.format = spec.format;
  if (spec.check === 'site-language') out.enum = [...languages];
  else if (spec.enum) out.enum = [...spec.enum];
  out.required = spec.required === true;
  return out;
}

function describeArgs(params: readonly Params[], site: SiteLanguages): Endpoint['args'] {
  const args: Record<string, Record<string, unknown>> = {};
  for (const group of params)
    for (const [name, spec] of Object.entries(group))
      args[name] = describeArg(spec, site.languages, site.defaultLanguage);
  return Object.keys(args).length === 0 ? [] : args;
}

export function describeRouteEntry(
  route: DiscoveryRoute,
  namespace: string,
  apiRoot: string,
  site: SiteLanguages,
): RouteEntry {
  const endpoints: Endpoint[] = route.operations.map((op) => ({
    methods: [...op.methods],
    ...(op.methods.some((method) => method !== 'GET') ? { allow_batch: { v1: true } } : {}),
    args: describeArgs(op.path === '' ? [op.params] : [op.pathParams, op.params], site),
  }));
  const entry: RouteEntry = {
    namespace,
    methods: endpoints.flatMap((e) => e.methods),
    endpoints,
  };
  // WordPress links only routes without captures.
  if (!route.pattern.includes('(?P<')) entry._links = { self: [{ href: apiRoot.replace(/\/$/, '') + route.pattern }] };
  return entry;
}

export function namespaceIndex(
  routes: readonly DiscoveryRoute[],
  namespace: string,
  apiRoot: string,
  restIndex: string,
  site: SiteLanguages,
): Record<string, unknown> {
  const entries: Record<string, unknown> = {};
  for (const route of routes) {
    const entry = describeRouteEntry(route, namespace, apiRoot, site);
    const { endpoints } = entry;
    if (route.pattern === '' && endpoints[0] && !Array.isArray(endpoints[0].args)) {
      const namespaceArg = endpoints[0].args.namespace;
      if (namespaceArg) namespaceArg.default = namespace;
    }
    entries[`/${namespace}${route.pattern}`] = entry;
  }
  return { namespace, capabilities: SERVER_CAPABILITIES, routes: entries, _links: { up: [{ href: restIndex }] } };
}
