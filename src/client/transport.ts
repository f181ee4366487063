// How the client reaches the API: over HTTP to a server, or in-process on the local store.
import type { Method } from '../api/field-spec.js';

export interface TransportRequest {
  method: Method;
  /** Below the API root, with any query string: `events?page=2`, `venues/12`, `` for the root. */
  path: string;
  /** Sent as JSON. */
  body?: Record<string, unknown>;
  /** `body` as JSON.stringify writes it, when the sender has it written already: sent as it is over HTTP. */
  bodyText?: string;
  /** Extra request headers (lower-case names). */
  headers?: Record<string, string>;
  /**
   * What `path` is below: the API root (the default), or the site's REST index (`/wp-json/`), where WordPress
   * describes the site itself (its time zone, its namespaces).
   */
  scope?: 'api' | 'rest-index';
  /**
   * Sending it again has the effect of sending it once, though its method is not one that has (a create with an
   * Idempotency-Key the server keeps): retried as GET, PUT and DELETE are.
   */
  idempotent?: boolean;
}

export interface TransportResponse {
  status: number;
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** Parsed JSON, or the raw text when the body is not JSON; undefined when empty. */
  body: unknown;
}

export interface Transport {
  send(request: TransportRequest): Promise<TransportResponse>;
  /** Where requests go, for messages: the API root URL or the calendar file. */
  readonly target: string;
  /** Requests are handled in this process (the embedded mode), not sent over a network. */
  readonly inProcess?: boolean;
  /**
   * Whether requests carry a user's credentials: false when they are sent as nobody, whom no server shows more
   * than what is published. Undefined: not known here (in-process calls act as the administrator).
   */
  readonly signedIn?: boolean;
  close(): Promise<void>;
}

/** The server could not be reached or did not answer in time (after retries). */
export class ConnectionError extends Error {}
