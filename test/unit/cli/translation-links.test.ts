// What an export of several languages writes of each item's place: its language, the item it translates, and an
// order in which an import finds every original before its translations.
import { describe, expect, it } from 'vitest';
import { NO_CAPABILITIES, SERVER_CAPABILITIES } from '../../../src/api/capabilities.js';
import { Client } from '../../../src/client/client.js';
import {
  exportLanguages,
  languagesOf,
  originalId,
  originalOf,
  translationFields,
} from '../../../src/remote/export/translation-links.js';
import { dependenciesFirst } from '../../../src/codecs/record-order.js';
import { strictTransport } from '../../helpers/cli-fakes.js';

const discovery = {
  routes: {
    '/cal/events/v1': { endpoints: [{ args: { namespace: {} } }] },
    '/cal/events/v1/events': {
      endpoints: [{ args: { site_language: { default: 'en', enum: ['ca', 'en', 'es'] } } }],
    },
  },
};

describe('languagesOf', () => {
  it("reads the site's languages and default from the site_language arg of its index", () => {
    expect(languagesOf(discovery)).toEqual({ languages: ['ca', 'en', 'es'], defaultLanguage: 'en' });
    expect(languagesOf({ routes: {} })).toEqual({ languages: [] });
    expect(languagesOf('nonsense')).toEqual({ languages: [] });
  });
});

describe('exportLanguages', () => {
  it('reads every language of a site that has them, the one asked alone, and asks a site without none', async () => {
    const index = () => strictTransport([{ method: 'GET', path: '', reply: { body: discovery } }]);
    let transport = index();
    expect(await exportLanguages(new Client(transport), undefined, SERVER_CAPABILITIES)).toEqual({
      languages: ['ca', 'en', 'es'],
      defaultLanguage: 'en',
    });
    transport.verify();
    transport = index();
    expect(await exportLanguages(new Client(transport), 'es', SERVER_CAPABILITIES)).toEqual({
      languages: ['es'],
      defaultLanguage: 'en',
    });
    transport.verify();
    const silent = strictTransport([]);
    expect(await exportLanguages(new Client(silent), undefined, NO_CAPABILITIES)).toEqual({ languages: [undefined] });
    silent.verify();
  });
});

describe('originalOf', () => {
  it('is the oldest member of the group (lowest ID), none for the oldest itself', () => {
    expect(originalOf({ id: 7, translations: { en: 3, ca: 9, es: 5 } })).toEqual({ id: 3, language: 'en' });
    expect(originalOf({ id: 3, translations: { es: 5 } })).toBeUndefined();
    expect(originalOf({ id: 3 })).toBeUndefined();
  });
});

describe('translationFields', () => {
  it('leaves the default language out, links translations by slug, and reads an original outside the export', async () => {
    const en = { id: 1, slug: 'gig', language: 'en', translations: { es: 2, ca: 4 } };
    const es = { id: 2, slug: 'concierto', language: 'es', translations: { en: 1, ca: 4 } };
    // Its original, in Catalan, was not exported (another language than the one asked).
    const lone = { id: 6, slug: 'tarda', language: 'es', translations: { ca: 5 } };
    const transport = strictTransport([
      { method: 'GET', path: 'events/5?site_language=ca', reply: { body: { id: 5, slug: 'vespre' } } },
    ]);
    const plan = { languages: ['en', 'es'], defaultLanguage: 'en' };
    const { fields, notes } = await translationFields(new Client(transport), 'events', [en, es, lone], plan);
    transport.verify();
    expect(fields.get(en)).toEqual({});
    expect(fields.get(es)).toEqual({ language: 'es', translation_of: 'gig' });
    expect(fields.get(lone)).toEqual({ language: 'es', translation_of: 'vespre', translation_of_language: 'ca' });
    expect(notes).toEqual([]);
  });

  it('says how many translations go unlinked when their original cannot be read', async () => {
    const transport = strictTransport([
      { method: 'GET', path: 'tags/5?site_language=ca', reply: { status: 404, body: { code: 'rest_term_invalid' } } },
    ]);
    const item = { id: 6, slug: 'gratis', language: 'es', translations: { ca: 5 } };
    const { fields, notes } = await translationFields(new Client(transport), 'tags', [item], {
      languages: ['es'],
      defaultLanguage: 'en',
    });
    expect(fields.get(item)).toEqual({ language: 'es' });
    expect(notes).toEqual([
      '1 translation is exported without the link to the tag it translates: the server would not give its slug',
    ]);
  });
});

describe('dependenciesFirst', () => {
  it('puts originals and parents before what names them, else keeps the order', () => {
    const items = [
      { id: 4, translations: { en: 1 }, parent: 0 },
      { id: 2, parent: 3 },
      { id: 1, translations: { ca: 4 }, parent: 0 },
      { id: 3, parent: 0 },
    ];
    const both = (item: Record<string, unknown>) => [Number(item.parent), ...originalId(item)];
    expect(dependenciesFirst(items, both).map((item) => item.id)).toEqual([1, 4, 3, 2]);
    // A loop does not hang: each item is placed once.
    const loop = [
      { id: 1, parent: 2 },
      { id: 2, parent: 1 },
    ];
    expect(dependenciesFirst(loop, (item) => [Number(item.parent)]).map((item) => item.id)).toEqual([2, 1]);
  });
});
