// The renderers against the response declarations (src/api/response-posts.ts, response-terms.ts): each answer shows
// the declared fields in their order, leaves out only optional ones, and /doc's schemas are built from the same
// declarations. The compiler holds the renderers to the declared types (test/unit/render-types.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentSchemas, itemFields } from '../../src/api/openapi-schemas.js';
import type { ResponseShape } from '../../src/api/response-field.js';
import {
  COST_DETAILS,
  DATE_DETAILS,
  EVENT,
  IMAGE,
  IMAGE_SIZE,
  ORGANIZER,
  VENUE,
} from '../../src/api/response-posts.js';
import { EMBEDDED_TERM, TERM, TERM_URLS } from '../../src/api/response-terms.js';
import { renderEvent } from '../../src/domain/render/event.js';
import { renderOrganizer, renderVenue } from '../../src/domain/render/linked-posts.js';
import { createRenderContext, type RenderContext } from '../../src/domain/render/render-context.js';
import { renderTerm } from '../../src/domain/render/terms.js';
import { Urls } from '../../src/server/addresses.js';
import { JsonFileStore } from '../../src/store/file/json-file-store.js';
import type { PostRecord } from '../../src/store/records/records.js';
import { useSandbox } from '../helpers/setup.js';

const box = useSandbox();
let store: JsonFileStore;
let ctx: RenderContext;

const STAMP = '2026-11-01 10:00:00';
const post = (id: number, title: string): PostRecord => ({
  id,
  author: 1,
  status: 'publish',
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  title,
  description: `About ${title}`,
  excerpt: `${title} in short`,
  date: STAMP,
  date_utc: STAMP,
  modified: STAMP,
  modified_utc: STAMP,
  image: 1,
  language: 'en',
  password: null,
});

beforeAll(async () => {
  store = await JsonFileStore.open(box.file);
  await store.write((tx) => {
    const size = { width: 150, height: 100, 'mime-type': 'image/jpeg', url: 'https://example.org/hall-150.jpg' };
    tx.put('media', {
      id: 1,
      url: 'https://example.org/hall.jpg',
      extension: 'jpg',
      mime_type: 'image/jpeg',
      width: 1500,
      height: 1000,
      sizes: { thumbnail: size },
      date_utc: STAMP,
    });
    tx.put('venues', {
      ...post(2, 'Harbour Hall'),
      ...{ address: '1 Quay Street', city: 'Cork', country: 'Ireland', province: 'Munster', state: 'Cork' },
      ...{ zip: 'T12', phone: '+353 21 000', stateprovince: 'Munster', website: 'https://harbour.example.org/' },
      ...{ show_map: true, show_map_link: false, geo_lat: 51.9, geo_lng: -8.47 },
    });
    tx.put('venues', {
      ...post(3, 'Bare Room'),
      ...{ description: '', excerpt: '', image: null, address: '', city: '', country: '', province: '', state: '' },
      ...{ zip: '', phone: '', stateprovince: '', website: '', show_map: null, show_map_link: null },
    });
    tx.put('organizers', {
      ...post(4, 'Quay Arts'),
      ...{ phone: '+353 21 111', website: 'https://quay.example.org/', email: 'hello@quay.example.org' },
    });
    tx.put('categories', { id: 1, name: 'Music', slug: 'music', description: '', parent: 0, language: 'en' });
    tx.put('categories', { id: 2, name: 'Jazz', slug: 'jazz', description: 'Swing', parent: 1, language: 'en' });
    tx.put('tags', { id: 3, name: 'Live', slug: 'live', description: '', parent: 0, language: 'en' });
    tx.put('events', {
      ...post(5, 'Harbour Jazz'),
      ...{ start_date: '2026-12-05 20:00:00', end_date: '2026-12-05 23:00:00', timezone: 'Europe/Dublin' },
      ...{ utc_start_date: '2026-12-05 20:00:00', utc_end_date: '2026-12-05 23:00:00', all_day: false },
      ...{ cost: '€10 – €25', website: null, ical_uid: 'harbour-jazz@example.org', show_map: true },
      ...{ show_map_link: true, hide_from_listings: false, sticky: false, featured: true, post_parent: 0 },
      ...{ categories: [2], tags: [3], venues: [2], organizers: [4] },
    });
  });
  ctx = createRenderContext(store, new Urls('http://example.org', 'cal/events/v1', { defaultLanguage: 'en' }));
});

afterAll(() => store.close());

/** The answer's keys as JSON sends them, and the declared fields it leaves out. */
function against(shape: ResponseShape, rendered: unknown) {
  const answer: Record<string, unknown> = JSON.parse(JSON.stringify(rendered));
  const declared = Object.keys(shape.fields);
  return {
    keys: Object.keys(answer),
    inOrder: declared.filter((name) => name in answer),
    absent: declared.filter((name) => !(name in answer)),
    answer,
  };
}

