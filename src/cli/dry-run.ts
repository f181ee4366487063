// --dry-run of create, update and delete: the command runs as it would, reading what it needs (an item to merge
// into, a slug's ID, a term's ID), and the first request that would change something is held back and shown.
import { Client } from '../client/client.js';
import type { Transport, TransportRequest } from '../client/transport.js';
import { capabilityGuard } from '../remote/capability-checks.js';
import type { Session } from './session.js';
import { Writer } from '../remote/writes/writer.js';

/** Stops the command where it would send a write: `request` is what it would have sent. */
export class HeldWrite extends Error {
  constructor(readonly request: TransportRequest) {
    super(`${request.method} ${request.path} was held back (dry run)`);
  }
}

/** Reads go through; every other request is held back. */
function holdingWrites(inner: Transport): Transport {
  return {
    target: inner.target,
    ...(inner.inProcess === undefined ? {} : { inProcess: inner.inProcess }),
    ...(inner.signedIn === undefined ? {} : { signedIn: inner.signedIn }),
    send: (request) => (request.method === 'GET' ? inner.send(request) : Promise.reject(new HeldWrite(request))),
    // The session's own client closes the transport they share.
    close: async () => {},
  };
}

/**
 * The session with a client and writer that hold writes back. Everything else (configuration, capabilities, the
 * site's zone, prompts) is the session's own: those only read.
 */
export function dryRunSession(session: Session): Session {
  let client: Promise<Client> | undefined;
  let writer: Promise<Writer> | undefined;
  const dry: Session = {
    ...session,
    client: () =>
      (client ??= session.client().then((real) => new Client(holdingWrites(real.transport), capabilityGuard(dry)))),
    writer: (warn) => {
      const make = async () =>
        new Writer({
          client: await dry.client(),
          capabilities: await session.capabilities(),
          siteZone: () => session.siteZone(),
          now: session.context.now,
          warn: warn ?? ((line) => void session.context.io.stderr.write(`${line}\n`)),
        });
      return warn ? make() : (writer ??= make());
    },
  };
  return dry;
}

/** Runs `write` on a dry-run session; answers the first write it would send, or undefined when it sends none. */
export async function heldRequest(write: () => Promise<unknown>): Promise<TransportRequest | undefined> {
  try {
    await write();
  } catch (error) {
    if (error instanceof HeldWrite) return error.request;
    throw error;
  }
  return undefined;
}
