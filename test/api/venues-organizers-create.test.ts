// POST /venues and /organizers over HTTP: response shape, validation, duplicate avoidance and store safety.
import { describe, expect, it } from 'vitest';
import { useApi } from '../helpers/setup.js';
import {
  adaptCapture,
  captureBody,
  captureRequestBody,
  failsWithoutWriting,
  invalidParam,
  KINDS,
  STAMP,
  VENUES,
  type Kind,
} from './venues-organizers-support.js';

const api = useApi();

const label = (k: Kind) => k.kind;

describe.each(KINDS.map((k) => [label(k), k] as const))('POST /%s', (_label, k) => {
  it('creates an item with every field: 201, upstream key order, author as a string, map flags true when never set', async () => {
    const title = `Full ${k.name}`;
    const reply = await api.request('POST', k.kind, {
      body: { [k.name]: title, description: 'A cosy place.', ...k.meta },
    });

    expect(reply.status).toBe(201);
    const id = reply.json.id as number;
    expect(typeof id).toBe('number');
    expect(Object.keys(reply.json)).toEqual(k.fullKeys);
    expect(reply.json).toEqual({
      id,
      author: '1',
      status: 'publish',
      date: STAMP,
      date_utc: STAMP,
      modified: STAMP,
      modified_utc: STAMP,
      url: `${api.site}/${k.name}/full-${k.name}/`,
      [k.name]: title,
      description: '<p>A cosy place.</p>',
      slug: `full-${k.name}`,
      ...k.meta,
      ...k.tail,
      global_id: `127.0.0.1?id=${id}`,
      global_id_lineage: [`127.0.0.1?id=${id}`],
      language: 'en',
      translations: {},
    });
  });

  it('drops empty values from the output of an item with only its name', async () => {
    const reply = await api.request('POST', k.kind, {
      body: { [k.name]: `Bare ${k.name}`, description: '', phone: '' },
    });

    expect(reply.status).toBe(201);
    const id = reply.json.id as number;
    expect(Object.keys(reply.json)).toEqual(k.minimalKeys);
    expect(reply.json).toEqual({
      id,
      author: '1',
      status: 'publish',
      date: STAMP,
      date_utc: STAMP,
      modified: STAMP,
      modified_utc: STAMP,
      url: `${api.site}/${k.name}/bare-${k.name}/`,
      [k.name]: `Bare ${k.name}`,
      slug: `bare-${k.name}`,
      ...k.tail,
      global_id: `127.0.0.1?id=${id}`,
      global_id_lineage: [`127.0.0.1?id=${id}`],
      language: 'en',
      translations: {},
    });
  });

  it('answers a missing name with 400 rest_missing_callback_param, as recorded, and writes nothing', async () => {
    const reply = await failsWithoutWriting(api, () =>
      api.request('POST', k.kind, { body: { phone: '+34 600 000 000' } }),
    );

    expect(reply.status).toBe(400);
    expect(reply.json).toEqual(captureBody(`POST_${k.kind}_400_missing_${k.name}.txt`));
    expect(reply.json).toEqual({
      code: 'rest_missing_callback_param',
      message: `Missing parameter(s): ${k.name}`,
      data: { status: 400, params: [k.name] },
    });
  });

  it('rejects an empty name with 400 rest_invalid_param and writes nothing', async () => {
    const reply = await failsWithoutWriting(api, () => api.request('POST', k.kind, { body: { [k.name]: '' } }));

    expect(reply.status).toBe(400);
    expect(reply.json).toEqual(invalidParam(k.name));
  });

  it.each(['foo', 'example.com/no-scheme', 'http://'])(
    'rejects the website %j with 400 and writes nothing',
    async (website) => {
      const reply = await failsWithoutWriting(api, () =>
        api.request('POST', k.kind, { body: { [k.name]: `Bad site ${k.name}`, website } }),
      );

      expect(reply.status).toBe(400);
      expect(reply.json).toEqual(invalidParam('website'));
    },
  );

  it('returns the first item (201) for a same-named create, case-insensitively, and a new one when meta differs', async () => {
    const field = k.dedupeField;
    const value = k.meta[field] as string;
    const first = await api.request('POST', k.kind, {
      body: { [k.name]: `Twin ${k.name}`, description: 'Same text', [field]: value },
    });
    expect(first.status).toBe(201);

    const again = await api.request('POST', k.kind, { body: { [k.name]: `Twin ${k.name}` } });
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);

    const lower = await api.request('POST', k.kind, { body: { [k.name]: `twin ${k.name}`, description: 'Same text' } });
    expect(lower.status).toBe(201);
    expect(lower.json.id).toBe(first.json.id);

    const other = await api.request('POST', k.kind, { body: { [k.name]: `Twin ${k.name}`, [field]: `${value} 2` } });
    expect(other.status).toBe(201);
    expect(other.json.id).toBeGreaterThan(first.json.id as number);
    expect(other.json[field]).toBe(`${value} 2`);

    const list = await api.request('GET', `${k.kind}?search=twin&per_page=50`);
    expect(list.json[k.kind].map((item: { id: number }) => item.id)).toEqual([other.json.id, first.json.id]);
  });
});

describe('recorded creations replayed', () => {
  it.each([
    ['POST_venues_201.txt', 'venues', 4],
    ['POST_venues_201_minimal.txt', 'venues', 5],
    ['POST_organizers_201.txt', 'organizers', 6],
    ['POST_organizers_201_minimal.txt', 'organizers', 7],
  ] as const)('%s: same body, same key order (site, ID and clock aside)', async (file, kind, recordedId) => {
    const reply = await api.request('POST', kind, { body: captureRequestBody(file) });

    expect(reply.status).toBe(201);
    const expected = adaptCapture(
      captureBody(file),
      api.site,
      new Map([[recordedId, reply.json.id as number]]),
      '2026-11-21 12:49:05',
    );
    expect(reply.json).toEqual(expected);
    expect(Object.keys(reply.json)).toEqual(Object.keys(expected as object));
  });
});

describe('venue map flags', () => {
  it('rejects JSON booleans for show_map and show_map_link (declared strings), as recorded, and writes nothing', async () => {
    const file = 'POST_venues_400_show_map_boolean.txt';
    const reply = await failsWithoutWriting(api, () =>
      api.request('POST', 'venues', { body: captureRequestBody(file) }),
    );

    expect(reply.status).toBe(400);
    expect(reply.json).toEqual(captureBody(file));
    expect(reply.json.data.params).toEqual({
      show_map: 'show_map is not of type string.',
      show_map_link: 'show_map_link is not of type string.',
    });
  });

  it.each([
    [
      { show_map: 'false', show_map_link: 'true' },
      { show_map: false, show_map_link: true },
    ],
    [
      { show_map: '0', show_map_link: 'yes' },
      { show_map: false, show_map_link: true },
    ],
    [
      { show_map: 'true', show_map_link: 'no' },
      { show_map: true, show_map_link: false },
    ],
  ])('stores the truthy strings %j as %j', async (flags, expected) => {
    const name = `Flags ${JSON.stringify(flags)}`;
    const created = await api.request('POST', VENUES.kind, { body: { venue: name, ...flags } });
    expect(created.status).toBe(201);
    expect({ show_map: created.json.show_map, show_map_link: created.json.show_map_link }).toEqual(expected);

    const read = await api.request('GET', `venues/${created.json.id}`);
    expect({ show_map: read.json.show_map, show_map_link: read.json.show_map_link }).toEqual(expected);
  });
});
