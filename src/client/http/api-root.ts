// Splits the configured API root into the address shown to users and the Basic credentials embedded in it.

export interface ApiRoot {
  /** Scheme, host and port: what the connection pool is bound to. */
  origin: string;
  /** Path of the root on the server, always ending in `/`. */
  pathname: string;
  /** The root URL without userinfo, safe to print. */
  href: string;
  /** Userinfo from the URL, if any (percent-decoded). */
  user?: string;
  password?: string;
}

export function parseApiRoot(apiRoot: string): ApiRoot {
  let url: URL;
  try {
    url = new URL(apiRoot);
  } catch {
    throw new Error(`invalid API root URL: ${stripUserinfo(apiRoot)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`invalid API root URL: ${stripUserinfo(apiRoot)} (only http and https are supported)`);
  }
  const user = url.username === '' ? undefined : decode(url.username);
  // `http://u@host/` names a user with an empty password; without a user the password is meaningless.
  const password = user === undefined ? undefined : decode(url.password);
  url.username = '';
  url.password = '';
  url.hash = '';
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return { origin: url.origin, pathname: url.pathname, href: url.href, user, password };
}

/** The site's REST index: the API root without its namespace, which is three segments (`tribe/events/v1`). */
export function restIndexOf(root: ApiRoot): Pick<ApiRoot, 'pathname' | 'href'> {
  const pathname = root.pathname.replace(/(?:[^/]+\/){3}$/, '');
  return { pathname, href: new URL(pathname, root.origin).href };
}

/** Appends a request path (which may carry a query string) below the root; leading slashes stay below it too. */
export function joinPath(base: string, path: string): string {
  return base + path.replace(/^\/+/, '');
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    // A stray `%` is not worth refusing the URL over; send what the user typed.
    return part;
  }
}

/** For error messages about URLs that do not even parse: never echo a password. */
function stripUserinfo(text: string): string {
  return text.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#]*@/i, '$1');
}
