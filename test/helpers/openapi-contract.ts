// The API's answers held to its OpenAPI document (`GET /doc`): each recorded answer is matched to the operation
// of the document that its method and path name, as a client reading the document would, and must be one of that
// operation's documented statuses, with the headers it requires, of a documented content type (none for a response
// without content), and with a body its schema accepts.
import { Ajv, type ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';
import { openApiDocument } from '../../src/api/openapi.js';
import { resolveTarget } from '../../src/server/addresses.js';
import type { Exchange } from './exchanges.js';

type Json = Record<string, unknown>;

interface ParameterObject {
  readonly name: string;
  readonly in: string;
  readonly schema?: Json;
}

interface HeaderObject {
  readonly required?: boolean;
  readonly schema?: Json;
}

interface ResponseObject {
  readonly $ref?: string;
  readonly headers?: Record<string, HeaderObject>;
  readonly content?: Record<string, { schema: Json }>;
}

interface OperationObject {
  readonly operationId: string;
  readonly parameters?: readonly ParameterObject[];
  readonly responses: Record<string, ResponseObject>;
}

/** One documented path, its template compiled: `{name}` captures one segment. */
interface PathTemplate {
  readonly template: string;
  readonly regex: RegExp;
  readonly captures: readonly string[];
  readonly item: Record<string, OperationObject>;
}

/** What the check made of one answer. */
export type Verdict =
  | {
      readonly kind: 'documented';
      readonly operationId: string;
      readonly status: number;
      /** The error code of an error answer. */
      readonly code: string | undefined;
    }
  | { readonly kind: 'outside'; readonly why: string }
  | { readonly kind: 'problem'; readonly message: string };

/** The document as served: responses do not depend on the site's languages or address. */
const DOCUMENT = openApiDocument({ serverUrl: 'http://127.0.0.1/wp-json/cal/events/v1/', languages: [] });
const DOCUMENT_ID = 'openapi.json';

const escapePointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

function compileTemplates(paths: Record<string, Record<string, OperationObject>>): PathTemplate[] {
  return Object.entries(paths).map(([template, item]) => {
    const captures: string[] = [];
    const source = template
      .split(/(\{[a-z_]+\})/)
      .map((part) => {
        const name = /^\{([a-z_]+)\}$/.exec(part)?.[1];
        if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        captures.push(name);
        return '([^/]+)';
      })
      .join('');
    return { template, regex: new RegExp(`^${source}$`, 'i'), captures, item };
  });
}

/** A path value as its parameter's schema reads it: integers are digits only, and no value is empty. */
function fitsParameter(value: string, parameter: ParameterObject | undefined): boolean {
  if (value === '') return false;
  return parameter?.schema?.type !== 'integer' || /^\d+$/.test(value);
}

/** A path segment's text, or the segment as sent when its escapes cannot be read. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export class ContractCheck {
  private readonly ajv: Ajv;
  private readonly templates: readonly PathTemplate[];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: Json = DOCUMENT) {
    this.ajv = new Ajv({ allErrors: true, strict: false });
    // A CommonJS module: its default export is the plugin (`exports.default`).
    ajvFormats.default(this.ajv);
    this.ajv.addFormat('double', { type: 'number', validate: () => true });
    this.ajv.addSchema(document, DOCUMENT_ID);
    this.templates = compileTemplates(document.paths as Record<string, Record<string, OperationObject>>);
  }

  /**
   * The documented operation a method and namespace path name, and the pointer to it: the first whose path
   * parameters fit their schemas, else the first whose template the path has the shape of (`/events/abc` is
   * `/events/{id}` with an `{id}` that does not fit, which the operation documents as no route).
   */
  private operationOf(method: string, subPath: string): { operation: OperationObject; pointer: string } | undefined {
    const path = subPath === '' ? '/' : subPath;
    let shaped: { operation: OperationObject; pointer: string } | undefined;
    for (const { template, regex, captures, item } of this.templates) {
      const match = regex.exec(path);
      const operation = item[method.toLowerCase()];
      if (!match || !operation) continue;
      const found = { operation, pointer: `#/paths/${escapePointer(template)}/${method.toLowerCase()}` };
      const fits = captures.every((name, i) =>
        fitsParameter(
          decodedSegment(match[i + 1] ?? ''),
          operation.parameters?.find((p) => p.in === 'path' && p.name === name),
        ),
      );
      if (fits) return found;
      shaped ??= found;
    }
    return shaped;
  }

  /** A response as written, or the shared one of `components/responses` it refers to. */
  private resolved(response: ResponseObject, pointer: string): { response: ResponseObject; pointer: string } {
    const name = response.$ref?.match(/^#\/components\/responses\/(.+)$/)?.[1];
    if (name === undefined) return { response, pointer };
    const shared = (this.document.components as { responses?: Record<string, ResponseObject> } | undefined)
      ?.responses?.[name];
    if (!shared) throw new Error(`${pointer}: ${response.$ref} is not in the document`);
    return { response: shared, pointer: `#/components/responses/${escapePointer(name)}` };
  }

  private validator(pointer: string): ValidateFunction {
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${DOCUMENT_ID}${pointer}` });
      this.validators.set(pointer, validate);
    }
    return validate;
  }

  check(exchange: Exchange): Verdict {
    const [pathname = '/', query = ''] = exchange.url.split(/\?(.*)/s);
    const target = resolveTarget(pathname, exchange.languages);
    const line = `${exchange.method} ${exchange.url} → ${exchange.status}`;
    if (target.kind !== 'rest') return { kind: 'outside', why: `not in the namespace (${target.kind})` };
    const method = effectiveMethod(exchange, query);
    if (method === 'OPTIONS') return { kind: 'outside', why: 'OPTIONS (discovery)' };
    const found = this.operationOf(method === 'HEAD' ? 'GET' : method, target.subPath);
    if (!found) {
      // A method and path the document does not name get WordPress' answer for no route, unless the credentials,
      // checked first, were refused (the document's info says so).
      const code = errorCode(exchange.body);
      if (exchange.status === 404 && code === 'rest_no_route') return { kind: 'outside', why: 'no route' };
      if (exchange.status === 401 || exchange.status === 429) return { kind: 'outside', why: 'refused sign-in' };
      return { kind: 'problem', message: `${line}: no operation of /doc is ${method} ${target.subPath}` };
    }
    const { operation } = found;
    const status = String(exchange.status);
    const written = operation.responses[status];
    if (!written) {
      const code = errorCode(exchange.body);
      return {
        kind: 'problem',
        message: `${line}${code ? ` (${code})` : ''}: ${operation.operationId} documents ${Object.keys(operation.responses).join(', ')}`,
      };
    }
    const { response, pointer } = this.resolved(written, `${found.pointer}/responses/${status}`);
    const problem = this.headerProblem(exchange, response) ?? this.bodyProblem(exchange, method, response, pointer);
    return problem === undefined
      ? {
          kind: 'documented',
          operationId: operation.operationId,
          status: exchange.status,
          code: errorCode(exchange.body),
        }
      : { kind: 'problem', message: `${line} (${operation.operationId}): ${problem}` };
  }

  /** A header the response requires that the answer lacks, or one whose value its schema refuses. */
  private headerProblem(exchange: Exchange, response: ResponseObject): string | undefined {
    // Answers recorded without their headers (built by hand) are held to the rest only.
    const headers = exchange.headers;
    if (headers === undefined) return undefined;
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      const value = headers[name.toLowerCase()];
      if (value === undefined) {
        if (header.required === true) return `no ${name} header, which the document requires`;
        continue;
      }
      // A header is text: a number's schema is held to the number it spells (OpenAPI's `simple` style).
      const read = header.schema?.type === 'integer' && /^-?\d+$/.test(value) ? Number(value) : value;
      if (header.schema && !this.ajv.validate(header.schema, read)) return `${name}: ${value} is not its schema's`;
    }
    return undefined;
  }

  private bodyProblem(
    exchange: Exchange,
    method: string,
    response: ResponseObject,
    pointer: string,
  ): string | undefined {
    // The listener sends no body with an answer to HEAD, whatever the app made.
    if (method === 'HEAD') return undefined;
    const media = Object.keys(response.content ?? {});
    if (media.length === 0) {
      if (exchange.body !== '') return 'a body where the document has none';
      return exchange.contentType === undefined ? undefined : `content type ${exchange.contentType} without content`;
    }
    const type = exchange.contentType?.split(';')[0]?.trim();
    if (type === undefined || !media.includes(type))
      return `content type ${exchange.contentType} is not ${media.join(', ')}`;
    let body: unknown;
    try {
      body = JSON.parse(exchange.body);
    } catch {
      return 'the body is not JSON';
    }
    const validate = this.validator(`${pointer}/content/${escapePointer(type)}/schema`);
    if (validate(body)) return undefined;
    return (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''} ${e.params ? JSON.stringify(e.params) : ''}`)
      .join('; ');
  }
}

let shared: ContractCheck | undefined;

/** One check of the served document for every file of a worker: its validators are compiled once. */
export function contractCheck(): ContractCheck {
  shared ??= new ContractCheck();
  return shared;
}

/** The method the server acts on: POST tunnels another through X-HTTP-Method-Override or `_method`. */
function effectiveMethod(exchange: Exchange, query: string): string {
  if (exchange.method !== 'POST') return exchange.method;
  const override = exchange.methodOverride ?? new URLSearchParams(query).get('_method') ?? undefined;
  return override ? override.toUpperCase() : exchange.method;
}

function errorCode(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === 'object' && 'code' in parsed && typeof parsed.code === 'string'
      ? parsed.code
      : undefined;
  } catch {
    return undefined;
  }
}
