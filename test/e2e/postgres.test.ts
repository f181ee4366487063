// The built `cal` on a calendar in PostgreSQL (a private cluster): commands and `cal serve` with --data postgres://,
// `cal store migrate`, a user added while a server holds the calendar, a 2 500-event calendar copied from a file to
// PostgreSQL and back equal record for record, a file whose slugs the database would refuse refused in one line, and
// a password in the URL that no output, error or process list shows.
import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { calendarAt } from '../../src/store/calendar-at.js';
import { CopyRefusedError } from '../../src/store/copy-refused.js';
import { openStore } from '../../src/store/open-store.js';
import { isRecord } from '../../src/typing/is-record.js';
import { ADMIN_AUTH, basic, cal } from '../helpers/cli.js';
import { POSTGRES, startPostgres, type PostgresCluster } from '../helpers/postgres.js';
import { sandbox, type Sandbox } from '../helpers/sandbox.js';
import { describeWith } from '../helpers/system.js';
import { handWrittenEvents } from './cli-support.js';

const SECRET = 's3cret-Pa55';

describeWith([POSTGRES], 'cal on a calendar in PostgreSQL', () => {
  let cluster: PostgresCluster | undefined;
  let box: Sandbox | undefined;
  let made = 0;
  const running = () => {
    if (!cluster || !box) throw new Error('not set up');
    return { pg: cluster, box };
  };
  /** A new database, and its URL (with a password: the cluster trusts its socket, so any password connects). */
  const fresh = (password = false) => {
    const { pg } = running();
    const name = `calendar_${++made}`;
    pg.sql(`create database ${name}`);
    const url = pg.url(name);
    return password ? url.replace('postgres://cal@', `postgres://cal:${SECRET}@`) : url;
  };
  beforeAll(async () => {
    cluster = startPostgres();
    box = await sandbox();
  });
  afterAll(async () => {
    await box?.remove();
    cluster?.stop();
  });

  it('makes its tables with `cal store migrate`, once', async () => {
    const { box } = running();
    const url = fresh();
    const first = await cal(['--data', url, 'store', 'migrate'], { env: box.env });
    expect(first.stderr).toMatch(/schema 0 → 2$/m);
    expect(first.exitCode).toBe(0);
    const again = await cal(['--data', url, 'store', 'migrate'], { env: box.env });
    expect(again.stderr).toMatch(/schema 2, nothing to do$/m);
  });

  it('creates, lists and serves events on the database, as on a file', async () => {
    const { box } = running();
    const url = fresh();
    const env = { ...box.env, CAL_DATA: url };
    const created = await cal(
      [
        'events',
        'create',
        '--title',
        'Jazz night',
        '--status',
        'publish',
        '--start-date',
        '2030-05-12 20:00',
        '--end-date',
        '2030-05-12 22:00',
      ],
      { env },
    );
    expect(created.stderr).toBe('');
    expect(created.exitCode).toBe(0);
    const listed = await cal(['events', 'list', '--starts-after', '2030-01-01', '--format', 'json'], { env });
    expect(JSON.parse(listed.stdout).map((event: { title: string }) => event.title)).toEqual(['Jazz night']);
    const server = await box.serve(['--data', url]);
    const response = await fetch(`${server.api}events`, {
      method: 'POST',
      headers: { authorization: ADMIN_AUTH, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Served',
        status: 'publish',
        start_date: '2030-05-13 20:00',
        end_date: '2030-05-13 21:00',
      }),
    });
    expect(response.status).toBe(201);
    // While it serves, a local command writes the calendar beside it, and the server soon lists what it wrote.
    const beside = await cal(
      ['events', 'create', '--title', 'Beside', '--start-date', '2030-06-01 10:00', '--end-date', '2030-06-01 11:00'],
      { env },
    );
    expect(beside.exitCode).toBe(0);
    await expect
      .poll(async () => {
        const served = await fetch(`${server.api}events?start_date=2030-01-01&end_date=2031-01-01&status=any`, {
          headers: { authorization: ADMIN_AUTH },
        });
        return ((await served.json()) as { events: { title: string }[] }).events.map((event) => event.title);
      })
      .toEqual(['Jazz night', 'Served', 'Beside']);
    expect(await server.stop()).toBe(0);
    const after = await cal(['events', 'list', '--starts-after', '2030-01-01', '--format', 'json'], { env });
    expect(JSON.parse(after.stdout).map((event: { title: string }) => event.title)).toEqual([
      'Jazz night',
      'Served',
      'Beside',
    ]);
  });

  it('loses no acknowledged write when cal serve is killed in the middle of writes', async () => {
    const { box } = running();
    const url = fresh();
    const server = await box.serve(['--data', url]);
    const acknowledged: number[] = [];
    let killed = false;
    // Eight clients writing one tag after another; the server is killed once 80 writes were answered.
    const client = async (n: number) => {
      for (let i = 0; !killed; i++) {
        try {
          const response = await fetch(`${server.api}tags`, {
            method: 'POST',
            headers: { authorization: ADMIN_AUTH, 'content-type': 'application/json' },
            body: JSON.stringify({ name: `tag ${n}-${i}` }),
          });
          const body: unknown = await response.json();
          if (response.status === 201 && isRecord(body) && typeof body.id === 'number') acknowledged.push(body.id);
        } catch {
          return;
        }
        if (acknowledged.length >= 80 && !killed) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, n) => client(n)));
    await server.child.catch(() => undefined);
    // The killed server's connection is gone once PostgreSQL notices: opening waits for its lock meanwhile.
    const store = await openStore(url, {}, { waitMs: 10_000 });
    try {
      const ids = new Set([...store.all('tags')].map((tag) => tag.id));
      expect(acknowledged.length).toBeGreaterThanOrEqual(80);
      expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('adds a user to a database a server holds, which she then signs in to, reads its users and settings, and leaves no file beside', async () => {
    const { box } = running();
    const url = fresh();
    const server = await box.serve(['--data', url]);
    const before = await readdir(box.dir);
    const added = await cal(['--data', url, 'users', 'add', 'rosa', '--role', 'editor'], {
      env: box.env,
      cwd: box.dir,
    });
    expect(added.stderr).toBe(
      'Added rosa (editor) with an application password named "cal-1"; the password itself is printed on stdout, once.',
    );
    expect(added.exitCode).toBe(0);
    // A database has no lock file: nothing is made in the current folder (a path read from the URL).
    expect(await readdir(box.dir)).toEqual(before);
    // The server applies the new user from the change log, as it applies any write of another process.
    const me = new URL('/wp-json/wp/v2/users/me', server.api);
    await expect
      .poll(async () => (await fetch(me, { headers: { authorization: basic('rosa', added.stdout.trim()) } })).status, {
        timeout: 10_000,
      })
      .toBe(200);
    // Listing the users and reading the settings read the database, beside the server.
    const users = await cal(['--data', url, 'users', 'list'], { env: box.env, cwd: box.dir });
    expect(users.stdout).toMatch(/^\d+\trosa\teditor\t/m);
    expect(
      (await cal(['--data', url, 'settings', 'set', 'timezone', 'Europe/Madrid'], { env: box.env })).exitCode,
    ).toBe(0);
    const zone = await cal(['--data', url, 'settings', 'get', 'timezone'], { env: box.env, cwd: box.dir });
    expect(zone.stdout).toBe('Europe/Madrid');
    expect(await readdir(box.dir)).toEqual(before);
    expect(await server.stop()).toBe(0);
  });

  // 2 500 events: the copy inserts its rows 1 000 at a time, so several inserts per table (the benchmarks copy
  // 10 000 and more). Its bound grows with that work: a busy machine took more than the default 20 s.
  it('copies a 2 500-event calendar from a file to PostgreSQL and back, equal record for record', async () => {
    const { box } = running();
    const url = fresh();
    const file = box.path('big.json');
    const generated = await cal(['--data', file, 'generate', '--events', '2500', '--seed', '7'], { env: box.env });
    expect(generated.exitCode).toBe(0);
    const there = await cal(['store', 'copy', file, url], { env: box.env });
    expect(there.stderr).toMatch(/^Copied .*big\.json to postgres:.*: \d+ records \(2500 events/m);
    const back = box.path('back.json');
    expect((await cal(['store', 'copy', url, back], { env: box.env })).exitCode).toBe(0);
    // Round trip: the file made from the database holds what the first file held.
    const same = await cal(['store', 'check', file, back], { env: box.env });
    expect(same.stdout).toMatch(/hold the same calendar \(2500 events/);
    expect(same.exitCode).toBe(0);
    // The key travels with the calendar: the copy reads the same sealed passwords.
    expect(await readFile(`${back}.key`, 'utf8').catch(() => undefined)).toBe(
      await readFile(`${file}.key`, 'utf8').catch(() => undefined),
    );
    // A change on one side shows as a difference, named.
    const env = { ...box.env, CAL_DATA: url };
    const listed = JSON.parse((await cal(['events', 'list', '--per-page', '1', '--format', 'json'], { env })).stdout);
    const id = String(listed[0].id);
    expect((await cal(['events', 'update', id, '--title', 'Changed'], { env })).exitCode).toBe(0);
    const differs = await cal(['store', 'check', back, url], { env: box.env });
    expect(differs.exitCode).toBe(1);
    expect(differs.stdout).toContain(`events ${id}: title differs`);
    // A copy never overwrites a calendar.
    const onto = await cal(['store', 'copy', file, url], { env: box.env });
    expect(onto.exitCode).not.toBe(0);
    expect(onto.stderr).toMatch(/^cal: postgres:.* already holds a calendar: copy into an empty database$/);
  }, 60_000);

  it('refuses to copy a file giving two events one slug, in one line naming them, and writes nothing', async () => {
    const { box } = running();
    const url = fresh();
    const file = await box.write('twins.json', handWrittenEvents('jazz', 'jazz'));
    const copy = await cal(['store', 'copy', file, url], { env: box.env });
    expect(copy.exitCode).toBe(1);
    expect(copy.stderr).toBe(
      `cal: ${file} holds slugs more than one record has, which a database refuses: events "jazz" (language en): ` +
        `IDs 1, 2; \`cal --data ${file} store repair\` renumbers them`,
    );
    // Past that check, the database's own refusal is one line too, and leaves no calendar behind.
    const refused = await calendarAt(url)
      .write(await calendarAt(file).read())
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CopyRefusedError);
    expect(refused instanceof Error ? refused.message : refused).toMatch(
      /^postgres:\S+: the database refused the copy \(duplicate key value violates unique constraint "cal_records_unique_slug": Key \(collection, slug_key\)=\(events, en\/jazz\) already exists\.\); nothing was written$/,
    );
    expect((await cal(['--data', url, 'store', 'check'], { env: box.env })).stderr).toMatch(/holds no calendar/);
  });

  it('never shows the password of the URL: not in output, errors, --debug or the process list', async () => {
    const { box, pg } = running();
    const url = fresh(true);
    const env = { ...box.env, CAL_DATA: url };
    const runs = [
      await cal(['--debug', 'events', 'create', '--title', 'Secretive', '--start-date', '2030-05-12 20:00'], { env }),
      await cal(['auth', 'status'], { env }),
      await cal(['store', 'check'], { env }),
      await cal(['store', 'compact'], { env }),
      // A database that is not there: the error names the calendar without its password.
      await cal(['events', 'list'], { env: { ...env, CAL_DATA: url.replace(/calendar_\d+/, 'nowhere') } }),
    ];
    for (const run of runs) expect(`${run.stdout}${run.stderr}`).not.toContain(SECRET);
    expect(runs[1]?.stdout).toMatch(/^calendar database postgres:\/\/cal:\*\*\*@localhost/);
    expect(runs[3]?.stderr).toMatch(/is a database, not a calendar file/);
    expect(runs[4]?.exitCode).toBe(1);
    expect(runs[4]?.stderr).toMatch(/postgres:\/\/cal:\*\*\*@localhost.*nowhere/);
    // A detached server gets the URL without the password on its command line, and the password in its environment.
    const pidFile = box.path('serve.pid');
    const detached = await cal(['serve', '--detach', '--port', '0', '--pid-file', pidFile], { env });
    expect(detached.exitCode).toBe(0);
    const pid = (await readFile(pidFile, 'utf8')).trim();
    try {
      const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8');
      expect(commandLine).toContain('postgres://cal@localhost');
      expect(commandLine).not.toContain(SECRET);
      const database = url.slice(url.lastIndexOf('/') + 1, url.indexOf('?'));
      expect(
        pg.sql(
          `select count(*) from pg_stat_activity where application_name = 'cal serve' and datname = '${database}'`,
        ),
      ).toBe('1');
    } finally {
      await cal(['serve', '--stop', '--pid-file', pidFile], { env });
    }
  });
});
