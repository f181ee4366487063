// /doc as a description of what the server answers: the served document passes Redocly's recommended rules, items
// rendered with every field show exactly the document's properties in its order, and answers the rest of the suite
// does not meet (a cost without a number, a body of another media type) keep to it. Every answer of every api test
// file is also held to /doc after the file (test/setup/api-contract.ts).
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { REDOCLY_ENV, redoclyLintArgs } from '../../scripts/lint-openapi.mjs';
import type { Reply } from '../helpers/api-server.js';
import { ContractCheck } from '../helpers/openapi-contract.js';
import { useApi } from '../helpers/setup.js';

const api = useApi();
const check = new ContractCheck();
let schemas: Record<string, { properties: Record<string, unknown> }>;

beforeAll(async () => {
  schemas = (await api.request('GET', 'doc')).json.components.schemas;
});

/** What the contract check makes of an answer to `method path` (relative to the API root). */
function verdictOf(method: string, path: string, reply: Reply) {
  const url = new URL(path, api.api);
  return check.check({
    method,
    methodOverride: undefined,
    url: url.pathname + url.search,
    languages: [],
    embedded: false,
    status: reply.status,
    contentType: reply.headers.get('content-type') ?? undefined,
    body: reply.text,
  });
}

/** The schema's properties in order, those of `item` among them; the ones `item` lacks are listed apart. */
function propertiesOf(schema: string, item: Record<string, unknown>): { present: string[]; absent: string[] } {
  const declared = Object.keys(schemas[schema]?.properties ?? {});
  return {
    present: declared.filter((name) => name in item),
    absent: declared.filter((name) => !(name in item)),
  };
}

