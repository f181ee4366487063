// Updating and deleting venues and organizers over HTTP: partial updates, trash, 410, unlinking and force.
import { describe, expect, it } from 'vitest';
import { useApi } from '../helpers/setup.js';
import {
  adaptCapture,
  captureBody,
  failsWithoutWriting,
  invalidParam,
  KINDS,
  upcomingEvent,
  type Kind,
} from './venues-organizers-support.js';

const api = useApi();

async function create(k: Kind, name: string, extra: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const reply = await api.request('POST', k.kind, { body: { [k.name]: name, ...extra } });
  expect(reply.status).toBe(201);
  return reply.json;
}

async function linkedEvent(k: Kind, title: string, id: number): Promise<number> {
  const reply = await api.request('POST', 'events', { body: upcomingEvent(title, k.link(id)) });
  expect(reply.status).toBe(201);
  expect(reply.json[k.eventField]).toMatchObject(k.kind === 'venues' ? { id } : [{ id }]);
  return reply.json.id as number;
}

const metaEntries = (k: Kind) => Object.entries(k.meta).filter(([field]) => field !== 'website');

describe.each(KINDS.map((k) => [k.kind, k] as const))('updating %s', (_label, k) => {
  it.each(['POST', 'PUT', 'PATCH'])(
    '%s changes only the fields sent (200); the others keep their values',
    async (method) => {
      const original = await create(k, `Patch ${k.name} ${method}`, { description: 'Kept.', ...k.meta });
      const [field] = metaEntries(k)[0] as [string, string];

      const reply = await api.request(method, `${k.kind}/${original.id}`, { body: { [field]: 'Changed value' } });

      expect(reply.status).toBe(200);
      expect(Object.keys(reply.json)).toEqual(Object.keys(original));
      expect(reply.json).toEqual({ ...original, [field]: 'Changed value' });
      expect((await api.request('GET', `${k.kind}/${original.id}`)).json[field]).toBe('Changed value');
    },
  );

  it('removes a field sent as "" from the output, here and on later reads', async () => {
    const original = await create(k, `Blank ${k.name}`, { description: 'Going away.', ...k.meta });
    const [field] = metaEntries(k)[1] as [string, string];

    const reply = await api.request('POST', `${k.kind}/${original.id}`, {
      body: { [field]: '', description: '', website: '' },
    });

    expect(reply.status).toBe(200);
    const { [field]: _gone, description: _description, website: _website, ...kept } = original;
    expect(reply.json).toEqual(kept);
    expect(Object.keys(reply.json)).not.toContain(field);
    const read = await api.request('GET', `${k.kind}/${original.id}`);
    expect(Object.keys(read.json)).not.toContain(field);
    expect(Object.keys(read.json)).not.toContain('description');
  });

  it('renames an item: the name changes, the slug and URL stay', async () => {
    const original = await create(k, `Old ${k.name} name`);

    const reply = await api.request('POST', `${k.kind}/${original.id}`, { body: { [k.name]: `New ${k.name} name` } });

    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ ...original, [k.name]: `New ${k.name} name` });
  });

  it('updates an item found by its slug', async () => {
    const original = await create(k, `Sluggy ${k.name}`);

    const reply = await api.request('PATCH', `${k.kind}/by-slug/sluggy-${k.name}`, {
      body: { phone: '+34 972 000 000' },
    });

    expect(reply.status).toBe(200);
    expect(reply.json.id).toBe(original.id);
    expect(reply.json.phone).toBe('+34 972 000 000');
  });

  it('rejects an empty name with 400 rest_invalid_param and writes nothing', async () => {
    const original = await create(k, `Named ${k.name}`);

    const reply = await failsWithoutWriting(api, () =>
      api.request('POST', `${k.kind}/${original.id}`, { body: { [k.name]: '' } }),
    );

    expect(reply.status).toBe(400);
    expect(reply.json).toEqual(invalidParam(k.name));
  });

  it.each([
    ['a missing ID', '999999', 'id'],
    ['an unknown slug', 'by-slug/no-such-item', 'slug'],
  ])('answers %s with 400 rest_invalid_param and writes nothing', async (_what, path, param) => {
    const reply = await failsWithoutWriting(api, () =>
      api.request('POST', `${k.kind}/${path}`, { body: { city: 'Vic' } }),
    );

    expect(reply.status).toBe(400);
    expect(reply.json).toEqual(invalidParam(param));
  });

  it('rejects a bad website on update with 400 and writes nothing', async () => {
    const original = await create(k, `Site ${k.name}`);

    const reply = await failsWithoutWriting(api, () =>
      api.request('PUT', `${k.kind}/${original.id}`, { body: { website: 'foo' } }),
    );

    expect(reply.status).toBe(400);
    expect(reply.json).toEqual(invalidParam('website'));
  });
});

