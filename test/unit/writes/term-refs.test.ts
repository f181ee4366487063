// Term names and slugs as IDs, and new names sent by one write at a time without two writes ever waiting on each other.
import { describe, expect, it } from 'vitest';
import { Client } from '../../../src/client/client.js';
import type { Transport, TransportRequest } from '../../../src/client/transport.js';
import { TermRefs } from '../../../src/cli/writes/term-refs.js';

/** A server with these terms; `made` adds terms as a write that carried new names would. */
function termServer(terms: Record<'categories' | 'tags', { id: number; name: string; slug: string }[]>) {
  const asked: string[] = [];
  const transport: Transport = {
    target: 'terms',
    async send(request: TransportRequest) {
      asked.push(request.path);
      const [taxonomy = '', query = ''] = request.path.split('?');
      const params = new URLSearchParams(query);
      const slug = params.get('slug');
      const search = (params.get('search') ?? '').toLowerCase();
      // As WordPress: names are stored HTML-escaped, and searched as stored.
      const items = terms[taxonomy as 'categories' | 'tags'].filter((term) =>
        slug !== null ? term.slug === slug : term.name.toLowerCase().includes(search) || term.slug.includes(search),
      );
      return { status: 200, headers: {}, body: { [taxonomy]: items } };
    },
    close: async () => {},
  };
  return { client: new Client(transport), asked, terms };
}

describe('TermRefs', () => {
  it('sends IDs for names and slugs of existing terms (any case, entities decoded), names nothing has as names', async () => {
    const server = termServer({
      categories: [{ id: 2, name: 'Food &amp; Drink', slug: 'food-drink' }],
      tags: [
        { id: 6, name: 'Free', slug: 'free' },
        { id: 7, name: 'Free entry', slug: 'free-entry' },
      ],
    });
    const refs = new TermRefs(server.client);
    const resolved = await refs.resolve({
      categories: ['food & drink', 12],
      tags: ['free', 'free-entry', 'Brand New', '9'],
    });
    expect(resolved.values).toEqual({ categories: [2, 12], tags: [6, 7, 'Brand New', '9'] });
    resolved.settle();
    // Known terms are asked for once per run.
    await refs.resolve({ tags: ['Free'] });
    expect(server.asked.filter((path) => path.startsWith('tags?slug=free&'))).toHaveLength(1);
  });

  it('lets one write carry a new name; the others wait for it and then send its ID, without a deadlock', async () => {
    const server = termServer({ categories: [], tags: [] });
    const refs = new TermRefs(server.client);
    // Two writes that each bring two new names, in opposite orders.
    const first = await refs.resolve({ categories: ['Jazz'], tags: ['Late'] });
    const second = refs.resolve({ tags: ['Late'], categories: ['Jazz'] });
    let secondDone = false;
    void second.then(() => (secondDone = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(first.values).toEqual({ categories: ['Jazz'], tags: ['Late'] });
    expect(secondDone).toBe(false);
    // The first write made them.
    server.terms.categories.push({ id: 30, name: 'Jazz', slug: 'jazz' });
    server.terms.tags.push({ id: 31, name: 'Late', slug: 'late' });
    first.settle();
    expect((await second).values).toEqual({ categories: [30], tags: [31] });
  });

  it('lets the next write send the name when the write that carried it failed', async () => {
    const server = termServer({ categories: [], tags: [] });
    const refs = new TermRefs(server.client);
    const failed = await refs.resolve({ tags: ['Late'] });
    const next = refs.resolve({ tags: ['Late'] });
    failed.settle();
    expect((await next).values).toEqual({ tags: ['Late'] });
  });
});
