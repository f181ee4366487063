// Whether nothing listens at a server's address: a connection there is refused at once. A server that takes the
// connection, or does not answer in time (stopped, or far away), is not said to be gone.
import { connect } from 'node:net';
import { errorCode } from '../typing/caught-error.js';

/** How long a connection is tried: a loopback one is refused or taken in far less. */
const TRY_MS = 1000;

/** True when a connection to the host and port of `url` (http://host:port) is refused. */
export function refusesConnections(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    // An IPv6 address is written in brackets in a URL, and without them to connect.
    const socket = connect({ host: hostname.replace(/^\[(.*)\]$/, '$1'), port: Number(port || 80) });
    const settle = (refused: boolean) => {
      socket.destroy();
      resolve(refused);
    };
    socket.setTimeout(TRY_MS, () => settle(false));
    socket.once('connect', () => settle(false));
    socket.once('error', (error) => settle(errorCode(error) === 'ECONNREFUSED'));
  });
}