const optionalOf = (shape: ResponseShape) =>
  Object.entries(shape.fields)
    .filter(([, field]) => field.optional)
    .map(([name]) => name);

describe('renderers follow the declarations', () => {
  it('an event read whole shows every Event field in order but the password and raw text, which the server adds', () => {
    const event = against(EVENT, renderEvent(ctx, store.get('events', 5)!, { single: true }));
    expect(event.keys).toEqual(event.inOrder);
    expect(event.absent).toEqual(['password', 'raw']);
  });

  it('an event in a list leaves out json_ld, and an event without a UID its ical_uid: optional fields both', () => {
    const { ical_uid: _uid, ...withoutUid } = store.get('events', 5)!;
    const event = against(EVENT, renderEvent(ctx, withoutUid));
    expect(event.keys).toEqual(event.inOrder);
    expect(event.absent).toEqual(['ical_uid', 'json_ld', 'password', 'raw']);
    expect(optionalOf(EVENT)).toEqual(expect.arrayContaining(event.absent));
  });

  it("the objects inside an event show their declarations' fields in order", () => {
    const { answer } = against(EVENT, renderEvent(ctx, store.get('events', 5)!));
    const inside: [ResponseShape, unknown, string[]][] = [
      [DATE_DETAILS, answer.start_date_details, []],
      [COST_DETAILS, answer.cost_details, []],
      [IMAGE, answer.image, ['filesize']],
      [IMAGE_SIZE, (answer.image as { sizes: Record<string, unknown> }).sizes.thumbnail, ['filesize']],
      [EMBEDDED_TERM, (answer.categories as unknown[])[0], []],
      [VENUE, answer.venue, ['json_ld']],
      [ORGANIZER, (answer.organizer as unknown[])[0], ['json_ld']],
    ];
    for (const [shape, value, absent] of inside) {
      const found = against(shape, value);
      expect(found.keys, shape.name).toEqual(found.inOrder);
      expect(found.absent, shape.name).toEqual(absent);
    }
  });

  it('a venue leaves out its empty fields, all declared optional, and keeps the rest in order', () => {
    const full = against(VENUE, renderVenue(ctx, store.get('venues', 2)!, { single: true }));
    expect(full.keys).toEqual(full.inOrder);
    expect(full.absent).toEqual([]);
    const bare = against(VENUE, renderVenue(ctx, store.get('venues', 3)!));
    expect(bare.keys).toEqual(bare.inOrder);
    expect(bare.absent).toContain('phone');
    expect(optionalOf(VENUE)).toEqual(expect.arrayContaining(bare.absent));
  });

  it('an organizer read whole shows every Organizer field in order', () => {
    const organizer = against(ORGANIZER, renderOrganizer(ctx, store.get('organizers', 4)!, { single: true }));
    expect(organizer.keys).toEqual(organizer.inOrder);
    expect(organizer.absent).toEqual([]);
  });

  it('a category with a parent read whole shows every Term field; a tag in a list leaves out the optional ones', () => {
    const category = against(TERM, renderTerm(ctx, 'categories', store.get('categories', 2)!, { single: true }));
    expect(category.keys).toEqual(category.inOrder);
    expect(category.absent).toEqual([]);
    expect(Object.keys(category.answer.urls as object)).toEqual(Object.keys(TERM_URLS));
    const tag = against(TERM, renderTerm(ctx, 'tags', store.get('tags', 3)!));
    expect(tag.keys).toEqual(tag.inOrder);
    expect(tag.absent).toEqual(['parent', '_links']);
    expect(optionalOf(TERM)).toEqual(['parent', '_links']);
    expect(Object.keys(tag.answer.urls as object)).toEqual(['self', 'collection']);
  });
});

describe("/doc's schemas", () => {
  const schemas = componentSchemas();

  it.each([IMAGE_SIZE, COST_DETAILS, TERM, EMBEDDED_TERM, IMAGE, DATE_DETAILS, EVENT, VENUE, ORGANIZER])(
    'are the declared fields of $name, in order',
    (shape) => {
      const properties = schemas[shape.name]?.properties;
      expect(properties).toEqual(Object.fromEntries(Object.entries(shape.fields).map(([k, f]) => [k, f.schema])));
      expect(Object.keys(properties ?? {})).toEqual(Object.keys(shape.fields));
    },
  );

  it('name the fields a resource item has', () => {
    expect(itemFields('events')).toEqual(Object.keys(EVENT.fields));
    expect(itemFields('tags')).toEqual(Object.keys(TERM.fields));
  });
});
