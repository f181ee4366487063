// Languages: items in one language each, translation groups, language-aware reads, slugs and URLs.
import { describe, expect, it } from 'vitest';
import { startApi } from '../helpers/api-server.js';
import { useApi } from '../helpers/setup.js';

const api = useApi();
const es = () => `${api.site}/es/wp-json/cal/events/v1/`;
const body = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  start_date: '2026-12-10 20:00',
  end_date: '2026-12-10 22:00',
  ...extra,
});

describe('items belong to one language', () => {
  it('takes the language of the request, and lists show one language', async () => {
    const english = (await api.request('POST', 'events', { body: body('Language Night') })).json;
    const spanish = (await api.request('POST', `${es()}events`, { body: body('Noche de Idiomas') })).json;
    const catalan = (await api.request('POST', 'events?site_language=ca', { body: body('Nit de Llengües') })).json;
    expect([english.language, spanish.language, catalan.language]).toEqual(['en', 'es', 'ca']);
    const titles = async (url: string) =>
      (await api.request('GET', url)).json.events.map((e: { title: string }) => e.title);
    expect(await titles('events?search=Language')).toEqual(['Language Night']);
    expect(await titles('events?search=Noche')).toEqual([]);
    expect(await titles(`${es()}events?search=Noche`)).toEqual(['Noche de Idiomas']);
    expect(await titles('events?site_language=ca&search=Nit')).toEqual(['Nit de Llengües']);
  });

  it.each([
    ['venues', { venue: 'Sala Gran' }],
    ['organizers', { organizer: 'Associació' }],
    ['categories', { name: 'Música' }],
    ['tags', { name: 'jazz-es' }],
  ])('answers %s under the language segment, in that language only', async (kind, item) => {
    const created = await api.request('POST', `${es()}${kind}`, { body: item });
    expect(created.status).toBe(201);
    expect(created.json.language).toBe('es');
    const query = kind === 'categories' || kind === 'tags' ? '?hide_empty=false' : '';
    const inSpanish = (await api.request('GET', `${es()}${kind}${query}`)).json[kind].map((i: { id: number }) => i.id);
    const inEnglish = (await api.request('GET', `${kind}${query}`)).json[kind].map((i: { id: number }) => i.id);
    expect(inSpanish).toContain(created.json.id);
    expect(inEnglish).not.toContain(created.json.id);
  });

  it('refuses an unknown site_language by name and treats an unknown segment as no route', async () => {
    const bad = await api.request('GET', 'events?site_language=fr');
    expect(bad.status).toBe(400);
    expect(bad.json.data.params).toEqual({ site_language: 'site_language is not one of ca, en, es.' });
    const segment = await api.request('GET', `${api.site}/fr/wp-json/cal/events/v1/events`);
    expect([segment.status, segment.json.code]).toEqual([404, 'rest_no_route']);
  });
});

