// Term names and slugs as IDs: new names made first through their taxonomy's route, and, where the caller may not
// make them there, sent by one write at a time without two writes ever waiting on each other.
import { describe, expect, it } from 'vitest';
import { Client } from '../../../src/client/client.js';
import type { Transport, TransportRequest, TransportResponse } from '../../../src/client/transport.js';
import { TermRefs } from '../../../src/remote/writes/term-refs.js';

type Taxonomy = 'categories' | 'tags';
type Term = { id: number; name: string; slug: string };

interface ServerOptions {
  /** What a create answers instead of making the term (a refusal, `term_exists`). */
  refuse?: TransportResponse;
  /** Runs before a create is answered: another writer's doing meanwhile. */
  meanwhile?: (taxonomy: Taxonomy, name: string) => void;
  /** What a delete answers instead of deleting the term. */
  refuseDelete?: TransportResponse;
}

/** A server with these terms; creates make them, with WordPress' numbered slugs. */
function termServer(terms: Record<Taxonomy, Term[]>, options: ServerOptions = {}) {
  const asked: string[] = [];
  let nextId = 100;
  const transport: Transport = {
    target: 'terms',
    async send(request: TransportRequest) {
      asked.push(`${request.method} ${request.path}`);
      const [path = '', query = ''] = request.path.split('?');
      const taxonomy = path as Taxonomy;
      if (request.method === 'POST') {
        const name = String(request.body?.name);
        options.meanwhile?.(taxonomy, name);
        if (options.refuse) return options.refuse;
        const base = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
        let slug = base;
        for (let n = 2; terms[taxonomy].some((term) => term.slug === slug); n++) slug = `${base}-${n}`;
        const term = { id: nextId++, name, slug };
        terms[taxonomy].push(term);
        return { status: 201, headers: {}, body: term };
      }
      if (request.method === 'DELETE') {
        const [kind = '', id = ''] = path.split('/');
        const list = terms[kind as Taxonomy];
        const at = list.findIndex((term) => term.id === Number(id));
        if (at < 0 || options.refuseDelete) return options.refuseDelete ?? { status: 404, headers: {}, body: {} };
        const [gone] = list.splice(at, 1);
        return { status: 200, headers: {}, body: gone };
      }
      const params = new URLSearchParams(query);
      const slug = params.get('slug');
      const search = (params.get('search') ?? '').toLowerCase();
      // As WordPress: names are stored HTML-escaped, and searched as stored.
      const items = terms[taxonomy].filter((term) =>
        slug !== null ? term.slug === slug : term.name.toLowerCase().includes(search) || term.slug.includes(search),
      );
      return { status: 200, headers: {}, body: { [taxonomy]: items } };
    },
    close: async () => {},
  };
  return { client: new Client(transport), asked, terms };
}

const forbidden: TransportResponse = {
  status: 403,
  headers: {},
  body: { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 403 } },
};

