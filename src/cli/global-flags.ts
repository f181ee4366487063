// The global flags' values, checked as they are parsed: every command refuses a bad one alike, also commands that
// would never use it (a --timeout given to a run on the local file).
import { UsageError } from './errors.js';

/** --url: an http(s) URL. The value is not echoed: a mistyped URL may still carry a secret. */
export function parseUrlFlag(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:')
    throw new UsageError('--url: expected an http(s) URL such as https://calendar.example.org');
  return value;
}

/** --timeout: seconds, more than none. */
export function parseTimeoutFlag(value: string): string {
  const seconds = Number(value);
  if (value.trim() === '' || !Number.isFinite(seconds) || seconds <= 0)
    throw new UsageError(`--timeout: expected seconds, got "${value}"`);
  return value;
}

/** --timeout in seconds (checked as it is parsed), else 30: how long to wait for a server, or for a file's lock. */
export function timeoutOf(globals: { readonly timeout?: string | undefined }): number {
  return globals.timeout === undefined ? 30 : Number(globals.timeout);
}
