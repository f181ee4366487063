// Starts the real API server on a loopback port over a store in a temp folder, and talks to it over HTTP.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type App } from '../../src/server/app.js';
import { basic } from './cli.js';
import { recorded } from './exchanges.js';
import { listen } from '../../src/server/listen.js';
import { openStore } from '../../src/store/open-store.js';
import { JsonFileStore } from '../../src/store/file/json-file-store.js';
import { calendarAt } from '../../src/store/calendar-at.js';
import { documentChunks } from '../../src/store/file/store-document.js';
import { freshSharedDatabase, onPostgres } from './postgres.js';
import { addApplicationPassword, addUser } from '../../src/domain/users.js';
import type { Role } from '../../src/store/records/records.js';
import type { Settings } from '../../src/store/records/records.js';
import type { Store } from '../../src/store/store.js';

/** A fixed clock: Saturday 2026-11-21 12:00 UTC. */
export const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

export interface Reply {
  status: number;
  headers: Headers;
  /** Parsed JSON body (undefined when empty). */
  json: any;
  text: string;
}

export interface RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as application/x-www-form-urlencoded, verbatim. */
  form?: string;
  /** Sent verbatim with the given content type. */
  raw?: { contentType: string; data: string };
  /** An Authorization header value, or 'anonymous'; default: the administrator for writes, nobody for reads. */
  auth?: string;
  headers?: Record<string, string>;
}

/** Who a request is sent as: nobody, or a user of a role (test/helpers/api-server.ts `addEveryRole`). */
export type Caller = 'anonymous' | Role;

export interface ApiServer {
  /** API root, ending in `/wp-json/cal/events/v1/`. */
  readonly api: string;
  /** Basic credentials of the administrator (`admin`), for the `Authorization` header. */
  readonly adminAuth: string;
  /** Adds a user with that role and returns the Authorization header value to act as them. */
  addUser(login: string, role: Role): Promise<string>;
  /** Adds a user of each role but administrator, logged in as the role's name; the `auth` value of every caller. */
  addEveryRole(): Promise<Record<Caller, string>>;
  /** The ID of the user with that login. */
  userId(login: string): number;
  /** Site base URL, e.g. `http://127.0.0.1:PORT`. */
  readonly site: string;
  readonly store: Store;
  readonly dataFile: string;
  /** Request relative to the API root (`events/5?x=1`), or absolute when it starts with `http`. */
  request(method: string, path: string, options?: RequestOptions): Promise<Reply>;
  /** Same app in-process as the administrator (the embedded mode): for reading drafts and the like. */
  asAdmin(method: string, path: string, body?: unknown): Promise<Reply>;
  fileText(): Promise<string>;
  close(): Promise<void>;
}

export interface StartOptions {
  settings?: Partial<Settings>;
  now?: number;
  /** Send the administrator's credentials with writes unless a request says otherwise (default true). */
  trustLoopbackWrites?: boolean;
  /** Reuse a data file (restart tests). */
  dataFile?: string;
}

export async function startApi(options: StartOptions = {}): Promise<ApiServer> {
  // Under `npm run test:pg`, a new calendar is a new database; a test reopening one passes its URL as dataFile.
  const database = options.dataFile === undefined && onPostgres() ? freshSharedDatabase() : undefined;
  const dir = options.dataFile || database ? undefined : await mkdtemp(join(tmpdir(), 'cal-api-'));
  const dataFile = options.dataFile ?? database ?? join(dir as string, 'calendar.json');
  const store = await openStore(dataFile, options.settings ?? {});
  const adminAuth = basic('admin', 'admin-test-password');
  if (!options.dataFile) {
    await store.write((tx) =>
      addApplicationPassword(tx, 'admin', { name: 'tests', password: 'admin-test-password', now: NOW }),
    );
  }
  const now = () => options.now ?? NOW;
  let embedded: App | undefined;
  // Every answer is recorded for the contract check of the test file (test/setup/api-contract.ts).
  const languages = () => store.settings().languages;
  const server = await listen({ host: '127.0.0.1', port: 0 }, (siteUrl) => {
    embedded = recorded(createApp({ store, siteUrl, now, embedded: true }), languages);
    // The sign-in windows stand still too: a minute of failures never passes in a test (on PostgreSQL, the
    // database's clock runs).
    return recorded(createApp({ store, siteUrl, now, signInClock: now }), languages);
  });
  const api = `${server.url}/wp-json/cal/events/v1/`;

  async function request(method: string, path: string, opts: RequestOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = { ...opts.headers };
    const write = method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
    const auth = opts.auth ?? (write && (options.trustLoopbackWrites ?? true) ? adminAuth : 'anonymous');
    if (auth !== 'anonymous') headers.authorization = auth;
    let body: string | undefined;
    if (opts.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(opts.body);
    } else if (opts.form !== undefined) {
      headers['content-type'] ??= 'application/x-www-form-urlencoded';
      body = opts.form;
    } else if (opts.raw) {
      headers['content-type'] = opts.raw.contentType;
      body = opts.raw.data;
    }
    const url = path.startsWith('http') ? path : api + path;
    const response = await fetch(url, { method, headers, body });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, json: parse(text) };
  }

  async function addUserWithPassword(login: string, role: Role): Promise<string> {
    const password = `${login}-password`;
    await store.write((tx) => {
      addUser(tx, { login, role });
      addApplicationPassword(tx, login, { password, now: NOW });
    });
    return basic(login, password);
  }

  return {
    api,
    site: server.url,
    store,
    dataFile,
    adminAuth,
    addUser: addUserWithPassword,
    async addEveryRole() {
      const auth: Record<Caller, string> = {
        anonymous: 'anonymous',
        administrator: adminAuth,
        editor: await addUserWithPassword('editor', 'editor'),
        author: await addUserWithPassword('author', 'author'),
        contributor: await addUserWithPassword('contributor', 'contributor'),
        subscriber: await addUserWithPassword('subscriber', 'subscriber'),
      };
      return auth;
    },
    userId(login) {
      const user = [...store.all('users')].find((candidate) => candidate.login === login);
      if (!user) throw new Error(`no user ${login}`);
      return user.id;
    },
    request,
    async asAdmin(method, path, body) {
      if (!embedded) throw new Error('server not ready');
      const response = await embedded.handle({
        method,
        url: `/wp-json/cal/events/v1/${path}`,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return {
        status: response.status,
        headers: new Headers(response.headers),
        text: response.body,
        json: parse(response.body),
      };
    },
    // The calendar as committed on disk: the JSON document with its journal replayed (a database's, as a file
    // would hold it).
    fileText: async () =>
      database
        ? [...documentChunks((await calendarAt(dataFile).read()).view)].join('')
        : JsonFileStore.readConsistent(dataFile),
    async close() {
      await server.close();
      await store.close();
      if (dir) await rm(dir, { recursive: true, force: true });
    },
  };
}

function parse(text: string): any {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
