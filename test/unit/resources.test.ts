// The resource table (src/api/resources.ts) and the `refers` of the catalog's fields, which the store's, the seed's
// and completion's reference tables are read from.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { catalog } from '../../src/api/catalog.js';
import type { FieldSpec } from '../../src/api/field-spec.js';
import { eventReferences } from '../../src/api/resource-fields.js';
import {
  isLinked,
  isPost,
  isResource,
  isTerm,
  LINKED_RESOURCES,
  nameField,
  RESOURCE_NAMES,
  RESOURCES,
  singular,
  TERM_RESOURCES,
  type ResourceName,
} from '../../src/api/resources.js';
import { COLLECTIONS } from '../../src/store/records/records.js';
import { EVENT_LINKS } from '../../src/store/records/references.js';
import { referenceTarget } from '../../src/cli/commands/seed/fixture-refs.js';

describe('the resource table', () => {
  it('lists the five resources, each with its word for one item, name field, kind and collection', () => {
    expect(RESOURCE_NAMES).toEqual(['events', 'venues', 'organizers', 'categories', 'tags']);
    expect(RESOURCE_NAMES.map((name) => [singular(name), nameField(name), RESOURCES[name].kind])).toEqual([
      ['event', 'title', 'event'],
      ['venue', 'venue', 'linked'],
      ['organizer', 'organizer', 'linked'],
      ['category', 'name', 'term'],
      ['tag', 'name', 'term'],
    ]);
    for (const name of RESOURCE_NAMES) expect(COLLECTIONS).toContain(RESOURCES[name].collection);
  });

  it('names each item by a field its create route requires', () => {
    for (const name of RESOURCE_NAMES) {
      const params: Readonly<Record<string, FieldSpec>> = catalog[`${name}.create`].params;
      expect(params[nameField(name)]?.required, name).toBe(true);
    }
  });

  it('types the words by resource', () => {
    expectTypeOf(singular('venues')).toEqualTypeOf<'venue'>();
    expectTypeOf(nameField('categories')).toEqualTypeOf<'name'>();
    expectTypeOf(RESOURCES.tags.kind).toEqualTypeOf<'term'>();
  });

  it('tells terms, linked posts and posts apart, narrowing any text to them', () => {
    expect(TERM_RESOURCES).toEqual(['categories', 'tags']);
    expect(LINKED_RESOURCES).toEqual(['venues', 'organizers']);
    expect(RESOURCE_NAMES.filter(isPost)).toEqual(['events', 'venues', 'organizers']);
    expect(['meta', 'users', 'media', 'toString', 'event'].filter(isResource)).toEqual([]);
    const name: string = 'tags';
    if (isTerm(name)) expectTypeOf(name).toEqualTypeOf<'categories' | 'tags'>();
    if (isLinked(name)) expectTypeOf(name).toEqualTypeOf<'venues' | 'organizers'>();
    if (isPost(name)) expectTypeOf(name).toEqualTypeOf<'events' | 'venues' | 'organizers'>();
    expect([isTerm(name), isLinked(name), isPost(name)]).toEqual([true, false, false]);
  });
});

describe('refers', () => {
  it('names resources only: a misspelt one does not compile', () => {
    // @ts-expect-error -- 'venue' is no resource: `refers` takes the plural of one of the table's.
    const wrong = { description: 'The event venue', refers: 'venue' } satisfies FieldSpec;
    const right = { description: 'The event venue', refers: 'venues' } satisfies FieldSpec;
    expect([wrong.refers, right.refers]).toEqual(['venue', 'venues']);
    expectTypeOf<NonNullable<FieldSpec['refers']>>().toEqualTypeOf<ResourceName>();
  });

  it('is declared on every field whose check names a resource, and agrees with it', () => {
    const words = new Map<string, ResourceName>(RESOURCE_NAMES.map((name) => [singular(name), name]));
    for (const [id, op] of Object.entries(catalog))
      for (const [field, spec] of Object.entries<FieldSpec>({ ...op.params, ...op.pathParams })) {
        // 'venue-ids', 'linked-venue', 'category-refs'... name their resource; by-ID and by-slug path captures are
        // the route's own item, which completion finds from the route.
        const named = spec.check?.split('-').find((word) => words.has(word));
        const pathCapture = field in op.pathParams;
        const expected =
          spec.check === 'translation-of' ? op.resource : pathCapture ? undefined : named && words.get(named);
        expect(spec.refers, `${id} ${field}`).toBe(spec.check === 'id-list' ? 'events' : expected);
      }
  });

  it("gives an event's references, and the store's links read from them", () => {
    expect(eventReferences).toEqual([
      ['categories', 'categories'],
      ['tags', 'tags'],
      ['venue', 'venues'],
      ['organizer', 'organizers'],
    ]);
    expect(EVENT_LINKS.map((link) => link.collection)).toEqual(['venues', 'organizers', 'categories', 'tags']);
  });

  it('says what a seed field refers to: the create field of the section, translation_of its own kind', () => {
    expect(referenceTarget('venue', 'events')).toBe('venues');
    expect(referenceTarget('organizer', 'events')).toBe('organizers');
    expect(referenceTarget('categories', 'events')).toBe('categories');
    expect(referenceTarget('parent', 'categories')).toBe('categories');
    expect(referenceTarget('translation_of', 'tags')).toBe('tags');
    // A venue's `venue` is its name.
    expect(referenceTarget('venue', 'venues')).toBeUndefined();
    expect(referenceTarget('title', 'events')).toBeUndefined();
  });
});
