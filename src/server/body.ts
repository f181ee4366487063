// Request body decoding: JSON or form-encoded (PHP bracket notation), within the size, depth and value limits.
import { MAX_BODY_VALUES } from '../api/batch-limits.js';
import { jsonCopyWithin } from './value-body.js';
import { isRecord } from '../typing/is-record.js';
import { valuesIn } from '../typing/json-values.js';
import { ApiError } from '../api/errors.js';
import { parseParams } from '../api/params.js';
import { hasTooManyFields, jsonShapeProblem } from './body-shape.js';
import { MAX_BODY_BYTES, type ApiRequest } from './http-types.js';
import { fieldWith, formFieldNotUtf8, isUtf8, notUtf8 } from './text-input.js';

/**
 * The body's parameters, read first where the listener left it to be read once asked (`readBody`); a JSON or form
 * body of more than `maxValues` values is refused.
 */
export async function readBodyArgs(request: ApiRequest, maxValues = MAX_BODY_VALUES): Promise<Record<string, unknown>> {
  return decodeBody(request.readBody ? { ...request, ...(await request.readBody()) } : request, maxValues);
}

/** The body's parameters; an empty body has none, and one with bytes that are not UTF-8 is refused. */
function decodeBody(request: ApiRequest, maxValues: number): Record<string, unknown> {
  if (request.bodyTooLarge) throw new ApiError('rest_body_too_large');
  // Its bytes passed these checks as part of the batch's body, whose limit of values is larger than one body's.
  if (request.parsedBody !== undefined) {
    if (valuesIn(request.parsedBody) > maxValues) throw tooManyValues(maxValues);
    return { ...request.parsedBody };
  }
  if (request.valueBody !== undefined) return valueBodyArgs(request, request.valueBody, maxValues);
  const raw = request.body;
  if (raw === undefined) return {};
  const bytes = typeof raw === 'string' ? Buffer.from(raw) : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  if (bytes.length > MAX_BODY_BYTES) throw new ApiError('rest_body_too_large');
  // Decoded once its shape passes: a body refused for it is never turned into text (0.9 MB take 3 ms).
  let decoded: string | undefined;
  const text = () => (decoded ??= typeof raw === 'string' ? raw : bytes.toString('utf8'));
  const first = firstCharacter(bytes, text);
  if (first === '') return {};
  const utf8 = typeof raw === 'string' || isUtf8(raw);
  const type = mediaType(request);
  if (isJsonType(type)) return decodeJson(bytes, text, utf8, maxValues);
  if (type === 'application/x-www-form-urlencoded' || type === '') {
    if (hasTooManyFields(bytes, maxValues)) throw tooManyValues(maxValues);
    const field = formFieldNotUtf8(raw);
    if (field !== undefined || !utf8) throw notUtf8(field ?? 'body');
    return parseParams(text());
  }
  if (type === 'multipart/form-data') throw new ApiError('rest_unsupported_media_type');
  // WordPress ignores bodies it cannot read; a JSON-looking body is read as JSON rather than dropped.
  return first === '{' ? decodeJson(bytes, text, utf8, maxValues) : {};
}

const mediaType = (request: ApiRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

function isJsonType(type: string): boolean {
  return type === 'application/json' || type.endsWith('+json');
}

/** The ASCII bytes JavaScript's trim() takes for white space: tab, line feed, vertical tab, form feed, CR, space. */
const ASCII_BLANKS: ReadonlySet<number> = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20]);

/** The body's first character that is not white space, as trim() reads it; '' when there is none. */
function firstCharacter(bytes: Buffer, text: () => string): string {
  for (const byte of bytes) {
    if (ASCII_BLANKS.has(byte)) continue;
    // Other white space is not ASCII: that is read on the text.
    return byte < 0x80 ? String.fromCharCode(byte) : text().trimStart().charAt(0);
  }
  return '';
}

/** JSON whose bytes were not all UTF-8 is refused, naming the field where the decoder put U+FFFD for them. */
function decodeJson(bytes: Buffer, text: () => string, utf8: boolean, maxValues: number): Record<string, unknown> {
  // Refused before parsing: a deep or large body costs only the bytes read up to its limit.
  const problem = jsonShapeProblem(bytes, maxValues);
  if (problem === 'too-deep') {
    // PHP's json_last_error() and json_last_error_msg() for JSON_ERROR_DEPTH.
    throw new ApiError('rest_invalid_json', {
      data: { json_error_code: 1, json_error_message: 'Maximum stack depth exceeded' },
    });
  }
  if (problem === 'too-many-values') throw tooManyValues(maxValues);
  const value = parseJsonObject(text());
  if (!utf8) throw notUtf8(fieldWith(value, /\uFFFD/) ?? 'body');
  return value;
}

/** A body given as a value: its copy as its JSON text reads, or, where that text may pass a limit, the text read. */
function valueBodyArgs(
  request: ApiRequest,
  value: Readonly<Record<string, unknown>>,
  maxValues: number,
): Record<string, unknown> {
  const copy = isJsonType(mediaType(request)) ? jsonCopyWithin(value, maxValues) : undefined;
  if (isRecord(copy)) return copy;
  return decodeBody({ ...request, valueBody: undefined, body: JSON.stringify(value) }, maxValues);
}

function parseJsonObject(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // PHP's json_last_error_msg() for JSON_ERROR_SYNTAX, which clients of the upstream API may match.
    throw new ApiError('rest_invalid_json', { data: { json_error_code: 4, json_error_message: 'Syntax error' } });
  }
  if (!isRecord(value)) {
    throw new ApiError('rest_invalid_json', {
      data: { json_error_code: 4, json_error_message: 'The body must be a JSON object.' },
    });
  }
  return value;
}

function tooManyValues(maxValues: number): ApiError {
  return new ApiError('rest_body_too_large', {
    message: `The request body holds more than ${maxValues} values.`,
    data: { max_values: maxValues },
  });
}
