// The field lists of import and export, read off the catalog's field specs (src/api/resource-fields.ts) and the
// resource table: each derivation's rule, and the order files are written in, which must not move.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FieldSpec } from '../../src/api/field-spec.js';
import {
  categoryFields,
  eventFields,
  eventReferences,
  organizerFields,
  tagFields,
  venueFields,
} from '../../src/api/resource-fields.js';
import { nameField, RESOURCES } from '../../src/api/resources.js';
import { BOOLEAN_COLUMNS, CSV_COLUMNS } from '../../src/codecs/csv/rows.js';
import { TEC_LIST_FIELDS } from '../../src/codecs/csv/tec-columns.js';
import { FLAT_SHAPES, flatColumns, flatText } from '../../src/codecs/flat-fields.js';
import { isFlat, type FlatKind } from '../../src/codecs/kinds.js';
import { EVENT_BOOLEANS, fieldsOfType } from '../../src/domain/field-sets.js';
import { ORGANIZER_META, POST_FIELDS, VENUE_META } from '../../src/domain/linked/linked-fields.js';
import {
  EVENT_KEYS,
  FLAGS,
  LIST_REFERENCES,
  ORGANIZER_FIELDS,
  TRANSLATION_KEYS,
  VENUE_COORDINATES,
  VENUE_FIELDS,
  type PortableEvent,
} from '../../src/domain/portable-event.js';
import { kindSpec } from '../../src/remote/import/import-kinds.js';
import { inOrder } from '../../src/typing/in-order.js';

const sorted = (names: readonly string[]) => [...names].sort();
const SPECS: Readonly<Record<FlatKind, Readonly<Record<string, FieldSpec>>>> = {
  venues: venueFields,
  organizers: organizerFields,
  categories: categoryFields,
  tags: tagFields,
};
const FLAT_KINDS = ['venues', 'organizers', 'categories', 'tags'] as const;

describe('the meta fields of venues and organizers', () => {
  it("are exactly their text fields that are neither their name, the post's own fields nor flags", () => {
    const post: readonly string[] = POST_FIELDS;
    const booleans: readonly string[] = EVENT_BOOLEANS;
    for (const [kind, meta] of [
      ['venues', VENUE_META],
      ['organizers', ORGANIZER_META],
    ] as const) {
      const texts = Object.entries(SPECS[kind]).flatMap(([name, spec]) => (spec.type === 'string' ? [name] : []));
      const others = texts.filter((name) => name === nameField(kind) || post.includes(name) || booleans.includes(name));
      expect(sorted(meta), kind).toEqual(sorted(texts.filter((name) => !others.includes(name))));
      expect(others.length, kind).toBeGreaterThan(0);
    }
  });

  it('come in the order of the field specs, as the store and the files keep them', () => {
    expect(VENUE_META).toEqual([
      'address',
      'city',
      'country',
      'province',
      'state',
      'zip',
      'phone',
      'stateprovince',
      'website',
    ]);
    expect(ORGANIZER_META).toEqual(['phone', 'website', 'email']);
  });

  it('leave out the map flags, kept as text by the venue specs', () => {
    expect(venueFields.show_map.type).toBe('string');
    expect(VENUE_META).not.toContain('show_map');
  });
});

describe('the portable event', () => {
  it("carries an event's flags: its yes-or-no fields but all_day, in the files' order", () => {
    expect(sorted(BOOLEAN_COLUMNS)).toEqual(sorted(fieldsOfType(eventFields, 'boolean')));
    expect(sorted(FLAGS)).toEqual(sorted(BOOLEAN_COLUMNS.filter((name) => name !== 'all_day')));
    expect(FLAGS).toEqual(['featured', 'sticky', 'hide_from_listings', 'show_map', 'show_map_link']);
  });

  it('carries venues and organizers by their name and meta, a venue also by its number fields', () => {
    expect(VENUE_FIELDS).toEqual([nameField('venues'), ...VENUE_META]);
    expect(ORGANIZER_FIELDS).toEqual([nameField('organizers'), ...ORGANIZER_META]);
    expect(VENUE_COORDINATES).toEqual(['geo_lat', 'geo_lng']);
    expect(VENUE_COORDINATES.map((name) => venueFields[name].type)).toEqual(['number', 'number']);
  });

  it("has the event's fields but its author and publication dates, with its UID, password and placement", () => {
    const site = ['author', 'date', 'date_utc'];
    const fields = Object.keys(eventFields).filter((name) => !site.includes(name));
    expect(sorted(EVENT_KEYS)).toEqual(sorted([...fields, 'uid', 'password', ...TRANSLATION_KEYS]));
    expect(new Set(EVENT_KEYS).size).toBe(EVENT_KEYS.length);
    expectTypeOf<(typeof EVENT_KEYS)[number]>().toEqualTypeOf<keyof PortableEvent>();
  });

  it('holds lists of every reference but the venue, which TEC splits on commas', () => {
    const references = eventReferences.map(([field]) => field);
    expect(sorted(LIST_REFERENCES)).toEqual(sorted(references.filter((field) => field !== 'venue')));
    expect(sorted([...TEC_LIST_FIELDS])).toEqual(sorted(LIST_REFERENCES));
  });
});

