// Requests made from an OpenAPI document alone, as a client that reads nothing else would make them. For one
// operation: values its schemas accept (json-schema-faker, seeded), values at their edges, and values they refuse
// (wrong types, out-of-range integers, bad enums, odd path segments, odd text, bad escapes, bodies where none is
// taken). The same seed makes the same requests.
import { createGeneratorSync, type JsonSchema } from 'json-schema-faker';
import qs from 'qs';

export type Json = Record<string, unknown>;

interface ParameterObject {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header';
  readonly required?: boolean;
  readonly schema?: Json;
}

interface OperationObject {
  readonly operationId: string;
  readonly parameters?: readonly ParameterObject[];
  readonly requestBody?: { readonly content: Record<string, { readonly schema: Json }> };
}

/** One operation of the document, as the generator reads it. */
export interface DocOperation {
  readonly operationId: string;
  readonly method: string;
  /** The path template below the namespace root, e.g. `/events/{id}`. */
  readonly template: string;
  readonly parameters: readonly ParameterObject[];
  /** The JSON schema of the request body, when the operation takes one. */
  readonly body: Json | undefined;
}

/** Every operation of the document, in its order. */
export function operationsOf(document: Json): DocOperation[] {
  const paths = document.paths as Record<string, Record<string, OperationObject>>;
  return Object.entries(paths).flatMap(([template, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      operationId: operation.operationId,
      method: method.toUpperCase(),
      template,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content['application/json']?.schema,
    })),
  );
}

export type Kind = 'valid' | 'boundary' | 'invalid';

/** A request as sent: its target below the namespace root, already encoded. */
export interface DocRequest {
  readonly operationId: string;
  readonly kind: Kind;
  readonly method: string;
  /** e.g. `/events/5?page=2`. */
  readonly target: string;
  readonly headers: Record<string, string>;
  readonly body: string | undefined;
  /** A path parameter was sent empty: the path then has another shape, perhaps another operation's. */
  readonly emptyPathParam: boolean;
}

/** Items that exist, by resource (the path's first segment): path parameters name them half of the time. */
export interface Known {
  readonly ids: Readonly<Record<string, readonly (number | string)[]>>;
  readonly slugs: Readonly<Record<string, readonly (number | string)[]>>;
}

/** A value to send: a JSON value, or text already percent-encoded (escapes a client could not make from text). */
type Sent = { readonly value: unknown } | { readonly encoded: string };

