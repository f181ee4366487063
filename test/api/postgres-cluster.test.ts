// The private PostgreSQL cluster the PostgreSQL suites run on (test/helpers/postgres.ts): made in a temp folder by
// initdb and pg_ctl, run as an unprivileged user, answering on a socket in its folder only, and gone once stopped.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { POSTGRES, startPostgres, type PostgresCluster } from '../helpers/postgres.js';
import { describeWith } from '../helpers/system.js';

describeWith([POSTGRES], 'a private PostgreSQL cluster', () => {
  let cluster: PostgresCluster | undefined;
  const running = (): PostgresCluster => {
    if (!cluster) throw new Error('the cluster did not start');
    return cluster;
  };
  beforeAll(() => {
    cluster = startPostgres();
  });
  afterAll(() => cluster?.stop());

  it('answers SQL on its own socket, and makes a database from a template in one step', () => {
    const pg = running();
    expect(pg.sql('select 1 + 1')).toBe('2');
    pg.sql('create database calendar_template');
    pg.sql('create table marks (n integer); insert into marks values (7);', 'calendar_template');
    pg.sql('create database calendar_one template calendar_template');
    expect(pg.sql('select n from marks', 'calendar_one')).toBe('7');
  });

  it('runs as a user other than root, with its data in its folder and no TCP address', () => {
    const pg = running();
    expect(pg.sql('show listen_addresses')).toBe('');
    const data = pg.sql('show data_directory');
    expect(data.startsWith(`${pg.socketDir}/`)).toBe(true);
    expect(statSync(data).uid).not.toBe(0);
    expect(pg.sql('show server_encoding')).toBe('UTF8');
  });

  it('stops at once and leaves neither its folder nor a server behind', () => {
    const other = startPostgres();
    const folder = other.socketDir;
    expect(other.sql('select 3')).toBe('3');
    expect(processesNaming(folder).length).toBeGreaterThan(0);
    other.stop();
    expect(existsSync(folder)).toBe(false);
    expect(processesNaming(folder)).toEqual([]);
  });
});

/** The processes whose command line names `text` (read from /proc). */
function processesNaming(text: string): string[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text);
      } catch {
        return false;
      }
    });
}
