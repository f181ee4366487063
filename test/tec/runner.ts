// Runs a scenario's `cal` commands against a TEC site, or a replay of one: the built CLI, signed in as a role.
import { execa } from 'execa';
import { BIN } from '../helpers/cli.js';
import type { Sandbox } from '../helpers/sandbox.js';
import { slugify } from '../../src/domain/slugs.js';
import type { Result } from './scenario-kit.js';
import type { Role, ScenarioContext } from './scenarios.js';

/** Runs the built CLI with these arguments, environment (over this process's, as execa does) and input. */
export type CalRunner = (
  args: readonly string[],
  options: { env: Record<string, string>; cwd: string; input?: string },
) => Promise<Result>;

/** Each command a process of its own (bin/cal.js), as a user runs it: live runs. */
export const processRunner: CalRunner = (args, { env, cwd, input }) =>
  execa('node', [BIN, ...args], { reject: false, env, cwd, ...(input === undefined ? {} : { input }) });

export interface Credentials {
  readonly user: string;
  readonly password: string;
}

export interface RunnerOptions {
  /** Where `cal` sends its requests: the site, or a proxy or replay of it. */
  readonly base: string;
  /** The site's own address (it names images the scenarios use). */
  readonly site: string;
  readonly prefix: string;
  readonly box: Sandbox;
  credentials(role: Role): Credentials;
  /** How each command runs (processRunner unless given). */
  readonly runCal?: CalRunner;
}

export function scenarioContext(options: RunnerOptions): ScenarioContext {
  const name = (text: string) => `${options.prefix} ${text}`.trim();
  return {
    box: options.box,
    site: options.site,
    base: options.base,
    name,
    slug: (text) => slugify(name(text)),
    credentials: (role) => options.credentials(role),
    cal(args, { role = 'administrator', input, env = {} } = {}) {
      const { user, password } = options.credentials(role);
      return (options.runCal ?? processRunner)(args, {
        ...(input === undefined ? {} : { input }),
        cwd: options.box.dir,
        env: {
          ...options.box.env,
          CAL_URL: options.base,
          CAL_NAMESPACE: 'tribe/events/v1',
          CAL_USER: user,
          CAL_PASSWORD: password,
          ...env,
        },
      });
    },
  };
}
