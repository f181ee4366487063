// Failed sign-ins counted in the calendar's database, so that every process serving it counts them all: guesses
// spread over several `cal serve` instances are slowed as if they went to one. On a connection of its own (a sign-in
// is never part of a write's transaction). The windows are measured on the database's clock, one for every process,
// so that no process's wall clock (set wrong, or stepped) lengthens or ends a lockout. While the database is out of
// reach, each process counts its own in memory rather than letting every sign-in wait for it.
import { createHash } from 'node:crypto';
import type { PgClient } from '../../lazy-libraries/pg.js';
import { monotonicMs } from '../../dates/monotonic-ms.js';
import {
  FAILURE_WINDOW_MS,
  MAX_ADDRESS_FAILURES,
  MAX_LOGIN_FAILURES,
  MemorySignInFailures,
  type Admission,
  type FailureKeys,
  type SignInFailures,
} from '../sign-in-failures.js';
import { connect } from './connect.js';
import { cutConnection } from './connection-failures.js';

/** After the database failed a count, how long this process counts in memory before trying it again. */
const RETRY_MS = 5_000;
/** Failures older than the window are deleted once in this many counted sign-ins. */
const PRUNE_EVERY = 100;

/**
 * In one statement: the database's clock in milliseconds; the limiting failure of each key (the limit-th most
 * recent in the window); the count, unless one is there (the insert sees the table as it was before it); and, now
 * and then, the pruning. Answers how long the later limiting failure has left in the window, and the rows counted.
 */
const ADMIT = `
  with clock as (select (extract(epoch from statement_timestamp()) * 1000)::bigint as ms),
  by_address as (select at from cal_sign_in_failures, clock where key = $1 and at > ms - $3
    order by at desc offset $4 limit 1),
  by_login as (select at from cal_sign_in_failures, clock where key = $2 and at > ms - $3
    order by at desc offset $5 limit 1),
  counted as (insert into cal_sign_in_failures (key, at) select key, ms from unnest(array[$1, $2]) as key, clock
    where not exists (select from by_address) and not exists (select from by_login) returning id),
  pruned as (delete from cal_sign_in_failures using clock where $6 and at <= ms - $3)
  select greatest((select at from by_address), (select at from by_login)) + $3 - (select ms from clock) as wait,
    array(select id from counted) as ids`;

export class SharedSignInFailures implements SignInFailures {
  private client: Promise<PgClient> | undefined;
  private readonly local = new MemorySignInFailures();
  private unreachableUntil = 0;
  private counted = 0;
  private closed = false;
  /** The last piece of work given to the connection: each waits for the one before (one query at a time on it). */
  private turn: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly url: string,
    private readonly role: string,
    /** The bound on each wait for the database: past it, sign-ins are counted in memory for a while. */
    private readonly timeoutMs: number,
  ) {}

  async admit(keys: FailureKeys, count: boolean): Promise<Admission> {
    // A sign-in known good (verified here before) is no guess: it is held back by this process's own count alone,
    // so that the requests of a signed-in client do not each wait for the database.
    if (!count) return this.local.admitNow(keys, false);
    const [address, login] = keys.map(hashed);
    const prune = ++this.counted % PRUNE_EVERY === 0;
    return this.orLocally(
      async (client): Promise<Admission> => {
        const found = await client.query<{ wait: string | null; ids: string[] }>(ADMIT, [
          address,
          login,
          FAILURE_WINDOW_MS,
          MAX_ADDRESS_FAILURES - 1,
          MAX_LOGIN_FAILURES - 1,
          prune,
        ]);
        const row = found.rows[0];
        if (row?.wait !== null && row?.wait !== undefined) return { retryAfterMs: Number(row.wait) };
        const ids = row?.ids ?? [];
        // Counted here too: what holds back a known-good sign-in of this process.
        const local = this.local.admitNow(keys, true);
        return {
          forget: async () => {
            if ('forget' in local) await local.forget();
            // The rows this sign-in counted, by their IDs: the database's clock gave their time, not this process.
            await this.orLocally(
              async (shared) => {
                await shared.query('delete from cal_sign_in_failures where id in (select unnest($1::bigint[]))', [ids]);
              },
              () => undefined,
            );
          },
        };
      },
      () => this.local.admitNow(keys, true),
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = await this.client?.catch(() => undefined);
    await client?.end().catch(() => undefined);
  }

  /**
   * Runs `shared` on the database, after the work given to it before (sign-ins arrive together, and a client runs
   * one query at a time); while the database is out of reach (or once it fails), `local` instead.
   */
  private async orLocally<T>(shared: (client: PgClient) => Promise<T>, local: () => T): Promise<T> {
    const turn = this.turn.then(async () => {
      if (this.closed || monotonicMs() < this.unreachableUntil) return local();
      try {
        this.client ??= this.connect();
        return await shared(await this.client);
      } catch {
        const client = this.client;
        this.client = undefined;
        // Cut, not ended: a database that did not answer would not answer the goodbye either.
        void client?.then(cutConnection).catch(() => undefined);
        this.unreachableUntil = monotonicMs() + RETRY_MS;
        return local();
      }
    });
    this.turn = turn.catch(() => undefined);
    return turn;
  }

  private connect(): Promise<PgClient> {
    const connecting: Promise<PgClient> = connect(this.url, { role: this.role, waitMs: this.timeoutMs }).then(
      (client) => {
        // A connection that ends is replaced at the next sign-in.
        client.on('end', () => {
          if (this.client === connecting) this.client = undefined;
        });
        return client;
      },
    );
    return connecting;
  }
}

/** What the database keeps of an address (and login): not the text itself. */
function hashed(key: string): string {
  return createHash('sha256').update(key).digest('base64');
}
