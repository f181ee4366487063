// Turns socket and undici errors into short reasons for messages, and decides which are worth retrying.
import { isRecord } from '../../typing/is-record.js';

export interface Failure {
  /** One lower-case phrase, e.g. `connection refused`, `no answer within 30s`. */
  reason: string;
  /** Whether the same request may succeed if sent again (the server may simply be restarting). */
  retriable: boolean;
}

const RETRIABLE: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ECONNABORTED: 'connection closed',
  EPIPE: 'connection closed',
  UND_ERR_SOCKET: 'connection closed',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  EAI_AGAIN: 'host name lookup failed',
};

const TIMEOUTS = new Set(['ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/**
 * Classifies an error thrown while sending one request. `timedOut` says our own deadline fired (the
 * error is then just an abort). Returns undefined for errors that are not about the network, which are
 * bugs and must surface as they are.
 */
export function describeFailure(error: unknown, timedOut: boolean, timeoutMs: number): Failure | undefined {
  if (timedOut) return { reason: `no answer within ${formatDuration(timeoutMs)}`, retriable: true };
  const code = errorCode(error);
  if (code === undefined) return undefined;
  if (TIMEOUTS.has(code)) return { reason: `no answer within ${formatDuration(timeoutMs)}`, retriable: true };
  const retriable = RETRIABLE[code];
  if (retriable !== undefined) return { reason: retriable, retriable: true };
  if (code === 'ENOTFOUND') return { reason: 'host not found', retriable: false };
  // TLS, protocol and other errors will not go away by asking again.
  return { reason: firstLine(error instanceof Error ? error.message : code) || code, retriable: false };
}

/** `30s` for whole seconds, `200 ms` otherwise. */
export function formatDuration(ms: number): string {
  return ms >= 1000 && ms % 1000 === 0 ? `${ms / 1000}s` : `${ms} ms`;
}

/** Finds the code on the error, its cause, or (for happy-eyeballs connects) the first of an AggregateError. */
function errorCode(error: unknown, depth = 0): string | undefined {
  if (!isRecord(error) || depth > 3) return undefined;
  const { code, cause } = error;
  if (typeof code === 'string' && code !== '') return code;
  if (error instanceof AggregateError) {
    for (const inner of error.errors) {
      const found = errorCode(inner, depth + 1);
      if (found !== undefined) return found;
    }
  }
  return errorCode(cause, depth + 1);
}

function firstLine(text: string): string {
  return (text.split('\n')[0] ?? '').trim();
}
