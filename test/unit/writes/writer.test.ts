// The writer against a server that declares nothing (as TEC): updates that keep what they do not name, dates that
// keep their instant, clears refused once and said, passwords refused before sending, answers checked.
import { describe, expect, it } from 'vitest';
import { NO_CAPABILITIES, SERVER_CAPABILITIES, type Capabilities } from '../../../src/api/capabilities.js';
import { Client } from '../../../src/client/client.js';
import { Writer } from '../../../src/remote/writes/writer.js';
import { readSiteZone } from '../../../src/client/site-zone.js';
import { strictTransport, type Expectation } from '../../helpers/cli-fakes.js';

const NOW = Date.UTC(2026, 10, 21, 12);

function writerFor(expectations: Expectation[], capabilities: Capabilities = NO_CAPABILITIES) {
  const transport = strictTransport(expectations);
  const warnings: string[] = [];
  const client = new Client(transport);
  const writer = new Writer({
    client,
    capabilities,
    siteZone: () => readSiteZone(client),
    now: () => NOW,
    warn: (line) => warnings.push(line),
  });
  return { writer, transport, warnings };
}

/** An event as TEC answers it. */
const stored = {
  id: 19,
  status: 'draft',
  date: '2026-10-01 10:00:00',
  url: 'http://site.example/event/gig/',
  title: 'Gig',
  excerpt: '<p>Short</p>',
  timezone: 'Europe/Madrid',
  start_date: '2027-03-05 20:00:00',
  end_date: '2027-03-05 23:00:00',
  all_day: false,
  cost: '$15',
  cost_details: { currency_symbol: '', values: ['15'] },
  website: 'https://gig.example',
  featured: true,
  sticky: false,
  hide_from_listings: false,
  show_map: true,
  show_map_link: true,
  image: false,
  venue: { id: 4 },
  organizer: [{ id: 5 }],
  categories: [],
  tags: [],
};
const kept = {
  status: 'draft',
  timezone: 'Europe/Madrid',
  start_date: '2027-03-05 20:00:00',
  end_date: '2027-03-05 23:00:00',
  date: '2026-10-01 10:00:00',
  all_day: false,
  featured: true,
  sticky: false,
  hide_from_listings: false,
  show_map: true,
  show_map_link: true,
  website: 'https://gig.example',
  venue: 4,
  organizer: [5],
  cost: '15',
};

