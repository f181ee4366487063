// Who is calling: until users can sign in, the trust rules of a local, single-administrator server.
import { ANONYMOUS, type Principal } from '../domain/permissions.js';
import type { StoreReader } from '../store/store.js';
import type { ApiRequest } from './http-types.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

export function siteAdministrator(store: StoreReader): Principal {
  for (const user of store.all('users')) if (user.role === 'administrator') return { user };
  return ANONYMOUS;
}

/**
 * In-process calls (the embedded mode) act as the administrator: access to the file is the trust
 * boundary. Over HTTP, writes from loopback act as the administrator; everything else is anonymous.
 */
export function resolvePrincipal(
  request: ApiRequest,
  store: StoreReader,
  options: { trustLoopbackWrites?: boolean; embedded?: boolean },
): Principal {
  if (request.remoteAddress === undefined) return options.embedded ? siteAdministrator(store) : ANONYMOUS;
  if ((options.trustLoopbackWrites ?? true) && isLoopback(request.remoteAddress) && WRITE_METHODS.has(request.method.toUpperCase())) {
    return siteAdministrator(store);
  }
  return ANONYMOUS;
}
