// Venue and organizer writes from anonymous HTTP callers: 401, and nothing written. A body is not read; a request
// without one is validated first.
import { beforeAll, describe, expect, it } from 'vitest';
import { useApi } from '../helpers/setup.js';
import { captureBody, failsWithoutWriting, invalidParam, KINDS, type Kind } from './venues-organizers-support.js';

const api = useApi({ trustLoopbackWrites: false });
const existing = new Map<string, number>();

const FORBIDDEN = { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 401 } };

beforeAll(async () => {
  for (const k of KINDS) {
    const reply = await api.asAdmin('POST', k.kind, { [k.name]: `Guarded ${k.name}`, phone: '+34 93 000 00 00' });
    expect(reply.status).toBe(201);
    existing.set(k.kind, reply.json.id as number);
  }
});

const idOf = (k: Kind) => existing.get(k.kind) as number;

describe.each(KINDS.map((k) => [k.kind, k] as const))('anonymous writes on %s', (_label, k) => {
  it('answers a create with 401 rest_forbidden, as recorded (Allow: GET), and writes nothing', async () => {
    const reply = await failsWithoutWriting(api, () =>
      api.request('POST', k.kind, { body: { [k.name]: `Anon ${k.name}` } }),
    );

    expect(reply.status).toBe(401);
    expect(reply.json).toEqual(FORBIDDEN);
    if (k.kind === 'venues') expect(reply.json).toEqual(captureBody('POST_venues_401_anonymous.txt'));
    expect(reply.headers.get('allow')).toBe('GET');
  });

  it.each([
    ['POST', { city: 'Vic' }],
    ['PUT', { phone: '+34 600 000 000' }],
    ['PATCH', { [k.name]: 'Taken over' }],
    ['DELETE', undefined],
    ['DELETE', 'force'],
  ] as const)('answers %s on an existing item with 401 and writes nothing', async (method, body) => {
    const path = `${k.kind}/${idOf(k)}${body === 'force' ? '?force=true' : ''}`;
    const reply = await failsWithoutWriting(api, () =>
      api.request(method, path, typeof body === 'object' ? { body } : {}),
    );

    expect(reply.status).toBe(401);
    expect(reply.json).toEqual(FORBIDDEN);
    expect(reply.headers.get('allow')).toBe('GET');
  });

  it('answers writes by slug with 401 and writes nothing', async () => {
    for (const method of ['PATCH', 'DELETE']) {
      const reply = await failsWithoutWriting(api, () =>
        api.request(method, `${k.kind}/by-slug/guarded-${k.name}`, method === 'PATCH' ? { body: { phone: '1' } } : {}),
      );
      expect(reply.status).toBe(401);
      expect(reply.json).toEqual(FORBIDDEN);
    }
  });

  it('validates before authorising: a DELETE of a missing ID is 400, not 401', async () => {
    const reply = await failsWithoutWriting(api, () => api.request('DELETE', `${k.kind}/999999`));

    expect(reply.status).toBe(400);
    expect(reply.json).toEqual(invalidParam('id'));
  });

  it('does not read the body: a create without a name in it is 401', async () => {
    const reply = await failsWithoutWriting(api, () => api.request('POST', k.kind, { body: { phone: '1' } }));

    expect(reply.status).toBe(401);
    expect(reply.json).toEqual(FORBIDDEN);
  });

  it('validates before authorising without a body: a create without a name is 400', async () => {
    const reply = await failsWithoutWriting(api, () => api.request('POST', `${k.kind}?phone=1`));

    expect(reply.status).toBe(400);
    expect(reply.json.code).toBe('rest_missing_callback_param');
    expect(reply.json.data).toEqual({ status: 400, params: [k.name] });
  });

  it('validates before authorising without a body: an update with an empty name is 400', async () => {
    const reply = await failsWithoutWriting(api, () => api.request('PUT', `${k.kind}/${idOf(k)}?${k.name}=`));

    expect(reply.status).toBe(400);
    expect(reply.json).toEqual(invalidParam(k.name));
  });

  it('still lets anonymous callers read, and the item is untouched', async () => {
    const reply = await api.request('GET', `${k.kind}/${idOf(k)}`);

    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({
      id: idOf(k),
      status: 'publish',
      [k.name]: `Guarded ${k.name}`,
      phone: '+34 93 000 00 00',
    });
  });
});
