// What every TEC scenario is made of: the roles, the context a scenario runs in, and the checks of a run's result.
import { expect } from 'vitest';
import type { Sandbox } from '../helpers/sandbox.js';

/** What a scenario reads of a `cal` run: the built CLI's exit status and output (execa's result, or a replay's). */
export interface Result {
  readonly exitCode?: number;
  readonly stdout: string;
  readonly stderr: string;
}

export const ROLES = ['administrator', 'editor', 'author', 'contributor'] as const;
export type Role = (typeof ROLES)[number];

export interface ScenarioContext {
  /** Runs the built `cal` against the site as `role` (the administrator by default). */
  readonly cal: (
    args: readonly string[],
    options?: { role?: Role; input?: string; env?: Record<string, string> },
  ) => Promise<Result>;
  /** A name this run owns: the run's prefix, then `text`. */
  readonly name: (text: string) => string;
  /** The slug WordPress makes of `name(text)`. */
  readonly slug: (text: string) => string;
  readonly box: Sandbox;
  /** The site's own address, for images it serves. */
  readonly site: string;
  /** Where `cal` sends its requests (the site, or its proxy or replay), for a scenario that sets the URL itself. */
  readonly base: string;
  /** A role's login and application password (a replay's own password), for a scenario that signs in itself. */
  readonly credentials: (role: Role) => { readonly user: string; readonly password: string };
}

/** WordPress' time-zone options, as Settings → General writes them: a named zone, or "" with an hour offset. */
export interface SiteZone {
  readonly timezone_string: string;
  readonly gmt_offset: number;
}

/** The site's own setting (../shared/tec-site's baseline). */
export const BASELINE_ZONE: SiteZone = { timezone_string: 'UTC', gmt_offset: 0 };

export interface Scenario {
  readonly name: string;
  readonly title: string;
  /** The site zone the scenario runs under, set before it and put back after (live runs only: replays carry it). */
  readonly siteZone?: SiteZone;
  run(context: ScenarioContext): Promise<void>;
}

export const ok = (result: Result): string => {
  expect(result.exitCode, `cal failed: ${result.stderr}`).toBe(0);
  return result.stdout;
};
export const json = <T = Record<string, any>>(result: Result): T => JSON.parse(ok(result)) as T;
export const idOf = (result: Result): number => Number(ok(result).trim());
