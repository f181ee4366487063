// Three `cal serve` instances on one PostgreSQL calendar (a private cluster), as behind a balancer: what one
// answers, the others answer soon after without being written to; writes that race through different instances
// are decided on the calendar as committed (one venue per name, one If-Match winner); an instance killed in the
// middle of writes loses nothing it acknowledged; and a database restart refuses writes meanwhile, then every
// instance writes and catches up again.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isRecord } from '../../src/typing/is-record.js';
import { ADMIN_AUTH, type ServeProcess } from '../helpers/cli.js';
import { POSTGRES, startPostgres, type PostgresCluster } from '../helpers/postgres.js';
import { sandbox, type Sandbox } from '../helpers/sandbox.js';
import { describeWith } from '../helpers/system.js';

/** How long an instance may take to answer what another committed: well above the bound README.md gives. */
const PROPAGATION_LIMIT_MS = 5_000;

describeWith([POSTGRES], 'three cal serve instances on one PostgreSQL calendar', () => {
  let cluster: PostgresCluster | undefined;
  let box: Sandbox | undefined;
  let instances: ServeProcess[] = [];
  let url = '';
  const running = () => {
    if (!cluster || !box) throw new Error('not set up');
    return { pg: cluster, box };
  };
  const database = 'calendar_cluster';

  /**
   * `cal serve` as one instance of the three: with the site URL of the balancer in front of them, so that each
   * renders the same links, and so the same entity tags.
   */
  const serveInstance = (name: string) =>
    running().box.serve(['--data', url, '--instance-name', name, '--site-url', 'http://calendar.example']);
  const at = (index: number): ServeProcess => {
    const instance = instances[index];
    if (!instance) throw new Error(`no instance ${index}`);
    return instance;
  };
  const send = (instance: ServeProcess, method: string, path: string, body?: unknown, headers = {}) =>
    fetch(`${instance.api}${path}`, {
      method,
      headers: { authorization: ADMIN_AUTH, 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const json = async (response: Response): Promise<Record<string, unknown>> => {
    const body: unknown = await response.json();
    if (!isRecord(body)) throw new Error(`not an object: ${JSON.stringify(body)}`);
    return body;
  };
  /** What an instance answers for one item: its status, and its title and entity tag when found. */
  const item = async (instance: ServeProcess, path: string) => {
    const response = await send(instance, 'GET', path);
    const body = await json(response);
    const title = isRecord(body.title) ? body.title.rendered : body.title;
    return { status: response.status, title, etag: response.headers.get('etag') };
  };

  beforeAll(async () => {
    cluster = startPostgres();
    box = await sandbox();
    cluster.sql(`create database ${database}`);
    url = cluster.url(database);
    instances = await Promise.all(['a', 'b', 'c'].map(serveInstance));
  });
  afterAll(async () => {
    for (const instance of instances) await instance.kill().catch(() => undefined);
    await box?.remove();
    cluster?.stop();
  });

  it('started at once on a new calendar, the instances make one administrator with one password, and say who answers', async () => {
    const { pg } = running();
    expect(pg.sql("select count(*) from cal_records where collection = 'users'", database)).toBe('1');
    expect(
      pg.sql("select json_array_length(data->'passwords') from cal_records where collection = 'users'", database),
    ).toBe('1');
    const names = await Promise.all(
      instances.map(async (instance) => (await send(instance, 'GET', 'events')).headers.get('x-cal-instance')),
    );
    expect(names).toEqual(['a', 'b', 'c']);
  });

  it('answers through every instance what was written through one: creates, updates and deletes', async () => {
    const created = await send(at(0), 'POST', 'venues', { venue: 'Palau de la Música' });
    expect(created.status).toBe(201);
    const id = Number((await json(created)).id);
    const written = await item(at(0), `venues/${id}`);
    for (const other of [at(1), at(2)])
      await expect.poll(() => item(other, `venues/${id}`), { timeout: PROPAGATION_LIMIT_MS }).toEqual(written);
    // Updated through the second: the first and third answer the new title with the same entity tag.
    expect((await send(at(1), 'PUT', `venues/${id}`, { venue: 'Palau' })).status).toBe(200);
    const updated = await item(at(1), `venues/${id}`);
    expect(updated.etag).not.toBe(written.etag);
    for (const other of [at(0), at(2)])
      await expect.poll(() => item(other, `venues/${id}`), { timeout: PROPAGATION_LIMIT_MS }).toEqual(updated);
    // Deleted through the third: gone everywhere, as the third answers it.
    expect((await send(at(2), 'DELETE', `venues/${id}?force=true`)).status).toBe(200);
    const gone = await item(at(2), `venues/${id}`);
    expect(gone.status).toBeGreaterThanOrEqual(400);
    for (const other of [at(0), at(1)])
      await expect.poll(() => item(other, `venues/${id}`), { timeout: PROPAGATION_LIMIT_MS }).toEqual(gone);
  });

  it('makes one venue of one name created through three instances at once', async () => {
    for (const name of ['Sala Apolo', 'Razzmatazz', 'La Paloma']) {
      const answers = await Promise.all(instances.map((instance) => send(instance, 'POST', 'venues', { venue: name })));
      const ids = await Promise.all(answers.map(async (answer) => (await json(answer)).id));
      expect(answers.map((answer) => answer.status < 300)).toEqual([true, true, true]);
      expect(new Set(ids).size).toBe(1);
    }
    const { pg } = running();
    expect(
      pg.sql(
        "select data->>'title', count(*) from cal_records where collection = 'venues' group by 1 order by 1",
        database,
      ),
    ).toBe('La Paloma|1\nRazzmatazz|1\nSala Apolo|1');
  });

  it('lets one of three updates sent at once with the same If-Match through, and refuses the others with 412', async () => {
    const created = await send(at(0), 'POST', 'events', {
      title: 'Contested',
      status: 'publish',
      start_date: '2030-03-01 20:00',
      end_date: '2030-03-01 22:00',
    });
    expect(created.status).toBe(201);
    const id = Number((await json(created)).id);
    const base = await item(at(0), `events/${id}`);
    for (const other of [at(1), at(2)])
      await expect.poll(() => item(other, `events/${id}`), { timeout: PROPAGATION_LIMIT_MS }).toEqual(base);
    const answers = await Promise.all(
      instances.map((instance, n) =>
        send(instance, 'PUT', `events/${id}`, { title: `Winner ${n}` }, { 'if-match': base.etag ?? '' }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect([...statuses].sort()).toEqual([200, 412, 412]);
    const winner = statuses.indexOf(200);
    for (const instance of instances)
      await expect
        .poll(async () => (await item(instance, `events/${id}`)).title, { timeout: PROPAGATION_LIMIT_MS })
        .toBe(`Winner ${winner}`);
  });

  it('loses no write an instance acknowledged when it is killed in the middle of writes', async () => {
    const acknowledged: number[] = [];
    let killed = false;
    // Nine clients, three on each instance, writing one tag after another; the second instance is killed once
    // 90 writes were answered, and its clients stop at their first failure.
    const client = async (instance: ServeProcess, n: number) => {
      for (let i = 0; acknowledged.length < 180; i++) {
        try {
          const response = await send(instance, 'POST', 'tags', { name: `cluster tag ${n}-${i}` });
          const body = await json(response);
          if (response.status === 201 && typeof body.id === 'number') acknowledged.push(body.id);
        } catch {
          return;
        }
        if (acknowledged.length >= 90 && !killed) {
          killed = true;
          at(1).child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(instances.flatMap((instance, n) => [0, 1, 2].map((m) => client(instance, n * 3 + m))));
    await at(1).child.catch(() => undefined);
    expect(killed).toBe(true);
    const { pg } = running();
    const kept = new Set(
      pg
        .sql("select id from cal_records where collection = 'tags'", database)
        .split('\n')
        .map((id) => Number(id)),
    );
    expect(acknowledged.filter((id) => !kept.has(id))).toEqual([]);
    // The two left answer every one of them.
    for (const instance of [at(0), at(2)])
      for (const id of acknowledged.slice(-5))
        await expect
          .poll(async () => (await item(instance, `tags/${id}`)).status, { timeout: PROPAGATION_LIMIT_MS })
          .toBe(200);
    // Started again, it opens the calendar with all of them.
    instances[1] = await serveInstance('b');
    for (const id of acknowledged.slice(-5)) expect((await item(at(1), `tags/${id}`)).status).toBe(200);
  });

  it('brings an instance that was stopped through 1 200 writes (more than a page) up to all of them', async () => {
    const tagTotal = async (instance: ServeProcess) => {
      const response = await send(instance, 'GET', 'tags?per_page=1&hide_empty=false');
      await response.arrayBuffer();
      return Number(response.headers.get('x-wp-total'));
    };
    const before = await tagTotal(at(0));
    // Paused, it neither reads notices nor its connection: the writes pile up in the log.
    at(2).child.kill('SIGSTOP');
    try {
      let next = 0;
      const writer = async () => {
        for (let n = next++; n < 1_200; n = next++)
          expect((await send(at(0), 'POST', 'tags', { name: `backlog ${n}` })).status).toBe(201);
      };
      await Promise.all(Array.from({ length: 16 }, writer));
    } finally {
      at(2).child.kill('SIGCONT');
    }
    expect(await tagTotal(at(0))).toBe(before + 1_200);
    await expect.poll(() => tagTotal(at(2)), { timeout: 15_000, interval: 250 }).toBe(before + 1_200);
  });

  it('refuses writes with 503 while the database restarts, then every instance writes and catches up', async () => {
    const { pg } = running();
    pg.halt();
    try {
      for (const instance of instances) {
        const refused = await send(instance, 'POST', 'organizers', { organizer: 'While down' });
        expect(refused.status).toBe(503);
        expect(refused.headers.get('retry-after')).toBe('1');
      }
    } finally {
      pg.resume();
    }
    // The first write after the restart goes through the first instance alone: the two others, which write
    // nothing, connect again by themselves (retrying with a back-off of at most 5 s) and read it from the log.
    await expect
      .poll(async () => (await send(at(0), 'POST', 'organizers', { organizer: 'First after' })).status, {
        timeout: 15_000,
        interval: 250,
      })
      .toBe(201);
    const first = pg.sql("select id from cal_records where data->>'title' = 'First after'", database);
    for (const instance of [at(1), at(2)])
      await expect
        .poll(async () => (await item(instance, `organizers/${first}`)).status, { timeout: 15_000, interval: 250 })
        .toBe(200);
    // Then every instance writes again.
    const ids: number[] = [];
    for (const [n, instance] of instances.entries()) {
      await expect
        .poll(async () => (await send(instance, 'POST', 'organizers', { organizer: `After ${n}` })).status, {
          timeout: 15_000,
          interval: 250,
        })
        .toBe(201);
      const listed = await json(await send(instance, 'GET', `organizers?search=After%20${n}`));
      const organizers = Array.isArray(listed.organizers) ? listed.organizers : [];
      const found = organizers.find((organizer) => isRecord(organizer) && organizer.organizer === `After ${n}`);
      if (isRecord(found) && typeof found.id === 'number') ids.push(found.id);
    }
    expect(ids).toHaveLength(3);
    // Each instance answers what the two others wrote after the restart.
    for (const instance of instances)
      for (const id of ids)
        await expect
          .poll(async () => (await item(instance, `organizers/${id}`)).status, { timeout: PROPAGATION_LIMIT_MS })
          .toBe(200);
    expect(pg.sql("select count(*) from cal_records where data->>'title' = 'While down'", database)).toBe('0');
    // Each said, under its name, that the database went away and came back.
    for (const [n, instance] of instances.entries()) {
      const name = ['a', 'b', 'c'][n] ?? '';
      expect(instance.stderr()).toContain(`[${name}] the database cannot be reached (`);
      expect(instance.stderr()).toMatch(
        new RegExp(`\\[${name}\\] the database answers again: the calendar is up to revision \\d+`),
      );
    }
  });
});
