// The one error kind the config layer throws; a usage error because the user's settings need fixing.
import { UsageError } from '../errors.js';

/** Bad or unreadable configuration; the message names the file (or env variable) and key. */
export class ConfigError extends UsageError {
  override name = 'ConfigError';
}
