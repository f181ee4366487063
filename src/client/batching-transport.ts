// Writes sent together through WordPress' batch route (`POST /wp-json/batch/v1`) to a server that takes them there
// (the `batch` capability): the writes asked for in the same turn of the event loop go as one request, within the
// server's limits (src/api/batch-limits.ts: 25 requests, or 100 where it declares `large_batches`), and each caller
// gets its own answer, as if it had been sent alone. Reads go as they are.
import type { Transport, TransportRequest, TransportResponse } from './transport.js';
import { Buffer } from 'node:buffer';
import { WORDPRESS_BATCHES, type BatchLimits } from '../api/batch-limits.js';
import { isRecord } from '../typing/is-record.js';
import { valuesIn } from '../typing/json-values.js';

/**
 * The most JSON a batch carries: half of what `cal serve` takes in one body (1 MB). A write larger than this goes
 * alone, as it would without batches, so that large records never fail for sharing a request.
 */
export const BATCH_BYTES = 512 * 1024;

const WRITES: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Waiting {
  readonly request: TransportRequest;
  /** Its part of a batch, that part's JSON and size in UTF-8 bytes, and the values it adds (itself included). */
  readonly part: Record<string, unknown>;
  readonly text: string;
  readonly bytes: number;
  readonly values: number;
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

/** A batch's own values besides its parts': its `requests` member. */
const BATCH_OWN_VALUES = 1;

/** The answer to one part: its status, headers (lower-case names) and body. */
function answerOf(part: unknown): TransportResponse | undefined {
  if (!isRecord(part) || typeof part.status !== 'number') return undefined;
  const headers: Record<string, string> = {};
  if (isRecord(part.headers))
    for (const [name, value] of Object.entries(part.headers))
      headers[name.toLowerCase()] = Array.isArray(value) ? value.map(String).join(', ') : String(value);
  return { status: part.status, headers, body: part.body };
}

/**
 * Batches within `limits`: of requests, and of values in the body (as the server counts them). Writes with many
 * values each (an event with dozens of tags) fill a batch before its count of requests; a write past the limit of
 * values alone goes alone, and is answered as it would be alone.
 */
export function batchingTransport(inner: Transport, limits: BatchLimits = WORDPRESS_BATCHES): Transport {
  const { requests: maxRequests, values: maxValues } = limits;
  // The API root does not change: read once, not for every write.
  let namespace: string | undefined;
  let waiting: Waiting[] = [];
  let waitingBytes = 0;
  let waitingValues = BATCH_OWN_VALUES;
  let scheduled = false;
  /** Whether a batch of so many writes, bytes and values takes no more. */
  const isFull = (writes: number, bytes: number, values: number) =>
    writes >= maxRequests || bytes >= BATCH_BYTES || values >= maxValues;

  async function sendBatch(batch: readonly Waiting[]): Promise<void> {
    try {
      const response = await inner.send({
        method: 'POST',
        path: 'batch/v1',
        scope: 'rest-index',
        body: { requests: batch.map(({ part }) => part) },
        // Each part's JSON was written to be measured: the batch's is those joined, not written again.
        bodyText: `{"requests":[${batch.map(({ text }) => text).join(',')}]}`,
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

  /**
   * Sends what waits, in batches within the limits and BATCH_BYTES of JSON, in the order asked. Before the turn ends
   * (`whole` false: a batch is full), the last batch, not full, waits for the rest of the turn's writes.
   */
  function flush(whole: boolean): void {
    let batch: Waiting[] = [];
    let bytes = 0;
    let values = BATCH_OWN_VALUES;
    for (const one of waiting) {
      if (batch.length === maxRequests || bytes + one.bytes > BATCH_BYTES || values + one.values > maxValues) {
        void sendBatch(batch);
        batch = [];
        bytes = 0;
        values = BATCH_OWN_VALUES;
      }
      batch.push(one);
      bytes += one.bytes;
      values += one.values;
    }
    if (batch.length > 0 && (whole || isFull(batch.length, bytes, values))) {
      void sendBatch(batch);
      batch = [];
      bytes = 0;
      values = BATCH_OWN_VALUES;
    }
    waiting = batch;
    waitingBytes = bytes;
    waitingValues = values;
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
      const text = JSON.stringify(part);
      const bytes = Buffer.byteLength(text);
      // The part is an element of the batch's list: one value, with those it holds.
      const values = 1 + valuesIn(part);
      if (bytes > BATCH_BYTES || BATCH_OWN_VALUES + values > maxValues) return inner.send(request);
      return new Promise<TransportResponse>((resolve, reject) => {
        waiting.push({ request, part, text, bytes, values, resolve, reject });
        waitingBytes += bytes;
        waitingValues += values;
        if (isFull(waiting.length, waitingBytes, waitingValues)) flush(false);
        if (waiting.length > 0 && !scheduled) {
          scheduled = true;
          // The writes of this turn (an import's workers) go together.
          setImmediate(() => {
            scheduled = false;
            flush(true);
          });
        }
      });
    },
    // The transport under it is the session's, closed by the session.
    close: async () => {},
  };
}
