// Global setup of `npm run test:pg`: one private cluster (test/helpers/postgres.ts) for the whole run, named to the
// test files through the environment; each test server makes a database of its own on it.
import { Client } from 'pg';
import { migrateSchema } from '../../src/store/postgres/schema.js';
import { SHARED_CLUSTER_ENV, SHARED_TEMPLATE, startPostgres } from '../helpers/postgres.js';

export default async function postgresCluster(): Promise<() => void> {
  const cluster = startPostgres();
  // Each test server's database is a copy of this one, its tables made once.
  cluster.sql(`create database ${SHARED_TEMPLATE}`);
  const client = new Client({ connectionString: cluster.url(SHARED_TEMPLATE) });
  await client.connect();
  await migrateSchema(client);
  await client.end();
  process.env[SHARED_CLUSTER_ENV.socketDir] = cluster.socketDir;
  process.env[SHARED_CLUSTER_ENV.port] = String(cluster.port);
  if (Number(cluster.sql('show server_version_num')) >= 150000) process.env[SHARED_CLUSTER_ENV.fileCopy] = '1';
  return () => cluster.stop();
}
