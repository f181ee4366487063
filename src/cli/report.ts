// Errors as the user sees them: one line on stderr, and the exit code of their kind.
import { CalendarInUseError, SchemaError } from '../store/postgres/errors.js';
import { StoreUnavailableError } from '../store/store-unavailable.js';
import { CalendarExistsError } from '../store/calendar-exists.js';
import { CopyRefusedError } from '../store/copy-refused.js';
import { catalog } from '../api/catalog.js';
import type { OperationSpec } from '../api/field-spec.js';
import { isResource, singular } from '../api/resources.js';
import { ApiCallError } from '../client/client.js';
import { ConnectionError } from '../client/transport.js';
import { StoreFileError } from '../store/file/json-file-store.js';
import { FilePathError } from '../store/file/path-problems.js';
import { LockTimeoutError, StoreLockedError } from '../store/file/lock.js';
import { UserError } from '../domain/users.js';
import { CodecError, CodecOptionError } from '../codecs/errors.js';
import { errorCode } from '../typing/caught-error.js';
import { ConfigError } from '../config/errors.js';
import { CommandError, EXIT, ItemsFailedError, UsageError } from './errors.js';
import { RefusedRequestError, RemoteError } from '../remote/errors.js';
import { CancelledError } from './prompts.js';
import { DATE_EXAMPLES } from './flags.js';
import { isProtectedRefusal, protectedRefusalLine } from '../remote/protected-events.js';

const SYSTEM_CODES = new Set(['EADDRINUSE', 'EACCES', 'ENOENT', 'EISDIR', 'EPERM', 'ENOTDIR', 'EROFS', 'ENOSPC']);

/**
 * "no venue 99999" for a read, update or delete of an item that is not there: TEC says so as
 * `rest_invalid_param: Invalid parameter(s): id` (or `slug`), or with a 404 of its own. The server's code stays.
 */
function notFound(error: ApiCallError): string | undefined {
  const match = /^(\w+)\.(get|update|delete)(BySlug)?$/.exec(error.operation ?? '');
  const resource = match?.[1] ?? '';
  const noun = isResource(resource) ? singular(resource) : undefined;
  const key = match?.[3] ? 'slug' : 'id';
  const value = error.pathValues?.[key];
  if (!noun || value === undefined) return undefined;
  const named =
    error.params === undefined ? [] : Array.isArray(error.params) ? error.params : Object.keys(error.params);
  const invalidKey =
    error.status === 400 && error.code === 'rest_invalid_param' && named.length === 1 && named[0] === key;
  if (!invalidKey && error.status !== 404) return undefined;
  return `${key === 'slug' ? `no ${noun} has the slug ${String(value)}` : `no ${noun} ${String(value)}`} (${error.code})`;
}

export function describeError(error: unknown): string {
  if (error instanceof ApiCallError) {
    if (isProtectedRefusal(error)) return protectedRefusalLine(error);
    const missing = notFound(error);
    if (missing !== undefined) return missing;
    const params = error.params;
    let detail = '';
    if (Array.isArray(params) && error.code !== 'rest_missing_callback_param') detail = ` (${params.join(', ')})`;
    else if (params && !Array.isArray(params)) {
      const problems = Object.entries(params).map(([name, message]) => `${name}: ${message}`);
      if (problems.length > 0) detail = ` (${problems.join('; ')})`;
    }
    return `${error.code}: ${error.message}${detail}${dateHint(error)}`;
  }
  if (error instanceof Error) {
    const known =
      error instanceof UsageError ||
      error instanceof CommandError ||
      error instanceof RefusedRequestError ||
      error instanceof RemoteError ||
      error instanceof CodecError ||
      error instanceof ConnectionError ||
      error instanceof ConfigError ||
      error instanceof CancelledError ||
      error instanceof StoreFileError ||
      error instanceof FilePathError ||
      error instanceof StoreLockedError ||
      error instanceof LockTimeoutError ||
      error instanceof CalendarInUseError ||
      error instanceof CalendarExistsError ||
      error instanceof CopyRefusedError ||
      error instanceof SchemaError ||
      error instanceof StoreUnavailableError ||
      error instanceof UserError ||
      SYSTEM_CODES.has(errorCode(error) ?? '');
    return known ? error.message : `unexpected error: ${error.stack ?? error.message}`;
  }
  return String(error);
}

/** For a refused date parameter, what dates look like: the server's own message only says it is invalid. */
function dateHint(error: ApiCallError): string {
  const operation: OperationSpec | undefined = error.operation === undefined ? undefined : catalog[error.operation];
  const params = operation?.params;
  const named =
    error.params === undefined ? [] : Array.isArray(error.params) ? error.params : Object.keys(error.params);
  return params && named.some((name) => params[name]?.format === 'date-time')
    ? `; dates look like ${DATE_EXAMPLES}`
    : '';
}

/** Commander's own errors ("error: unknown option '--x'", a hint on the next line) as one line, as cal's are. */
export function commanderErrorLine(message: string): string {
  const lines = message
    .replace(/^error: /, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return `cal: ${lines.join(' ')}\n`;
}

export function exitCodeOf(error: unknown): number {
  if (
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof RefusedRequestError ||
    error instanceof UserError ||
    error instanceof CodecOptionError
  )
    return EXIT.usage;
  if (error instanceof CancelledError) return EXIT.cancelled;
  if (error instanceof ItemsFailedError) return error.exitCode;
  // A trashed or protected event answers 403 too, but that is about the event, not about who asks.
  if (
    error instanceof ApiCallError &&
    (error.status === 401 || error.status === 403) &&
    error.code !== 'event-no-longer-available' &&
    !isProtectedRefusal(error)
  ) {
    return EXIT.auth;
  }
  return EXIT.failed;
}