describe('the records of venues, organizers, categories and tags', () => {
  it('are the resources other than events', () => {
    expect(Object.keys(RESOURCES).filter((name) => name !== 'events')).toEqual([...FLAT_KINDS]);
    expect(FLAT_KINDS.every((kind) => isFlat(kind))).toBe(true);
    expect(isFlat('events')).toBe(false);
  });

  it("hold each field of the kind's specs but its author, dates and image, with the slug they are matched by", () => {
    for (const kind of FLAT_KINDS) {
      const shape = FLAT_SHAPES[kind];
      const fields = Object.keys(SPECS[kind]).filter((name) => !['author', 'date', 'date_utc', 'image'].includes(name));
      expect(shape.name, kind).toBe(nameField(kind));
      expect(sorted([shape.name, ...shape.text, ...shape.numbers, ...shape.flags]), kind).toEqual(
        sorted(['slug', ...fields.filter((name) => name !== 'slug')]),
      );
      expect(sorted(shape.text), kind).toEqual(sorted(flatText(kind)));
      for (const name of shape.numbers) expect(SPECS[kind][name]?.type, `${kind}.${name}`).toBe('number');
      for (const name of shape.flags) expect(BOOLEAN_COLUMNS, `${kind}.${name}`).toContain(name);
    }
  });

  it('are written in these columns, in this order', () => {
    expect(flatColumns('venues')).toEqual([
      'venue',
      'slug',
      'description',
      'status',
      'address',
      'city',
      'country',
      'province',
      'state',
      'stateprovince',
      'zip',
      'phone',
      'website',
      'geo_lat',
      'geo_lng',
      'show_map',
      'show_map_link',
      ...TRANSLATION_KEYS,
    ]);
    expect(flatColumns('organizers')).toEqual([
      'organizer',
      'slug',
      'description',
      'status',
      'phone',
      'website',
      'email',
      ...TRANSLATION_KEYS,
    ]);
    expect(flatColumns('categories')).toEqual(['name', 'slug', 'description', 'parent', ...TRANSLATION_KEYS]);
    expect(flatColumns('tags')).toEqual(['name', 'slug', 'description', ...TRANSLATION_KEYS]);
  });

  it('are checked and named by kind', () => {
    expect(FLAT_KINDS.map((kind) => kindSpec(kind).noun)).toEqual(['venue', 'organizer', 'category', 'tag']);
    expect(kindSpec('events')).toMatchObject({ noun: 'event', create: 'events.create', update: 'events.update' });
  });
});

describe("an events CSV file's columns", () => {
  it('are the record keys but uid, with the venue and organizer fields of their own columns', () => {
    const columns: readonly string[] = CSV_COLUMNS;
    const spread = columns.filter((column) => /^(venue|organizer)_/.test(column));
    expect(spread).toEqual([
      'venue_address',
      'venue_city',
      'venue_country',
      'venue_zip',
      'venue_geo_lat',
      'venue_geo_lng',
      'organizer_email',
    ]);
    expect(sorted(columns.filter((column) => !spread.includes(column)))).toEqual(
      sorted(EVENT_KEYS.filter((key) => key !== 'uid')),
    );
  });
});

describe('an explicit order of a derived set', () => {
  it('compiles only when it names each member once', () => {
    expect(inOrder<'a' | 'b'>()(['b', 'a'])).toEqual(['b', 'a']);
    // @ts-expect-error -- 'b' is missing.
    inOrder<'a' | 'b'>()(['a']);
    // @ts-expect-error -- 'c' is no member.
    inOrder<'a' | 'b'>()(['a', 'b', 'c']);
    // @ts-expect-error -- 'a' is given twice.
    inOrder<'a' | 'b'>()(['a', 'b', 'a']);
  });
});