describe.each(KINDS.map((k) => [k.kind, k] as const))('deleting %s', (_label, k) => {
  it('moves the item to the trash (200) with the recorded shape', async () => {
    const file = `DELETE_${k.kind}_id.txt`;
    const recorded = captureBody(file);
    const original = await create(k, recorded[k.name] as string);

    const reply = await api.request('DELETE', `${k.kind}/${original.id}`);

    expect(reply.status).toBe(200);
    const expected = adaptCapture(
      recorded,
      api.site,
      new Map([[recorded.id as number, original.id as number]]),
      '2026-11-21 12:49:16',
    );
    expect(reply.json).toEqual(expected);
    expect(Object.keys(reply.json)).toEqual(Object.keys(expected as object));
    expect(reply.json).toMatchObject({ status: 'trash', url: `${api.site}/?post_type=${k.postType}&p=${original.id}` });
  });

  it(`answers a second delete with 410 ${k.name}-is-in-trash and writes nothing`, async () => {
    const original = await create(k, `Twice ${k.name}`);
    expect((await api.request('DELETE', `${k.kind}/${original.id}`)).status).toBe(200);

    const reply = await failsWithoutWriting(api, () => api.request('DELETE', `${k.kind}/${original.id}`));

    expect(reply.status).toBe(410);
    expect(reply.json.code).toBe(`${k.name}-is-in-trash`);
    expect(reply.json.data).toEqual({ status: 410 });
  });

  it('trashing unlinks the item from the events that used it', async () => {
    const original = await create(k, `Linked ${k.name}`);
    const eventId = await linkedEvent(k, `Uses ${k.name}`, original.id as number);

    expect((await api.request('DELETE', `${k.kind}/${original.id}`)).status).toBe(200);

    const event = await api.request('GET', `events/${eventId}`);
    expect(event.status).toBe(200);
    expect(event.json[k.eventField]).toEqual([]);
  });

  it('deletes permanently with force=true: 200 with the item as it was, then 400 on read, and unlinks it', async () => {
    const original = await create(k, `Forced ${k.name}`, { phone: '+1 555 0199' });
    const eventId = await linkedEvent(k, `Loses ${k.name}`, original.id as number);

    const reply = await api.request('DELETE', `${k.kind}/${original.id}?force=true`);

    expect(reply.status).toBe(200);
    expect(reply.json).toEqual(original);
    const read = await api.asAdmin('GET', `${k.kind}/${original.id}`);
    expect(read.status).toBe(400);
    expect(read.json).toEqual(invalidParam('id'));
    expect((await api.request('GET', `events/${eventId}`)).json[k.eventField]).toEqual([]);
    const list = await api.asAdmin('GET', `${k.kind}?search=forced`);
    expect(list.json.total).toBe(0);
  });

  it('deletes an item found by its slug', async () => {
    const original = await create(k, `Slug gone ${k.name}`);

    const reply = await api.request('DELETE', `${k.kind}/by-slug/slug-gone-${k.name}`);

    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ id: original.id, status: 'trash', slug: `slug-gone-${k.name}__trashed` });
  });

  it('answers a missing ID with 400 rest_invalid_param and writes nothing', async () => {
    const reply = await failsWithoutWriting(api, () => api.request('DELETE', `${k.kind}/999999`));

    expect(reply.status).toBe(400);
    expect(reply.json).toEqual(invalidParam('id'));
  });
});