describe('an update on a server without partial updates', () => {
  it('reads the event and sends what the server would otherwise reset, with the change', async () => {
    const { writer, transport } = writerFor([
      { method: 'GET', path: 'events/19', reply: { body: stored } },
      // Read again right before the write: nothing changed meanwhile.
      { method: 'GET', path: 'events/19', reply: { body: stored } },
      {
        method: 'POST',
        path: 'events/19',
        body: { ...kept, title: 'Gig 2' },
        reply: { body: { ...stored, title: 'Gig 2' } },
      },
    ]);
    const result = await writer.update('events', { id: 19 }, { title: 'Gig 2' });
    expect(result.unapplied).toEqual([]);
    transport.verify();
  });

  it('finds a slug first and updates by ID, so a new slug in the body is not taken for the old one', async () => {
    const { writer, transport } = writerFor([
      { method: 'GET', path: 'events/by-slug/gig', reply: { body: { id: 19 } } },
      { method: 'GET', path: 'events/19', reply: { body: stored } },
      // Read again right before the write: nothing changed meanwhile.
      { method: 'GET', path: 'events/19', reply: { body: stored } },
      { method: 'POST', path: 'events/19', body: { ...kept, slug: 'gig-2027' }, reply: { body: stored } },
    ]);
    await writer.update('events', { slug: 'gig' }, { slug: 'gig-2027' });
    transport.verify();
  });

  it('clears with "" where the server types the field as text; a field it refuses to clear is said once, then left out', async () => {
    const invalid = {
      status: 400,
      body: {
        code: 'rest_invalid_param',
        message: 'Invalid parameter(s): excerpt',
        data: { params: { excerpt: 'Invalid parameter.' } },
      },
    };
    const { writer, transport, warnings } = writerFor([
      { method: 'GET', path: 'events/19', reply: { body: stored } },
      // Read again right before the write: nothing changed meanwhile.
      { method: 'GET', path: 'events/19', reply: { body: stored } },
      { method: 'POST', path: 'events/19', body: { ...kept, excerpt: '', cost: null }, reply: invalid },
      { method: 'POST', path: 'events/19', body: { ...kept, cost: null }, reply: { body: { ...stored, cost: '' } } },
      { method: 'GET', path: 'events/19', reply: { body: stored } },
      // Read again right before the write: nothing changed meanwhile.
      { method: 'GET', path: 'events/19', reply: { body: stored } },
      { method: 'POST', path: 'events/19', body: { ...kept, title: 'Again' }, reply: { body: stored } },
    ]);
    const first = await writer.update('events', { id: 19 }, { excerpt: null, cost: null });
    expect(first.unapplied).toEqual([]);
    await writer.update('events', { id: 19 }, { excerpt: null, title: 'Again' });
    expect(warnings).toEqual(['warning: this server cannot clear excerpt; left as they were']);
    transport.verify();
  });

  it('says what the answer shows was not done: a venue removal TEC answers 200 to and ignores', async () => {
    const { writer } = writerFor([
      { method: 'GET', path: 'events/19', reply: { body: stored } },
      // Read again right before the write: nothing changed meanwhile.
      { method: 'GET', path: 'events/19', reply: { body: stored } },
      { method: 'POST', path: 'events/19', body: { ...kept, venue: '' }, reply: { body: stored } },
    ]);
    expect((await writer.update('events', { id: 19 }, { venue: '' })).unapplied).toEqual([
      'venue: still 4, asked to remove it',
    ]);
  });

  it('warns, naming the field and the IDs, of terms the server dropped (TEC drops unknown ones and makes the event)', async () => {
    const answer = { ...stored, categories: [{ id: 3 }], tags: [] };
    const { writer, transport, warnings } = writerFor([
      { method: 'GET', path: 'events/19', reply: { body: stored } },
      // Read again right before the write: nothing changed meanwhile.
      { method: 'GET', path: 'events/19', reply: { body: stored } },
      {
        method: 'POST',
        path: 'events/19',
        body: { ...kept, categories: [3, 999999], tags: [888888] },
        reply: { body: answer },
      },
    ]);
    const result = await writer.update('events', { id: 19 }, { categories: [3, 999999], tags: [888888] });
    expect(result.unapplied).toEqual([]);
    expect(warnings).toEqual([
      'warning: event 19: categories 999999; tags 888888 not set (the server drops terms it does not know)',
    ]);
    transport.verify();
  });

  it("turns a date with an offset into the event zone's wall time, keeping the instant", async () => {
    const { writer, transport } = writerFor([
      { method: 'GET', path: 'events/19', reply: { body: stored } },
      // Read again right before the write: nothing changed meanwhile.
      { method: 'GET', path: 'events/19', reply: { body: stored } },
      {
        method: 'POST',
        path: 'events/19',
        // The end moves with the start: the event keeps its three hours.
        body: { ...kept, start_date: '2027-03-05 19:00:00', end_date: '2027-03-05 22:00:00' },
        reply: { body: stored },
      },
    ]);
    await writer.update('events', { id: 19 }, { start_date: '2027-03-05T18:00:00Z' });
    transport.verify();
  });
});

describe('a create on a server that declares nothing', () => {
  it('places an offset date of an event without a zone in the site zone, read from the REST index', async () => {
    const { writer, transport } = writerFor([
      {
        method: 'GET',
        path: '?_fields=timezone_string,gmt_offset',
        reply: { body: { timezone_string: 'America/New_York', gmt_offset: -5 } },
      },
      {
        method: 'POST',
        path: 'events',
        body: { title: 'Call', start_date: '2027-01-10 09:00:00', end_date: '2027-01-10 10:00:00' },
        reply: { status: 201, body: { id: 20 } },
      },
    ]);
    await writer.create('events', {
      title: 'Call',
      start_date: '2027-01-10T14:00:00Z',
      end_date: '2027-01-10T15:00:00Z',
    });
    transport.verify();
  });

  it('refuses a password before sending anything', async () => {
    const { writer, transport } = writerFor([]);
    await expect(writer.create('events', { title: 'Secret', password: 'x' })).rejects.toThrow(
      'this server cannot protect events with a password; nothing was sent',
    );
    transport.verify();
  });
});

