// An imported event's venue and organizers named by text (src/remote/import/linked-by-name.ts), against a strict
// double of the server: looked up by slug where the server holds some of their kind, sent by their fields where it
// holds none, and looked up when it would not say.
import { describe, expect, it } from 'vitest';
import { Client } from '../../../src/client/client.js';
import { LinkedByName } from '../../../src/remote/import/linked-by-name.js';
import { strictTransport } from '../../helpers/cli-fakes.js';
import { linkedProbe, notFound } from './bulk-fixtures.js';

const hall = { venue: 'Blue Hall', city: 'Vic' };

describe('venues and organizers named by an import', () => {
  it('are sent by their fields, with no look-up, where the server holds none of their kind', async () => {
    const transport = strictTransport([linkedProbe('venues', false), linkedProbe('organizers', false)]);
    const linked = new LinkedByName(new Client(transport));
    // Records at once share the one question of each kind.
    const resolved = await Promise.all([
      linked.resolve({ venue: hall, organizer: ['Ana', 'Bob'] }, undefined),
      linked.resolve({ venue: 'Blue Hall', organizer: ['Ana'] }, undefined),
    ]);
    expect(resolved).toEqual([
      { venue: hall, organizer: [{ organizer: 'Ana' }, { organizer: 'Bob' }] },
      { venue: { venue: 'Blue Hall' }, organizer: [{ organizer: 'Ana' }] },
    ]);
    transport.verify();
  });

  it("are looked up by their name's slug, once each, where the server holds some", async () => {
    const transport = strictTransport([
      linkedProbe('venues'),
      { method: 'GET', path: 'venues/by-slug/blue-hall', reply: { body: { id: 12 } } },
      linkedProbe('organizers'),
      { method: 'GET', path: 'organizers/by-slug/ana', reply: notFound },
    ]);
    const linked = new LinkedByName(new Client(transport));
    expect(await linked.resolve({ venue: hall, organizer: ['Ana'] }, undefined)).toEqual({
      venue: 12,
      organizer: [{ organizer: 'Ana' }],
    });
    expect(await linked.resolve({ venue: 'Blue Hall', organizer: ['Ana'] }, undefined)).toEqual({
      venue: 12,
      organizer: [{ organizer: 'Ana' }],
    });
    transport.verify();
  });

  it('are looked up where the caller may not list every status, whose list says nothing of the rest', async () => {
    const forbidden = { status: 403, body: { code: 'rest_forbidden', message: 'Sorry', data: { status: 403 } } };
    const transport = strictTransport([
      { ...linkedProbe('venues'), reply: forbidden },
      { method: 'GET', path: 'venues/by-slug/blue-hall', reply: { body: { id: 12 } } },
    ]);
    const linked = new LinkedByName(new Client(transport));
    expect(await linked.resolve({ venue: hall }, undefined)).toEqual({ venue: 12 });
    transport.verify();
  });
});
