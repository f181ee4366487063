// `GET /health`: whether a write could be committed now, for a balancer's health check. Reads are answered from
// memory even while the calendar's database is out of reach, so the API's own answers cannot tell: this asks the
// store (a database is asked, within its bound). 200 when writes can be made; 503 in the API's error shape, with
// Retry-After, when they cannot.
import { ApiError } from '../api/errors.js';
import { errorMessage } from '../typing/caught-error.js';
import type { Store } from '../store/store.js';
import type { ApiResponse } from './http-types.js';
import { storeRefusal } from './store-failures.js';

export const HEALTH_PATH = '/health';

export async function healthAnswer(store: Store, method: string): Promise<ApiResponse> {
  let body: Record<string, unknown>;
  let status = 200;
  let headers: Record<string, string> = {};
  try {
    await store.writesReady?.();
    body = { status: 'ok', writes: 'ok', revision: store.revision() };
  } catch (error) {
    const refusal =
      storeRefusal(error) ??
      new ApiError('calendar_unavailable', { message: errorMessage(error), extraHeaders: { 'retry-after': '1' } });
    body = { ...refusal.toBody(), status: 'unavailable', writes: 'refused' };
    status = refusal.status;
    headers = { ...refusal.headers };
    headers['retry-after'] ??= '1';
  }
  return {
    status,
    headers: { 'content-type': 'application/json; charset=UTF-8', 'cache-control': 'no-store', ...headers },
    body: method === 'HEAD' ? '' : JSON.stringify(body),
  };
}
