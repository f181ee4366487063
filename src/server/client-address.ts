// The address a request comes from, for the sign-in slow-down: the peer's, or behind a proxy the server was told to
// trust, the client's as that proxy reports it in X-Forwarded-For. Only trusted proxies are believed: anyone else
// could name any address there and so escape the per-address count.
import { isIP } from 'node:net';

/** An IPv4 address as an IPv6 socket reports it (`::ffff:127.0.0.1`) is the IPv4 address. */
export function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/**
 * The client's address. From a trusted proxy, the right-most address of X-Forwarded-For that is not itself a trusted
 * proxy (each proxy appends the address it was reached from; what is left of that came from the client); otherwise,
 * or when the header names nothing else, the peer.
 */
export function clientAddress(
  peer: string,
  forwardedFor: string | readonly string[] | undefined,
  trusted: ReadonlySet<string>,
): string {
  const direct = plainAddress(peer);
  if (!trusted.has(direct) || forwardedFor === undefined) return direct;
  const hops = (typeof forwardedFor === 'string' ? [forwardedFor] : forwardedFor)
    .flatMap((header) => header.split(','))
    .map((hop) => plainAddress(hop.trim()));
  for (const hop of hops.reverse()) {
    if (isIP(hop) === 0) return direct;
    if (!trusted.has(hop)) return hop;
  }
  return direct;
}
