// Failed sign-ins of the last minute, counted per address and per address and login: what the sign-in slow-down
// reads. Kept in memory for one process; a calendar several processes serve keeps them where all of them count
// (src/store/postgres/shared-sign-in-failures.ts), so that spreading guesses over the processes gains nothing.
import { monotonicMs } from '../dates/monotonic-ms.js';

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

/** A sign-in let through to be checked. */
export interface Admitted {
  /** Uncounts it (when it was counted as a failure): it succeeded. */
  forget(): Promise<void>;
}

/** A sign-in refused, or admitted: refused until the failure that holds its keys at their limit leaves the window. */
export type Admission = { readonly retryAfterMs: number } | Admitted;

/** Admitted without being counted: there is nothing to forget. */
export const UNCOUNTED: Admitted = { forget: () => Promise.resolve() };

export interface SignInFailures {
  /**
   * Refuses a sign-in whose address, or address and login, failed too often in the last window. Otherwise admits
   * it and, when `count` is set, counts it as a failure until it is forgotten (so that different sign-ins sent at
   * once cannot all pass).
   */
  admit(keys: FailureKeys, count: boolean): Promise<Admission>;
  close?(): Promise<void>;
}

/** The failure among `recent` (oldest first) that holds a key at its limit, if it is there. */
function limiting(recent: readonly number[], limit: number): number | undefined {
  return recent.length >= limit ? recent[recent.length - limit] : undefined;
}

/** One process's count, in memory, on a monotonic clock (tests hand in one they move). */
export class MemorySignInFailures implements SignInFailures {
  private readonly failures = new Map<string, number[]>();

  /**
   * The windows are measured on a clock that only moves forward, so that a step of the wall clock (by hand, or by
   * time synchronisation) neither lengthens a lockout nor ends it early.
   */
  constructor(private readonly clock: () => number = monotonicMs) {}

  admit(keys: FailureKeys, count: boolean): Promise<Admission> {
    return Promise.resolve(this.admitNow(keys, count));
  }

  /** As admit, at once: check and count happen with nothing between them. */
  admitNow(keys: FailureKeys, count: boolean): Admission {
    const [address, login] = keys;
    const at = this.clock();
    const byAddress = this.recent(address, at);
    const byLogin = this.recent(login, at);
    const limits = [limiting(byAddress, MAX_ADDRESS_FAILURES), limiting(byLogin, MAX_LOGIN_FAILURES)].filter(
      (limited): limited is number => limited !== undefined,
    );
    // Held at both limits, the sign-in waits for the later of the two to pass.
    if (limits.length > 0) return { retryAfterMs: Math.max(...limits) + FAILURE_WINDOW_MS - at };
    if (!count) return UNCOUNTED;
    if (this.failures.size > FAILURE_KEYS_LIMIT) for (const key of [...this.failures.keys()]) this.recent(key, at);
    this.failures.set(address, [...byAddress, at]);
    this.failures.set(login, [...byLogin, at]);
    return {
      forget: () => {
        this.forget(keys, at);
        return Promise.resolve();
      },
    };
  }

  private forget(keys: FailureKeys, at: number): void {
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
