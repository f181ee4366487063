// A site URL without its namespace: the site's REST index says which calendar namespace it serves.
import { describe, expect, it } from 'vitest';
import type { Transport, TransportRequest, TransportResponse } from '../../src/client/transport.js';
import { discoverNamespace } from '../../src/remote/namespace-discovery.js';

const noRoute: TransportResponse = {
  status: 404,
  headers: {},
  body: { code: 'rest_no_route', message: 'No route was found matching the URL and request method.' },
};

/** A site serving `namespaces`; requests under a namespace it serves answer 200. */
function site(namespaces: string[], namespace: string, sent: string[]): Transport {
  return {
    target: namespace,
    async send(request: TransportRequest) {
      sent.push(`${request.scope === 'rest-index' ? '/wp-json/' : `${namespace} `}${request.path}`);
      if (request.scope === 'rest-index')
        return { status: 200, headers: {}, body: { namespaces: ['wp/v2', ...namespaces] } };
      return namespaces.includes(namespace) && request.path !== 'nope'
        ? { status: 200, headers: {}, body: { ok: namespace } }
        : noRoute;
    },
    close: async () => {},
  };
}

function discovered(namespaces: string[]) {
  const sent: string[] = [];
  const notes: string[] = [];
  const transport = discoverNamespace(site(namespaces, 'cal/events/v1', sent), {
    namespace: 'cal/events/v1',
    retarget: async (namespace) => site(namespaces, namespace, sent),
    note: (line) => notes.push(line),
  });
  return { transport, sent, notes };
}

describe('discoverNamespace', () => {
  it('takes the one calendar namespace a site serves, said once, and keeps it', async () => {
    const { transport, sent, notes } = discovered(['tribe/events/v1']);
    expect((await transport.send({ method: 'GET', path: 'events' })).body).toEqual({ ok: 'tribe/events/v1' });
    expect((await transport.send({ method: 'GET', path: 'venues' })).body).toEqual({ ok: 'tribe/events/v1' });
    expect(sent).toEqual([
      'cal/events/v1 events',
      '/wp-json/?_fields=namespaces',
      'tribe/events/v1 events',
      'tribe/events/v1 venues',
    ]);
    expect(notes).toEqual([
      'note: this site serves tribe/events/v1, not cal/events/v1: using it (cal config set namespace tribe/events/v1 says so for good)',
    ]);
    expect(transport.target).toBe('tribe/events/v1');
  });

  it('explains a site with several or none, instead of a bare 404', async () => {
    await expect(
      discovered(['tribe/events/v1', 'acme/events/v2']).transport.send({ method: 'GET', path: '' }),
    ).rejects.toThrow(
      'this site serves tribe/events/v1 and acme/events/v2, not cal/events/v1: pick one with --url SITE/wp-json/NAMESPACE or cal config set namespace NAMESPACE',
    );
    await expect(discovered([]).transport.send({ method: 'GET', path: '' })).rejects.toThrow(
      'this site serves no calendar API (no cal/events/v1, nor any other events namespace)',
    );
  });

  it('answers a missing route of a namespace the site serves as the server did', async () => {
    const { transport, sent } = discovered(['cal/events/v1']);
    expect(await transport.send({ method: 'GET', path: 'nope' })).toEqual(noRoute);
    expect(sent).toEqual(['cal/events/v1 nope', '/wp-json/?_fields=namespaces']);
  });
});
