// Categories and tags over HTTP: create, read, update and permanent delete, with validation and store safety.
import { describe, expect, it } from 'vitest';
import { useApi } from '../helpers/setup.js';
import { TAXONOMIES, CATEGORIES, TAGS, table, termBody, type Taxonomy } from './terms-support.js';
import {
  adaptCapture,
  captureBody,
  failsWithoutWriting,
  invalidParam,
  NO_ROUTE,
  upcomingEvent,
} from './venues-organizers-support.js';

const api = useApi();

async function create(t: Taxonomy, body: Record<string, unknown>): Promise<Record<string, any>> {
  const reply = await api.request('POST', t.kind, { body });
  expect(reply.status).toBe(201);
  return reply.json;
}

async function eventWith(t: Taxonomy, ids: number[]): Promise<number> {
  const reply = await api.request('POST', 'events', {
    body: upcomingEvent(`Event with ${t.kind} ${ids.join(',')}`, { [t.kind]: ids }),
  });
  expect(reply.status).toBe(201);
  return reply.json.id as number;
}

describe.each(table(TAXONOMIES))('POST /%s', (_label, t) => {
  it('creates a term: 201, the endpoint shape in upstream order, and a Location header', async () => {
    const reply = await api.request('POST', t.kind, {
      body: { name: `Music ${t.kind}`, description: 'Concerts and gigs' },
    });

    expect(reply.status).toBe(201);
    const id = reply.json.id as number;
    const expected = termBody(
      api,
      t,
      { id, name: `Music ${t.kind}`, slug: `music-${t.kind}`, description: 'Concerts and gigs' },
      { single: true },
    );
    expect(reply.json).toEqual(expected);
    expect(Object.keys(reply.json)).toEqual(Object.keys(expected));
    expect(reply.headers.get('location')).toBe(`${api.api}${t.kind}/${id}`);
  });

  it('takes a requested slug', async () => {
    const term = await create(t, { name: `Sluggish ${t.kind}`, slug: `Fast Lane ${t.kind}` });

    expect(term.slug).toBe(`fast-lane-${t.kind}`);
    expect(term.url).toBe(t.url(api.site, `fast-lane-${t.kind}`));
  });

  it('answers a taken name (any case) with 400 term_exists carrying the existing term_id, and writes nothing', async () => {
    const first = await create(t, { name: `Taken ${t.kind}` });

    for (const body of [{ name: `Taken ${t.kind}` }, { name: `TAKEN ${t.kind}` }]) {
      const reply = await failsWithoutWriting(api, () => api.request('POST', t.kind, { body }));
      expect(reply.status).toBe(400);
      expect(reply.json.code).toBe('term_exists');
      expect(reply.json.data).toEqual({ status: 400, term_id: first.id });
    }
    // WordPress' words: categories nest, tags do not (test/fixtures/tec/server/term-exists.json).
    const again = await api.request('POST', t.kind, { body: { name: `Taken ${t.kind}` } });
    expect(again.json.message).toBe(
      t.hierarchical
        ? 'A term with the name provided already exists with this parent.'
        : 'A term with the name provided already exists in this taxonomy.',
    );
  });

  it('numbers a taken slug on create, and refuses it on update with 500 duplicate_term_slug, writing nothing', async () => {
    const first = await create(t, { name: `Slugged ${t.kind}` });
    const other = await create(t, { name: `Other ${t.kind}`, slug: first.slug });
    expect(other.slug).toMatch(new RegExp(`^${first.slug}-\\d+$`));
    const refused = await failsWithoutWriting(api, () =>
      api.request('POST', `${t.kind}/${other.id}`, { body: { slug: first.slug } }),
    );
    expect(refused.status).toBe(500);
    expect(refused.json).toMatchObject({
      code: 'duplicate_term_slug',
      message: `The slug &#8220;${first.slug}&#8221; is already in use by another term.`,
    });
  });

  it('answers a missing name with 400 rest_missing_callback_param, as recorded, and writes nothing', async () => {
    const reply = await failsWithoutWriting(api, () =>
      api.request('POST', t.kind, { body: { description: 'no name' } }),
    );

    expect(reply.status).toBe(400);
    expect(reply.json).toEqual(captureBody('POST_categories_400_missing_name.txt'));
  });

  it.each(['name', 'description', 'slug'])(
    'rejects an empty %s with 400 rest_invalid_param and writes nothing',
    async (field) => {
      const reply = await failsWithoutWriting(api, () =>
        api.request('POST', t.kind, { body: { name: `Empty ${field}`, [field]: '' } }),
      );

      expect(reply.status).toBe(400);
      expect(reply.json).toEqual(invalidParam(field));
    },
  );
});

