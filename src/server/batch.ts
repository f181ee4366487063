// WordPress' batch route (`POST /wp-json/batch/v1`, WordPress 5.6+): up to 100 writes in one request, as the caller
// who sent it, each answered as it would be alone, in the order sent. WordPress runs them one after another; here
// they run side by side, as if sent at once on as many connections, so that their changes are saved together (a few
// journal flushes, not 100): a request that needs what an earlier one makes goes in a later batch (docs/api.md).
// Batches start their requests in turn (batch-lane.ts).
import { LARGE_BATCHES } from '../api/batch-limits.js';
import type { BatchLane } from './batch-lane.js';
import { ApiError, invalidParams, missingParams, type ParamProblem } from '../api/errors.js';
import { isRecord } from '../typing/is-record.js';
import { NAMESPACE, ALIAS_NAMESPACE, REST_PREFIX } from './addresses.js';
import type { ApiRequest, ApiResponse } from './http-types.js';

/**
 * Four times WordPress' own limit (the `rest_get_max_batch_size` filter's default, 25), declared to clients as
 * `large_batches`: a served import of 10,000 events took 8% less time in batches of 100 (src/api/batch-limits.ts).
 */
export const BATCH_LIMIT = LARGE_BATCHES.requests;
const METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const NAMESPACES = [NAMESPACE, ALIAS_NAMESPACE];

/** How the app answers one request of a batch, as the batch's caller. */
export interface BatchRunner {
  /** Where the batch waits for its turn to start its requests. */
  readonly lane: BatchLane;
  run(request: ApiRequest): Promise<ApiResponse>;
  /** Its checks alone (`validation: require-all-validate`): VALID when they pass, else the answer refusing it. */
  check(request: ApiRequest): Promise<ApiResponse>;
}

/** What `check` answers for a request that passes its checks: `true` in a failed validation's responses. */
export const VALID: ApiResponse = { status: 200, headers: {}, body: 'true' };

/** Headers of a whole answer, not of one request's: the batch's own answer carries them. */
const ANSWER_HEADERS =
  /^(?:content-type|link|x-robots-tag|x-content-type-options|expires|cache-control|access-control-)/;

interface SubRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: Record<string, unknown>;
}

/** The batch body's requests, or the error WordPress answers for a body that is not a batch. */
function subRequests(args: Readonly<Record<string, unknown>>): SubRequest[] {
  const { requests } = args;
  if (requests === undefined) throw missingParams(['requests']);
  const problem = (message: string) => invalidParams(new Map<string, ParamProblem>([['requests', { message }]]));
  if (!Array.isArray(requests)) throw problem('requests is not of type array.');
  if (requests.length > BATCH_LIMIT) throw problem(`requests must contain at most ${BATCH_LIMIT} items.`);
  return requests.map((request: unknown, i): SubRequest => {
    if (!isRecord(request)) throw problem(`requests[${i}] is not of type object.`);
    const method =
      request.method === undefined ? 'POST' : typeof request.method === 'string' ? request.method.toUpperCase() : '';
    if (!METHODS.has(method)) throw problem(`requests[${i}][method] is not one of POST, PUT, PATCH, and DELETE.`);
    if (typeof request.path !== 'string') throw problem(`requests[${i}][path] is not of type string.`);
    if (request.body !== undefined && !isRecord(request.body))
      throw problem(`requests[${i}][body] is not of type object.`);
    const headers: Record<string, string> = {};
    if (isRecord(request.headers))
      for (const [name, value] of Object.entries(request.headers))
        headers[name.toLowerCase()] = Array.isArray(value) ? value.map(String).join(', ') : String(value);
    return { method, path: request.path, headers, ...(request.body === undefined ? {} : { body: request.body }) };
  });
}

/** Only this API's routes allow batching; WordPress answers the same for a route that does not. */
function notBatchable(path: string): ApiError | undefined {
  const route = path.split('?')[0] ?? '';
  if (NAMESPACES.some((namespace) => route === `/${namespace}` || route.startsWith(`/${namespace}/`))) return undefined;
  return new ApiError('rest_batch_not_allowed');
}

/**
 * The request as the caller would have sent it alone, with the batch's credentials and address, and below the
 * language segment the batch was sent to (`/es/wp-json/batch/v1`: each request in Spanish).
 */
function asRequest(outer: ApiRequest, sub: SubRequest, language: string | undefined): ApiRequest {
  const { authorization } = outer.headers;
  return {
    method: sub.method,
    url: `${language === undefined ? '' : `/${language}`}/${REST_PREFIX}${sub.path}`,
    headers: {
      ...sub.headers,
      ...(sub.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(authorization === undefined ? {} : { authorization }),
    },
    ...(sub.body === undefined ? {} : { parsedBody: sub.body }),
    ...(outer.remoteAddress === undefined ? {} : { remoteAddress: outer.remoteAddress }),
  };
}

/** One request's part of the answer: its body (already JSON), status and its own headers. */
function part(response: ApiResponse): string {
  const headers = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !ANSWER_HEADERS.test(name)));
  const body = response.body === '' ? 'null' : response.body;
  return `{"body":${body},"status":${response.status},"headers":${JSON.stringify(headers)}}`;
}

/**
 * The batch's answer, 207 Multi-Status as WordPress gives it: `{ responses: [...] }`, or with `validation:
 * require-all-validate` and a request that fails its checks, none run and `{ failed: "validation", responses }`
 * with `true` for each request that passed.
 */
export async function answerBatch(
  outer: ApiRequest,
  args: Readonly<Record<string, unknown>>,
  language: string | undefined,
  runner: BatchRunner,
): Promise<{ status: number; json: string }> {
  const requests = subRequests(args).map((sub) => {
    const refused = notBatchable(sub.path);
    return { request: asRequest(outer, sub, language), refused: refused && errorAnswer(refused) };
  });
  if (args.validation === 'require-all-validate') {
    const checked = await Promise.all(
      requests.map(({ request, refused }) => (refused ? Promise.resolve(refused) : runner.check(request))),
    );
    if (checked.some((answer) => answer !== VALID)) {
      const parts = checked.map((answer) => (answer === VALID ? 'true' : part(answer)));
      return { status: 207, json: `{"failed":"validation","responses":[${parts.join(',')}]}` };
    }
  }
  const answers = await Promise.all(
    await runner.lane.start(requests, ({ request, refused }) =>
      refused ? Promise.resolve(refused) : runner.run(request),
    ),
  );
  return { status: 207, json: `{"responses":[${answers.map(part).join(',')}]}` };
}

const errorAnswer = (error: ApiError): ApiResponse => ({
  status: error.status,
  headers: {},
  body: JSON.stringify(error.toBody()),
});
