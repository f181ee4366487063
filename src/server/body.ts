// Request body decoding: JSON or form-encoded (PHP bracket notation), within the size limit.
import { isRecord } from '../typing/is-record.js';
import { ApiError } from '../api/errors.js';
import { parseParams } from '../api/params.js';
import { MAX_BODY_BYTES, type ApiRequest } from './http-types.js';
import { fieldWith, formFieldNotUtf8, isUtf8, notUtf8 } from './text-input.js';

/** The body's parameters; an empty body has none, and one with bytes that are not UTF-8 is refused. */
export function decodeBody(request: ApiRequest): Record<string, unknown> {
  if (request.bodyTooLarge) throw new ApiError('rest_body_too_large');
  const raw = request.body;
  if (raw === undefined) return {};
  const size = typeof raw === 'string' ? Buffer.byteLength(raw) : raw.byteLength;
  if (size > MAX_BODY_BYTES) throw new ApiError('rest_body_too_large');
  const text = typeof raw === 'string' ? raw : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('utf8');
  if (text.trim() === '') return {};
  const utf8 = typeof raw === 'string' || isUtf8(raw);
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/json' || type.endsWith('+json')) return decodeJson(text, utf8);
  if (type === 'application/x-www-form-urlencoded' || type === '') {
    const field = formFieldNotUtf8(raw);
    if (field !== undefined || !utf8) throw notUtf8(field ?? 'body');
    return parseParams(text);
  }
  if (type === 'multipart/form-data') throw new ApiError('rest_unsupported_media_type');
  // WordPress ignores bodies it cannot read; a JSON-looking body is read as JSON rather than dropped.
  return text.trimStart().startsWith('{') ? decodeJson(text, utf8) : {};
}

/** JSON whose bytes were not all UTF-8 is refused, naming the field where the decoder put U+FFFD for them. */
function decodeJson(text: string, utf8: boolean): Record<string, unknown> {
  const value = parseJsonObject(text);
  if (!utf8) throw notUtf8(fieldWith(value, /\uFFFD/) ?? 'body');
  return value;
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
