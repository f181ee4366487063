// The mapping of `cal <kind> export`: API items to import records, and categories ordered parents first.
import { describe, expect, it } from 'vitest';
import { parentsFirst, toFlatRecord } from '../../../src/codecs/flat-portable.js';

const term = (id: number, parent: number) => ({ id, parent, name: `T${id}`, slug: `t${id}` });

describe('flat exports', () => {
  it('puts every category after its parent, keeping the given order otherwise', () => {
    const order = parentsFirst([term(4, 3), term(1, 0), term(3, 2), term(2, 0), term(5, 1)]).map((t) => t.id);
    expect(order).toEqual([2, 3, 4, 1, 5]);
  });

  it('survives a parent loop in a hand-edited file, writing each category once', () => {
    expect(
      parentsFirst([term(1, 2), term(2, 1), term(3, 0)])
        .map((t) => t.id)
        .sort(),
    ).toEqual([1, 2, 3]);
  });

  it('maps an item to the fields its import reads: plain text, the parent by slug, both coordinates or none', () => {
    const slugs = new Map([[7, 'music']]);
    expect(
      toFlatRecord(
        'categories',
        { id: 8, name: 'Rock &amp; Roll', slug: 'rock-roll', description: '<p>Loud</p>', parent: 7, count: 3 },
        slugs,
      ),
    ).toEqual({
      name: 'Rock & Roll',
      slug: 'rock-roll',
      description: 'Loud',
      parent: 'music',
    });
    expect(toFlatRecord('categories', { id: 9, name: 'Art', slug: 'art', description: '', parent: 0 }, slugs)).toEqual({
      name: 'Art',
      slug: 'art',
    });
    expect(
      toFlatRecord(
        'venues',
        { venue: 'Hall', slug: 'hall', geo_lat: 41.5, show_map: false, url: 'http://x/venue/hall/' },
        slugs,
      ),
    ).toEqual({ venue: 'Hall', slug: 'hall', show_map: false });
  });
});
