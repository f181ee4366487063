// `cal events list` paging: one page by default, --all and --limit following the server's pages, on a file and over HTTP.
import { writeFile } from 'node:fs/promises';
import { JsonFileStore } from '../../src/store/json-file-store.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Served } from '../helpers/sandbox.js';
import { useSandbox } from '../helpers/setup.js';
import { ok, run, send, YEAR, type Env } from './cli-support.js';

const COUNT = 23;

const box = useSandbox();
let server: Served;
/** Event IDs in list order (one event a day). */
let ids: number[];
const env: Record<'embedded' | 'served', Env> = { embedded: {}, served: {} };

beforeAll(async () => {
  server = await box.startServer(box.path('served.json'));
  ids = [];
  for (let day = 1; day <= COUNT; day++) {
    const date = `${YEAR}-03-${String(day).padStart(2, '0')}`;
    ids.push(
      (
        await send(server.api, 'POST', 'events', {
          title: `Day ${day}`,
          start_date: `${date} 10:00`,
          end_date: `${date} 11:00`,
        })
      ).id,
    );
  }
  // The served file holds every acknowledged write, so a copy is the same calendar for the embedded mode.
  await writeFile(box.path('embedded.json'), await JsonFileStore.readConsistent(server.file));
  env.embedded = { ...box.env, CAL_DATA: box.path('embedded.json') };
  env.served = { ...box.env, CAL_URL: server.base };
});
const idLines = (list: number[]) => list.join('\n');

describe.concurrent('cal events list paging, on a local file (embedded) and against cal serve (served)', () => {
  for (const mode of ['embedded', 'served'] as const) {
    it(`${mode}: shows one page of --per-page items`, async () => {
      expect(ok(await run(['events', 'list', '--per-page', '5', '--format', 'ids'], env[mode]))).toBe(
        idLines(ids.slice(0, 5)),
      );
    });

    it(`${mode}: follows every page with --all`, async () => {
      const result = await run(
        ['--verbose', 'events', 'list', '--all', '--per-page', '5', '--format', 'ids'],
        env[mode],
      );
      expect(ok(result)).toBe(idLines(ids));
      if (mode === 'served') {
        // Five requests, one per server page.
        expect(result.stderr.split('\n').filter((line) => line.startsWith('→'))).toEqual(
          [1, 2, 3, 4, 5].map((page) => `→ GET ${server.api}events?per_page=5&page=${page}`),
        );
      }
    });

    it(`${mode}: stops after --limit items`, async () => {
      expect(ok(await run(['events', 'list', '--limit', '7', '--format', 'ids'], env[mode]))).toBe(
        idLines(ids.slice(0, 7)),
      );
    });

    it(`${mode}: counts every item with --all --format count`, async () => {
      expect(ok(await run(['events', 'list', '--all', '--format', 'count'], env[mode]))).toBe(String(COUNT));
    });
  }
});
