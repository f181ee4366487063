// The embedded mode: the API app called in-process on the local calendar file, as its administrator.
import { dirname } from 'node:path';
import { StorageFullError } from '../store/file/storage-full.js';
import { createApp, type App } from '../server/app.js';
import { storageFullError } from '../server/store-failures.js';
import { NAMESPACE, REST_PREFIX } from '../server/addresses.js';
import { StoreLockedError, type HeldLock, type LockInfo } from '../store/file/lock.js';
import { makeFolder } from '../store/file/make-folder.js';
import { openStore } from '../store/open-store.js';
import { calendarAt } from '../store/calendar-at.js';
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
        // Read as its JSON text would be, without the text (src/server/value-body.ts).
        ...(request.body === undefined ? {} : { valueBody: request.body }),
      });
      return { status: response.status, headers: response.headers, body: parseBody(response.body) };
    },
    close: onClose,
  };
}

export interface EmbeddedOptions {
  dataFile: string;
  now?: () => number;
  /** How long a write waits while another command writes the file (src/store/file/lock.ts); 30 s unless given. */
  lockWaitMs?: number;
  /** For a database's calendar: the bound on each wait for the database (src/store/postgres/connect.ts). */
  dbTimeoutMs?: number;
  /** The file's folder is made by a first write when missing (cal's own data folder); any other must exist. */
  makesFolder?: boolean;
  /** The way through a `cal serve` that took the file before this run wrote to it; without it, a refusal. */
  throughServer?: (lock: LockInfo) => Promise<Transport>;
}

interface Opened {
  transport: Transport;
  close(): Promise<void>;
}

/**
 * Opens the file on first use, so commands that fail early never touch it. Reads use the file as committed,
 * without the lock, so they run beside each other and beside a writer; a file not made yet is made by a write alone. The first write takes the lock (waiting
 * while another command holds it) and only then loads the file, so it builds on every write committed before it;
 * the lock is kept until the transport closes. A server that holds the file takes this run's requests instead.
 */
export function createEmbeddedTransport(options: EmbeddedOptions): Transport {
  // A database's URL may hold a password: it is named without.
  const location = calendarAt(options.dataFile);
  const target = location.shown;
  let reading: Promise<Opened | undefined> | undefined;
  let writing: Promise<Opened> | undefined;
  const app = (store: Store) =>
    appTransport(
      createApp({ store, siteUrl: LOCAL_SITE, embedded: true, ...(options.now ? { now: options.now } : {}) }),
      target,
    );
  const openReading = async (): Promise<Opened | undefined> => {
    const store = await location.openForReading();
    return store && { transport: app(store), close: () => store.close() };
  };
  const openWriting = async (): Promise<Opened> => {
    if (options.makesFolder) await makeFolder(dirname(options.dataFile));
    // A file is held by its lock file; a database's writers take turns on its own write lock (src/store/postgres/).
    const waitMs = options.lockWaitMs ?? 30_000;
    let lock: HeldLock | undefined;
    try {
      lock = await location.holdForWriting({ holder: 'command', waitMs });
    } catch (error) {
      if (!(error instanceof StoreLockedError) || !options.throughServer) throw error;
      const served = await options.throughServer(error.holder);
      return { transport: served, close: () => served.close() };
    }
    try {
      const store = await openStore(options.dataFile, {}, { waitMs, timeoutMs: options.dbTimeoutMs });
      return {
        transport: app(store),
        async close() {
          try {
            await store.close();
          } finally {
            await lock?.release();
          }
        },
      };
    } catch (error) {
      await lock?.release();
      throw error;
    }
  };
  return {
    target,
    inProcess: true,
    async send(request) {
      if (!writing && request.method === 'GET') {
        const reader = await (reading ??= openReading());
        if (reader) return reader.transport.send(request);
      }
      try {
        return (await (writing ??= openWriting())).transport.send(request);
      } catch (error) {
        // The lock could not be written on a full disk: the same answer the server gives for a full disk.
        if (!(error instanceof StorageFullError)) throw error;
        const full = storageFullError(error);
        return { status: full.status, headers: {}, body: full.toBody() };
      }
    },
    async close() {
      // A side that failed to open has nothing to close: its error was the request's.
      const reader = await reading?.catch(() => undefined);
      const writer = await writing?.catch(() => undefined);
      await reader?.close();
      await writer?.close();
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
