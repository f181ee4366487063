// The app's own request and response: plain data, so the listener and the embedded mode share one app.

export interface ApiRequest {
  method: string;
  /** Path and query, e.g. `/wp-json/cal/events/v1/events?page=2`. */
  url: string;
  /** Lower-case header names. */
  headers: Readonly<Record<string, string | undefined>>;
  /** The body, when it was read before the request was made (the embedded mode), else by `readBody`. */
  body?: Uint8Array | string;
  /**
   * A JSON object body read and checked with the batch that holds it (batch.ts): taken as it is, in place of `body`,
   * rather than written out as text to be read again (a tenth of a batched create's time).
   */
  parsedBody?: Readonly<Record<string, unknown>>;
  /**
   * A JSON body given in process as a value (the embedded mode), in place of `body`: read as its text would be
   * (value-body.ts), the text made only where a limit may be passed.
   */
  valueBody?: Readonly<Record<string, unknown>>;
  /** Set when a body past MAX_BODY_BYTES was not kept. */
  bodyTooLarge?: boolean;
  /**
   * Given by the listener when a body was sent, in place of `body`: reads it once asked. A body the app does not ask
   * for is dropped as it arrives, never held (an anonymous write is refused without it).
   */
  readBody?: () => Promise<ReadBody>;
  /** The peer address; undefined for in-process calls. */
  remoteAddress?: string;
}

/** A body read from the connection: its bytes (none when empty), or that they were past MAX_BODY_BYTES. */
export interface ReadBody {
  body?: Uint8Array;
  bodyTooLarge: boolean;
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