describe('category parents', () => {
  it('nests a child: url through the parent, urls.up and _links.up, as recorded', async () => {
    const parent = await create(CATEGORIES, { name: 'Music' });
    const reply = await api.request('POST', 'categories', { body: { name: 'Festivals', parent: parent.id } });

    expect(reply.status).toBe(201);
    const id = reply.json.id as number;
    expect(reply.json).toEqual(
      termBody(
        api,
        CATEGORIES,
        { id, name: 'Festivals', slug: 'festivals', parent: parent.id, slugPath: 'music/festivals' },
        { single: true },
      ),
    );
    const recorded = captureBody('POST_categories_201_child.txt');
    delete recorded._links;
    const { _links: _ignored, ...ours } = reply.json;
    expect(ours).toEqual(
      adaptCapture(
        recorded,
        api.site,
        new Map([
          [4, id],
          [2, parent.id],
        ]),
        'never',
      ),
    );
    expect(ours.url).toBe(`${api.site}/events/category/music/festivals/`);
  });

  it.each([
    ['an unknown ID', 999999],
    ['an empty string', ''],
    ['a word', 'foo'],
    ['a negative number', -3],
  ])('rejects as parent %s with 400 rest_invalid_param and writes nothing', async (_what, parent) => {
    const reply = await failsWithoutWriting(api, () =>
      api.request('POST', 'categories', { body: { name: 'Orphan', parent } }),
    );

    expect(reply.status).toBe(400);
    expect(reply.json).toEqual(invalidParam('parent'));
  });

  it('rejects a tag ID as category parent', async () => {
    const tag = await create(TAGS, { name: 'Not a category' });
    const reply = await failsWithoutWriting(api, () =>
      api.request('POST', 'categories', { body: { name: 'Orphan', parent: tag.id } }),
    );

    expect(reply.status).toBe(400);
    expect(reply.json).toEqual(invalidParam('parent'));
  });

  it('answers a parent sent to /tags with 400 rest_taxonomy_not_hierarchical and writes nothing', async () => {
    const tag = await create(TAGS, { name: 'Would-be parent' });
    const reply = await failsWithoutWriting(api, () =>
      api.request('POST', 'tags', { body: { name: 'Would-be child', parent: tag.id } }),
    );

    expect(reply.status).toBe(400);
    expect(reply.json.code).toBe('rest_taxonomy_not_hierarchical');
  });
});

describe.each(table(TAXONOMIES))('GET /%s/{id}', (_label, t) => {
  it('reads a term with its _links', async () => {
    const term = await create(t, { name: `Readable ${t.kind}`, description: 'Hands-on' });
    const reply = await api.request('GET', `${t.kind}/${term.id}`);

    expect(reply.status).toBe(200);
    expect(reply.json).toEqual(term);
    expect(reply.headers.get('allow')).toBe('GET');
  });

  it('answers a missing ID with 400 rest_invalid_param, as recorded', async () => {
    const reply = await api.request('GET', `${t.kind}/999999`);

    expect(reply.status).toBe(400);
    expect(reply.json).toEqual(captureBody(`GET_${t.kind}_400.txt`));
  });

  it('answers the ID of a term of the other taxonomy with 400 rest_invalid_param', async () => {
    const other = await create(t === CATEGORIES ? TAGS : CATEGORIES, { name: `Elsewhere ${t.kind}` });
    const reply = await api.request('GET', `${t.kind}/${other.id}`);

    expect(reply.status).toBe(400);
    expect(reply.json).toEqual(invalidParam('id'));
  });

  it.each(['foo', '1a', 'music'])('answers the non-digit path %j with 404 rest_no_route', async (path) => {
    const reply = await api.request('GET', `${t.kind}/${path}`);

    expect(reply.status).toBe(404);
    expect(reply.json).toEqual(NO_ROUTE);
  });
});

describe.each(table(TAXONOMIES))('updating %s', (_label, t) => {
  it.each(['POST', 'PUT', 'PATCH'])('%s changes only the fields sent (200)', async (method) => {
    const term = await create(t, { name: `Workshops ${method} ${t.kind}`, description: 'Old text' });

    const reply = await api.request(method, `${t.kind}/${term.id}`, { body: { description: 'Hands-on sessions' } });

    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ ...term, description: 'Hands-on sessions' });
  });

  it('renames a term and changes its slug when asked', async () => {
    const term = await create(t, { name: `Before ${t.kind}` });

    const renamed = await api.request('POST', `${t.kind}/${term.id}`, { body: { name: `After ${t.kind}` } });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toEqual({ ...term, name: `After ${t.kind}` });

    const reslugged = await api.request('POST', `${t.kind}/${term.id}`, { body: { slug: `after-${t.kind}` } });
    expect(reslugged.json).toMatchObject({ slug: `after-${t.kind}`, url: t.url(api.site, `after-${t.kind}`) });
  });

  it('answers a rename into an existing name with 400 term_exists and writes nothing', async () => {
    const existing = await create(t, { name: `Occupied ${t.kind}` });
    const term = await create(t, { name: `Mover ${t.kind}` });

    const reply = await failsWithoutWriting(api, () =>
      api.request('POST', `${t.kind}/${term.id}`, { body: { name: `Occupied ${t.kind}` } }),
    );

    expect(reply.status).toBe(400);
    expect(reply.json.code).toBe('term_exists');
    expect(reply.json.data).toEqual({ status: 400, term_id: existing.id });
  });

  it.each(['name', 'description', 'slug'])('rejects an empty %s with 400 and writes nothing', async (field) => {
    const term = await create(t, { name: `Kept ${field} ${t.kind}` });

    const reply = await failsWithoutWriting(api, () =>
      api.request('PATCH', `${t.kind}/${term.id}`, { body: { [field]: '' } }),
    );

    expect(reply.status).toBe(400);
    expect(reply.json).toEqual(invalidParam(field));
  });

  it('answers a missing ID with 400 rest_invalid_param and writes nothing', async () => {
    const reply = await failsWithoutWriting(api, () =>
      api.request('PUT', `${t.kind}/999999`, { body: { description: 'x' } }),
    );

    expect(reply.status).toBe(400);
    expect(reply.json).toEqual(invalidParam('id'));
  });
});

