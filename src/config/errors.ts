// The one error kind the config layer throws; the command line (src/cli/report.ts) answers it as a usage error
// (exit code 2), because the user's settings need fixing.

/** Bad or unreadable configuration; the message names the file (or env variable) and key. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
