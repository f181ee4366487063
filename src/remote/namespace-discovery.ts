// A site URL given without its namespace: `cal` asks for cal/events/v1, and a TEC site answers a bare
// rest_no_route. On that first answer the site's REST index (`GET /wp-json/`) says which calendar namespaces it
// serves: the one it has is taken (said once), several or none are explained instead of a bare 404.
import { isRecord } from '../typing/is-record.js';
import type { Transport, TransportRequest, TransportResponse } from '../client/transport.js';
import { RemoteError } from './errors.js';

/** Namespaces of this API: `cal/events/v1`, The Events Calendar's `tribe/events/v1`. */
const CALENDAR_NAMESPACE = /^[a-z0-9-]+\/events\/v\d+$/;

const isNoRoute = (response: TransportResponse) =>
  response.status === 404 && isRecord(response.body) && response.body.code === 'rest_no_route';

export interface NamespaceDiscovery {
  /** The namespace asked for, not set by the user. */
  readonly namespace: string;
  /** A transport to the same site under another namespace. */
  retarget(namespace: string): Promise<Transport>;
  /** A line on stderr. */
  note(line: string): void;
}

export function discoverNamespace(first: Transport, discovery: NamespaceDiscovery): Transport {
  let current = first;
  let settled = false;

  async function settle(request: TransportRequest, response: TransportResponse): Promise<TransportResponse> {
    settled = true;
    // The namespaces alone: the whole index lists every route of the site (about 400 kB on WordPress with TEC).
    const index = await current.send({ method: 'GET', path: '?_fields=namespaces', scope: 'rest-index' });
    const served = isRecord(index.body) && Array.isArray(index.body.namespaces) ? index.body.namespaces : [];
    const calendars = served.filter(
      (name): name is string => typeof name === 'string' && CALENDAR_NAMESPACE.test(name),
    );
    // The namespace is there: the route is what is missing.
    if (index.status >= 400 || calendars.includes(discovery.namespace)) return response;
    const [only] = calendars;
    if (only === undefined || calendars.length > 1) {
      throw new RemoteError(
        calendars.length === 0
          ? `this site serves no calendar API (no ${discovery.namespace}, nor any other events namespace)`
          : `this site serves ${calendars.join(' and ')}, not ${discovery.namespace}: pick one with --url SITE/wp-json/NAMESPACE or cal config set namespace NAMESPACE`,
      );
    }
    discovery.note(
      `note: this site serves ${only}, not ${discovery.namespace}: using it (cal config set namespace ${only} says so for good)`,
    );
    const next = await discovery.retarget(only);
    await current.close();
    current = next;
    return current.send(request);
  }

  return {
    get target() {
      return current.target;
    },
    inProcess: first.inProcess,
    signedIn: first.signedIn,
    async send(request) {
      const response = await current.send(request);
      if (settled || request.scope === 'rest-index') return response;
      if (!isNoRoute(response)) {
        settled = response.status < 400;
        return response;
      }
      return settle(request, response);
    },
    close: () => current.close(),
  };
}
