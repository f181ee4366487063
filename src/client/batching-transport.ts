// Writes sent together through WordPress' batch route (`POST /wp-json/batch/v1`) to a server that takes them there
// (the `batch` capability): the writes asked for in the same turn of the event loop go as one request of up to 25,
// and each caller gets its own answer, as if it had been sent alone. Reads go as they are.
import type { Transport, TransportRequest, TransportResponse } from './transport.js';
import { Buffer } from 'node:buffer';
import { isRecord } from '../typing/is-record.js';

/** WordPress' limit on the requests of one batch. */
export const BATCH_SIZE = 25;
/**
 * The most JSON a batch carries: half of what `cal serve` takes in one body (1 MB). A write larger than this goes
 * alone, as it would without batches, so that large records never fail for sharing a request.
 */
export const BATCH_BYTES = 512 * 1024;
const WRITES: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Waiting {
  readonly request: TransportRequest;
  /** Its part of a batch, and that part's size in UTF-8 bytes. */
  readonly part: Record<string, unknown>;
  readonly bytes: number;
  resolve(response: TransportResponse): void;
  reject(error: unknown): void;
}

/** The namespace of an API root (`…/wp-json/cal/events/v1/` → `cal/events/v1`): its last three segments. */
function namespaceOf(apiRoot: string): string {
  const match = /([^/]+\/[^/]+\/[^/]+)\/?$/.exec(new URL(apiRoot).pathname);
  if (!match?.[1]) throw new Error(`no namespace in the API root ${apiRoot}`);
  return match[1];
}

/** A batch's part of one request, as WordPress reads it: the path below `/wp-json`, its own headers and body. */
function partOf(request: TransportRequest, namespace: string): Record<string, unknown> {
  const below = request.path.replace(/^\/+/, '');
  return {
    method: request.method,
    path: below === '' || below.startsWith('?') ? `/${namespace}${below}` : `/${namespace}/${below}`,
    ...(request.headers === undefined ? {} : { headers: request.headers }),
    ...(request.body === undefined ? {} : { body: request.body }),
  };
}

/** The answer to one part: its status, headers (lower-case names) and body. */
function answerOf(part: unknown): TransportResponse | undefined {
  if (!isRecord(part) || typeof part.status !== 'number') return undefined;
  const headers: Record<string, string> = {};
  if (isRecord(part.headers))
    for (const [name, value] of Object.entries(part.headers))
      headers[name.toLowerCase()] = Array.isArray(value) ? value.map(String).join(', ') : String(value);
  return { status: part.status, headers, body: part.body };
}

export function batchingTransport(inner: Transport): Transport {
  // The API root does not change: read once, not for every write.
  let namespace: string | undefined;
  let waiting: Waiting[] = [];
  let waitingBytes = 0;
  let scheduled = false;

  async function sendBatch(batch: readonly Waiting[]): Promise<void> {
    try {
      const response = await inner.send({
        method: 'POST',
        path: 'batch/v1',
        scope: 'rest-index',
        body: { requests: batch.map(({ part }) => part) },
        // Sent again only when every part may be: PUT, DELETE, and creates with an Idempotency-Key.
        idempotent: batch.every(
          ({ request }) => request.idempotent === true || request.method === 'PUT' || request.method === 'DELETE',
        ),
      });
      const parts = isRecord(response.body) ? response.body.responses : undefined;
      batch.forEach((one, i) => {
        // A batch refused whole (credentials, size, a server gone wrong) refuses each of its requests alike.
        const answer = response.status === 207 && Array.isArray(parts) ? answerOf(parts[i]) : response;
        if (answer) one.resolve(answer);
        else one.reject(new Error(`the server's batch answer has no answer to request ${i + 1} of ${batch.length}`));
      });
    } catch (error) {
      for (const one of batch) one.reject(error);
    }
  }

  /** Sends what waits, in batches of at most BATCH_SIZE writes and BATCH_BYTES of JSON, in the order asked. */
  function flush(): void {
    scheduled = false;
    let batch: Waiting[] = [];
    let bytes = 0;
    for (const one of waiting) {
      if (batch.length === BATCH_SIZE || bytes + one.bytes > BATCH_BYTES) {
        void sendBatch(batch);
        batch = [];
        bytes = 0;
      }
      batch.push(one);
      bytes += one.bytes;
    }
    if (batch.length > 0) void sendBatch(batch);
    waiting = [];
    waitingBytes = 0;
  }

  return {
    get target() {
      return inner.target;
    },
    ...(inner.signedIn === undefined ? {} : { signedIn: inner.signedIn }),
    async send(request) {
      if (!WRITES.has(request.method) || request.scope === 'rest-index') return inner.send(request);
      namespace ??= namespaceOf(inner.target);
      const part = partOf(request, namespace);
      const bytes = Buffer.byteLength(JSON.stringify(part));
      if (bytes > BATCH_BYTES) return inner.send(request);
      return new Promise<TransportResponse>((resolve, reject) => {
        waiting.push({ request, part, bytes, resolve, reject });
        waitingBytes += bytes;
        if (waiting.length >= BATCH_SIZE || waitingBytes >= BATCH_BYTES) flush();
        else if (!scheduled) {
          scheduled = true;
          // The writes of this turn (an import's workers) go together.
          setImmediate(flush);
        }
      });
    },
    // The transport under it is the session's, closed by the session.
    close: async () => {},
  };
}
