// Global test setup: makes Debian's Chromium available to the browser tests, installing it when missing and allowed.
import { execFile } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** What the browser tests get through inject('chromium'): the executable, or why there is none. */
export interface ChromiumAvailability {
  path?: string;
  reason?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    chromium: ChromiumAvailability;
  }
}

const run = promisify(execFile);
/** A stuck mirror must not hold the whole suite. */
const APT_TIMEOUT_MS = 10 * 60_000;

async function executable(path: string): Promise<boolean> {
  return access(path, constants.X_OK).then(
    () => true,
    () => false,
  );
}

async function apt(args: readonly string[]): Promise<void> {
  await run('apt-get', [...args], {
    timeout: APT_TIMEOUT_MS,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    maxBuffer: 64 * 1024 * 1024,
  });
}

function describeFailure(error: unknown): string {
  const stderr = (error as { stderr?: unknown }).stderr;
  const detail = typeof stderr === 'string' && stderr.trim() !== '' ? stderr.trim().split('\n').at(-1) : (error as Error).message;
  return detail ?? String(error);
}

async function ensureChromium(): Promise<ChromiumAvailability> {
  if (await executable(CHROMIUM_PATH)) return { path: CHROMIUM_PATH };
  if (process.platform !== 'linux' || typeof process.getuid !== 'function' || process.getuid() !== 0) {
    return { reason: `${CHROMIUM_PATH} is missing and installing it needs root (apt-get install chromium)` };
  }
  if (!(await executable('/usr/bin/apt-get'))) return { reason: `${CHROMIUM_PATH} is missing and there is no apt-get to install it` };
  process.stderr.write('Installing Chromium for the browser tests (apt-get install chromium)...\n');
  const install = ['install', '-y', '-qq', '--no-install-recommends', 'chromium'];
  try {
    await apt(install).catch(async () => {
      // A fresh system may have no package lists yet.
      await apt(['update', '-qq']);
      await apt(install);
    });
  } catch (error) {
    return { reason: `Chromium could not be installed: ${describeFailure(error)}` };
  }
  return (await executable(CHROMIUM_PATH)) ? { path: CHROMIUM_PATH } : { reason: `apt-get installed chromium but ${CHROMIUM_PATH} is missing` };
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide('chromium', await ensureChromium());
}