describe('category ancestry on update', () => {
  it('moves a category under another (url follows) and refuses to make it its own ancestor', async () => {
    const top = await create(CATEGORIES, { name: 'Arts' });
    const middle = await create(CATEGORIES, { name: 'Theatre', parent: top.id });
    const leaf = await create(CATEGORIES, { name: 'Opera', parent: middle.id });
    expect(leaf.url).toBe(`${api.site}/events/category/arts/theatre/opera/`);

    for (const parent of [top.id, middle.id, leaf.id]) {
      const reply = await failsWithoutWriting(api, () =>
        api.request('POST', `categories/${top.id}`, { body: { parent } }),
      );
      expect(reply.status).toBe(400);
      expect(reply.json.code).toBe('rest_invalid_param');
      expect(Object.keys(reply.json.data.params)).toEqual(['parent']);
    }

    const moved = await api.request('POST', `categories/${leaf.id}`, { body: { parent: top.id } });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({
      parent: top.id,
      url: `${api.site}/events/category/arts/opera/`,
      urls: { up: `${api.api}categories/${top.id}` },
    });

    const detached = await api.request('POST', `categories/${leaf.id}`, { body: { parent: 0 } });
    expect(detached.json).toMatchObject({ parent: 0, url: `${api.site}/events/category/opera/` });
    expect(detached.json.urls.up).toBeUndefined();
  });
});

describe.each(table(TAXONOMIES))('deleting %s', (_label, t) => {
  it('deletes permanently: 200 with the term as it was (recorded shape), then 400 on read', async () => {
    const file = `DELETE_${t.kind}_id.txt`;
    const recorded = captureBody(file);
    const term = await create(t, { name: recorded.name as string });

    const reply = await api.request('DELETE', `${t.kind}/${term.id}`);

    expect(reply.status).toBe(200);
    const expected = adaptCapture(recorded, api.site, new Map([[recorded.id as number, term.id as number]]), 'never');
    expect(reply.json).toEqual(expected);
    expect(Object.keys(reply.json)).toEqual(Object.keys(expected as object));
    const read = await api.request('GET', `${t.kind}/${term.id}`);
    expect(read.status).toBe(400);
    expect(read.json).toEqual(invalidParam('id'));
  });

  it('takes the term off the events that had it, reporting the count it had', async () => {
    const kept = await create(t, { name: `Stays ${t.kind}` });
    const gone = await create(t, { name: `Leaves ${t.kind}` });
    const eventId = await eventWith(t, [kept.id, gone.id]);

    const reply = await api.request('DELETE', `${t.kind}/${gone.id}`);

    expect(reply.status).toBe(200);
    expect(reply.json.count).toBe(1);
    const event = await api.request('GET', `events/${eventId}`);
    expect(event.json[t.kind].map((term: { id: number }) => term.id)).toEqual([kept.id]);
  });

  it('answers a missing ID with 400 rest_invalid_param and writes nothing', async () => {
    const reply = await failsWithoutWriting(api, () => api.request('DELETE', `${t.kind}/999999`));

    expect(reply.status).toBe(400);
    expect(reply.json).toEqual(invalidParam('id'));
  });
});

describe('deleting a category with children', () => {
  it('moves its children to its own parent', async () => {
    const top = await create(CATEGORIES, { name: 'Sports' });
    const middle = await create(CATEGORIES, { name: 'Ball games', parent: top.id });
    const leaf = await create(CATEGORIES, { name: 'Football', parent: middle.id });
    const root = await create(CATEGORIES, { name: 'Standalone' });
    const rootChild = await create(CATEGORIES, { name: 'Standalone child', parent: root.id });

    expect((await api.request('DELETE', `categories/${middle.id}`)).status).toBe(200);
    expect((await api.request('DELETE', `categories/${root.id}`)).status).toBe(200);

    const movedLeaf = await api.request('GET', `categories/${leaf.id}`);
    expect(movedLeaf.json).toMatchObject({ parent: top.id, url: `${api.site}/events/category/sports/football/` });
    const movedRootChild = await api.request('GET', `categories/${rootChild.id}`);
    expect(movedRootChild.json).toMatchObject({ parent: 0, url: `${api.site}/events/category/standalone-child/` });
  });
});