describe('the served document', () => {
  it("passes Redocly's recommended rules without an error or a warning", async () => {
    const reply = await api.request('GET', 'doc');
    const dir = await mkdtemp(join(tmpdir(), 'cal-doc-'));
    try {
      const file = join(dir, 'openapi.json');
      await writeFile(file, reply.text);
      const { stdout } = await promisify(execFile)(process.execPath, redoclyLintArgs(file, 'json'), {
        env: REDOCLY_ENV,
        maxBuffer: 16 * 1024 * 1024,
      }).catch((error: { stdout: string }) => error);
      const report = JSON.parse(stdout);
      expect(report.problems.map((p: { ruleId: string; message: string }) => `${p.ruleId}: ${p.message}`)).toEqual([]);
      expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('items with every field', () => {
  let eventId: number;
  let venueId: number;
  let organizerId: number;
  let categoryId: number;

  beforeAll(async () => {
    const venue = await api.request('POST', 'venues', {
      body: {
        venue: 'Harbour Hall',
        description: 'By the sea',
        address: '1 Quay Street',
        city: 'Cork',
        country: 'Ireland',
        province: 'Munster',
        state: 'Cork',
        zip: 'T12',
        phone: '+353 21 000',
        stateprovince: 'Munster',
        website: 'https://harbour.example.org/',
        image: 'https://example.org/hall.jpg',
        geo_lat: 51.9,
        geo_lng: -8.47,
      },
    });
    const organizer = await api.request('POST', 'organizers', {
      body: {
        organizer: 'Quay Arts',
        description: 'Arts collective',
        phone: '+353 21 111',
        website: 'https://quay.example.org/',
        email: 'hello@quay.example.org',
        image: 'https://example.org/quay.jpg',
      },
    });
    const parent = await api.request('POST', 'categories', { body: { name: 'Music' } });
    const category = await api.request('POST', 'categories', {
      body: { name: 'Jazz', description: 'Swing and bop', parent: parent.json.id },
    });
    const event = await api.request('POST', 'events', {
      body: {
        title: 'Harbour Jazz',
        description: 'All night',
        excerpt: 'Jazz by the sea',
        start_date: '2026-12-05 20:00:00',
        end_date: '2026-12-05 23:00:00',
        timezone: 'Europe/Dublin',
        image: 'https://example.org/jazz.jpg',
        cost: '€10 – €25',
        website: 'https://jazz.example.org/',
        categories: [category.json.id],
        tags: ['Live'],
        venue: venue.json.id,
        organizer: [organizer.json.id],
        ical_uid: 'harbour-jazz@example.org',
        password: 'swing',
      },
    });
    for (const reply of [venue, organizer, parent, category, event]) expect(reply.status).toBe(201);
    ({ id: eventId } = event.json);
    ({ id: venueId } = venue.json);
    ({ id: organizerId } = organizer.json);
    ({ id: categoryId } = category.json);
  });

  it('an event read whole by its editor in the edit context shows every Event property, in order', async () => {
    const reply = await api.request('GET', `events/${eventId}?context=edit`, { auth: api.adminAuth });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.json)).toEqual(propertiesOf('Event', reply.json).present);
    expect(propertiesOf('Event', reply.json).absent).toEqual([]);
    expect(verdictOf('GET', `events/${eventId}?context=edit`, reply)).toMatchObject({ kind: 'documented' });
  });

  it('a venue shows every Venue property but the excerpt, which no request sets, in order', async () => {
    const reply = await api.request('GET', `venues/${venueId}`);
    expect(Object.keys(reply.json)).toEqual(propertiesOf('Venue', reply.json).present);
    expect(propertiesOf('Venue', reply.json).absent).toEqual(['excerpt']);
    expect(verdictOf('GET', `venues/${venueId}`, reply)).toMatchObject({ kind: 'documented' });
  });

  it('an organizer shows every Organizer property but the excerpt, which no request sets, in order', async () => {
    const reply = await api.request('GET', `organizers/${organizerId}`);
    expect(Object.keys(reply.json)).toEqual(propertiesOf('Organizer', reply.json).present);
    expect(propertiesOf('Organizer', reply.json).absent).toEqual(['excerpt']);
    expect(verdictOf('GET', `organizers/${organizerId}`, reply)).toMatchObject({ kind: 'documented' });
  });

  it('a category with a parent shows every Term property, in order', async () => {
    const reply = await api.request('GET', `categories/${categoryId}`);
    expect(Object.keys(reply.json)).toEqual(propertiesOf('Term', reply.json).present);
    expect(propertiesOf('Term', reply.json).absent).toEqual([]);
    expect(Object.keys(reply.json.urls)).toEqual(['self', 'collection', 'up']);
  });

  it("an event's terms show every EmbeddedTerm property, in order", async () => {
    const reply = await api.request('GET', `events/${eventId}?password=swing`, { auth: api.adminAuth });
    const [term] = reply.json.categories;
    expect(Object.keys(term)).toEqual(propertiesOf('EmbeddedTerm', term).present);
    expect(propertiesOf('EmbeddedTerm', term).absent).toEqual([]);
  });
});

describe('answers the rest of the suite does not meet', () => {
  it.each([
    ['Free', ['free']],
    [
      ['Free', '10'],
      ['10', 'free'],
    ],
    ['Donation at the door', ['donation at the door']],
  ])('a cost of %j gives values %j, as CostDetails documents', async (cost, values) => {
    const reply = await api.request('POST', 'events', {
      body: { title: 'Open Rehearsal', start_date: '2026-12-06 10:00', end_date: '2026-12-06 12:00', cost },
    });
    expect(reply.status).toBe(201);
    expect(reply.json.cost_details.values).toEqual(values);
    expect(verdictOf('POST', 'events', reply)).toMatchObject({ kind: 'documented', status: 201 });
  });

  it('a form body of another media type on an update → 415, as documented', async () => {
    const created = await api.request('POST', 'tags', { body: { name: 'Multipart' } });
    const reply = await api.request('PATCH', `tags/${created.json.id}`, {
      raw: { contentType: 'multipart/form-data; boundary=x', data: '--x--' },
    });
    expect(reply.status).toBe(415);
    expect(verdictOf('PATCH', `tags/${created.json.id}`, reply)).toMatchObject({
      kind: 'documented',
      code: 'rest_unsupported_media_type',
    });
  });
});
