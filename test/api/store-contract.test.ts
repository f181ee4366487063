// The Store contract, held by both engines: the calendar file and PostgreSQL (a private cluster, each test in a
// database of its own made from a template). What a write commits is there after reopening, in the same order; a
// write that throws leaves nothing; IDs and versions only grow; concurrent writes all land; secrets reopen.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.js';
import { openStore, type OpenedStore } from '../../src/store/open-store.js';
import { migrateSchema } from '../../src/store/postgres/schema.js';
import { COLLECTIONS, type Settings } from '../../src/store/records/records.js';
import type { StoreReader } from '../../src/store/store.js';
import { isRecord } from '../../src/typing/is-record.js';
import { POSTGRES, startPostgres, type PostgresCluster } from '../helpers/postgres.js';
import { describeWith } from '../helpers/system.js';

/** Where one test's calendar lives: a file in a folder of its own, or a database of its own. */
interface Engine {
  readonly name: string;
  /** A new, empty place for a calendar: its location (--data). */
  fresh(): Promise<string>;
}

/** Everything a reader answers, as plain data: two stores holding the same calendar dump the same. */
function dump(store: StoreReader) {
  return {
    settings: store.settings(),
    records: Object.fromEntries(COLLECTIONS.map((collection) => [collection, [...store.all(collection)]])),
  };
}

const API = '/wp-json/cal/events/v1';