/** Mulberry32: small, seeded, and the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A seed of its own for each name, so that adding an operation changes no other's requests. */
export function seedOf(seed: number, name: string): number {
  let hash = seed >>> 0;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** Text no schema of the document forbids but a server may trip on. */
const ODD_TEXT: readonly string[] = [
  '',
  ' ',
  'a'.repeat(3000),
  'NUL\u0000inside',
  'lone \ud800 surrogate',
  '\ufeffbyte order mark',
  'right-to-left \u202e override',
  'emoji 🎷🎺',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'quote \' " and \\ backslash',
  '%',
  '%FF',
  '1e400',
  '-0',
  'null',
  '[]',
  '{}',
];

/** Escapes that do not spell UTF-8 text, or begin no escape: sent as they are. */
const BAD_ESCAPES: readonly string[] = ['%FF', '%ED%A0%80', '%C0%AF', '%', '%E2%82', '%zz', '%00'];

/** Bodies of another media type, or text that is not the JSON it claims to be. */
const ODD_BODIES: readonly { type: string; text: string }[] = [
  { type: 'application/json', text: '{"title": ' },
  { type: 'application/json', text: '[1, 2]' },
  { type: 'application/json', text: '"text"' },
  { type: 'application/json', text: '{"title": "\\ud800", "status": "\\u0000"}' },
  { type: 'application/json', text: `${'['.repeat(600)}${']'.repeat(600)}` },
  { type: 'multipart/form-data; boundary=x', text: '--x--' },
  { type: 'text/plain', text: '{"title": "plain"}' },
  { type: 'application/x-www-form-urlencoded', text: 'title=%FF&status=%' },
  { type: 'application/x-www-form-urlencoded', text: 'a[b][c][d][e][f][g]=1&b[]=1&b[]=2' },
];

/** Path segments an `{id}` or `{slug}` template may be given. */
const ODD_SEGMENTS: readonly Sent[] = [
  { encoded: 'abc' },
  { encoded: '-1' },
  { encoded: '1.5' },
  { encoded: '0' },
  { encoded: '007' },
  { encoded: '9'.repeat(25) },
  { encoded: '9007199254740993' },
  { encoded: '' },
  { encoded: '%20' },
  { encoded: '%2F' },
  { encoded: '%2E%2E' },
  { encoded: '%31' },
  ...BAD_ESCAPES.map((encoded) => ({ encoded })),
];

export class RequestMaker {
  private readonly random: () => number;
  private readonly faker: { generate(schema: JsonSchema): unknown };

  constructor(
    seed: number,
    private readonly document: Json,
    private readonly known: Known,
  ) {
    this.random = seededRandom(seed);
    this.faker = createGeneratorSync({
      seed,
      // Few optional fields at once, so that a valid request is not refused for one value the document leaves loose
      // (a date is any string to it).
      optionalsProbability: 0.2,
      maxItems: 4,
      maxLength: 40,
      refResolver: (ref) => this.resolve(ref),
      // Formats of the document json-schema-faker does not know.
      formats: {
        'time-zone': (random) => random.pick(['UTC', 'Europe/Dublin', 'America/New_York', 'Asia/Kolkata']),
        double: () => '0',
      },
    });
  }

  /** `count` requests of each kind for `operation`. */
  requests(operation: DocOperation, count: Readonly<Record<Kind, number>>): DocRequest[] {
    const out: DocRequest[] = [];
    for (const kind of ['valid', 'boundary', 'invalid'] as const)
      for (let i = 0; i < count[kind]; i++) out.push(this.request(operation, kind));
    return out;
  }

  private request(operation: DocOperation, kind: Kind): DocRequest {
    // A request of the edge or refused kind has one value of that kind; the others are valid.
    const targets = [
      ...operation.parameters.filter((p) => p.in !== 'header'),
      ...(operation.body ? ['body' as const] : []),
      ...(operation.body === undefined && kind === 'invalid' ? ['unwanted body' as const] : []),
    ];
    const odd = kind === 'valid' || targets.length === 0 ? undefined : this.pick(targets);
    // About two optional query parameters per request, for the same reason.
    const optional = operation.parameters.filter((p) => p.in === 'query' && p.required !== true).length;
    const sendOptional = Math.min(0.3, 2 / Math.max(1, optional));
    let emptyPathParam = false;
    let path = operation.template;
    const query: string[] = [];
    const headers: Record<string, string> = {};
    for (const parameter of operation.parameters) {
      const schema = parameter.schema ?? {};
      const isOdd = parameter === odd;
      if (parameter.in === 'path') {
        const sent = isOdd
          ? this.oddPathValue(kind, schema)
          : this.pathValue(operation.template, parameter.name, schema);
        const segment = encodedValue(sent);
        if (segment === '') emptyPathParam = true;
        path = path.replace(`{${parameter.name}}`, segment);
      } else if (parameter.in === 'query') {
        const send = isOdd || parameter.required === true || this.random() < sendOptional;
        if (!send) continue;
        const sent = isOdd ? this.oddValue(kind, schema) : { value: this.queryValue(schema) };
        query.push(queryPair(parameter.name, sent));
      } else if (this.random() < 0.3) {
        headers[parameter.name.toLowerCase()] = this.pick(['*', '"0123abcd"', 'W/"x"', '"a", "b"', 'no-quotes']);
      }
    }
    let body: string | undefined;
    if (odd === 'unwanted body' || (odd === 'body' && kind === 'invalid' && this.random() < 0.4)) {
      // Bodies are read whatever the method, as WordPress reads them.
      const sent = this.oddBody();
      headers['content-type'] = sent.type;
      body = sent.text;
    } else if (operation.body) {
      const value = this.bodyValue(operation.body, odd === 'body' ? kind : 'valid');
      const form = this.random() < 0.25 ? formText(value) : undefined;
      headers['content-type'] = form === undefined ? 'application/json' : 'application/x-www-form-urlencoded';
      body = form ?? JSON.stringify(value);
    }
    return {
      operationId: operation.operationId,
      kind,
      method: operation.method,
      target: query.length > 0 ? `${path}?${query.join('&')}` : path,
      headers,
      body,
      emptyPathParam,
    };
  }

  /** A body of another media type, or text that is not the JSON it claims to be. */
  private oddBody(): { type: string; text: string } {
    return this.pick(ODD_BODIES);
  }

  /** An existing item's ID or slug half of the time, else a value of the schema. */
  private pathValue(template: string, name: string, schema: Json): Sent {
    const resource = template.split('/')[1] ?? '';
    const existing = name === 'slug' ? this.known.slugs[resource] : this.known.ids[resource];
    if (existing && existing.length > 0 && this.random() < 0.5) return { value: this.pick(existing) };
    const value = this.faker.generate(schema);
    // An empty value would change the path's shape: that is an odd value, not a valid one.
    return value === '' ? { value: 'x' } : { value };
  }

  private oddPathValue(kind: Kind, schema: Json): Sent {
    if (kind === 'boundary') return this.pick(boundaries(schema));
    return this.random() < 0.6 ? this.pick(ODD_SEGMENTS) : this.oddValue('invalid', schema);
  }

  /** A query value: its example half of the time, text for untyped parameters (a query carries only text). */
  private queryValue(schema: Json): unknown {
    if (schema.example !== undefined && this.random() < 0.5) return schema.example;
    if (Array.isArray(schema.enum) && schema.enum.length === 0) return 'none';
    const typed = schema.type === undefined && schema.oneOf === undefined ? { ...schema, type: 'string' } : schema;
    return this.faker.generate(typed);
  }

  private oddValue(kind: Kind, schema: Json): Sent {
    return this.pick(kind === 'boundary' ? boundaries(schema) : refusals(schema));
  }

  /** A body of the schema; of the edge or refused kind, one of its properties is. */
  private bodyValue(schema: Json, kind: Kind): unknown {
    const value = this.faker.generate(schema);
    if (kind === 'valid' || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const properties = Object.entries((schema.properties ?? {}) as Record<string, Json>);
    if (properties.length === 0) return value;
    const [name, property] = this.pick(properties);
    const odd = this.oddValue(kind, property);
    // Inside JSON an escape is plain text: it is sent as it is.
    return { ...value, [name]: 'value' in odd ? odd.value : odd.encoded };
  }

  private resolve(ref: string): JsonSchema {
    const found = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (isJson(node) ? node[key] : undefined), this.document);
    if (!isJson(found)) throw new Error(`${ref} is not in the document`);
    return found;
  }

  private pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.random() * items.length)];
    if (item === undefined) throw new Error('nothing to pick from');
    return item;
  }
}

