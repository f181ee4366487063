// Discovery over HTTP: the namespace index (in both namespaces), OPTIONS on a route, /doc and the REST root.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/api/catalog.js';
import type { OperationSpec } from '../../src/api/field-spec.js';
import { startApi } from '../helpers/api-server.js';
import { useApi } from '../helpers/setup.js';
import { captureBody, CAPTURES } from './venues-organizers-support.js';

const api = useApi();

const CAPTURE_PATTERNS: Record<string, string> = { '{id}': '(?P<id>\\d+)', '{slug}': '(?P<slug>[^/]+)' };
const upstreamPattern = (path: string) => path.replace(/\{id\}|\{slug\}/g, (m) => CAPTURE_PATTERNS[m] ?? m);

/** The catalog's routes grouped by path, in catalog order: what the index must describe. */
function expectedRoutes(): { pattern: string; ops: OperationSpec[] }[] {
  const byPath = new Map<string, OperationSpec[]>();
  for (const op of Object.values(catalog) as OperationSpec[]) byPath.set(op.path, [...(byPath.get(op.path) ?? []), op]);
  return [...byPath].map(([path, ops]) => ({ pattern: upstreamPattern(path), ops }));
}

/** A body field may share its name with a path capture (`slug` of events by slug): WordPress keeps one arg, the body's. */
const argNames = (op: OperationSpec) => [...new Set([...Object.keys(op.pathParams), ...Object.keys(op.params)])];

function apiRootFor(namespace: string): string {
  return `${api.site}/wp-json/${namespace}`;
}

/** The namespace index; every test first checks that it is answered at all. */
async function indexOf(
  namespace: string,
): Promise<{ namespace: string; routes: Record<string, any>; _links: unknown }> {
  const reply = await api.request('GET', `${apiRootFor(namespace)}/`);
  expect(reply.status).toBe(200);
  return reply.json;
}

describe.each(['cal/events/v1', 'tribe/events/v1'])('GET the %s namespace index', (namespace) => {
  const url = () => `${apiRootFor(namespace)}/`;

  it('answers 200 with namespace, our capabilities, routes and _links.up, in WordPress order', async () => {
    const reply = await api.request('GET', url());

    expect(reply.status).toBe(200);
    expect(Object.keys(reply.json)).toEqual(['namespace', 'capabilities', 'routes', '_links']);
    // What this server does beyond TEC (docs/api.md, Capabilities); TEC's own answer has no such key.
    expect(reply.json.capabilities).toEqual({
      partial_update: true,
      languages: true,
      event_password: true,
      permanent_delete: true,
      offset_dates: true,
      geoloc: true,
      ical_uid: true,
      include_any_date: true,
      tags_any: true,
      only_with_upcoming: true,
      list_hidden: true,
      etag: true,
      edit_context: true,
      unique_slugs: true,
      fixed_offsets: true,
      idempotency_keys: true,
      batch: true,
      large_batches: true,
    });
    expect(reply.json.namespace).toBe(namespace);
    expect(reply.json._links).toEqual({ up: [{ href: `${api.site}/wp-json/` }] });
    expect(reply.headers.get('allow')).toBe('GET');
  });

  it('lists every catalog route under its upstream-style pattern, in catalog order', async () => {
    const { routes } = await indexOf(namespace);

    expect(Object.keys(routes)).toEqual(expectedRoutes().map((r) => `/${namespace}${r.pattern}`));
    expect(routes[`/${namespace}/events/(?P<id>\\d+)`]).toBeDefined();
    expect(routes[`/${namespace}/venues/by-slug/(?P<slug>[^/]+)`]).toBeDefined();
  });

  it('describes each route: namespace, methods union, one endpoint per operation with its args', async () => {
    const { routes } = await indexOf(namespace);

    for (const { pattern, ops } of expectedRoutes()) {
      const entry = routes[`/${namespace}${pattern}`];
      expect(entry.namespace).toBe(namespace);
      expect(entry.methods).toEqual(ops.flatMap((op) => op.methods));
      expect(entry.endpoints.map((e: { methods: string[] }) => e.methods)).toEqual(ops.map((op) => [...op.methods]));
      entry.endpoints.forEach((endpoint: { args: Record<string, Record<string, unknown>> }, i: number) => {
        const op = ops[i] as OperationSpec;
        expect(Object.keys(endpoint.args)).toEqual(argNames(op));
        for (const [name, arg] of Object.entries(endpoint.args)) {
          const spec = op.params[name] ?? op.pathParams[name];
          expect(arg.required).toBe(spec?.required === true);
          if (spec?.description) expect(arg.description).toBe(spec.description);
          if (spec?.type) expect(arg.type).toBe(spec.type);
        }
        // Its default is the site's default language, so a client knows which language unlabelled items are in.
        expect(endpoint.args.site_language).toEqual({
          default: 'en',
          description: 'The language of the content',
          type: 'string',
          enum: ['ca', 'en', 'es'],
          required: false,
        });
      });
    }
  });

  it('links only routes without captures to themselves', async () => {
    const { routes } = await indexOf(namespace);

    for (const { pattern } of expectedRoutes()) {
      const entry = routes[`/${namespace}${pattern}`];
      if (pattern.includes('(?P<')) expect(entry._links).toBeUndefined();
      else expect(entry._links).toEqual({ self: [{ href: `${apiRootFor(namespace)}${pattern}` }] });
    }
  });

  it('describes the index route itself with namespace and context defaults', async () => {
    const entry = (await indexOf(namespace)).routes[`/${namespace}`];

    expect(entry.endpoints[0].args.namespace).toMatchObject({ default: namespace, required: false });
    expect(entry.endpoints[0].args.context).toMatchObject({ default: 'view', required: false });
  });
});

