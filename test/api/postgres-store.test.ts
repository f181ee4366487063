// What the PostgreSQL store adds to the Store contract (test/api/store-contract.test.ts): one writer at a time, a
// change log with a revision per write, uniqueness held by the database too, a schema that upgrades once, and a
// database that goes away: writes refused with 503 while reads go on from memory, and writes again once it is back.
import { Client } from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.js';
import { openStore, type OpenedStore } from '../../src/store/open-store.js';
import { CalendarInUseError, PostgresStore } from '../../src/store/postgres/postgres-store.js';
import { migrateSchema, SCHEMA_VERSION } from '../../src/store/postgres/schema.js';
import { StoreUnavailableError } from '../../src/store/store-unavailable.js';
import { POSTGRES, startPostgres, type PostgresCluster } from '../helpers/postgres.js';
import { describeWith } from '../helpers/system.js';

const API = '/wp-json/cal/events/v1';

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

  it('lets one process write a calendar at a time, and readers beside it see what it committed', async () => {
    const url = fresh();
    const store = await open(url);
    await expect(openStore(url)).rejects.toBeInstanceOf(CalendarInUseError);
    await expect(openStore(url)).rejects.toThrow(/in use by another cal process/);
    expect((await post(store, 'venues', { venue: 'Sala Apolo' })).status).toBe(201);
    const reader = await PostgresStore.open(url, { readOnly: true });
    opened.push(reader);
    expect([...reader.all('venues')].map((venue) => venue.title)).toEqual(['Sala Apolo']);
    await expect(reader.write(() => undefined)).rejects.toThrow(/reading only/);
    // Once the writer is gone, another may write.
    await store.close();
    const next = await open(url);
    expect(next.count('venues')).toBe(1);
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
    } finally {
      running().resume();
    }
    expect((await post(store, 'venues', { venue: 'After' })).status).toBe(201);
    await store.close();
    const again = await open(url);
    expect([...again.all('venues')].map((venue) => venue.title)).toEqual(['Before', 'After']);
  });
});