describe('on cal serve', () => {
  it('updates by slug in one request, nulls as they are (they clear), and takes the password', async () => {
    const { writer, transport } = writerFor(
      [
        {
          method: 'POST',
          path: 'events/by-slug/gig',
          body: { excerpt: null, password: 'x', start_date: '2027-03-05T18:00:00Z', end_date: '2027-03-05T20:00:00Z' },
          reply: { body: { id: 19 } },
        },
      ],
      SERVER_CAPABILITIES,
    );
    // Both dates: a start moved alone would need the event read for its length.
    await writer.update(
      'events',
      { slug: 'gig' },
      { excerpt: null, password: 'x', start_date: '2027-03-05T18:00:00Z', end_date: '2027-03-05T20:00:00Z' },
    );
    transport.verify();
  });
});

describe('on a server that declares ETags', () => {
  const ETAGS: Capabilities = { ...NO_CAPABILITIES, etag: true };
  const changed = {
    status: 412,
    body: { code: 'rest_precondition_failed', message: 'Changed.', data: { status: 412 } },
  };

  it('sends the tag of the item it read as If-Match, and on 412 reads it again and re-applies the change', async () => {
    const { writer, transport, warnings } = writerFor(
      [
        { method: 'GET', path: 'events/19', reply: { body: stored, headers: { etag: '"1-a"' } } },
        {
          method: 'POST',
          path: 'events/19',
          headers: { 'if-match': '"1-a"' },
          body: { ...kept, title: 'Gig 2' },
          reply: changed,
        },
        {
          method: 'GET',
          path: 'events/19',
          reply: { body: { ...stored, featured: false }, headers: { etag: '"2-b"' } },
        },
        {
          method: 'POST',
          path: 'events/19',
          headers: { 'if-match': '"2-b"' },
          body: { ...kept, featured: false, title: 'Gig 2' },
          reply: { body: { ...stored, featured: false, title: 'Gig 2' } },
        },
      ],
      ETAGS,
    );
    const result = await writer.update('events', { id: 19 }, { title: 'Gig 2' });
    expect(result.unapplied).toEqual([]);
    expect(warnings).toEqual([
      'note: the event 19 was changed by another writer since cal read it; applying the update again',
    ]);
    transport.verify();
  });

  it('gives up after re-applying the change 3 times, naming the conflict', async () => {
    const round = (n: number): Expectation[] => [
      { method: 'GET', path: 'events/19', reply: { body: stored, headers: { etag: `"${n}-x"` } } },
      {
        method: 'POST',
        path: 'events/19',
        headers: { 'if-match': `"${n}-x"` },
        body: { ...kept, title: 'Gig 2' },
        reply: changed,
      },
    ];
    const { writer, transport, warnings } = writerFor([...round(1), ...round(2), ...round(3), ...round(4)], ETAGS);
    await expect(writer.update('events', { id: 19 }, { title: 'Gig 2' })).rejects.toThrow(
      'the event 19 was changed by another writer each time it was read (4 tries): not updated',
    );
    expect(warnings).toHaveLength(3);
    transport.verify();
  });

  it('uses the tag of a by-slug lookup, and none from a read that answered another item (a translation)', async () => {
    const { writer, transport } = writerFor(
      [
        { method: 'GET', path: 'events/by-slug/gig', reply: { body: { id: 19 }, headers: { etag: '"3-s"' } } },
        { method: 'GET', path: 'events/19', reply: { body: stored, headers: { etag: '"3-s"' } } },
        {
          method: 'POST',
          path: 'events/19',
          headers: { 'if-match': '"3-s"' },
          body: { ...kept, slug: 'gig-2' },
          reply: { body: stored },
        },
        { method: 'GET', path: 'events/19', reply: { body: { ...stored, id: 20 }, headers: { etag: '"1-t"' } } },
        { method: 'POST', path: 'events/19', headers: {}, body: { ...kept, title: 'Gig 2' }, reply: { body: stored } },
      ],
      ETAGS,
    );
    await writer.update('events', { slug: 'gig' }, { slug: 'gig-2' });
    await writer.update('events', { id: 19 }, { title: 'Gig 2' });
    transport.verify();
  });

  it('sends no If-Match to a server that does not declare etag, even when it answers with ETags, and does not retry', async () => {
    const { writer, transport } = writerFor([
      { method: 'GET', path: 'events/19', reply: { body: stored, headers: { etag: '"1-a"' } } },
      // Read again right before the write: nothing changed meanwhile.
      { method: 'GET', path: 'events/19', reply: { body: stored, headers: { etag: '"1-a"' } } },
      { method: 'POST', path: 'events/19', headers: {}, body: { ...kept, title: 'Gig 2' }, reply: changed },
    ]);
    await expect(writer.update('events', { id: 19 }, { title: 'Gig 2' })).rejects.toMatchObject({ status: 412 });
    transport.verify();
  });

  it('on cal serve sends a partial update by ID as it is, with no read and no If-Match', async () => {
    const { writer, transport } = writerFor(
      [
        {
          method: 'POST',
          path: 'events/19',
          headers: {},
          body: { title: 'Gig 2' },
          reply: { body: { ...stored, title: 'Gig 2' } },
        },
      ],
      SERVER_CAPABILITIES,
    );
    await writer.update('events', { id: 19 }, { title: 'Gig 2' });
    transport.verify();
  });
});

