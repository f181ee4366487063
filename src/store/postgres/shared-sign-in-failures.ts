// Failed sign-ins counted in the calendar's database, so that every process serving it counts them all: guesses
// spread over several `cal serve` instances are slowed as if they went to one. On a connection of its own (a sign-in
// is never part of a write's transaction). While the database is out of reach, each process counts its own in
// memory rather than letting every sign-in wait for it.
import { createHash } from 'node:crypto';
import type { PgClient } from '../../lazy-libraries/pg.js';
import {
  FAILURE_WINDOW_MS,
  MAX_ADDRESS_FAILURES,
  MAX_LOGIN_FAILURES,
  MemorySignInFailures,
  type FailureKeys,
  type SignInFailures,
} from '../sign-in-failures.js';
import { connect } from './connect.js';

/** After the database failed a count, how long this process counts in memory before trying it again. */
const RETRY_MS = 5_000;
/** Failures older than the window are deleted once in this many counted sign-ins. */
const PRUNE_EVERY = 100;

export class SharedSignInFailures implements SignInFailures {
  private client: Promise<PgClient> | undefined;
  private readonly local = new MemorySignInFailures();
  private unreachableUntil = 0;
  private counted = 0;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly role: string,
  ) {}

  async admit(keys: FailureKeys, at: number, count: boolean): Promise<number | undefined> {
    // A sign-in known good (verified here before) is no guess: it is held back by this process's own count alone,
    // so that the requests of a signed-in client do not each wait for the database.
    if (!count) return this.local.admitNow(keys, at, false);
    const [address, login] = keys.map(hashed);
    const since = at - FAILURE_WINDOW_MS;
    const prune = ++this.counted % PRUNE_EVERY === 0;
    return this.orLocally(
      async (client) => {
        // The limiting failure of each key (the one the limit-th most recent), and the count, in one statement: the
        // insert sees the table as it was before it.
        const found = await client.query<{ address_at: string | null; login_at: string | null }>(
          'with by_address as (select at from cal_sign_in_failures where key = $1 and at > $3 ' +
            'order by at desc offset $4 limit 1), ' +
            'by_login as (select at from cal_sign_in_failures where key = $2 and at > $3 ' +
            'order by at desc offset $5 limit 1), ' +
            'counted as (insert into cal_sign_in_failures (key, at) select key, $6 from unnest(array[$1, $2]) as key ' +
            'where not exists (select from by_address) and not exists (select from by_login)), ' +
            'pruned as (delete from cal_sign_in_failures where $7 and at <= $3) ' +
            'select (select at from by_address) as address_at, (select at from by_login) as login_at',
          [address, login, since, MAX_ADDRESS_FAILURES - 1, MAX_LOGIN_FAILURES - 1, at, prune],
        );
        const row = found.rows[0];
        const limited = row?.address_at ?? row?.login_at;
        if (limited === null || limited === undefined) {
          // Counted here too: what holds back a known-good sign-in of this process.
          this.local.admitNow(keys, at, true);
          return undefined;
        }
        return Number(limited);
      },
      () => this.local.admitNow(keys, at, true),
    );
  }

  async forget(keys: FailureKeys, at: number): Promise<void> {
    this.local.forgetNow(keys, at);
    await this.orLocally(
      async (client) => {
        await client.query(
          'delete from cal_sign_in_failures where id in ' +
            '(select distinct on (key) id from cal_sign_in_failures where key = any($1) and at = $2 order by key, id)',
          [keys.map(hashed), at],
        );
      },
      () => undefined,
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = await this.client?.catch(() => undefined);
    await client?.end().catch(() => undefined);
  }

  /** Runs `shared` on the database; while it is out of reach (or once it fails), `local` instead. */
  private async orLocally<T>(shared: (client: PgClient) => Promise<T>, local: () => T): Promise<T> {
    if (this.closed || Date.now() < this.unreachableUntil) return local();
    try {
      this.client ??= this.connect();
      return await shared(await this.client);
    } catch {
      const client = this.client;
      this.client = undefined;
      void client?.then((c) => c.end()).catch(() => undefined);
      this.unreachableUntil = Date.now() + RETRY_MS;
      return local();
    }
  }

  private connect(): Promise<PgClient> {
    const connecting: Promise<PgClient> = connect(this.url, this.role).then((client) => {
      // A connection that ends is replaced at the next sign-in.
      client.on('end', () => {
        if (this.client === connecting) this.client = undefined;
      });
      return client;
    });
    return connecting;
  }
}

/** What the database keeps of an address (and login): not the text itself. */
function hashed(key: string): string {
  return createHash('sha256').update(key).digest('base64');
}
