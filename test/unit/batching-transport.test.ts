// The client's side of WordPress' batch route (src/client/batching-transport.ts), over a strict double of the
// server's transport: the writes of one turn go as batches within its limits (25, or 100 where it declares
// large_batches), each caller gets its own part's answer, reads go alone, and a batch refused whole refuses each of
// its writes alike.
import { describe, expect, it } from 'vitest';
import { LARGE_BATCHES, WORDPRESS_BATCHES } from '../../src/api/batch-limits.js';
import { BATCH_BYTES, batchingTransport } from '../../src/client/batching-transport.js';
import { jsonShapeProblem } from '../../src/server/body-shape.js';
import {
  ConnectionError,
  type Transport,
  type TransportRequest,
  type TransportResponse,
} from '../../src/client/transport.js';

/**
 * A server's transport answering each request with `answer`, and the requests it was sent. A body sent as text
 * already written must be its value's JSON, byte for byte (what goes over HTTP); `sent` keeps the value.
 */
function server(answer: (request: TransportRequest) => TransportResponse | Error) {
  const sent: TransportRequest[] = [];
  const transport: Transport = {
    target: 'http://127.0.0.1:8080/wp-json/cal/events/v1/',
    async send({ bodyText, ...request }) {
      if (bodyText !== undefined) expect(bodyText).toBe(JSON.stringify(request.body));
      sent.push(request);
      const reply = answer(request);
      if (reply instanceof Error) throw reply;
      return reply;
    },
    close: async () => {},
  };
  return { sent, transport };
}

/** WordPress' 207 answer to a batch: each part created, with the ID of its position. */
/** The parts of a batch request, or undefined for a request that is none. */
const partsOf = (request: TransportRequest | undefined): unknown[] | undefined => {
  const parts = request?.body?.requests;
  return Array.isArray(parts) ? parts : undefined;
};
const createdEach = (request: TransportRequest): TransportResponse => {
  const parts = partsOf(request) ?? [];
  return {
    status: 207,
    headers: {},
    body: { responses: parts.map((_, i) => ({ status: 201, headers: { ETag: `"t${i}"` }, body: { id: i + 1 } })) },
  };
};
const create = (title: string): TransportRequest => ({
  method: 'POST',
  path: 'events',
  body: { title },
  headers: { prefer: 'return=minimal', 'idempotency-key': title },
  idempotent: true,
});

