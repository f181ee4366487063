// `cal events list` paging: one page by default, --all and --limit following the server's pages, on a file and over HTTP.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Served } from '../helpers/sandbox.js';
import { useSandbox } from '../helpers/setup.js';
import { dailyEvents, ok, run, type Env } from './cli-support.js';

const COUNT = 23;

const box = useSandbox();
let server: Served;
/** Event IDs in list order (one event a day). */
let ids: number[];
let env: Record<'embedded' | 'served', Env>;

beforeAll(async () => {
  ({ server, ids, env } = await dailyEvents(box, COUNT, '03', (day) => `Day ${day}`));
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
