// What the PostgreSQL store adds to the Store contract (test/api/store-contract.test.ts): writers side by side, a
// change log with a revision per write, uniqueness held by the database too, a schema that upgrades once, and a
// database that goes away: writes refused with 503 while reads go on from memory, and writes again once it is back.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { ensureAdminAccess } from '../../src/cli/commands/serve/access.js';
import { findUserByLogin } from '../../src/domain/users.js';
import { createApp } from '../../src/server/app.js';
import type { ApiResponse } from '../../src/server/http-types.js';
import { MAX_LOGIN_FAILURES } from '../../src/store/sign-in-failures.js';
import { openStore, type OpenedStore } from '../../src/store/open-store.js';
import { createCalendar } from '../../src/store/postgres/create-calendar.js';
import { CalendarInUseError } from '../../src/store/postgres/errors.js';
import { PostgresStore } from '../../src/store/postgres/postgres-store.js';
import { migrateSchema, SCHEMA_VERSION } from '../../src/store/postgres/schema.js';
import { StoreUnavailableError } from '../../src/store/store-unavailable.js';
import { POSTGRES, startPostgres, type PostgresCluster } from '../helpers/postgres.js';
import { describeWith } from '../helpers/system.js';

const API = '/wp-json/cal/events/v1';

/**
 * Ten failed sign-ins for one login from one address, spread over the apps in turn (each sees only its share), then
 * 429 from every one of them, with a Retry-After within the minute.
 */
async function expectLockedOutTogether<A>(apps: readonly A[], signIn: (app: A) => Promise<ApiResponse>): Promise<void> {
  for (let attempt = 0; attempt < MAX_LOGIN_FAILURES; attempt += apps.length)
    for (const app of apps) expect((await signIn(app)).status).toBe(401);
  for (const app of apps) {
    const refused = await signIn(app);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  }
}