/** A request through the API app over `store`, as the embedded mode makes it (as the administrator). */
async function request(store: OpenedStore, method: string, path: string, body?: unknown): Promise<unknown> {
  const app = createApp({ store, siteUrl: 'http://localhost', embedded: true });
  const response = await app.handle({
    method: method === 'GET' ? 'GET' : method === 'DELETE' ? 'DELETE' : 'POST',
    url: `${API}/${path}`,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${response.body}`);
  return JSON.parse(response.body);
}

/** The ID of an answer's item. */
function idOf(answer: unknown): number {
  if (!isRecord(answer) || typeof answer.id !== 'number') throw new Error(`no ID in ${JSON.stringify(answer)}`);
  return answer.id;
}

/** A small calendar made through the API: a venue, an organizer, a category, a tag and three events. */
async function fill(store: OpenedStore): Promise<void> {
  await request(store, 'POST', 'venues', { venue: 'Sala Apolo', city: 'Barcelona' });
  await request(store, 'POST', 'organizers', { organizer: 'Jazz Club' });
  await request(store, 'POST', 'categories', { name: 'Concerts' });
  await request(store, 'POST', 'tags', { name: 'jazz' });
  for (const [title, day] of [
    ['Night of jazz', '12'],
    ['Morning talk', '13'],
    ['Market', '14'],
  ] as const)
    await request(store, 'POST', 'events', {
      title,
      description: `<p>${title}, with <em>guests</em>.</p>`,
      start_date: `2030-05-${day} 20:00:00`,
      end_date: `2030-05-${day} 22:00:00`,
      venue: { venue: 'Sala Apolo' },
      organizer: [{ organizer: 'Jazz Club' }],
      categories: ['Concerts'],
      tags: ['jazz'],
      status: 'publish',
    });
}

function contract(engine: Engine): void {
  const opened: OpenedStore[] = [];
  const open = async (location: string, settings?: Partial<Settings>) => {
    const store = await openStore(location, settings);
    opened.push(store);
    return store;
  };
  const reopen = async (store: OpenedStore, location: string) => {
    await store.close();
    return open(location);
  };
  afterAll(async () => {
    for (const store of opened) await store.close().catch(() => undefined);
  });

  it('starts empty with its administrator and the settings it was given, and keeps them', async () => {
    const location = await engine.fresh();
    const store = await open(location, { timezone: 'Europe/Madrid' });
    expect(store.count('events')).toBe(0);
    expect([...store.all('users')].map((user) => user.login)).toEqual(['admin']);
    expect(store.settings().timezone).toBe('Europe/Madrid');
    const again = await reopen(store, location);
    expect(again.settings().timezone).toBe('Europe/Madrid');
    expect(dump(again)).toEqual(dump(store));
  });

  it('reads back after reopening every record, setting and order a write committed', async () => {
    const location = await engine.fresh();
    const store = await open(location);
    await fill(store);
    await store.write((tx) => tx.updateSettings({ posts_per_page: 7 }));
    const before = dump(store);
    expect(before.records.events).toHaveLength(3);
    const again = await reopen(store, location);
    expect(dump(again)).toEqual(before);
    expect(again.findBySlug('events', 'market').map((event) => event.title)).toEqual(['Market']);
    expect(again.findByName('venues', '  sala apolo ').map((venue) => venue.title)).toEqual(['Sala Apolo']);
    const category = [...again.all('categories')][0];
    expect(category && again.publishedEventCount(category.id)).toBe(3);
    expect(
      again
        .eventsByStart()
        .events()
        .map((event) => event.title),
    ).toEqual(['Night of jazz', 'Morning talk', 'Market']);
  });

  it('leaves nothing of a write that throws, in memory or after reopening', async () => {
    const location = await engine.fresh();
    const store = await open(location);
    await fill(store);
    const before = dump(store);
    const event = [...store.all('events')][0];
    if (!event) throw new Error('no event');
    await expect(
      store.write((tx) => {
        tx.put('events', { ...event, title: 'Changed' });
        tx.remove('venues', event.venues[0] ?? 0);
        tx.nextId('post');
        tx.updateSettings({ posts_per_page: 3 });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(dump(store)).toEqual(before);
    const again = await reopen(store, location);
    expect(dump(again)).toEqual(before);
    // The ID drawn by the failed write is drawn again.
    const drawn = await again.write((tx) => tx.nextId('post'));
    expect(drawn).toBe(Math.max(...[...again.all('events')].map((e) => e.id)) + 1);
  });

  it('hands out IDs in order, never again after a removal or a reopening, and counts versions per commit', async () => {
    const location = await engine.fresh();
    const store = await open(location);
    await fill(store);
    const last = Math.max(...[...store.all('events')].map((event) => event.id));
    const event = [...store.all('events')].at(-1);
    if (!event) throw new Error('no event');
    expect(event.version).toBe(1);
    await store.write((tx) => tx.remove('events', event.id));
    const again = await reopen(store, location);
    expect(await again.write((tx) => tx.nextId('post'))).toBe(last + 1);
    const first = [...again.all('events')][0];
    if (!first) throw new Error('no event');
    await again.write((tx) => {
      tx.put('events', { ...first, title: 'Once' });
      tx.put('events', { ...first, title: 'Twice in one write' });
    });
    await again.write((tx) => tx.put('events', { ...first, title: 'A second write' }));
    const third = await reopen(again, location);
    expect(third.get('events', first.id)?.version).toBe(3);
    expect(third.get('events', first.id)?.title).toBe('A second write');
    expect(await third.write((tx) => tx.nextId('post'))).toBe(last + 2);
  });

  it('commits every one of many concurrent writes, and each acknowledged write is there after reopening', async () => {
    const location = await engine.fresh();
    const store = await open(location);
    await fill(store);
    const template = [...store.all('events')][0];
    if (!template) throw new Error('no event');
    const ids = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        store.write((tx) => {
          const id = tx.nextId('post');
          tx.put('events', { ...template, id, title: `Concurrent ${i}`, slug: `concurrent-${i}` });
          return id;
        }),
      ),
    );
    expect(new Set(ids).size).toBe(40);
    const again = await reopen(store, location);
    const titles = [...again.all('events')].map((event) => event.title);
    expect(titles.filter((title) => title.startsWith('Concurrent '))).toEqual(
      Array.from({ length: 40 }, (_, i) => `Concurrent ${i}`),
    );
  });

  it('keeps the order records were first put in; one removed and put again comes last', async () => {
    const location = await engine.fresh();
    const store = await open(location);
    await fill(store);
    const [first] = [...store.all('events')];
    if (!first) throw new Error('no event');
    await store.write((tx) => tx.remove('events', first.id));
    await store.write((tx) => tx.put('events', first));
    const order = [...store.all('events')].map((event) => event.id);
    expect(order.at(-1)).toBe(first.id);
    const again = await reopen(store, location);
    expect([...again.all('events')].map((event) => event.id)).toEqual(order);
  });

  it('keeps translation groups, tells which collection a post ID is in, and moves its revision on every write', async () => {
    const location = await engine.fresh();
    const store = await open(location, { languages: ['en', 'es'] });
    const english = idOf(await request(store, 'POST', 'venues', { venue: 'Main Hall' }));
    const before = store.revision();
    const spanish = idOf(
      await request(store, 'POST', 'venues?site_language=es', { venue: 'Sala Principal', translation_of: english }),
    );
    expect(store.revision()).toBeGreaterThan(before);
    const settingsOnly = store.revision();
    await store.write((tx) => tx.updateSettings({ posts_per_page: 5 }));
    expect(store.revision()).toBeGreaterThan(settingsOnly);
    const again = await reopen(store, location);
    const main = again.get('venues', english);
    if (!main) throw new Error('no venue');
    expect(again.translationsOf('venues', main).map((venue) => venue.id)).toEqual([spanish]);
    expect(again.postCollection(english)).toBe('venues');
    expect(again.postCollection(spanish + 1000)).toBeUndefined();
  });

  it('opens after reopening what its secret box sealed', async () => {
    const location = await engine.fresh();
    const store = await open(location);
    const sealed = store.secrets.seal('open sesame');
    expect(sealed).not.toContain('open sesame');
    const again = await reopen(store, location);
    expect(again.secrets.open(sealed)).toBe('open sesame');
  });
}

describe('the Store contract: calendar file', () => {
  let folder = '';
  let made = 0;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'cal-contract-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  contract({ name: 'file', fresh: async () => join(folder, `calendar-${++made}.json`) });
});

describeWith([POSTGRES], 'the Store contract: PostgreSQL', () => {
  let cluster: PostgresCluster | undefined;
  let made = 0;
  const running = (): PostgresCluster => {
    if (!cluster) throw new Error('the cluster did not start');
    return cluster;
  };
  beforeAll(async () => {
    cluster = startPostgres();
    cluster.sql('create database calendar_template');
    const client = new Client({ connectionString: cluster.url('calendar_template') });
    await client.connect();
    await migrateSchema(client);
    await client.end();
  });
  afterAll(() => cluster?.stop());
  contract({
    name: 'postgres',
    fresh: async () => {
      const name = `calendar_${++made}`;
      running().sql(`create database ${name} template calendar_template`);
      return running().url(name);
    },
  });
});
