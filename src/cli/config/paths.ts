// Where the per-user files live; taken from the given environment so tests never touch the real home.
import { join } from 'node:path';
import envPaths from 'env-paths';

export interface ConfigEnvironment {
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
  /** Per-user config folder; default from env-paths('cal', {suffix: ''}).config or $XDG_CONFIG_HOME/cal. */
  configDir?: string;
}

export function configDirOf(environment: ConfigEnvironment): string {
  if (environment.configDir) return environment.configDir;
  // env-paths reads process.env itself, so honour the given environment's XDG_CONFIG_HOME first.
  const xdg = environment.env.XDG_CONFIG_HOME;
  return xdg ? join(xdg, 'cal') : envPaths('cal', { suffix: '' }).config;
}

export function userConfigFile(environment: ConfigEnvironment): string {
  return join(configDirOf(environment), 'config.json');
}

export function credentialsFile(environment: ConfigEnvironment): string {
  return join(configDirOf(environment), 'credentials.json');
}

/** Per-user cache folder: $XDG_CACHE_HOME/cal, else env-paths('cal', {suffix: ''}).cache. Only shortcuts live here. */
export function cacheDirOf(env: Readonly<Record<string, string | undefined>>): string {
  return env.XDG_CACHE_HOME ? join(env.XDG_CACHE_HOME, 'cal') : envPaths('cal', { suffix: '' }).cache;
}

/** Per-user data folder: $XDG_DATA_HOME/cal, else env-paths('cal', {suffix: ''}).data. The calendar file lives here. */
export function dataDirOf(env: Readonly<Record<string, string | undefined>>): string {
  return env.XDG_DATA_HOME ? join(env.XDG_DATA_HOME, 'cal') : envPaths('cal', { suffix: '' }).data;
}