describe('batches of writes', () => {
  it("sends a batch's JSON written once: its parts' JSON, measured as they came, joined", async () => {
    const texts: (string | undefined)[] = [];
    const { transport } = server(createdEach);
    const batching = batchingTransport({
      ...transport,
      send: (request) => (texts.push(request.bodyText), transport.send(request)),
    });
    await Promise.all(['a', 'b'].map((title) => batching.send(create(title))));
    expect(texts).toHaveLength(1);
    expect(JSON.parse(texts[0] ?? '')).toEqual({
      requests: ['a', 'b'].map((title) => expect.objectContaining({ path: '/cal/events/v1/events', body: { title } })),
    });
  });

  it("sends the writes of one turn as one batch, each caller answered with its part's status, headers and body", async () => {
    const { sent, transport } = server(createdEach);
    const batching = batchingTransport(transport);
    const answers = await Promise.all(['a', 'b', 'c'].map((title) => batching.send(create(title))));
    expect(answers).toEqual([1, 2, 3].map((id) => ({ status: 201, headers: { etag: `"t${id - 1}"` }, body: { id } })));
    expect(sent).toEqual([
      {
        method: 'POST',
        path: 'batch/v1',
        scope: 'rest-index',
        idempotent: true,
        body: {
          requests: ['a', 'b', 'c'].map((title) => ({
            method: 'POST',
            path: '/cal/events/v1/events',
            headers: { prefer: 'return=minimal', 'idempotency-key': title },
            body: { title },
          })),
        },
      },
    ]);
  });

  it(`sends at most ${WORDPRESS_BATCHES.requests} at once, reads alone, and a batch again only when each of its writes may go again`, async () => {
    const { sent, transport } = server((request) =>
      request.method === 'GET' ? { status: 200, headers: {}, body: [] } : createdEach(request),
    );
    const batching = batchingTransport(transport);
    const update: TransportRequest = { method: 'POST', path: 'events/7?site_language=es', body: { title: 'x' } };
    await Promise.all([
      ...Array.from({ length: WORDPRESS_BATCHES.requests + 4 }, (_, i) => batching.send(create(`e${i}`))),
      batching.send(update),
      batching.send({ method: 'GET', path: 'events?page=1' }),
    ]);
    // The 25th write sends its batch at once; the rest wait for the end of the turn.
    expect(sent.map((request) => [request.path, partsOf(request)?.length, request.idempotent])).toEqual([
      ['batch/v1', WORDPRESS_BATCHES.requests, true],
      ['events?page=1', undefined, undefined],
      ['batch/v1', 5, false],
    ]);
    expect(partsOf(sent[2])?.at(-1)).toMatchObject({ path: '/cal/events/v1/events/7?site_language=es' });
  });

  it(`keeps each batch under ${BATCH_BYTES} bytes of JSON, and sends a write larger than that alone`, async () => {
    const { sent, transport } = server((request) =>
      request.path === 'batch/v1' ? createdEach(request) : { status: 201, headers: {}, body: { id: 99 } },
    );
    const batching = batchingTransport(transport);
    const sized = (title: string, kilobytes: number): TransportRequest => ({
      ...create(title),
      body: { title, description: 'x'.repeat(kilobytes * 1024) },
    });
    const answers = await Promise.all([
      batching.send(sized('a', 200)),
      batching.send(sized('huge', 600)),
      batching.send(sized('b', 200)),
      batching.send(sized('c', 200)),
    ]);
    expect(answers.map((answer) => answer.body)).toEqual([{ id: 1 }, { id: 99 }, { id: 2 }, { id: 1 }]);
    expect(sent.map((request) => [request.path, partsOf(request)?.length])).toEqual([
      ['events', undefined],
      ['batch/v1', 2],
      ['batch/v1', 1],
    ]);
  });

  it(`keeps each batch within ${WORDPRESS_BATCHES.values} values as the server counts them, and sends a write past that alone`, async () => {
    const { sent, transport } = server((request) =>
      request.path === 'batch/v1' ? createdEach(request) : { status: 201, headers: {}, body: { id: 99 } },
    );
    const batching = batchingTransport(transport);
    // An event with 35 tags holds about 45 values: 25 of them passed the server's limit together, and were refused
    // together, where each alone is taken.
    const tagged = (title: string, tags: number): TransportRequest => ({
      ...create(title),
      body: { title, tags: Array.from({ length: tags }, (_, i) => `tag ${i}`), venue: { venue: 'Hall', city: 'Cork' } },
    });
    const writes = [
      ...Array.from({ length: 30 }, (_, i) => tagged(`e${i}`, 35)),
      tagged('huge', WORDPRESS_BATCHES.values),
    ];
    const answers = await Promise.all(writes.map((write) => batching.send(write)));
    expect(answers.at(-1)?.body).toEqual({ id: 99 });
    const batches = sent.filter((request) => request.path === 'batch/v1');
    expect(batches.flatMap((request) => partsOf(request) ?? [])).toHaveLength(30);
    for (const batch of batches) {
      const counted = jsonShapeProblem(Buffer.from(JSON.stringify(batch.body)));
      expect(counted).toBeUndefined();
    }
    // Each full one holds as many as fit: one more part would pass the limit.
    const [first, second] = batches.map((request) => partsOf(request) ?? []);
    expect(first?.length).toBeLessThan(25);
    const overfull = { requests: [...(first ?? []), second?.[0]] };
    expect(jsonShapeProblem(Buffer.from(JSON.stringify(overfull)))).toBe('too-many-values');
    expect(sent.filter((request) => request.path === 'events')).toHaveLength(1);
  });

  it(`sends a server that declares large batches up to ${LARGE_BATCHES.requests} at once, within its values`, async () => {
    const { sent, transport } = server(createdEach);
    const batching = batchingTransport(transport, LARGE_BATCHES);
    const answers = await Promise.all(Array.from({ length: 130 }, (_, i) => batching.send(create(`e${i}`))));
    expect(answers).toHaveLength(130);
    expect(sent.map((request) => partsOf(request)?.length)).toEqual([100, 30]);
    const tagged = Array.from({ length: 100 }, (_, i) => ({
      ...create(`t${i}`),
      body: { title: `t${i}`, tags: Array.from({ length: 95 }, (_, t) => `tag ${t}`) },
    }));
    sent.length = 0;
    await Promise.all(tagged.map((write) => batching.send(write)));
    for (const batch of sent)
      expect(jsonShapeProblem(Buffer.from(JSON.stringify(batch.body)), LARGE_BATCHES.values)).toBeUndefined();
    expect(sent.length).toBeGreaterThan(1);
  });

  it('answers each write of a batch refused whole with that refusal, and fails each when the server is gone', async () => {
    const refusal = { status: 401, headers: {}, body: { code: 'incorrect_password' } };
    const refused = batchingTransport(server(() => refusal).transport);
    expect(await Promise.all([refused.send(create('a')), refused.send(create('b'))])).toEqual([refusal, refusal]);
    const gone = batchingTransport(server(() => new ConnectionError('cannot reach')).transport);
    const sends = [gone.send(create('a')), gone.send(create('b'))];
    for (const send of sends) await expect(send).rejects.toThrow('cannot reach');
  });
});
