// What may be printed of a request or an answer: secrets in URLs, headers and JSON bodies are replaced by ***.

const SECRET_NAME = /pass(word)?|secret|token|api[-_]?key|auth/i;
const MASK = '***';

/** A URL with the values of secret-looking query parameters masked (`?password=***`). */
export function redactUrl(url: string): string {
  if (!URL.canParse(url)) return url;
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  if (![...parsed.searchParams.keys()].some((name) => SECRET_NAME.test(name))) return parsed.href;
  // Rebuilt by hand: URLSearchParams would re-encode the rest, and the line should show what was sent.
  const query = parsed.search
    .slice(1)
    .split('&')
    .map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return SECRET_NAME.test(decodeURIComponent(name)) && value.length > 0 ? `${name}=${MASK}` : pair;
    })
    .join('&');
  return `${parsed.origin}${parsed.pathname}?${query}${parsed.hash}`;
}

/** A header's value as it may be printed: credentials masked, the scheme kept. */
export function redactHeader(name: string, value: string): string {
  if (/^(authorization|proxy-authorization)$/i.test(name)) return value.replace(/^(\S+)\s.*$/, `$1 ${MASK}`);
  if (/^(cookie|set-cookie)$/i.test(name) || SECRET_NAME.test(name)) return MASK;
  return value;
}

/** A JSON value with secret-looking fields masked, at any depth. */
export function redactJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactJson);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      SECRET_NAME.test(key) && typeof field === 'string' ? MASK : redactJson(field),
    ]),
  );
}

/** Text cut to `limit` characters, saying how much was left out. */
export function cut(text: string, limit = 4096): string {
  return text.length <= limit ? text : `${text.slice(0, limit)}… (${text.length - limit} more characters)`;
}
