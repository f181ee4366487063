// The private PostgreSQL clusters the PostgreSQL suites run on (scripts/postgres-cluster.mjs starts them), whether
// this machine can run them, and the shared cluster of `npm run test:pg`.
import {
  CLUSTER_ROLE,
  clusterAt,
  LIB,
  PROGRAMS,
  POSTGRES_USER,
  isRoot,
  postgresBin,
  startPostgres,
  userIds,
} from '../../scripts/postgres-cluster.mjs';
import type { SystemProgram } from './system.js';

export { CLUSTER_ROLE, POSTGRES_USER, postgresBin, startPostgres };

/** A running cluster (scripts/postgres-cluster.mjs). */
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
  /** Stops every process of the server (SIGSTOP): connections stay open and nothing answers, until `thaw()`. */
  freeze(): void;
  thaw(): void;
  /** Stops the cluster at once and removes its folder. */
  stop(): void;
}

export const POSTGRES: SystemProgram = {
  name: 'PostgreSQL',
  missing() {
    if (!postgresBin()) return `PostgreSQL (${PROGRAMS.join(', ')} in ${LIB}/*/bin) is missing`;
    if (isRoot() && !userIds(POSTGRES_USER)) return `the user ${POSTGRES_USER} is missing (the tests run as root)`;
    return undefined;
  },
};

/** The variables through which `npm run test:pg`'s global setup names its cluster to the test files. */
export const SHARED_CLUSTER_ENV = {
  socketDir: 'CAL_TEST_PG_SOCKET',
  port: 'CAL_TEST_PG_PORT',
  /** Set when the server has CREATE DATABASE … STRATEGY (PostgreSQL 15 and later). */
  fileCopy: 'CAL_TEST_PG_FILE_COPY',
} as const;

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
  const cluster = clusterAt(bin, socketDir, Number(port));
  const name = `calendar_${process.pid}_${++databases}`;
  // PostgreSQL 15 copies a small template faster file by file than through its write-ahead log (its default).
  const strategy = process.env[SHARED_CLUSTER_ENV.fileCopy] ? ' strategy file_copy' : '';
  cluster.sql(`create database ${name} template ${SHARED_TEMPLATE}${strategy}`);
  return cluster.url(name);
}
