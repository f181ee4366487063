// Calls API operations by catalog ID: builds the URL, query string or JSON body, and reads errors.
import { randomUUID } from 'node:crypto';
import qs from 'qs';
import { catalog, type OperationId } from '../api/catalog.js';
import type { Method } from '../api/field-spec.js';
import type { SentArgs, SentPath } from '../api/sent-args.js';
import { isRecord } from '../typing/is-record.js';
import { decodeNames } from './names.js';
import type { Transport, TransportResponse } from './transport.js';

const loadDecoder = async () => (await import('../lazy-libraries/entities.js')).decodeHTML;

/** The API answered with an error: its WordPress-style code, message and parameter problems. */
export class ApiCallError extends Error {
  /** The catalog operation that was refused, when the call named one (raw requests do not). */
  operation?: OperationId;
  /** The call's path values (the item's ID or slug). */
  pathValues?: Readonly<Record<string, string | number>>;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly params?: Record<string, string> | string[],
    /** The error's `data` as the server sent it (`term_exists` names the term there, as `term_id`). */
    readonly data?: Readonly<Record<string, unknown>>,
  ) {
    // The server's answer, not a fault here: no stack to capture (an import's lookups of new items make many).
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
  }
}

export interface CallInput<Id extends OperationId = OperationId> {
  path?: SentPath<Id>;
  args?: SentArgs<Id>;
  /** Ask for `{ id }` instead of the whole item (`Prefer: return=minimal`); servers that ignore it answer in full. */
  minimal?: boolean;
  /** An entity tag the item must still have (`If-Match`): the server refuses with 412 when it changed since. */
  ifMatch?: string;
}

/** Looks at each call before it is sent; throws to stop it (what the server cannot honour, say). */
export type CallGuard = (id: OperationId, args: Readonly<Record<string, unknown>>) => Promise<void>;

export interface ClientOptions {
  /**
   * Whether the server keeps creates' Idempotency-Keys (its `idempotency_keys` capability): then a create that got
   * no answer, or a 503, is sent again with its key, as reads are. Without it (TEC), never: it could make two.
   */
  serverKeepsKeys?: () => Promise<boolean>;
}

export class Client {
  constructor(
    readonly transport: Transport,
    private readonly guard?: CallGuard,
    private readonly options: ClientOptions = {},
  ) {}

  /** Sends the operation; resolves with the response, or throws ApiCallError for 4xx/5xx. */
  async call<Id extends OperationId>(id: Id, input: CallInput<Id> = {}): Promise<TransportResponse> {
    // The entry as written, not widened to OperationSpec: each lists at least one method, the one to call.
    const op = catalog[id];
    const method = op.methods[0];
    const path = fillPath(op.path, input.path ?? {});
    const args = dropUndefined(input.args ?? {});
    await this.guard?.(id, args);
    const inQuery = method === 'GET' || method === 'DELETE';
    const query = inQuery ? qs.stringify(args, { arrayFormat: 'brackets', encodeValuesOnly: true }) : '';
    const headers: Record<string, string> = {};
    if (input.minimal) headers.prefer = 'return=minimal';
    if (input.ifMatch !== undefined) headers['if-match'] = input.ifMatch;
    // Every create over a network carries a key of its own, the same in each sending of it.
    const keyed = op.action === 'create' && !this.transport.inProcess;
    if (keyed) headers['idempotency-key'] = randomUUID();
    try {
      const response = await this.request(
        method,
        query ? `${path}?${query}` : path,
        inQuery ? undefined : args,
        Object.keys(headers).length > 0 ? headers : undefined,
        keyed && (await this.options.serverKeepsKeys?.()) === true,
      );
      await decodeNames(response.body, loadDecoder);
      return response;
    } catch (error) {
      if (error instanceof ApiCallError) {
        error.operation = id;
        if (input.path) error.pathValues = input.path;
      }
      throw error;
    }
  }

  /** A raw request below the API root; throws ApiCallError for 4xx/5xx. */
  async request(
    method: Method,
    path: string,
    body?: Record<string, unknown>,
    headers?: Record<string, string>,
    /** Sending it again has the effect of sending it once (a create with a key the server keeps). */
    idempotent = false,
  ): Promise<TransportResponse> {
    const response = await this.transport.send({
      method,
      path,
      ...(body ? { body } : {}),
      ...(headers ? { headers } : {}),
      ...(idempotent ? { idempotent } : {}),
    });
    if (response.status >= 400) throw toError(response);
    return response;
  }
}

function fillPath(template: string, values: Record<string, string | number>): string {
  const filled = template.replace(/\{([a-z_]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`missing path value ${name}`);
    return encodeURIComponent(String(value));
  });
  return filled.replace(/^\//, '');
}

/**
 * The parameters an error's `data.params` names: a list of names, or each name with what was wrong with it, as text
 * (as WordPress sends them).
 */
function paramProblems(data: unknown): Record<string, string> | string[] | undefined {
  const params = isRecord(data) ? data.params : undefined;
  if (Array.isArray(params)) return params.map(String);
  if (isRecord(params))
    return Object.fromEntries(Object.entries(params).map(([name, problem]) => [name, String(problem)]));
  return undefined;
}

function dropUndefined(args: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const key of Object.keys(args)) if (args[key] !== undefined) kept[key] = args[key];
  return kept;
}

export function toError(response: TransportResponse): ApiCallError {
  const body = response.body;
  if (isRecord(body) && 'code' in body && 'message' in body) {
    const { code, message, data } = body;
    return new ApiCallError(
      response.status,
      String(code),
      String(message),
      paramProblems(data),
      isRecord(data) ? data : undefined,
    );
  }
  const text = typeof body === 'string' && body.trim() !== '' ? body.trim().split('\n')[0] : `HTTP ${response.status}`;
  return new ApiCallError(response.status, `http_${response.status}`, text ?? `HTTP ${response.status}`);
}
