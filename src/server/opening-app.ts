// What `cal serve` answers between binding its port and having its calendar open: 503 `calendar_opening` to every
// request, in the shape of the API's other errors and with Retry-After, so that a client waits and asks again.
import { ApiError } from '../api/errors.js';
import type { App } from './app.js';
import type { ApiResponse } from './http-types.js';

/** The app a bound listener serves until the calendar's own is ready (then `serve` is given that one). */
export function openingApp(): App {
  const answer = (): ApiResponse => {
    const error = new ApiError('calendar_opening', { extraHeaders: { 'retry-after': '1' } });
    return {
      status: error.status,
      headers: {
        'content-type': 'application/json; charset=UTF-8',
        'x-content-type-options': 'nosniff',
        ...error.headers,
      },
      body: JSON.stringify(error.toBody()),
    };
  };
  return {
    handle: () => Promise.resolve(answer()),
    answer,
    // Nothing to render: there is no calendar yet.
    renderAhead: () => Promise.resolve({ events: 0, parts: 0, ms: 0, stopped: false }),
  };
}
