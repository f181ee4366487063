// `cal serve` on a PostgreSQL calendar (a private cluster) through the database's faults, as clients see them: the
// database frozen (SIGSTOP: a hung disk or a partition looks the same) and its connections terminated in the middle
// of writes. Every wait is bounded (writes answer 503 with Retry-After, the health route says so, sign-ins answer),
// no fault answers 500, and clients that retry with an Idempotency-Key never make a second event: what was
// acknowledged is stored, and stored once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isRecord } from '../../src/typing/is-record.js';
import { ADMIN_AUTH, basic, type ServeProcess } from '../helpers/cli.js';
import { POSTGRES, startPostgres, type PostgresCluster } from '../helpers/postgres.js';
import { sandbox, type Sandbox } from '../helpers/sandbox.js';
import { describeWith } from '../helpers/system.js';

/** The server's bound on every database wait (--db-timeout), in seconds: short, so that the test is. */
const DB_TIMEOUT_S = 1;
/** How long a client waits for an answer before it gives up and sends the request again (as the operators' did). */
const CLIENT_TIMEOUT_MS = 3_000;
/**
 * How long a request may take to be answered while the database is frozen: a few of the server's bounds (the wait
 * that found it frozen, a new connection refused), with room for a busy machine. Without bounds, none is answered.
 */
const ANSWER_LIMIT_MS = 15_000;

interface Outcome {
  /** The event's ID once acknowledged (201), else undefined. */
  id: number | undefined;
  /** Every status answered, in order (0: no answer in time). */
  statuses: number[];
}

