// An event assembled from its kept parts is byte for byte the event rendered whole, for every shape an event takes:
// no venue, one, several; organizers; terms whose names sort; an image; a translation; an iCalendar UID; a cost;
// an HTML description; a protected event; as read alone and in lists, in two URL forms.
import { beforeAll, describe, expect, it } from 'vitest';
import { eventParts } from '../../src/domain/render/event-json.js';
import { renderEvent } from '../../src/domain/render/event.js';
import { renderOrganizer, renderVenue } from '../../src/domain/render/linked-posts.js';
import { renderTerm } from '../../src/domain/render/terms.js';
import { createRenderContext } from '../../src/domain/render/render-context.js';
import { NAMESPACE, Urls } from '../../src/server/addresses.js';
import { useApi } from '../helpers/setup.js';

const server = useApi({ settings: { languages: ['en', 'es'] } });
const created = async (path: string, body: Record<string, unknown>): Promise<number> => {
  const reply = await server.request('POST', path, { body });
  expect(reply.status).toBe(201);
  return reply.json.id;
};
const when = { start_date: '2027-04-10 19:00', end_date: '2027-04-10 21:00' };

beforeAll(async () => {
  const hall = await created('venues', { venue: 'Hall', city: 'Girona', phone: '1' });
  const yard = await created('venues', { venue: 'Yard' });
  const ana = await created('organizers', { organizer: 'Ana', email: 'ana@example.org' });
  const bo = await created('organizers', { organizer: 'Bo' });
  const zeta = await created('categories', { name: 'Zeta' });
  const alpha = await created('categories', { name: 'alpha', parent: zeta });
  const tag = await created('tags', { name: 'Ümlaut & more' });
  await created('events', { title: 'Bare', ...when });
  const full = await created('events', {
    title: '"Quoted" — full',
    description: '<p>Some <strong>bold</strong> text</p>\n\nand a second <a href="https://example.org">link</a>',
    excerpt: 'Short',
    cost: '5 - 10',
    venue: hall,
    organizer: [ana, bo],
    categories: [zeta, alpha],
    tags: [tag],
    ...when,
  });
  await created('events', { title: 'Free', cost: 'free', venue: yard, all_day: true, ...when });
  await created('events', { title: 'Locked', password: 'secret', organizer: [bo], ...when });
  await created('events?site_language=es', { title: 'Completo', translation_of: full, ...when });
  const several = await created('events', { title: 'Two places', ...when });
  await server.store.write((tx) => {
    const media = tx.nextId('post');
    tx.put('media', {
      id: media,
      url: 'https://example.org/a.png',
      extension: 'png',
      mime_type: 'image/png',
      width: 10,
      height: 5,
      date_utc: '2026-01-01 00:00:00',
    });
    const event = tx.get('events', several);
    if (event) tx.put('events', { ...event, venues: [hall, yard], image: media, ical_uid: 'uid-1@example.org' });
  });
});

describe('an event assembled from kept parts', () => {
  it.each([
    ['plain URLs', new Urls('http://example.org/site', NAMESPACE, { defaultLanguage: 'en' })],
    [
      'a language segment and parameter',
      new Urls('https://b.example', NAMESPACE, { defaultLanguage: 'en', segment: 'es', param: 'es' }),
    ],
  ])('equals the whole rendering, alone and in lists, with %s', (_name, urls) => {
    const events = [...server.store.all('events')];
    expect(events.length).toBe(6);
    for (const single of [true, false]) {
      for (const event of events) {
        const whole = JSON.stringify(renderEvent(createRenderContext(server.store, urls), event, { single }));
        // Twice: rendered, then assembled from what was kept.
        expect(eventParts(server.store).json(urls, event, single)).toBe(whole);
        expect(eventParts(server.store).json(urls, event, single)).toBe(whole);
      }
    }
  });

  it('serves the venue, organizer and term routes: their lists and reads are kept parts, byte for byte', async () => {
    const urls = new Urls(server.site, NAMESPACE, { defaultLanguage: 'en' });
    const ctx = () => createRenderContext(server.store, urls);
    const expectKept = async <T extends { id: number }>(
      kind: string,
      items: Iterable<T>,
      listed: (item: T) => string,
      alone: (item: T) => string,
    ) => {
      const list = await server.request('GET', `${kind}?per_page=50`);
      expect(list.status).toBe(200);
      for (const item of items) {
        expect(list.text).toContain(listed(item));
        expect((await server.request('GET', `${kind}/${item.id}`)).text).toBe(alone(item));
      }
    };
    await expectKept(
      'venues',
      server.store.all('venues'),
      (venue) => JSON.stringify(renderVenue(ctx(), venue)),
      (venue) => JSON.stringify(renderVenue(ctx(), venue, { single: true })),
    );
    await expectKept(
      'organizers',
      server.store.all('organizers'),
      (organizer) => JSON.stringify(renderOrganizer(ctx(), organizer)),
      (organizer) => JSON.stringify(renderOrganizer(ctx(), organizer, { single: true })),
    );
    for (const taxonomy of ['categories', 'tags'] as const) {
      await expectKept(
        taxonomy,
        server.store.all(taxonomy),
        (term) => JSON.stringify(renderTerm(ctx(), taxonomy, term)),
        (term) => JSON.stringify(renderTerm(ctx(), taxonomy, term, { single: true })),
      );
    }
    // A term's count is part of its answer: a new published event in it is seen at once.
    const [category] = server.store.all('categories');
    const before = (await server.request('GET', `categories/${category?.id}`)).json.count;
    await created('events', { title: 'One more', categories: [category?.id], ...when });
    expect((await server.request('GET', `categories/${category?.id}`)).json.count).toBe(before + 1);
    const listed = (await server.request('GET', 'categories?per_page=50')).json.categories;
    expect(listed.find((c: { id: number }) => c.id === category?.id).count).toBe(before + 1);
  });
});
