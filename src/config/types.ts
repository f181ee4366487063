// The shapes of cal's configuration: profiles, credentials and the resolved result commands receive.

/** One named set of connection and display settings. */
export interface Profile {
  /** Base URL of the site (e.g. https://example.org); absent = embedded mode on the local store. */
  url?: string;
  /** REST prefix, default 'wp-json'. */
  rest_prefix?: string;
  /** Default 'cal/events/v1'; 'tribe/events/v1' for sites that serve the upstream name. */
  namespace?: string;
  lang?: string;
  timezone?: string;
  format?: string;
  /** How imports read "04/06/2027": dmy, mdy or ymd. */
  date_order?: string;
  /** Local calendar file for embedded mode. */
  data?: string;
  user?: string;
}

export interface Credentials {
  user: string;
  password: string;
  /**
   * The origin (scheme, host, port) they were made for: they go to that origin only. Stored ones are bound when
   * saved, or to their profile's URL the first time they are read; CAL_USER/CAL_PASSWORD have none and go to the
   * invocation's URL, whatever it is.
   */
  origin?: string;
}

export interface ResolvedConfig {
  profileName: string;
  /** Merged, after env overrides. */
  profile: Profile;
  /** From CAL_USER/CAL_PASSWORD or the credentials file. */
  credentials?: Credentials;
  /** Where each profile setting came from, for `cal config list` (e.g. 'env CAL_URL', '/home/u/.config/cal/config.json'). */
  sources: Record<string, string>;
  /** Files read, in order of precedence (lowest first). */
  files: string[];
}

/** Every key a profile may hold, for validation, completion and `cal config set`. */
export const PROFILE_KEYS: readonly (keyof Profile)[] = Object.freeze([
  'url',
  'rest_prefix',
  'namespace',
  'lang',
  'timezone',
  'format',
  'date_order',
  'data',
  'user',
] as const);

/** Output formats the CLI can render; kept here so config validation and the output layer agree. */
export const OUTPUT_FORMATS: readonly string[] = Object.freeze([
  'table',
  'json',
  'ndjson',
  'csv',
  'tsv',
  'ids',
  'count',
]);

export const DEFAULT_PROFILE = 'default';
export const DEFAULT_REST_PREFIX = 'wp-json';
export const DEFAULT_NAMESPACE = 'cal/events/v1';

/** Env variables that override a profile setting, in the order `cal config list` shows them. */
export const ENV_OVERRIDES: Readonly<Partial<Record<keyof Profile, string>>> = Object.freeze({
  url: 'CAL_URL',
  data: 'CAL_DATA',
  lang: 'CAL_LANG',
  timezone: 'CAL_TZ',
  format: 'CAL_FORMAT',
  namespace: 'CAL_NAMESPACE',
});