describe('an update on a server without If-Match (TEC), with another writer at work', () => {
  it('reads the event again right before the write and merges into what another writer made of it', async () => {
    const featuredOff = { ...stored, featured: false, modified: '2026-11-21 12:00:01' };
    const { writer, transport, warnings } = writerFor([
      { method: 'GET', path: 'events/19', reply: { body: stored } },
      { method: 'GET', path: 'events/19', reply: { body: featuredOff } },
      { method: 'GET', path: 'events/19', reply: { body: featuredOff } },
      {
        method: 'POST',
        path: 'events/19',
        body: { ...kept, featured: false, cost: '20' },
        reply: { body: { ...featuredOff, cost: '$20', cost_details: { currency_symbol: '$', values: ['20'] } } },
      },
    ]);
    const result = await writer.update('events', { id: 19 }, { cost: '20' });
    expect(result.unapplied).toEqual([]);
    expect(warnings).toEqual([
      'note: the event 19 was changed by another writer since cal read it; applying the update again',
    ]);
    transport.verify();
  });

  it('gives up when every read finds it changed again, sending nothing', async () => {
    const reads = [0, 1, 2, 3, 4].map((second): Expectation => ({
      method: 'GET',
      path: 'events/19',
      reply: { body: { ...stored, modified: `2026-11-21 12:00:0${second}` } },
    }));
    const { writer, transport } = writerFor(reads);
    await expect(writer.update('events', { id: 19 }, { cost: '20' })).rejects.toThrow(
      'the event 19 was changed by another writer each time it was read (4 tries): not updated',
    );
    transport.verify();
  });

  it('warns when the answer shows a field it wrote back as read changed by another write at the same time', async () => {
    const { writer, transport, warnings } = writerFor([
      { method: 'GET', path: 'events/19', reply: { body: stored } },
      { method: 'GET', path: 'events/19', reply: { body: stored } },
      {
        method: 'POST',
        path: 'events/19',
        body: { ...kept, title: 'Gig 2' },
        reply: { body: { ...stored, title: 'Gig 2', featured: false, modified: '2026-11-21 12:00:02' } },
      },
    ]);
    await writer.update('events', { id: 19 }, { title: 'Gig 2' });
    expect(warnings).toEqual([
      'warning: the event 19 was changed by another writer while cal updated it (featured): one of the two changes may be lost; check it (cal events get 19)',
    ]);
    transport.verify();
  });

  it('takes turns with other cal commands on this machine: the lock is held from the read to the answer', async () => {
    const held: string[] = [];
    const transport = strictTransport([
      { method: 'GET', path: 'events/19', reply: { body: stored } },
      { method: 'GET', path: 'events/19', reply: { body: stored } },
      { method: 'POST', path: 'events/19', body: { ...kept, title: 'Gig 2' }, reply: { body: stored } },
    ]);
    const client = new Client(transport);
    const writer = new Writer({
      client,
      capabilities: NO_CAPABILITIES,
      siteZone: () => readSiteZone(client),
      now: () => NOW,
      warn: () => {},
      updateLock: async (item) => {
        held.push(`lock ${item.kind} ${item.id} on ${item.server}`);
        return async () => void held.push('release');
      },
    });
    await writer.update('events', { id: 19 }, { title: 'Gig 2' });
    expect(held).toEqual([`lock event 19 on ${transport.target}`, 'release']);
    transport.verify();
  });
});