describe('TermRefs', () => {
  it('sends IDs for names and slugs of existing terms (any case, entities decoded), and makes new names first', async () => {
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
      tags: ['free', 'free-entry', 'Brand New', '9', { name: '2027' }],
    });
    // Digits typed as text are an ID; a name given as one ({name}), digits too, is a name.
    // New names are made in one order whatever the write's (here "2027" before "brand new").
    expect(resolved.values).toEqual({ categories: [2, 12], tags: [6, 7, 101, '9', 100] });
    expect(server.terms.tags.slice(2)).toEqual([
      { id: 100, name: '2027', slug: '2027' },
      { id: 101, name: 'Brand New', slug: 'brand-new' },
    ]);
    resolved.settle();
    // Known terms are asked for once per run, new ones too.
    await refs.resolve({ tags: ['Free', 'Brand New'] });
    expect(server.asked.filter((path) => path.startsWith('GET tags?slug=free&'))).toHaveLength(1);
    expect(server.asked.filter((path) => path === 'POST tags')).toHaveLength(2);
  });

  it('makes a new name once for writes in parallel', async () => {
    const server = termServer({ categories: [], tags: [] });
    const refs = new TermRefs(server.client);
    const [a, b] = await Promise.all([refs.resolve({ tags: ['Late'] }), refs.resolve({ tags: ['late'] })]);
    expect([a.values, b.values]).toEqual([{ tags: [100] }, { tags: [100] }]);
    expect(server.asked.filter((path) => path === 'POST tags')).toHaveLength(1);
  });

  it('takes the ID a term_exists answer names: another writer made the name since the look-up', async () => {
    const server = termServer(
      { categories: [], tags: [] },
      {
        refuse: {
          status: 400,
          headers: {},
          body: {
            code: 'term_exists',
            message: 'A term with the name provided already exists in this taxonomy.',
            data: { status: 400, term_id: 26 },
          },
        },
      },
    );
    const refs = new TermRefs(server.client);
    expect((await refs.resolve({ tags: ['racetag2'] })).values).toEqual({ tags: [26] });
  });

  it('uses the term another writer made with the slug meanwhile, and deletes the one it made', async () => {
    const server = termServer(
      { categories: [], tags: [] },
      { meanwhile: (taxonomy, name) => void server.terms[taxonomy].push({ id: 55, name: `${name}!`, slug: 'jazz' }) },
    );
    const warnings: string[] = [];
    const refs = new TermRefs(server.client, (line) => warnings.push(line));
    expect((await refs.resolve({ categories: ['Jazz'] })).values).toEqual({ categories: [55] });
    expect(server.asked).toContain('DELETE categories/100');
    expect(server.terms.categories.map((term) => term.id)).toEqual([55]);
    expect(warnings).toEqual([
      'warning: another writer made the category 55 (jazz) as this one made 100 (jazz-2) for "Jazz": 55 is used, ' +
        '100 is deleted',
    ]);
  });

  it('uses the term another writer made with the slug meanwhile, saying the new one is left unused', async () => {
    const server = termServer(
      { categories: [], tags: [] },
      {
        meanwhile: (taxonomy, name) => void server.terms[taxonomy].push({ id: 55, name: `${name}!`, slug: 'jazz' }),
        refuseDelete: forbidden,
      },
    );
    const warnings: string[] = [];
    const refs = new TermRefs(server.client, (line) => warnings.push(line));
    expect((await refs.resolve({ categories: ['Jazz'] })).values).toEqual({ categories: [55] });
    expect(warnings).toEqual([
      'warning: another writer made the category 55 (jazz) as this one made 100 (jazz-2) for "Jazz": 55 is used, ' +
        '100 is left unused',
    ]);
  });

  describe('where the caller may not make terms', () => {
    it('sends a new name in one write; the others wait for it and then send its ID, without a deadlock', async () => {
      const server = termServer({ categories: [], tags: [] }, { refuse: forbidden });
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
      // Each route was asked once.
      expect(server.asked.filter((path) => path.startsWith('POST'))).toEqual(['POST categories', 'POST tags']);
    });

    it('lets the next write send the name when the write that carried it failed', async () => {
      const server = termServer({ categories: [], tags: [] }, { refuse: forbidden });
      const refs = new TermRefs(server.client);
      const failed = await refs.resolve({ tags: ['Late'] });
      const next = refs.resolve({ tags: ['Late'] });
      failed.settle();
      expect((await next).values).toEqual({ tags: ['Late'] });
    });

    it('refuses a new name of digits, which a write would carry as an ID', async () => {
      const server = termServer({ categories: [], tags: [] }, { refuse: forbidden });
      const refs = new TermRefs(server.client);
      await expect(refs.resolve({ tags: [{ name: '2027' }] })).rejects.toThrow(
        'tags: no tag is named "2027", and this user may not create one (a name of digits alone would be read as an ID)',
      );
    });
  });
});

describe('TermRefs of many writes (an import)', () => {
  it('makes the new names of a taxonomy that holds no term without looking them up, after one question', async () => {
    const server = termServer({ categories: [], tags: [{ id: 6, name: 'Free', slug: 'free' }] });
    const refs = new TermRefs(server.client);
    refs.manyToCome();
    const [first, second] = await Promise.all([
      refs.resolve({ categories: ['Jazz', 'Rock'], tags: ['free'] }),
      refs.resolve({ categories: ['jazz'] }),
    ]);
    expect(first.values).toEqual({ categories: [100, 101], tags: [6] });
    expect(second.values).toEqual({ categories: [100] });
    // The tags hold one: their names are looked up as for a single write.
    expect(server.asked).toEqual([
      'GET categories?hide_empty=false&per_page=1',
      'POST categories',
      'POST categories',
      'GET tags?hide_empty=false&per_page=1',
      'GET tags?slug=free&hide_empty=false&per_page=50',
    ]);
  });

  it('looks the names up when the question fails, and a single write asks none', async () => {
    const server = termServer({ categories: [], tags: [] });
    let failed = false;
    const failingOnce: Transport = {
      target: 'terms',
      send: (request) => {
        if (!failed && request.path.endsWith('per_page=1')) {
          failed = true;
          return Promise.resolve({ status: 500, headers: {}, body: { code: 'busy', message: 'Try again' } });
        }
        return server.client.transport.send(request);
      },
      close: async () => {},
    };
    const many = new TermRefs(new Client(failingOnce));
    many.manyToCome();
    expect((await many.resolve({ categories: ['Jazz'] })).values).toEqual({ categories: [100] });
    const single = new TermRefs(server.client);
    expect((await single.resolve({ categories: ['Rock'] })).values).toEqual({ categories: [101] });
    expect(server.asked).toEqual([
      'GET categories?slug=jazz&hide_empty=false&per_page=50',
      'GET categories?search=Jazz&hide_empty=false&per_page=50',
      'POST categories',
      'GET categories?slug=rock&hide_empty=false&per_page=50',
      'GET categories?search=Rock&hide_empty=false&per_page=50',
      'POST categories',
    ]);
  });
});
