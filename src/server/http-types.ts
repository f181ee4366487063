// The app's own request and response: plain data, so the listener and the embedded mode share one app.

export interface ApiRequest {
  method: string;
  /** Path and query, e.g. `/wp-json/cal/events/v1/events?page=2`. */
  url: string;
  /** Lower-case header names. */
  headers: Readonly<Record<string, string | undefined>>;
  body?: Uint8Array | string;
  /** Set by the listener when it stopped reading a body past MAX_BODY_BYTES. */
  bodyTooLarge?: boolean;
  /** The peer address; undefined for in-process calls. */
  remoteAddress?: string;
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The length of `body` in UTF-8 bytes, when the handler knew it (pages of kept answers). */
  bodyBytes?: number;
  /** The body as UTF-8 bytes, when already encoded (cached answers). */
  encoded?: Uint8Array;
}

export const MAX_BODY_BYTES = 1024 * 1024;
