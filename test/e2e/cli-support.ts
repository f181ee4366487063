// Shared set-up for the cli-*.test.ts files: private folders and env, `cal serve` on a file, seeding and result checks.
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { BIN, cal, serve } from '../helpers/cli.js';
import { JsonFileStore } from '../../src/store/json-file-store.js';

/** Next calendar year: always inside the default list window (yesterday to two years ahead). */
export const YEAR = new Date().getFullYear() + 1;

export type Env = Record<string, string>;

/** The administrator password every test server starts with (CAL_ADMIN_PASSWORD), sent by CLI runs too. */
export const ADMIN_PASSWORD = 'e2e-admin-password';
const ADMIN_AUTH = `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}`;
export type Result = Awaited<ReturnType<typeof cal>>;
export type Json = Record<string, any>;

export interface Sandbox {
  readonly dir: string;
  /** XDG folders inside `dir`, and every CAL_* variable blanked (an empty one reads as unset). */
  readonly env: Env;
  path(name: string): string;
  remove(): Promise<void>;
}

export async function sandbox(): Promise<Sandbox> {
  const dir = await mkdtemp(join(tmpdir(), 'cal-cli-'));
  const env: Env = {
    XDG_CONFIG_HOME: join(dir, 'config'),
    XDG_DATA_HOME: join(dir, 'data'),
    NO_COLOR: '1',
    CAL_URL: '',
    CAL_DATA: '',
    CAL_PROFILE: '',
    CAL_LANG: '',
    CAL_TZ: '',
    CAL_FORMAT: '',
    CAL_NAMESPACE: '',
    // Used only against a server (CAL_URL / --url); the local file needs no credentials.
    CAL_USER: 'admin',
    CAL_PASSWORD: ADMIN_PASSWORD,
    // Every request here stays on loopback; loading an extra CA bundle would only add start-up time to each run.
    NODE_EXTRA_CA_CERTS: '',
  };
  return {
    dir,
    env,
    path: (name) => join(dir, name),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

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

export interface Served {
  /** API root as printed, e.g. http://127.0.0.1:PORT/wp-json/cal/events/v1/ */
  readonly api: string;
  /** Site base for CAL_URL / --url / `cal config set url`. */
  readonly base: string;
  readonly file: string;
  stop(): Promise<number | undefined>;
}

/** `cal serve` on `file`, with the known administrator password. */
export async function startServer(file: string, env: Env): Promise<Served> {
  const server = await serve([], { ...env, CAL_DATA: file, CAL_ADMIN_PASSWORD: ADMIN_PASSWORD });
  return { api: server.api, base: server.api.replace(/\/wp-json\/cal\/events\/v1\/$/, ''), file, stop: () => server.stop() };
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

export async function get(api: string, path: string): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${api}${path}`);
  return { status: response.status, body: (await response.json()) as Json };
}

/** Fills a calendar file through a short-lived server (much faster than one CLI run per item). */
export async function seed<T>(file: string, env: Env, build: (api: string) => Promise<T>): Promise<T> {
  const server = await startServer(file, env);
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
