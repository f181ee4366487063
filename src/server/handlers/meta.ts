// Discovery: the namespace index, the OPTIONS description of one route, the REST root and /doc.
import { describeRouteEntry, namespaceIndex, type RouteEntry, type SiteLanguages } from '../../api/discovery.js';
import { ApiError } from '../../api/errors.js';
import type { Urls } from '../addresses.js';
import { ALIAS_NAMESPACE, NAMESPACE } from '../addresses.js';
import { routes, type Route } from '../routes.js';
import { isManualOffset, zoneOffsetSeconds } from '../../dates/zones.js';
import type { OperationHandler } from './context.js';

const discoveryRoutes = () => routes.map((r) => ({ pattern: r.pattern, operations: r.operations.map((o) => o.spec) }));

export const index: OperationHandler<'meta.index'> = (input, ctx) => {
  // The catalog default names our namespace; under the alias it means the alias.
  const requested = input.args.namespace === NAMESPACE ? ctx.urls.namespace : input.args.namespace;
  if (requested !== ctx.urls.namespace) throw new ApiError('rest_no_route');
  return {
    body: namespaceIndex(
      discoveryRoutes(),
      ctx.urls.namespace,
      ctx.urls.apiRoot,
      ctx.urls.restIndex,
      siteLanguages(ctx.store.settings()),
    ),
  };
};

// Loaded on demand: the OpenAPI builder is a tenth of the server code and only /doc needs it.
export const doc: OperationHandler<'meta.doc'> = async (_input, ctx) => {
  const { openApiDocument } = await import('../../api/openapi.js');
  return { body: openApiDocument({ serverUrl: ctx.urls.apiRoot, languages: ctx.store.settings().languages }) };
};

/** What discovery says of the site's languages. */
export function siteLanguages(settings: {
  readonly languages: readonly string[];
  readonly default_language: string;
}): SiteLanguages {
  return { languages: settings.languages, defaultLanguage: settings.default_language };
}

export function describeRoute(route: Route, urls: Urls, site: SiteLanguages): RouteEntry {
  return describeRouteEntry(
    { pattern: route.pattern, operations: route.operations.map((o) => o.spec) },
    urls.namespace,
    urls.apiRoot,
    site,
  );
}

/**
 * `GET /wp-json/`: the namespaces this site serves, so generic WordPress clients find ours, and the site's time zone
 * in WordPress' fields (clients place dates given with an offset in it). A manual offset ("UTC+2") is WordPress'
 * `timezone_string` "" with `gmt_offset` 2, as WordPress stores it.
 */
export function restIndex(urls: Urls, timezone: string, now: number): Record<string, unknown> {
  return {
    name: 'cal',
    description: 'Event calendar',
    url: urls.site,
    home: urls.site,
    gmt_offset: zoneOffsetSeconds(timezone, now) / 3600,
    timezone_string: isManualOffset(timezone) ? '' : timezone,
    // WordPress lists its batch route's namespace too (src/server/batch.ts).
    namespaces: [NAMESPACE, ALIAS_NAMESPACE, 'batch/v1'],
    authentication: [],
    routes: {},
    _links: { help: [{ href: urls.rest('doc') }] },
  };
}
