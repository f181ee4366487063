// Where the per-user files live; taken from the given environment so tests never touch the real home.
import { homedir } from 'node:os';
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
  return xdg ? join(xdg, 'cal') : platformDir('config');
}

export function userConfigFile(environment: ConfigEnvironment): string {
  return join(configDirOf(environment), 'config.json');
}

export function credentialsFile(environment: ConfigEnvironment): string {
  return join(configDirOf(environment), 'credentials.json');
}

/** Per-user cache folder: $XDG_CACHE_HOME/cal, else env-paths('cal', {suffix: ''}).cache. Only shortcuts live here. */
export function cacheDirOf(env: Readonly<Record<string, string | undefined>>): string {
  return env.XDG_CACHE_HOME ? join(env.XDG_CACHE_HOME, 'cal') : platformDir('cache');
}

/** Per-user data folder: $XDG_DATA_HOME/cal, else env-paths('cal', {suffix: ''}).data. The calendar file lives here. */
export function dataDirOf(env: Readonly<Record<string, string | undefined>>): string {
  return env.XDG_DATA_HOME ? join(env.XDG_DATA_HOME, 'cal') : platformDir('data');
}

/** Where XDG puts each kind of file by default, below the home folder (Linux and the other Unix systems). */
const XDG_DEFAULTS = { config: '.config', cache: '.cache', data: join('.local', 'share') } as const;

/**
 * The platform's own folder of a kind, the given environment's XDG variable being unset. On Linux it is the XDG
 * default below the home folder: env-paths would read XDG_* from this process's environment, which is not always
 * the one given (a test's, a child's). Elsewhere (macOS, Windows), env-paths' answer.
 */
function platformDir(kind: keyof typeof XDG_DEFAULTS): string {
  if (process.platform === 'darwin' || process.platform === 'win32') return envPaths('cal', { suffix: '' })[kind];
  return join(homedir(), XDG_DEFAULTS[kind], 'cal');
}
