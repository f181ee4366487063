// Settling a commit whose answer was lost (src/store/postgres/commit-outcome.ts), on a real database: the process
// that ran it is ended and waited for, so it cannot commit afterwards, and the change log then tells. And the shared
// sign-in count gives its connection one query at a time, however many sign-ins fail at once.
import { Client } from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { wasCommitted, backendPid } from '../../src/store/postgres/commit-outcome.js';
import { migrateSchema } from '../../src/store/postgres/schema.js';
import { SharedSignInFailures } from '../../src/store/postgres/shared-sign-in-failures.js';
import { failureKeys } from '../../src/store/sign-in-failures.js';
import { POSTGRES, startPostgres, type PostgresCluster } from '../helpers/postgres.js';
import { describeWith } from '../helpers/system.js';

describeWith([POSTGRES], 'a commit whose answer was lost', () => {
  let cluster: PostgresCluster | undefined;
  let url = '';
  const connected = async () => {
    const client = new Client({ connectionString: url });
    await client.connect();
    return client;
  };
  beforeAll(async () => {
    cluster = startPostgres();
    cluster.sql('create database outcome');
    url = cluster.url('outcome');
    const client = await connected();
    await migrateSchema(client);
    await client.end();
  });
  afterAll(() => cluster?.stop());

  const logAt = async (revision: number, entry: string) => {
    const client = await connected();
    await client.query('insert into cal_changes (revision, entry) values ($1, $2)', [revision, entry]);
    await client.end();
  };

  it('is committed when the change log holds its entry at its revision, and not when it holds another or none', async () => {
    const entry = JSON.stringify({ records: [], settings: {}, sequences: {}, n: 1 });
    await logAt(101, entry);
    await logAt(102, JSON.stringify({ records: [], other: true }));
    expect(await wasCommitted(url, 2_000, { pid: undefined, revision: 101, entry })).toBe(true);
    expect(await wasCommitted(url, 2_000, { pid: undefined, revision: 102, entry })).toBe(false);
    expect(await wasCommitted(url, 2_000, { pid: undefined, revision: 103, entry })).toBe(false);
  });

  it('ends the process still holding the commit first, so that it cannot commit after the answer', async () => {
    const writer = await connected();
    writer.on('error', () => undefined);
    const entry = JSON.stringify({ records: [], pending: true });
    await writer.query('begin');
    await writer.query('insert into cal_changes (revision, entry) values (201, $1)', [entry]);
    // The commit not yet sent: as a commit sent into a frozen or cut connection, it is in the writer's hands.
    const answer = await wasCommitted(url, 2_000, { pid: backendPid(writer), revision: 201, entry });
    expect(answer).toBe(false);
    await expect(writer.query('commit')).rejects.toThrow();
    expect(running().sql('select count(*) from cal_changes where revision = 201', 'outcome')).toBe('0');
  });

  it('cannot tell when the database cannot be reached within the bound', async () => {
    const entry = '{}';
    running().freeze();
    try {
      await expect(wasCommitted(url, 500, { pid: undefined, revision: 1, entry })).rejects.toThrow();
    } finally {
      running().thaw();
    }
  });

  it('counts failed sign-ins arriving together one query at a time on its connection', async () => {
    const warnings: string[] = [];
    const listen = (warning: Error) => warnings.push(warning.message);
    process.on('warning', listen);
    const failures = new SharedSignInFailures(url, 'cal', 2_000);
    try {
      const admissions = await Promise.all(
        Array.from({ length: 8 }, (_, n) => failures.admit(failureKeys(`10.0.0.${n}`, 'ana'), true)),
      );
      expect(admissions.every((admission) => !('retryAfterMs' in admission))).toBe(true);
      expect(running().sql('select count(*) from cal_sign_in_failures', 'outcome')).toBe('16');
    } finally {
      await failures.close();
      // A warning is emitted on the next turn.
      await new Promise((resolve) => setImmediate(resolve));
      process.off('warning', listen);
    }
    expect(warnings.filter((warning) => warning.includes('already executing a query'))).toEqual([]);
  });

  const running = (): PostgresCluster => {
    if (!cluster) throw new Error('the cluster did not start');
    return cluster;
  };
});
