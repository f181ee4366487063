// Failed sign-ins of the last minute, counted per address and per address and login: what the sign-in slow-down
// reads. Kept in memory for one process; a calendar several processes serve keeps them where all of them count
// (src/store/postgres/shared-sign-in-failures.ts), so that spreading guesses over the processes gains nothing.

/** The counting window: failures older than this no longer count. */
export const FAILURE_WINDOW_MS = 60_000;
/** Failed sign-ins a minute for one login from one address: others signing in from there are not locked out. */
export const MAX_LOGIN_FAILURES = 10;
/** Failed sign-ins a minute from one address over every login: trying many logins stops here. */
export const MAX_ADDRESS_FAILURES = 100;
/** Past this many remembered keys, the ones without a failure in the last minute are forgotten. */
const FAILURE_KEYS_LIMIT = 10_000;

/** What a sign-in is counted under: its address, and its address with the login (lower-cased). */
export type FailureKeys = readonly [address: string, addressAndLogin: string];

export function failureKeys(address: string, login: string): FailureKeys {
  return [address, `${address}\n${login.toLowerCase()}`];
}

export interface SignInFailures {
  /**
   * Refuses a sign-in whose address, or address and login, failed too often in the window before `at`: returns the
   * failure whose age sets how long to wait. Otherwise, when `count` is set, counts this sign-in as a failure at
   * `at` until it is forgotten (so that sign-ins sent at once cannot all pass), and returns undefined.
   */
  admit(keys: FailureKeys, at: number, count: boolean): Promise<number | undefined>;
  /** Forgets the failure counted at `at`: the sign-in succeeded. */
  forget(keys: FailureKeys, at: number): Promise<void>;
  close?(): Promise<void>;
}

/** The failure among `recent` (oldest first) that holds a key at its limit, if it is there. */
function limiting(recent: readonly number[], limit: number): number | undefined {
  return recent.length >= limit ? recent[recent.length - limit] : undefined;
}

/** One process's count, in memory. */
export class MemorySignInFailures implements SignInFailures {
  private readonly failures = new Map<string, number[]>();

  admit(keys: FailureKeys, at: number, count: boolean): Promise<number | undefined> {
    return Promise.resolve(this.admitNow(keys, at, count));
  }

  forget(keys: FailureKeys, at: number): Promise<void> {
    this.forgetNow(keys, at);
    return Promise.resolve();
  }

  /** As admit, at once: check and count happen with nothing between them. */
  admitNow([address, login]: FailureKeys, at: number, count: boolean): number | undefined {
    const byAddress = this.recent(address, at);
    const byLogin = this.recent(login, at);
    const limited = limiting(byAddress, MAX_ADDRESS_FAILURES) ?? limiting(byLogin, MAX_LOGIN_FAILURES);
    if (limited !== undefined || !count) return limited;
    if (this.failures.size > FAILURE_KEYS_LIMIT) for (const key of [...this.failures.keys()]) this.recent(key, at);
    this.failures.set(address, [...byAddress, at]);
    this.failures.set(login, [...byLogin, at]);
    return undefined;
  }

  forgetNow(keys: FailureKeys, at: number): void {
    for (const key of keys) {
      const recent = this.failures.get(key) ?? [];
      const index = recent.lastIndexOf(at);
      if (index >= 0) recent.splice(index, 1);
      if (recent.length === 0) this.failures.delete(key);
    }
  }

  private recent(key: string, at: number): number[] {
    const since = at - FAILURE_WINDOW_MS;
    const recent = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (recent.length === 0) this.failures.delete(key);
    else this.failures.set(key, recent);
    return recent;
  }
}
