// Shapes an HTTP reply for callers: flat lower-case headers and a body that is JSON, text, or nothing.

export function flattenHeaders(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    // undici already lower-cases names; repeated headers are joined as HTTP allows.
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/**
 * JSON when the text parses as JSON, whatever the content type claims (WordPress plugins and proxies
 * often mislabel JSON as text/html); otherwise the text itself; undefined for an empty body.
 */
export function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    // A byte-order mark from a PHP file saved with one would otherwise break an otherwise valid reply.
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return text;
  }
}
