// A private PostgreSQL cluster: initdb and pg_ctl from Debian's /usr/lib/postgresql/*/bin, in a temp folder,
// listening on a socket in that folder only (no port, no system service). initdb refuses root: run as root (CI), the
// cluster runs as the unprivileged user scripts/install-system-deps.sh makes, in a folder it owns. The tests
// (test/helpers/postgres.ts) and the benchmarks (bench/postgres.js) start theirs here.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';

/**
 * @typedef {object} PostgresCluster
 * @property {string} socketDir The folder holding the cluster's socket: libpq's host.
 * @property {number} port
 * @property {string} role
 * @property {(command: string, database?: string) => string} sql Runs one SQL command in `database` through psql;
 *   its output, rows as `a|b` lines.
 * @property {(database: string) => string} url A postgres:// URL of `database` on this cluster's socket (--data).
 * @property {() => void} halt Stops the server at once (as a crash would), keeping its data: `resume()` starts it.
 * @property {() => void} resume
 * @property {() => void} freeze Stops every process of the server with SIGSTOP (as a hung disk or a partition that
 *   drops packets looks to its clients): connections stay open and nothing answers. `thaw()` lets them go on.
 * @property {() => void} thaw
 * @property {() => void} stop Stops the cluster at once and removes its folder.
 */

/** The user the clusters run as when the tests run as root (scripts/install-system-deps.sh makes it). */
export const POSTGRES_USER = 'cal-pg';
/** The superuser of a test cluster; connections from its socket are trusted. */
export const CLUSTER_ROLE = 'cal';

export const LIB = '/usr/lib/postgresql';
export const PROGRAMS = ['initdb', 'pg_ctl', 'postgres', 'psql'];

/**
 * The bin folder of the newest PostgreSQL installed, or undefined.
 * @returns {string | undefined}
 */
export function postgresBin() {
  const versions = existsSync(LIB)
    ? readdirSync(LIB)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions
    .map((version) => join(LIB, version, 'bin'))
    .find((bin) => PROGRAMS.every((program) => existsSync(join(bin, program))));
}

export const isRoot = () => process.getuid?.() === 0;

/** @param {string} user @returns {{ uid: number, gid: number } | undefined} */
export function userIds(user) {
  const uid = spawnSync('id', ['-u', user], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', user], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Runs a cluster program as the cluster's owner: this user, or POSTGRES_USER under root. */
/** @param {string} program @param {readonly string[]} args @returns {string} */
function runAsOwner(program, args) {
  const [command, commandArgs] = isRoot()
    ? ['runuser', ['-u', POSTGRES_USER, '--', program, ...args]]
    : [program, [...args]];
  return execFileSync(command, commandArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * Makes and starts a cluster of its own; `stop()` it when done. `durable`: fsync on, as a real database runs (the
 * benchmarks); tests run without, as a test cluster need not survive a crash of the machine, only of its processes
 * (whose writes reach the operating system all the same). Commits stay synchronous either way.
 * @param {{ durable?: boolean }} [options]
 * @returns {PostgresCluster}
 */
export function startPostgres({ durable = false } = {}) {
  const bin = postgresBin();
  if (!bin) throw new Error(`PostgreSQL (${PROGRAMS.join(', ')} in ${LIB}/*/bin) is missing`);
  const dir = mkdtempSync(join(tmpdir(), 'cal-pg-'));
  const data = join(dir, 'data');
  // Any port: with no TCP address to listen on it only names the socket file, so clusters never collide.
  const port = 5432;
  let started = false;
  const options = `-c listen_addresses='' -c unix_socket_directories='${dir}' -p ${port}${durable ? '' : ' -c fsync=off'}`;
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
    thaw();
    halt();
    rmSync(dir, { recursive: true, force: true });
  };
  let frozen = false;
  const freeze = () => {
    // The postmaster first, so that it forks no process while its children are stopped.
    const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(postmaster, 'SIGSTOP');
    for (const pid of childrenOf(postmaster)) process.kill(pid, 'SIGSTOP');
    frozen = true;
  };
  const thaw = () => {
    if (!frozen) return;
    const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    for (const pid of childrenOf(postmaster)) process.kill(pid, 'SIGCONT');
    process.kill(postmaster, 'SIGCONT');
    frozen = false;
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
      // A cluster of tests lives as long as they do: its first files need not reach the disk before it starts.
      '--no-sync',
    ]);
    start();
  } catch (error) {
    stop();
    throw error;
  }
  return { ...clusterAt(bin, dir, port), halt, resume: start, freeze, thaw, stop };
}

/**
 * The processes whose parent is `pid`, read from /proc.
 * @param {number} pid
 * @returns {number[]}
 */
function childrenOf(pid) {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // The parent is the fourth field, after the command name in parentheses (which may hold spaces).
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/**
 * The SQL and URLs of a running cluster, named by its bin folder, socket folder and port (a test file reaches the
 * cluster a global setup started this way).
 * @param {string} bin
 * @param {string} socketDir
 * @param {number} port
 * @returns {Pick<PostgresCluster, 'socketDir' | 'port' | 'role' | 'sql' | 'url'>}
 */
export function clusterAt(bin, socketDir, port) {
  return {
    socketDir,
    port,
    role: CLUSTER_ROLE,
    sql(command, database = 'postgres') {
      return execFileSync(
        join(bin, 'psql'),
        [
          '-h',
          socketDir,
          '-p',
          String(port),
          '-U',
          CLUSTER_ROLE,
          '-d',
          database,
          '-X',
          '-A',
          '-t',
          '-v',
          'ON_ERROR_STOP=1',
        ],
        { input: command, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] },
      ).trim();
    },
    url: (database) => `postgres://${CLUSTER_ROLE}@localhost:${port}/${database}?host=${encodeURIComponent(socketDir)}`,
  };
}
