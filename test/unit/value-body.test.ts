// A body given in process as a value (src/server/value-body.ts): copied as its JSON text reads back, or left to the
// text where that text may pass a limit; the app answers it as it answers the text.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/server/app.js';
import { jsonCopyWithin } from '../../src/server/value-body.js';
import { JsonFileStore } from '../../src/store/file/json-file-store.js';
import { addUser } from '../../src/domain/users.js';
import { seeded, type Random } from '../helpers/seeded.js';

const readBack = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

const TEXTS = ['', 'plain', 'ünï©ødé', '\u0000\u001f"\\', '\ud800 lone', '😀 pair', '__proto__', 'constructor', '12'];
const ODD = [undefined, Number.NaN, -0, Number.POSITIVE_INFINITY, () => 1, Symbol('s'), 0.1, -1e308, 2 ** 53];

function randomValue(random: Random, depth: number): unknown {
  const pick = random(depth > 4 ? 4 : 7);
  if (pick === 0) return TEXTS[random(TEXTS.length)];
  if (pick === 1) return random(1000) - 500;
  if (pick === 2) return random(2) === 0;
  if (pick === 3) return random(3) === 0 ? null : ODD[random(ODD.length)];
  if (pick === 4 || pick === 5) {
    const object: Record<string, unknown> = {};
    for (let i = random(5); i > 0; i--)
      Object.defineProperty(object, TEXTS[random(TEXTS.length)] ?? 'k', {
        value: randomValue(random, depth + 1),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return object;
  }
  const list: unknown[] = [];
  for (let i = random(5); i > 0; i--) list.push(randomValue(random, depth + 1));
  if (random(4) === 0) list[list.length + 1] = 'after a hole';
  return list;
}

describe('a body given as a value', () => {
  it('is copied as JSON.parse(JSON.stringify(value)) reads it, over 2,000 random values', () => {
    const random = seeded(11);
    for (let i = 0; i < 2000; i++) {
      const body = { n: i, value: randomValue(random, 0) };
      const copy = jsonCopyWithin(body);
      // node's strict comparison: vitest's takes a member named `constructor` for the object's type.
      expect(isDeepStrictEqual(copy, readBack(body)), `body ${i}`).toBe(true);
      expect(JSON.stringify(copy)).toBe(JSON.stringify(body));
    }
  });

  it('holds nothing of the value: changing the copy changes nothing of it', () => {
    const body = { tags: ['a', 'b'], venue: { city: 'Cork' } };
    const copy = jsonCopyWithin(body) as typeof body;
    copy.tags.push('c');
    copy.venue.city = 'Tralee';
    expect(body).toEqual({ tags: ['a', 'b'], venue: { city: 'Cork' } });
  });

  it('is left to the text where a limit may be passed, or where the value is not plain data', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 600; i++) deep = [deep];
    expect(jsonCopyWithin({ deep })).toBeUndefined();
    expect(jsonCopyWithin({ tags: Array.from({ length: 1000 }, String) })).toBeUndefined();
    expect(jsonCopyWithin({ tags: Array.from({ length: 998 }, String) })).toBeDefined();
    expect(jsonCopyWithin({ description: 'x'.repeat(200_000) })).toBeUndefined();
    expect(jsonCopyWithin({ when: new Date(0) })).toBeUndefined();
    expect(jsonCopyWithin({ map: new Map() })).toBeUndefined();
    expect(jsonCopyWithin({ own: { toJSON: () => 'x' } })).toBeUndefined();
  });
});

describe('the app reading a body given as a value', () => {
  let dir: string;
  let store: JsonFileStore;
  let app: App;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cal-value-body-'));
    store = await JsonFileStore.open(join(dir, 'calendar.json'));
    await store.write((tx) => addUser(tx, { login: 'admin', role: 'administrator' }));
    app = createApp({ store, siteUrl: 'http://localhost', embedded: true });
  });
  afterAll(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** The answer to the body given as a value, and to it given as text, with the created event's ID left out. */
  async function both(body: Record<string, unknown>) {
    const ask = (given: { valueBody: Record<string, unknown> } | { body: string }) =>
      app.handle({
        method: 'POST',
        url: '/wp-json/cal/events/v1/tags',
        headers: { 'content-type': 'application/json', prefer: 'return=minimal' },
        ...given,
      });
    // Each its own name: a second tag of one name is refused.
    const asValue = await ask({ valueBody: { ...body, name: `${String(body.name)} value` } });
    const asText = await ask({ body: JSON.stringify({ ...body, name: `${String(body.name)} text` }) });
    const shown = (answer: { status: number; body: string }) => ({
      status: answer.status,
      body: answer.body.replace(/"id":\d+/, '"id":N').replace(/"slug":"[^"]*"/, '"slug":S'),
    });
    return { asValue: shown(asValue), asText: shown(asText) };
  }

  it('answers as it answers the text: a write, members without a value, and each limit of a body', async () => {
    let deep: unknown = 1;
    for (let i = 0; i < 600; i++) deep = { deep };
    const cases: Record<string, unknown>[] = [
      { name: 'Value tag' },
      { name: 'Sparse tag', description: undefined, slug: undefined },
      { name: 'Odd tag', parent: Number.NaN },
      { name: 'Many', extra: Array.from({ length: 1200 }, String) },
      { name: 'Deep', deep },
      { name: 'Large', description: 'x'.repeat(1_100_000) },
    ];
    for (const body of cases) {
      const { asValue, asText } = await both(body);
      expect(asValue, String(body.name)).toEqual(asText);
    }
    const statuses = [];
    for (const body of cases.slice(3)) statuses.push((await both(body)).asValue.status);
    expect(statuses).toEqual([413, 400, 413]);
  });
});
