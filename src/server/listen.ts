// The node:http adapter for `cal serve`: bodies in, app responses out, and a shutdown that lets writes finish.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { App } from './app.js';
import { MAX_BODY_BYTES, type ApiRequest, type ApiResponse, type ReadBody } from './http-types.js';
import { clientAddress } from './client-address.js';
import { SendBatch } from './send-batch.js';

/** Text answers longer than this (bytes) are written apart from the head. */
const APART_FROM_HEAD = 16_384;

export interface RunningServer {
  /** Base address of the site, e.g. `http://127.0.0.1:8080`. */
  readonly url: string;
  /** Stops accepting connections and resolves once in-flight requests have been answered. */
  close(): Promise<void>;
}

/** A socket bound and listening, answering 503 until it is given the app that answers its requests. */
export interface BoundServer extends RunningServer {
  serve(app: App): void;
}

/** What one client may take of the server: time to send a request, and its size. */
export interface ServerLimits {
  /** Time to send the request line and headers (slow-header clients are cut: 408, then closed). */
  readonly headersTimeoutMs: number;
  /** Time to send the whole request, body included. */
  readonly requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  readonly keepAliveTimeoutMs: number;
  /** How often connections are checked against the two timeouts above. */
  readonly checkIntervalMs: number;
  /** Header lines read per request (more are ignored), and their total size (more: 431). */
  readonly maxHeadersCount: number;
  readonly maxHeaderBytes: number;
  /** Bodies past this are not buffered and get 413. */
  readonly maxBodyBytes: number;
}

export const SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 1_000,
  maxHeadersCount: 100,
  maxHeaderBytes: 16 * 1024,
  maxBodyBytes: MAX_BODY_BYTES,
};

export interface ListenOptions {
  host: string;
  port: number;
  /** SERVER_LIMITS unless given (tests use short timeouts). */
  limits?: Partial<ServerLimits>;
  /** Sent as `X-Cal-Instance` on every answer, so that a client behind a balancer sees which server answered. */
  instance?: string;
  /** Proxies whose X-Forwarded-For names the client (the sign-in slow-down counts per client address). */
  trustedProxies?: ReadonlySet<string>;
}

/** `makeApp` receives the address actually bound (port 0 picks a free one). */
export async function listen(options: ListenOptions, makeApp: (siteUrl: string) => App): Promise<RunningServer> {
  const server = await bind(options);
  server.serve(makeApp(server.url));
  return server;
}

/**
 * Binds the port before anything else is done, so that a port in use is found out while nothing has changed yet;
 * rejects with the listen error (EADDRINUSE, EACCES...).
 */
export async function bind(options: ListenOptions): Promise<BoundServer> {
  const limits = { ...SERVER_LIMITS, ...options.limits };
  // Requests arriving before the app exists (between bind and serve) get 503.
  const holder: { app?: App } = {};
  const inFlight = new Set<Promise<void>>();
  const trusted = options.trustedProxies ?? new Set<string>();
  const sends = new SendBatch<Outgoing>(send, ({ res }) => void res.destroy());

  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
      maxHeaderSize: limits.maxHeaderBytes,
    },
    (req, res) => {
      // Whatever throws here would otherwise end the process: the one connection is closed instead.
      try {
        take(req, res);
      } catch {
        res.destroy();
      }
    },
  );
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxHeadersCount = limits.maxHeadersCount;

  function take(req: IncomingMessage, res: ServerResponse): void {
    // A request without Content-Length or Transfer-Encoding has no body (RFC 9112 §6.3): nothing to wait for. A body
    // is read when the app asks for it; one it answers without is dropped by node:http as it arrives.
    const readBody = hasBody(req) ? bodyReader(req, limits.maxBodyBytes) : noBody(req);
    const app = holder.app;
    if (options.instance !== undefined) res.setHeader('x-cal-instance', options.instance);
    if (!app) return void res.writeHead(503).end();
    const request: ApiRequest = {
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      headers: singleValued(req.headers),
      ...(readBody ? { readBody } : {}),
      remoteAddress: clientAddress(req.socket.remoteAddress ?? '', req.headers['x-forwarded-for'], trusted),
    };
    // A read asked again is answered without a turn of waiting, nor promises of its own: they outlived young
    // collections, and the heap of a served calendar of 100,000 events grew some 45 MB every 2 s of cached reads,
    // each young collection walking it. `close` waits for such answers through `sends`.
    const answer = app.answer(request);
    if (!(answer instanceof Promise)) return void sends.add({ method: request.method, response: answer, res });
    const task = sendWhenMade(answer, request.method, res)
      .catch(() => void res.destroy())
      .finally(() => inFlight.delete(task));
    inFlight.add(task);
  }

  async function sendWhenMade(answer: Promise<ApiResponse>, method: string, res: ServerResponse): Promise<void> {
    await sends.add({ method, response: await answer, res });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the server is not listening on a TCP port');
  const url = `http://${displayHost(address.address)}:${address.port}`;

  return {
    url,
    serve(app) {
      holder.app = app;
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await Promise.all(inFlight);
      await sends.written();
      server.closeAllConnections();
      await closed;
    },
  };
}