describeWith([POSTGRES], 'cal serve through the faults of its PostgreSQL database', () => {
  let cluster: PostgresCluster | undefined;
  let box: Sandbox | undefined;
  let server: ServeProcess | undefined;
  const database = 'calendar_faults';
  const running = () => {
    if (!cluster || !box || !server) throw new Error('not set up');
    return { pg: cluster, box, server };
  };

  beforeAll(async () => {
    cluster = startPostgres();
    box = await sandbox();
    cluster.sql(`create database ${database}`);
    server = await box.serve(['--data', cluster.url(database), '--db-timeout', String(DB_TIMEOUT_S)]);
  });
  afterAll(async () => {
    cluster?.thaw();
    await server?.kill();
    await box?.remove();
    cluster?.stop();
  });

  /** One create as a careful client makes it: one key, sent again on no answer and on 503 until acknowledged. */
  const createEvent = async (title: string, key: string, deadline: number): Promise<Outcome> => {
    const { server } = running();
    const statuses: number[] = [];
    while (Date.now() < deadline) {
      try {
        const response = await fetch(`${server.api}events`, {
          method: 'POST',
          headers: { authorization: ADMIN_AUTH, 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify({
            title,
            status: 'publish',
            start_date: '2031-05-01 20:00',
            end_date: '2031-05-01 22:00',
          }),
          signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
        });
        const body: unknown = await response.json();
        statuses.push(response.status);
        if (response.status === 201 && isRecord(body) && typeof body.id === 'number') return { id: body.id, statuses };
        if (response.status !== 503) return { id: undefined, statuses };
        await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after') ?? 1) * 1000));
      } catch {
        statuses.push(0);
      }
    }
    return { id: undefined, statuses };
  };

  /**
   * `clients` clients, each creating `each` events one after another, titled by `prefix`; `acknowledged` is called
   * after each create the server acknowledged.
   */
  const writers = (prefix: string, clients: number, each: number, deadline: number, acknowledged = () => {}) =>
    Promise.all(
      Array.from({ length: clients }, async (_, client) => {
        const outcomes: Outcome[] = [];
        for (let n = 0; n < each; n++) {
          const outcome = await createEvent(`${prefix} ${client}-${n}`, `${prefix}-${client}-${n}`, deadline);
          outcomes.push(outcome);
          if (outcome.id !== undefined) acknowledged();
        }
        return outcomes;
      }),
    ).then((lists) => lists.flat());

  /** The events stored under `prefix`: how many of each title. */
  const stored = (prefix: string): Map<string, number> => {
    const { pg } = running();
    const rows = pg.sql(
      `select data->>'title', count(*) from cal_records where collection = 'events' ` +
        `and data->>'title' like '${prefix} %' group by 1`,
      database,
    );
    return new Map(
      rows
        .split('\n')
        .filter((row) => row !== '')
        .map((row) => {
          const [title = '', count = '0'] = row.split('|');
          return [title, Number(count)];
        }),
    );
  };
  const storedIds = (prefix: string): Set<number> => {
    const { pg } = running();
    const rows = pg.sql(
      `select id from cal_records where collection = 'events' and data->>'title' like '${prefix} %'`,
      database,
    );
    return new Set(
      rows
        .split('\n')
        .filter((row) => row !== '')
        .map(Number),
    );
  };
  const health = async () => {
    const { server } = running();
    const response = await fetch(`${server.base}/health`, { signal: AbortSignal.timeout(ANSWER_LIMIT_MS) });
    const body: unknown = await response.json();
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
  };

  it('answers 503 within its bound while the database is frozen, says so at /health, and lets no retry duplicate', async () => {
    const { pg, server } = running();
    expect(await health()).toMatchObject({ status: 200, body: { status: 'ok', writes: 'ok' } });
    const deadline = Date.now() + 40_000;
    // Frozen while the clients write: once a first create is acknowledged, every client's next one meets the frozen
    // database. A wait of fixed length let a fast server acknowledge all 48 before it.
    let firstAcknowledged = () => {};
    const writing = writers('frozen', 8, 6, deadline, () => firstAcknowledged());
    await new Promise<void>((resolve) => (firstAcknowledged = resolve));
    pg.freeze();
    let whileFrozen: { write: number; health: Awaited<ReturnType<typeof health>>; signIn: number };
    try {
      // A write, the health route and a wrong password each answer while the database is still frozen.
      const write = await fetch(`${server.api}tags`, {
        method: 'POST',
        headers: { authorization: ADMIN_AUTH, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'while frozen' }),
        signal: AbortSignal.timeout(ANSWER_LIMIT_MS),
      });
      const frozenHealth = await health();
      const signIn = await fetch(`${server.api}events?status=draft`, {
        headers: { authorization: basic('admin', 'wrong password') },
        signal: AbortSignal.timeout(ANSWER_LIMIT_MS),
      });
      whileFrozen = { write: write.status, health: frozenHealth, signIn: signIn.status };
      expect(write.headers.get('retry-after')).toMatch(/^\d+$/);
      // Long enough for clients to give up on writes they sent, as theirs did.
      await new Promise((resolve) => setTimeout(resolve, CLIENT_TIMEOUT_MS + 500));
    } finally {
      pg.thaw();
    }
    expect(whileFrozen.write).toBe(503);
    expect(whileFrozen.health).toMatchObject({ status: 503, body: { code: 'calendar_unavailable' } });
    expect(whileFrozen.health.retryAfter).toMatch(/^\d+$/);
    expect(whileFrozen.signIn).toBe(401);

    const outcomes = await writing;
    const acknowledged = outcomes.flatMap((outcome) => (outcome.id === undefined ? [] : [outcome.id]));
    // Every create was acknowledged in the end, some after a 503 or no answer.
    expect(acknowledged).toHaveLength(48);
    expect(outcomes.some((outcome) => outcome.statuses.length > 1)).toBe(true);
    expect(outcomes.flatMap((outcome) => outcome.statuses).filter((status) => status >= 500 && status !== 503)).toEqual(
      [],
    );
    // Stored once each, and what was acknowledged is what is stored.
    const counts = stored('frozen');
    expect(counts.size).toBe(48);
    expect([...counts.values()].filter((count) => count > 1)).toEqual([]);
    expect([...storedIds('frozen')].sort()).toEqual([...acknowledged].sort());
    await expect.poll(async () => (await health()).status, { timeout: 15_000, interval: 250 }).toBe(200);
  });

  it('answers 503, never 500, when its connections are terminated in the middle of writes, and stores each once', async () => {
    const { pg, server } = running();
    const logBefore = server.stderr().length;
    const deadline = Date.now() + 40_000;
    let terminating = true;
    const terminations = (async () => {
      let terminated = 0;
      while (terminating) {
        terminated += Number(
          pg.sql("select count(pg_terminate_backend(pid)) from pg_stat_activity where application_name = 'cal serve'"),
        );
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return terminated;
    })();
    const outcomes = await writers('terminated', 16, 12, deadline);
    terminating = false;
    expect(await terminations).toBeGreaterThan(0);
    const statuses = outcomes.flatMap((outcome) => outcome.statuses);
    expect(statuses.filter((status) => status !== 201 && status !== 503)).toEqual([]);
    expect(server.stderr().slice(logBefore)).toContain('the database cannot be reached (');
    const acknowledged = outcomes.flatMap((outcome) => (outcome.id === undefined ? [] : [outcome.id]));
    expect(acknowledged).toHaveLength(192);
    const counts = stored('terminated');
    expect(counts.size).toBe(192);
    expect([...counts.values()].filter((count) => count > 1)).toEqual([]);
    expect([...storedIds('terminated')].sort()).toEqual([...acknowledged].sort());
    // Said in one line each, without a stack, and the database client was never given two queries at once.
    expect(server.stderr()).not.toMatch(/^\s+at /m);
    expect(server.stderr()).not.toContain('already executing a query');
  });
});
