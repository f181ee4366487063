// The embedded mode: the API app called in-process on the local calendar file, as its administrator.
import { createApp, type App } from '../server/app.js';
import { NAMESPACE, REST_PREFIX } from '../server/addresses.js';
import { openStore } from '../store/open-store.js';
import type { Store } from '../store/store.js';
import type { Transport, TransportRequest, TransportResponse } from './transport.js';

/** Site URL used in emitted links when the calendar has none configured. */
const LOCAL_SITE = 'http://localhost';

export function appTransport(app: App, target: string, onClose: () => Promise<void> = async () => {}): Transport {
  return {
    target,
    async send(request: TransportRequest): Promise<TransportResponse> {
      const response = await app.handle({
        method: request.method,
        url:
          request.scope === 'rest-index'
            ? `/${REST_PREFIX}/${request.path}`
            : `/${REST_PREFIX}/${NAMESPACE}/${request.path}`,
        headers: { ...request.headers, ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
      return { status: response.status, headers: response.headers, body: parseBody(response.body) };
    },
    close: onClose,
  };
}

/** Opens the store on first use, so commands that fail early never touch the file. */
export function createEmbeddedTransport(options: { dataFile: string; now?: () => number }): Transport {
  let opened: Promise<{ store: Store; transport: Transport }> | undefined;
  const open = () =>
    (opened ??= openStore(options.dataFile).then((store) => {
      const app = createApp({
        store,
        siteUrl: LOCAL_SITE,
        embedded: true,
        ...(options.now ? { now: options.now } : {}),
      });
      return { store, transport: appTransport(app, options.dataFile) };
    }));
  return {
    target: options.dataFile,
    inProcess: true,
    async send(request) {
      return (await open()).transport.send(request);
    },
    async close() {
      if (opened) await (await opened).store.close();
    },
  };
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