/** An app's answer to one request, and where it goes. */
interface Outgoing {
  readonly method: string;
  readonly response: ApiResponse;
  readonly res: ServerResponse;
}

/** Writes an app's answer: its head, and its body unless the request was HEAD. */
function send({ method, response, res }: Outgoing): void {
  if (method === 'HEAD') return void res.writeHead(response.status, response.headers).end();
  // With its length, so that it is not sent chunked; a string is encoded once, as the socket writes it (an
  // answer of more than 4 KiB made into a Buffer first took a fresh allocation of its own each time).
  const answer = response.encoded ?? response.body;
  const length = typeof answer === 'string' ? (response.bodyBytes ?? Buffer.byteLength(answer)) : answer.byteLength;
  // An answer made for this request has headers of its own, the adapter's to add to; a cached one, shared and
  // frozen, gives its length already.
  if (response.headers['content-length'] === undefined) response.headers['content-length'] = String(length);
  res.writeHead(response.status, response.headers);
  // A long text answer (pages) is sent after the head, in the same write (the socket corked): given both at once,
  // node:http joins the head's text to the body's, and the socket copies that into a flat text before sending
  // it, a copy of the whole answer per request. Short answers are cheaper joined.
  const socket = typeof answer === 'string' && length > APART_FROM_HEAD ? res.socket : null;
  if (socket) {
    socket.cork();
    res.flushHeaders();
  }
  // Text of one byte per character is ASCII, the same bytes in Latin-1: written as they are, not encoded again.
  if (typeof answer === 'string' && length === answer.length) res.end(answer, 'latin1');
  else res.end(answer);
  socket?.uncork();
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && Number(length) > 0);
}

/** A request without a body still ends: its stream is let flow so that the connection serves the next one. */
function noBody(req: IncomingMessage): undefined {
  req.resume();
  return undefined;
}

/** Reads the whole body when first called (later calls get the same), keeping nothing past the limit. */
function bodyReader(req: IncomingMessage, maxBytes: number): () => Promise<ReadBody> {
  let read: Promise<ReadBody> | undefined;
  return () => (read ??= readBody(req, maxBytes));
}

function readBody(req: IncomingMessage, maxBytes: number): Promise<ReadBody> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () =>
      resolve(
        tooLarge || size === 0 ? { bodyTooLarge: tooLarge } : { body: Buffer.concat(chunks), bodyTooLarge: false },
      ),
    );
    req.on('error', reject);
  });
}

/** A wildcard bind is reached through loopback; IPv6 literals need brackets in URLs. */
function displayHost(address: string): string {
  if (address === '0.0.0.0') return '127.0.0.1';
  if (address === '::') return '[::1]';
  return address.includes(':') ? `[${address}]` : address;
}

/** Node lists repeated `set-cookie` headers as an array; the API reads none of them, others come joined. */
function singleValued(headers: IncomingHttpHeaders): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const name in headers) {
    const value = headers[name];
    out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}
