// Category and tag lists typed from their catalog entries: the query is built once from the typed input.
// The `@ts-expect-error` lines are checked by `npm run typecheck`.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { InputOf } from '../../../src/api/catalog.js';
import { stableKey } from '../../../src/domain/query/result-cache.js';
import { termQueryOf, type TermFilter, type TermListInput } from '../../../src/domain/query/term-list-query.js';

const input = (args: Partial<TermListInput> = {}): TermListInput => ({
  page: 1,
  per_page: 10,
  hide_empty: true,
  site_language: 'en',
  ...args,
});

describe('the typed input of categories.list and tags.list', () => {
  it('types each parameter by its check or its declared type', () => {
    expectTypeOf<TermListInput['page']>().toEqualTypeOf<number>();
    expectTypeOf<TermListInput['hide_empty']>().toEqualTypeOf<boolean>();
    expectTypeOf<TermListInput['include']>().toEqualTypeOf<number[] | null | undefined>();
    expectTypeOf<InputOf<'categories.list'>['parent']>().toEqualTypeOf<number | null | undefined>();
    expectTypeOf<InputOf<'categories.update'>['parent']>().toEqualTypeOf<number | null | undefined>();
  });

  it('makes a key the catalog does not have a compile error', () => {
    const read = (args: InputOf<'tags.list'>) => [
      args.slug,
      // @ts-expect-error tags are flat: a tag list has no `parent`
      args.parent,
      // @ts-expect-error `order_by` is spelt `orderby`
      args.order_by,
    ];
    expect(read(input({ slug: 'jazz' }))[0]).toBe('jazz');
    // @ts-expect-error a check's output has its type: `exclude` holds IDs, not a comma list
    input({ exclude: '1,2' });
  });
});

describe('termQueryOf', () => {
  it('reads the filters and the order once from the typed input', () => {
    const query = termQueryOf(
      'categories',
      input({ search: 'JaZz', include: [3, 1], parent: 0, post: 7, event: 8, order: 'desc', orderby: 'include' }),
      'en',
    );
    expect(query).toEqual({
      filter: {
        taxonomy: 'categories',
        language: 'en',
        include: [3, 1],
        exclude: [],
        search: 'jazz',
        parent: 0,
        event: 8,
        slug: undefined,
        hideEmpty: true,
        descending: true,
        orderBy: 'include',
      },
      page: 1,
      perPage: 10,
    });
  });

  it('reads JSON nulls as absent, `post` without `event`, and any order but desc as ascending', () => {
    const { filter } = termQueryOf('tags', input({ search: null, exclude: null, post: 7, order: 'asc' }), 'ca');
    expect(filter.search).toBeUndefined();
    expect(filter.exclude).toEqual([]);
    expect(filter.event).toBe(7);
    expect(filter.parent).toBeUndefined();
    expect(filter.descending).toBe(false);
  });

  it('holds every filter field, so a query keyed by it tells them all apart', () => {
    const base = termQueryOf('categories', input(), 'en').filter;
    const variants: { [K in keyof TermFilter]-?: TermFilter[K] } = {
      taxonomy: 'tags',
      language: 'ca',
      include: [1],
      exclude: [2],
      search: 'jazz',
      parent: 3,
      event: 4,
      slug: 'rock',
      hideEmpty: false,
      descending: true,
      orderBy: 'count',
    };
    for (const [name, value] of Object.entries(variants)) {
      expect(stableKey({ ...base, [name]: value }), name).not.toBe(stableKey(base));
    }
  });
});