/** The values at the edges of what a schema accepts, and just past them. */
function boundaries(schema: Json): Sent[] {
  const values: unknown[] = [];
  if (Array.isArray(schema.enum)) values.push(...schema.enum.slice(0, 1), ...schema.enum.slice(-1));
  if (typeof schema.minimum === 'number') values.push(schema.minimum, schema.minimum - 1);
  if (typeof schema.maximum === 'number') values.push(schema.maximum, schema.maximum + 1);
  if (typeof schema.minLength === 'number')
    values.push('a'.repeat(schema.minLength), 'a'.repeat(Math.max(0, schema.minLength - 1)));
  switch (schema.type) {
    case 'integer':
      values.push(0, 1, -1, 2 ** 31, -(2 ** 31), MAX_SAFE, -MAX_SAFE);
      break;
    case 'number':
      values.push(0, -0.5, 1e-9, 180, -180, 90.000001, 1e308, -1e308);
      break;
    case 'string':
      values.push('', ' ', 'a'.repeat(1000), 'é');
      break;
    case 'boolean':
      values.push(true, false, 'true', '0', '');
      break;
    case 'array':
      values.push(
        [],
        [0],
        Array.from({ length: 60 }, (_, i) => i + 1),
      );
      break;
    default:
      values.push('', 0, [], {});
  }
  return [
    ...values.map((value) => ({ value })),
    // Past the integers JavaScript holds exactly: text, as a client in another language could send.
    ...(schema.type === 'integer' ? [{ encoded: '9007199254740993' }, { encoded: '9'.repeat(20) }] : []),
  ];
}

/** Values a schema refuses, and text that is odd whatever the schema. */
function refusals(schema: Json): Sent[] {
  const wrongTypes: unknown[] = ['text', 1.5, -7, true, null, [], ['x', { y: 1 }], { nested: { deeper: 'x' } }];
  const byType: unknown[] =
    schema.type === 'integer'
      ? ['12abc', '0x1f', '1e3', ' 5 ', 'NaN', 'Infinity', 2 ** 64]
      : Array.isArray(schema.enum)
        ? ['not-one-of-them', String(schema.enum[0] ?? '').toUpperCase()]
        : schema.type === 'boolean'
          ? ['maybe', 2, 'yes please']
          : schema.format === 'email'
            ? ['not an email', 'a@', '@b']
            : schema.format === 'uri'
              ? ['not a uri', 'javascript:alert(1)', 'http://']
              : [];
  return [
    ...[...wrongTypes, ...byType, ...ODD_TEXT].map((value) => ({ value })),
    ...BAD_ESCAPES.map((encoded) => ({ encoded })),
  ];
}

/** A path segment or query value as sent: text percent-encoded, lists comma-separated. */
function encodedValue(sent: Sent): string {
  if ('encoded' in sent) return sent.encoded;
  const { value } = sent;
  if (Array.isArray(value)) return value.map((item) => encodedValue({ value: item })).join(',');
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return encodeText(String(value));
  return encodeText(JSON.stringify(value));
}

/** A query pair; objects in PHP's bracket notation. */
function queryPair(name: string, sent: Sent): string {
  if ('value' in sent && typeof sent.value === 'object' && sent.value !== null && !Array.isArray(sent.value))
    return qs.stringify({ [name]: sent.value }) || `${name}=`;
  return `${name}=${encodedValue(sent)}`;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** encodeURIComponent, which refuses a lone surrogate: that is sent as the escapes of one (CESU-8, not UTF-8). */
function encodeText(text: string): string {
  return text.split(LONE_SURROGATE).map(encodeURIComponent).join('%ED%A0%80');
}

/** A form body in PHP's bracket notation; undefined for a value qs cannot write (a lone surrogate). */
function formText(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  try {
    return qs.stringify(value);
  } catch {
    return undefined;
  }
}

function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
