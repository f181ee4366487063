// A private PostgreSQL cluster for a test file: initdb and pg_ctl from Debian's /usr/lib/postgresql/*/bin, in a
// temp folder, listening on a socket in that folder only (no port, no system service). initdb refuses root: run as
// root (CI), the cluster runs as the unprivileged user scripts/install-system-deps.sh makes, in a folder it owns.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SystemProgram } from './system.js';

/** The user the clusters run as when the tests run as root (scripts/install-system-deps.sh makes it). */
export const POSTGRES_USER = 'cal-pg';
/** The superuser of a test cluster; connections from its socket are trusted. */
export const CLUSTER_ROLE = 'cal';

const LIB = '/usr/lib/postgresql';
const PROGRAMS = ['initdb', 'pg_ctl', 'postgres', 'psql'];

/** The bin folder of the newest PostgreSQL installed, or undefined. */
export function postgresBin(): string | undefined {
  const versions = existsSync(LIB)
    ? readdirSync(LIB)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions
    .map((version) => join(LIB, version, 'bin'))
    .find((bin) => PROGRAMS.every((program) => existsSync(join(bin, program))));
}

const isRoot = (): boolean => process.getuid?.() === 0;

function userIds(user: string): { uid: number; gid: number } | undefined {
  const uid = spawnSync('id', ['-u', user], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', user], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

export const POSTGRES: SystemProgram = {
  name: 'PostgreSQL',
  missing() {
    if (!postgresBin()) return `PostgreSQL (${PROGRAMS.join(', ')} in ${LIB}/*/bin) is missing`;
    if (isRoot() && !userIds(POSTGRES_USER)) return `the user ${POSTGRES_USER} is missing (the tests run as root)`;
    return undefined;
  },
};

export interface PostgresCluster {
  /** The folder holding the cluster's socket: libpq's host. */
  readonly socketDir: string;
  readonly port: number;
  readonly role: string;
  /** Runs one SQL command in `database` through psql; its output, rows as `a|b` lines. */
  sql(command: string, database?: string): string;
  /** A postgres:// URL of `database` on this cluster's socket, as cal takes one (--data). */
  url(database: string): string;
  /** Stops the server at once (as a crash would), keeping its data: `resume()` starts it again. */
  halt(): void;
  resume(): void;
  /** Stops the cluster at once and removes its folder. */
  stop(): void;
}

/** Runs a cluster program as the cluster's owner: this user, or POSTGRES_USER under root. */
function runAsOwner(program: string, args: readonly string[]): string {
  const [command, commandArgs] = isRoot()
    ? ['runuser', ['-u', POSTGRES_USER, '--', program, ...args]]
    : [program, [...args]];
  return execFileSync(command, commandArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Makes and starts a cluster of its own; `stop()` it when done. */
export function startPostgres(): PostgresCluster {
  const bin = postgresBin();
  if (!bin) throw new Error(POSTGRES.missing());
  const dir = mkdtempSync(join(tmpdir(), 'cal-pg-'));
  const data = join(dir, 'data');
  // Any port: with no TCP address to listen on it only names the socket file, so clusters never collide.
  const port = 5432;
  let started = false;
  // fsync off: a test cluster need not survive a crash of the machine, only of its processes (whose writes reach the
  // operating system all the same); commits stay synchronous, so an acknowledged write survives a halt().
  const options = `-c listen_addresses='' -c unix_socket_directories='${dir}' -p ${port} -c fsync=off`;
  const start = () => {
    runAsOwner(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', 'start']);
    started = true;
  };
  const halt = () => {
    if (!started) return;
    try {
      runAsOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Already gone: nothing to stop.
    }
    started = false;
  };
  const stop = () => {
    halt();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (isRoot()) {
      const owner = userIds(POSTGRES_USER);
      if (!owner) throw new Error(`the user ${POSTGRES_USER} is missing`);
      chownSync(dir, owner.uid, owner.gid);
    }
    runAsOwner(join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      CLUSTER_ROLE,
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C',
      '--no-instructions',
    ]);
    start();
  } catch (error) {
    stop();
    throw error;
  }
  return {
    socketDir: dir,
    port,
    role: CLUSTER_ROLE,
    sql(command, database = 'postgres') {
      return execFileSync(
        join(bin, 'psql'),
        ['-h', dir, '-p', String(port), '-U', CLUSTER_ROLE, '-d', database, '-X', '-A', '-t', '-v', 'ON_ERROR_STOP=1'],
        { input: command, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] },
      ).trim();
    },
    halt,
    resume: start,
    url: (database) => `postgres://${CLUSTER_ROLE}@localhost:${port}/${database}?host=${encodeURIComponent(dir)}`,
    stop,
  };
}

/** The variables through which `npm run test:pg`'s global setup names its cluster to the test files. */
export const SHARED_CLUSTER_ENV = { socketDir: 'CAL_TEST_PG_SOCKET', port: 'CAL_TEST_PG_PORT' } as const;

/** `npm run test:pg` runs the API suite with every test server's calendar in a database of its own. */
export const onPostgres = (): boolean => process.env.CAL_TEST_STORE === 'postgres';

let databases = 0;

/** The database each of `npm run test:pg`'s is made from: cal's tables already made. */
export const SHARED_TEMPLATE = 'calendar_template';

/**
 * A new database on the cluster of `npm run test:pg`'s global setup (test/setup/postgres-cluster.ts), and its URL:
 * named by this process and a counter, so that test files running side by side never share one.
 */
export function freshSharedDatabase(): string {
  const socketDir = process.env[SHARED_CLUSTER_ENV.socketDir];
  const port = process.env[SHARED_CLUSTER_ENV.port];
  const bin = postgresBin();
  if (!socketDir || !port || !bin) throw new Error('no shared PostgreSQL cluster: run through npm run test:pg');
  const name = `calendar_${process.pid}_${++databases}`;
  execFileSync(join(bin, 'psql'), ['-h', socketDir, '-p', port, '-U', CLUSTER_ROLE, '-d', 'postgres', '-X', '-q'], {
    input: `create database ${name} template ${SHARED_TEMPLATE}`,
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  return `postgres://${CLUSTER_ROLE}@localhost:${port}/${name}?host=${encodeURIComponent(socketDir)}`;
}
