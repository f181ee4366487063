// What a `catch` holds is `unknown`: these read its message and its system code without assuming it is an Error.
import { isRecord } from './is-record.js';

/** The error's own message, or the thrown value as text. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A system error's code (`ENOENT`, `EEXIST`, ...), or undefined when the thrown value carries none. */
export function errorCode(error: unknown): string | undefined {
  return isRecord(error) && typeof error.code === 'string' ? error.code : undefined;
}
