// What the API answers to a write the store could not take: a full disk (507, naming the calendar's folder), a
// read-only calendar file (503, naming it), a database out of reach (503, to retry). Nothing of the write was kept.
import { ApiError } from '../api/errors.js';
import { StorageFullError } from '../store/file/storage-full.js';
import { StoreUnavailableError } from '../store/store-unavailable.js';
import { ReadOnlyCalendarError } from '../store/file/json-file-store.js';

export function storageFullError(error: StorageFullError): ApiError {
  return new ApiError('insufficient_storage', { args: [error.folder] });
}

/** The API's answer to a store's refusal of a write, or undefined when `error` is no such refusal. */
export function storeRefusal(error: unknown): ApiError | undefined {
  if (error instanceof StorageFullError) return storageFullError(error);
  if (error instanceof ReadOnlyCalendarError)
    return new ApiError('calendar_read_only', { args: [error.path, error.mode] });
  if (error instanceof StoreUnavailableError)
    return new ApiError(error.saved === 'unknown' ? 'calendar_commit_unknown' : 'calendar_unavailable', {
      extraHeaders: { 'retry-after': '1' },
    });
  return undefined;
}
