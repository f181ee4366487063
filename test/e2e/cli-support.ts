// What the end-to-end tests share: runs of the built CLI and their checks, writes over HTTP, seeding and reading calendars.
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { expect } from 'vitest';
import { ADMIN_AUTH, BIN, cal } from '../helpers/cli.js';
import type { Env, Sandbox, Served } from '../helpers/sandbox.js';
import { JsonFileStore } from '../../src/store/file/json-file-store.js';

export type { Env } from '../helpers/sandbox.js';

/** Next calendar year: always inside the default list window (yesterday to two years ahead). */
export const YEAR = new Date().getFullYear() + 1;

export type Result = Awaited<ReturnType<typeof cal>>;
export type Json = Record<string, any>;

/** A `cal` command running the built CLI, in a folder of the sandbox; returns the PATH that finds it first. */
export async function calOnPath(box: Sandbox): Promise<string> {
  const bin = box.path('bin');
  await mkdir(bin);
  await writeFile(`${bin}/cal`, `#!/bin/sh\nexec node "${BIN}" "$@"\n`);
  await chmod(`${bin}/cal`, 0o755);
  return `${bin}:${process.env.PATH ?? ''}`;
}

/** Runs the built CLI. */
export function run(args: readonly string[], env: Env, input?: string): Promise<Result> {
  return cal(args, input === undefined ? { env } : { env, input });
}

/** Asserts success (showing stderr when it is not) and returns stdout. */
export function ok(result: Result): string {
  expect(result.exitCode, `cal failed: ${result.stderr}`).toBe(0);
  return result.stdout;
}

/** Asserts success and parses stdout as one JSON value. */
export function json<T = Json>(result: Result): T {
  return JSON.parse(ok(result)) as T;
}

/** A write over HTTP as the administrator; resolves with the JSON body. */
export async function send(api: string, method: string, path: string, body?: Json): Promise<Json> {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: ADMIN_AUTH },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as Json;
}

/** A POST of JSON with the given credentials (or none); resolves with the status, headers and parsed body. */
export async function post(url: string, body: Json, authorization?: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}), ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
}

export async function get(api: string, path: string): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${api}${path}`);
  return { status: response.status, body: (await response.json()) as Json };
}

/** Fills a calendar file of the sandbox through a short-lived server (much faster than one CLI run per item). */
export async function seed<T>(box: Sandbox, file: string, build: (api: string) => Promise<T>): Promise<T> {
  const server = await box.startServer(file);
  try {
    return await build(server.api);
  } finally {
    await server.stop();
  }
}

/** The calendar as committed: the JSON document plus its journal (every acknowledged write is on disk). */
export async function readCalendar(file: string): Promise<Json> {
  return JSON.parse(await JsonFileStore.readConsistent(file)) as Json;
}

/** A served calendar of one event a day (10:00–11:00) and its copy for the embedded mode, with each mode's env. */
export interface DailyCalendar {
  readonly server: Served;
  /** Event IDs in list order. */
  readonly ids: number[];
  readonly env: Record<'embedded' | 'served', Env>;
}

export async function dailyEvents(
  box: Sandbox,
  count: number,
  month: string,
  title: (day: number) => string,
): Promise<DailyCalendar> {
  const server = await box.startServer(box.path('served.json'));
  const ids: number[] = [];
  for (let day = 1; day <= count; day++) {
    const date = `${YEAR}-${month}-${String(day).padStart(2, '0')}`;
    const body = { title: title(day), start_date: `${date} 10:00`, end_date: `${date} 11:00` };
    ids.push((await send(server.api, 'POST', 'events', body)).id);
  }
  // The served file holds every acknowledged write, so a copy is the same calendar for the embedded mode.
  await writeFile(box.path('embedded.json'), await JsonFileStore.readConsistent(server.file));
  return {
    server,
    ids,
    env: {
      embedded: { ...box.env, CAL_DATA: box.path('embedded.json') },
      served: { ...box.env, CAL_URL: server.base },
    },
  };
}

/** `cal events create` of `title` from `start` to `end` (typed as a user types them), with `more` flags. */
export const eventCreateArgs = (title: string, start: string, end: string, ...more: string[]): string[] => [
  'events',
  'create',
  '--title',
  title,
  '--start-date',
  start,
  '--end-date',
  end,
  ...more,
];

/** `cal events create` of a two-hour event titled `title` on a fixed day of next year, answered in JSON. */
export const createEventArgs = (title: string): string[] => [
  'events',
  'create',
  '--title',
  title,
  '--start-date',
  `${YEAR}-05-06 18:00`,
  '--end-date',
  `${YEAR}-05-06 20:00`,
  '--json',
];

/** A calendar file written by hand: published events of the slugs given (ID 1, 2, …), the fields with a default left out. */
export function handWrittenEvents(...slugs: string[]): string {
  const at = `${YEAR}-05-12 20:00:00`;
  const event = (slug: string, index: number) => ({
    ...{ id: index + 1, slug, status: 'publish', title: slug, timezone: 'UTC', date: at, date_utc: at },
    ...{ modified: at, modified_utc: at, start_date: at, end_date: at, utc_start_date: at, utc_end_date: at },
    ...{ venues: [], organizers: [], categories: [], tags: [] },
  });
  return JSON.stringify({ events: slugs.map(event) });
}