describe('translation groups', () => {
  it('joins a group with translation_of, shows the group on every member, one member per language', async () => {
    const en = (await api.request('POST', 'events', { body: body('Winter Concert') })).json;
    const esItem = (
      await api.request('POST', `${es()}events`, { body: body('Concierto de Invierno', { translation_of: en.id }) })
    ).json;
    const ca = (
      await api.request('POST', 'events?site_language=ca', {
        body: body("Concert d'Hivern", { translation_of: esItem.id }),
      })
    ).json;
    expect(ca.translations).toEqual({ en: en.id, es: esItem.id });
    expect((await api.request('GET', `events/${en.id}`)).json.translations).toEqual({ es: esItem.id, ca: ca.id });
    const twice = await api.request('POST', `${es()}events`, { body: body('Otro', { translation_of: en.id }) });
    expect(twice.status).toBe(400);
    expect(twice.json.data.params.translation_of).toBe(
      `The translation group of ${en.id} already has a "es" member (ID ${esItem.id}).`,
    );
    const missing = await api.request('POST', `${es()}events`, { body: body('Nada', { translation_of: 999999 }) });
    expect([missing.status, Object.keys(missing.json.data.params)]).toEqual([400, ['translation_of']]);
  });

  it('reads by ID the member in the requested language, else the item itself', async () => {
    const en = (await api.request('POST', 'venues', { body: { venue: 'City Hall' } })).json;
    const esVenue = (
      await api.request('POST', `${es()}venues`, { body: { venue: 'Ayuntamiento', translation_of: en.id } })
    ).json;
    expect((await api.request('GET', `venues/${en.id}?site_language=es`)).json.id).toBe(esVenue.id);
    expect((await api.request('GET', `venues/${esVenue.id}`)).json.id).toBe(en.id);
    const alone = (await api.request('POST', `${es()}venues`, { body: { venue: 'Solo en español' } })).json;
    expect((await api.request('GET', `venues/${alone.id}`)).json.id).toBe(alone.id);
  });

  it('translates terms: the same name may exist in two languages', async () => {
    const en = (await api.request('POST', 'tags', { body: { name: 'jazz' } })).json;
    const esTag = await api.request('POST', `${es()}tags`, { body: { name: 'jazz', translation_of: en.id } });
    expect(esTag.status).toBe(201);
    expect(esTag.json).toMatchObject({ slug: 'jazz', language: 'es', translations: { en: en.id } });
  });
});

describe('slugs and URLs per language', () => {
  it('keeps slugs unique per language and finds a slug in the requested language first', async () => {
    const en = (await api.request('POST', 'events', { body: body('Open Mic') })).json;
    const esEvent = (await api.request('POST', `${es()}events`, { body: body('Open Mic') })).json;
    const esAgain = (await api.request('POST', `${es()}events`, { body: body('Open Mic') })).json;
    expect([en.slug, esEvent.slug, esAgain.slug]).toEqual(['open-mic', 'open-mic', 'open-mic-2']);
    expect((await api.request('GET', 'events/by-slug/open-mic')).json.id).toBe(en.id);
    expect((await api.request('GET', `${es()}events/by-slug/open-mic`)).json.id).toBe(esEvent.id);
  });

  it('puts the item language in permalinks and keeps the request language form in REST URLs', async () => {
    const viaSegment = (await api.request('POST', `${es()}events`, { body: body('Cine de Verano') })).json;
    expect(viaSegment.url).toBe(`${api.site}/es/event/cine-de-verano/`);
    expect(viaSegment.rest_url).toBe(`${api.site}/es/wp-json/cal/events/v1/events/${viaSegment.id}`);
    const viaParam = (await api.request('GET', `events/${viaSegment.id}?site_language=es`)).json;
    expect(viaParam.rest_url).toBe(`${api.api}events/${viaSegment.id}?site_language=es`);
    expect(viaParam.url).toBe(`${api.site}/es/event/cine-de-verano/`);
    const list = (await api.request('GET', 'events?site_language=es&per_page=1')).json;
    expect(list.rest_url.startsWith(`${api.api}events/?site_language=es&page=1&per_page=1`)).toBe(true);
    expect(list.next_rest_url).toContain('site_language=es');
  });
});

describe('site language settings', () => {
  it('validates and documents the configured languages', async () => {
    const custom = await startApi({ settings: { languages: ['en', 'fr'], default_language: 'fr' } });
    try {
      const created = (await custom.request('POST', 'events', { body: body('Soirée') })).json;
      expect(created.language).toBe('fr');
      expect(created.url).toBe(`${custom.site}/event/soiree/`);
      expect((await custom.request('GET', 'events?site_language=es')).status).toBe(400);
      expect((await custom.request('GET', 'events?site_language=en')).status).toBe(200);
      const doc = (await custom.request('GET', 'doc')).json;
      const param = doc.paths['/events'].get.parameters.find((p: { name: string }) => p.name === 'site_language');
      expect(param.schema.enum).toEqual(['en', 'fr']);
      const index = (await custom.request('GET', '')).json;
      expect(index.routes['/cal/events/v1/events'].endpoints[0].args.site_language.enum).toEqual(['en', 'fr']);
    } finally {
      await custom.close();
    }
  });
});
