// What test files set up before their tests and take down after them, declared in one line:
//   const api = useApi();          a server over a fresh calendar in a temp folder, on a loopback port
//   const box = useSandbox();      a temp folder with private XDG folders and CAL_* blanked, for runs of cal
//   const home = useConfigHome();  a throwaway home and config folder per test, for the config loader
// Each returns a stand-in that the file's tests and later hooks use as the thing itself.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startApi, type ApiServer, type StartOptions } from './api-server.js';
import { makeConfigHome, type ConfigHome } from './config-home.js';
import { sandbox, type Sandbox } from './sandbox.js';

/**
 * Makes the value before the file's tests (or each test) and disposes of it after them. The stand-in forwards to
 * the value, so it is used inside tests and hooks, never at the top of a file.
 */
function provided<T extends object>(
  name: string,
  scope: 'file' | 'test',
  make: () => Promise<T> | T,
  dispose: (value: T) => Promise<void> | void,
): T {
  let current: T | undefined;
  (scope === 'file' ? beforeAll : beforeEach)(async () => {
    current = await make();
  });
  (scope === 'file' ? afterAll : afterEach)(async () => {
    const made = current;
    current = undefined;
    if (made) await dispose(made);
  });
  const target = {} as T;
  return new Proxy(target, {
    get(_, key) {
      if (current === undefined) throw new Error(`${name} exists only while the tests run (in tests and hooks)`);
      const member: unknown = Reflect.get(current, key);
      return typeof member === 'function' ? member.bind(current) : member;
    },
  });
}

/** The API server (test/helpers/api-server.ts) for this file's tests. */
export function useApi(options: StartOptions = {}): ApiServer {
  return provided(
    'the API server',
    'file',
    () => startApi(options),
    (api) => api.close(),
  );
}

/**
 * A sandbox (test/helpers/sandbox.ts) for this file's tests, or a new one for each test; servers it started are
 * stopped before it goes.
 */
export function useSandbox(scope: 'file' | 'test' = 'file'): Sandbox {
  return provided('the sandbox', scope, sandbox, (box) => box.remove());
}

/** A home and config folder (test/helpers/config-home.ts) for each test of the file. */
export function useConfigHome(): ConfigHome {
  return provided('the config home', 'test', makeConfigHome, (home) => home.remove());
}