describe('compared with the recorded index (tec-captures/GET_root.txt)', () => {
  const recorded = captureBody('GET_root.txt') as { routes: Record<string, any> };

  it('has the same route patterns in the same order', async () => {
    const ours = (await indexOf('cal/events/v1')).routes;

    expect(Object.keys(ours)).toEqual(
      Object.keys(recorded.routes).map((k) => k.replace('/tribe/events/v1', '/cal/events/v1')),
    );
  });

  it('has, per route, the same methods, the same endpoints, and every recorded arg', async () => {
    const ours = (await indexOf('cal/events/v1')).routes;

    for (const [key, entry] of Object.entries(recorded.routes)) {
      const mine = ours[key.replace('/tribe/events/v1', '/cal/events/v1')];
      expect(mine.methods).toEqual(entry.methods);
      expect(mine.endpoints.map((e: { methods: string[] }) => e.methods)).toEqual(
        entry.endpoints.map((e: { methods: string[] }) => e.methods),
      );
      entry.endpoints.forEach((endpoint: { args: Record<string, unknown> | unknown[] }, i: number) => {
        const recordedArgs = Array.isArray(endpoint.args) ? [] : Object.keys(endpoint.args);
        expect(Object.keys(mine.endpoints[i].args)).toEqual(expect.arrayContaining(recordedArgs));
      });
    }
  });
});

describe('OPTIONS on a route', () => {
  it('answers 200 with the route description and an Allow header', async () => {
    const reply = await api.request('OPTIONS', 'events');
    const index = (await indexOf('cal/events/v1')).routes['/cal/events/v1/events'];

    expect(reply.status).toBe(200);
    expect(reply.json.namespace).toBe('cal/events/v1');
    expect(reply.json.methods).toEqual(['GET', 'POST']);
    expect(reply.json.endpoints).toEqual(index.endpoints);
    expect(reply.json._links).toEqual({ self: [{ href: `${api.api}events` }] });
    expect(reply.headers.get('allow')).toBe('GET');
    const recorded = captureBody('OPTIONS_events.txt');
    expect(Object.keys(reply.json)).toEqual(Object.keys(recorded));
  });

  it('describes a route with captures without _links', async () => {
    const reply = await api.request('OPTIONS', 'venues/12');

    expect(reply.status).toBe(200);
    expect(reply.json.methods).toEqual(['GET', 'DELETE', 'POST', 'PUT', 'PATCH']);
    expect(reply.json._links).toBeUndefined();
  });
});

describe('GET /doc', () => {
  it('answers the OpenAPI document of this API root', async () => {
    const reply = await api.request('GET', 'doc');

    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(Object.keys(reply.json)).toEqual(
      expect.arrayContaining(['openapi', 'info', 'components', 'servers', 'paths']),
    );
    expect(reply.json.openapi).toMatch(/^3\.0\.\d+$/);
    expect(Object.keys(reply.json.info)).toEqual(expect.arrayContaining(['version', 'title', 'description']));
    expect(Object.keys(reply.json.components.schemas)).toEqual(
      expect.arrayContaining([
        'ImageSize',
        'CostDetails',
        'Term',
        'Image',
        'DateDetails',
        'Event',
        'Venue',
        'Organizer',
      ]),
    );
    // The REST root as TEC writes it: with its trailing slash.
    expect(reply.json.servers[0].url).toBe(api.api.replace(/\/?$/, '/'));
    expect(reply.json.paths['/events'].get).toBeDefined();
    expect(reply.json.paths['/events/{id}'].get).toBeDefined();
  });

  it('documents every recorded path', async () => {
    const recorded = captureBody('GET_doc.txt') as { paths: Record<string, unknown> };
    const reply = await api.request('GET', 'doc');

    expect(Object.keys(reply.json.paths)).toEqual(expect.arrayContaining(Object.keys(recorded.paths)));
  });

  it('names the alias namespace root when asked through it', async () => {
    const reply = await api.request('GET', `${api.site}/wp-json/tribe/events/v1/doc`);

    expect(reply.status).toBe(200);
    expect(reply.json.servers[0].url).toBe(`${api.site}/wp-json/tribe/events/v1/`);
  });
});

describe('GET /wp-json/', () => {
  it('answers the REST index listing both namespaces', async () => {
    const reply = await api.request('GET', `${api.site}/wp-json/`);

    expect(reply.status).toBe(200);
    expect(reply.json.namespaces).toEqual(expect.arrayContaining(['cal/events/v1', 'tribe/events/v1']));
    expect(reply.headers.get('link')).toBe(`<${api.site}/wp-json/>; rel="https://api.w.org/"`);
  });

  it("names the site's time zone as WordPress does, for clients placing dates given with an offset", async () => {
    const madrid = await startApi({ settings: { timezone: 'Europe/Madrid' } });
    try {
      const reply = await madrid.request('GET', `${madrid.site}/wp-json/`);
      // The harness clock is 21 November 2026: winter time, UTC+1.
      expect(reply.json).toMatchObject({ timezone_string: 'Europe/Madrid', gmt_offset: 1 });
    } finally {
      await madrid.close();
    }
  });

  it('is the same without the trailing slash', async () => {
    const reply = await api.request('GET', `${api.site}/wp-json`);

    expect(reply.status).toBe(200);
    expect(reply.json.namespaces).toContain('cal/events/v1');
  });
});

it('has the capture files this suite reads', () => {
  for (const file of ['GET_root.txt', 'OPTIONS_events.txt', 'GET_doc.txt']) {
    expect(readFileSync(`${CAPTURES}/${file}`, 'utf8')).toContain('HTTP/1.1 200 OK');
  }
});