describeWith([POSTGRES], 'the PostgreSQL store', () => {
  let cluster: PostgresCluster | undefined;
  let made = 0;
  const opened: { close(): Promise<void> }[] = [];
  const running = (): PostgresCluster => {
    if (!cluster) throw new Error('the cluster did not start');
    return cluster;
  };
  const fresh = (): string => {
    const name = `calendar_${++made}`;
    running().sql(`create database ${name}`);
    return running().url(name);
  };
  const open = async (url: string): Promise<OpenedStore> => {
    const store = await openStore(url);
    opened.push(store);
    return store;
  };
  const post = async (store: OpenedStore, path: string, body: unknown) => {
    const app = createApp({ store, siteUrl: 'http://localhost', embedded: true });
    return app.handle({
      method: 'POST',
      url: `${API}/${path}`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  };
  beforeAll(() => {
    cluster = startPostgres();
  });
  afterAll(async () => {
    for (const store of opened) await store.close().catch(() => undefined);
    cluster?.stop();
  });

  it('lets several processes write one calendar, each making its writes on what the others committed', async () => {
    const url = fresh();
    const first = await open(url);
    const second = await open(url);
    expect((await post(first, 'venues', { venue: 'Sala Apolo' })).status).toBe(201);
    // The second process catches up before it writes: the same name is the same venue, and IDs do not collide.
    const again = await post(second, 'venues', { venue: 'Sala Apolo' });
    expect([...second.all('venues')].map((venue) => venue.title)).toEqual(['Sala Apolo']);
    expect((await post(second, 'organizers', { organizer: 'Primavera' })).status).toBe(201);
    expect(again.status).toBeLessThan(300);
    // Told by NOTIFY, the first process applies what the second committed without writing itself.
    await expect.poll(() => [...first.all('organizers')].map((organizer) => organizer.title)).toEqual(['Primavera']);
    const ids = [...first.all('organizers'), ...first.all('venues')].map((record) => record.id);
    expect(new Set(ids).size).toBe(ids.length);
    const reader = await PostgresStore.open(url, { readOnly: true });
    opened.push(reader);
    expect([...reader.all('venues')].map((venue) => venue.title)).toEqual(['Sala Apolo']);
    await expect(reader.write(() => undefined)).rejects.toThrow(/reading only/);
    // A copy into it is refused while processes hold it, naming one.
    await expect(createCalendar(url, reader.view().view, 'key')).rejects.toBeInstanceOf(CalendarInUseError);
  });

  it('logs every write with its own revision, also when writes share a transaction', async () => {
    const url = fresh();
    const store = await open(url);
    await Promise.all(['One', 'Two', 'Three', 'Four'].map((name) => post(store, 'organizers', { organizer: name })));
    const database = url.slice(url.lastIndexOf('/') + 1, url.indexOf('?'));
    // The administrator made on first open, then the four organizers.
    expect(running().sql('select revision from cal_changes order by revision', database)).toBe('1\n2\n3\n4\n5');
    expect(running().sql('select revision from cal_state', database)).toBe('5');
    const last = running().sql(
      "select entry->'records'->0->'after'->>'title' from cal_changes where revision = 5",
      database,
    );
    expect(['One', 'Two', 'Three', 'Four']).toContain(last);
  });

  it('holds slugs unique per collection and language, and logins unique, in the database too', async () => {
    const url = fresh();
    const store = await open(url);
    await post(store, 'venues', { venue: 'Sala Apolo' });
    await post(store, 'venues', { venue: 'Razzmatazz' });
    const database = url.slice(url.lastIndexOf('/') + 1, url.indexOf('?'));
    const rename = (slug: string, language = 'en') =>
      running().sql(
        `update cal_records set data = json_build_object('id', id, 'slug', '${slug}', 'language', '${language}') ` +
          "where collection = 'venues' and data->>'title' = 'Razzmatazz'",
        database,
      );
    expect(() => rename('sala-apolo')).toThrow(/cal_records_unique_slug/);
    expect(() => rename('sala-apolo', 'es')).not.toThrow();
    // Trashed slugs may repeat (WordPress suffixes them, and does not number them).
    running().sql(
      "update cal_records set data = json_build_object('id', id, 'slug', 'x__trashed', 'language', 'en') where collection = 'venues'",
      database,
    );
    expect(() =>
      running().sql(
        'insert into cal_records (collection, id, data) values (\'users\', 99, \'{"id": 99, "login": "admin"}\')',
        database,
      ),
    ).toThrow(/cal_records_unique_login/);
  });

  it('takes the password from PGPASSWORD, a password file or the URL, and never shows it when it is wrong', async () => {
    const pg = running();
    // A role that must give its password (the cluster trusts every other one on its socket).
    pg.sql("create role calpw login password 'pw-123'");
    const hba = pg.sql('show hba_file');
    await writeFile(hba, `local all calpw scram-sha-256\n${await readFile(hba, 'utf8')}`);
    pg.sql('select pg_reload_conf()');
    const name = `calendar_${++made}`;
    pg.sql(`create database ${name} owner calpw`);
    const url = pg.url(name).replace('postgres://cal@', 'postgres://calpw@');
    const withEnv = async (env: Record<string, string>, work: () => Promise<void>) => {
      const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
      Object.assign(process.env, env);
      try {
        await work();
      } finally {
        for (const [key, value] of Object.entries(saved))
          if (value === undefined) delete process.env[key];
          else process.env[key] = value;
      }
    };
    await withEnv({ PGPASSWORD: 'pw-123' }, async () => {
      const store = await PostgresStore.open(url);
      await store.close();
    });
    const passFile = join(pg.socketDir, 'pgpass');
    await writeFile(passFile, '*:*:*:calpw:pw-123\n', { mode: 0o600 });
    const warnings = vi.spyOn(process, 'emitWarning');
    await withEnv({ PGPASSFILE: passFile }, async () => {
      const store = await PostgresStore.open(url);
      await store.close();
    });
    // Read by cal, not by the client's own deprecated reading of it, which says so on stderr.
    expect(warnings.mock.calls.map(([warning]) => String(warning))).toEqual([]);
    warnings.mockRestore();
    const inUrl = url.replace('postgres://calpw@', 'postgres://calpw:pw-123@');
    await (await PostgresStore.open(inUrl)).close();
    const wrong = url.replace('postgres://calpw@', 'postgres://calpw:not-it-999@');
    const refused = await PostgresStore.open(wrong).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(StoreUnavailableError);
    expect(String(refused)).toMatch(
      /postgres:\/\/calpw:\*\*\*@localhost.*password authentication failed for user "calpw"/,
    );
    expect(String(refused)).not.toContain('not-it-999');
  });

  it('makes its tables on first use, upgrades a schema once, and refuses a schema from a newer cal', async () => {
    const url = fresh();
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      expect(await migrateSchema(client)).toEqual({ from: 0, to: SCHEMA_VERSION });
      expect(await migrateSchema(client)).toEqual({ from: SCHEMA_VERSION, to: SCHEMA_VERSION });
      await client.query('update cal_schema set version = $1', [SCHEMA_VERSION + 1]);
      await expect(migrateSchema(client)).rejects.toThrow(
        `the database holds a calendar of schema ${SCHEMA_VERSION + 1}; this version of cal reads schema ${SCHEMA_VERSION} and older`,
      );
    } finally {
      await client.end();
    }
  });

  it('catches up with a write the database committed while its answer was lost, once it connects again', async () => {
    const url = fresh();
    const database = url.slice(url.lastIndexOf('/') + 1, url.indexOf('?'));
    const store = await open(url);
    expect((await post(store, 'venues', { venue: 'Known' })).status).toBe(201);
    // A write committed whose answer never came back: in the database, with its log entry, but not in memory.
    const known = JSON.parse(running().sql("select data from cal_records where collection = 'venues'", database));
    const unseen = { ...known, id: 999, title: 'Committed unseen', slug: 'committed-unseen' };
    const entry = {
      records: [{ collection: 'venues', id: 999, after: unseen }],
      settings: store.settings(),
      sequences: { post: 999, term: 0, user: 1 },
    };
    running().sql(
      `begin; insert into cal_records (collection, id, data) values ('venues', 999, '${JSON.stringify(unseen)}'); ` +
        `update cal_state set revision = revision + 1, sequences = '${JSON.stringify(entry.sequences)}'; ` +
        `insert into cal_changes (revision, entry) select revision, '${JSON.stringify(entry)}' from cal_state; commit;`,
      database,
    );
    // Then the connection breaks.
    running().sql(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'cal' and datname = '${database}'`,
    );
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 201; attempt++) {
      status = (await post(store, 'venues', { venue: 'After' })).status;
      if (status !== 201) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(201);
    expect(store.get('venues', 999)?.title).toBe('Committed unseen');
    // The next ID comes after the caught-up one.
    expect([...store.all('venues')].map((venue) => [venue.id > 999, venue.title])).toEqual([
      [false, 'Known'],
      [false, 'Committed unseen'],
      [true, 'After'],
    ]);
    await store.close();
    const again = await open(url);
    expect([...again.all('venues')].map((venue) => venue.title)).toEqual(['Known', 'Committed unseen', 'After']);
  });

  it('gives a new calendar one administrator password when servers open it at once', async () => {
    const url = fresh();
    const stores = [await open(url), await open(url)];
    const made = await Promise.all(stores.map((store) => ensureAdminAccess(store, {}, Date.now())));
    expect(made.filter((password) => password !== undefined)).toHaveLength(1);
    const reader = await open(url);
    expect([...reader.all('users')].map((user) => (user.passwords ?? []).length)).toEqual([1]);
  });

  it('counts failed sign-ins across every process serving the calendar, keeping no address or login in plain text', async () => {
    const url = fresh();
    const stores = [await open(url), await open(url)];
    await ensureAdminAccess(stores[0] ?? (await open(url)), { CAL_ADMIN_PASSWORD: 'right-password-1' }, Date.now());
    const apps = stores.map((store) => createApp({ store, siteUrl: 'http://localhost', embedded: true }));
    const [first, second] = apps;
    if (!first || !second) throw new Error('two apps');
    const signIn = (app: (typeof apps)[number], password = 'wrong-password') =>
      app.handle({
        method: 'GET',
        url: `${API}/events`,
        headers: { authorization: `Basic ${Buffer.from(`admin:${password}`).toString('base64')}` },
        remoteAddress: '192.0.2.7',
      });
    // Once the second process holds the user (from the change log), it verifies the right password once and keeps it
    // as known good. A sign-in asked before it holds the user would be a failure, and count as one.
    const secondStore = stores[1];
    if (!secondStore) throw new Error('two stores');
    await expect.poll(() => findUserByLogin(secondStore, 'admin')?.passwords?.length ?? 0).toBe(1);
    expect((await signIn(second, 'right-password-1')).status).toBe(200);
    // Ten failures for one login from one address, spread over both processes: each saw only five.
    await expectLockedOutTogether(apps, (app) => signIn(app));
    // The right password, not yet verified by the first: a guess like any other there, held back.
    expect((await signIn(first, 'right-password-1')).status).toBe(429);
    // Known good to the second, it is no guess: held back only by that process's own count (five), so that a
    // signed-in client's requests do not each ask the database.
    expect((await signIn(second, 'right-password-1')).status).toBe(200);
    const database = url.slice(url.lastIndexOf('/') + 1, url.indexOf('?'));
    const keys = running().sql('select distinct key from cal_sign_in_failures', database);
    expect(keys.split('\n')).toHaveLength(2);
    expect(keys).not.toMatch(/192\.0\.2\.7|admin/);
  });

  it("counts on the database's clock: a process whose wall clock is an hour behind counts too", async () => {
    const url = fresh();
    const stores = [await open(url), await open(url)];
    const wallClocks = [Date.now, () => Date.now() - 3_600_000];
    const apps = stores.map((store, i) => createApp({ store, siteUrl: 'http://localhost', now: wallClocks[i] }));
    const signIn = (app: (typeof apps)[number]) =>
      app.handle({
        method: 'GET',
        url: `${API}/events`,
        headers: { authorization: `Basic ${Buffer.from('admin:wrong-password').toString('base64')}` },
        remoteAddress: '192.0.2.8',
      });
    await expectLockedOutTogether(apps, signIn);
  });

  it('refuses to write on a database whose change log went back (restored from a backup), saying why', async () => {
    const url = fresh();
    const store = await open(url);
    expect((await post(store, 'venues', { venue: 'Kept' })).status).toBe(201);
    expect((await post(store, 'venues', { venue: 'Lost in the restore' })).status).toBe(201);
    const database = url.slice(url.lastIndexOf('/') + 1, url.indexOf('?'));
    // The database as a backup taken before the last write holds it.
    running().sql(
      "delete from cal_records where data->>'title' = 'Lost in the restore'; " +
        'delete from cal_changes where revision = (select max(revision) from cal_changes); ' +
        'update cal_state set revision = revision - 1',
      database,
    );
    const logged: unknown[] = [];
    const app = createApp({ store, siteUrl: 'http://localhost', embedded: true, onError: (e) => logged.push(e) });
    const refused = await app.handle({
      method: 'POST',
      url: `${API}/venues`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ venue: 'After the restore' }),
    });
    // A fault of the server for its operator to mend (restart it), not one for the client to retry.
    expect(refused.status).toBe(500);
    expect(String(logged[0])).toMatch(/change log ends at revision \d+, before revision \d+ held here .*restart/);
    expect(running().sql("select count(*) from cal_records where collection = 'venues'", database)).toBe('1');
  });

  it('answers reads from memory while the database is down, refuses writes with 503, and writes again once it is back', async () => {
    const url = fresh();
    const store = await open(url);
    expect((await post(store, 'venues', { venue: 'Before' })).status).toBe(201);
    const app = createApp({ store, siteUrl: 'http://localhost', embedded: true });
    running().halt();
    try {
      const refused = await post(store, 'venues', { venue: 'While down' });
      expect(refused.status).toBe(503);
      expect(JSON.parse(refused.body)).toMatchObject({ code: 'calendar_unavailable', data: { status: 503 } });
      expect(refused.headers['retry-after']).toBe('1');
      await expect(store.write((tx) => tx.nextId('post'))).rejects.toBeInstanceOf(StoreUnavailableError);
      const read = await app.handle({ method: 'GET', url: `${API}/venues`, headers: {} });
      expect(read.status).toBe(200);
      expect(JSON.parse(read.body).venues.map((venue: { venue: string }) => venue.venue)).toEqual(['Before']);
      // Sign-ins are still counted, by this process alone, rather than waiting for the database.
      const wrong = await app.handle({
        method: 'GET',
        url: `${API}/venues`,
        headers: { authorization: `Basic ${Buffer.from('admin:wrong-password').toString('base64')}` },
        remoteAddress: '192.0.2.8',
      });
      expect(wrong.status).toBe(401);
    } finally {
      running().resume();
    }
    expect((await post(store, 'venues', { venue: 'After' })).status).toBe(201);
    await store.close();
    const again = await open(url);
    expect([...again.all('venues')].map((venue) => venue.title)).toEqual(['Before', 'After']);
  });
});
