// What an answer shows was not done: TEC answers 200 to a venue removal and keeps the venue.
import { describe, expect, it } from 'vitest';
import { droppedTerms, unapplied } from '../../../src/remote/writes/verify.js';

const answer = {
  id: 19,
  url: 'http://site.example/event/gig/',
  title: 'Gig &#8211; live',
  website: 'http://site.example/event/gig/',
  cost: '',
  image: false,
  featured: false,
  timezone: 'UTC',
  venue: { id: 4, venue: 'Hall' },
  organizer: [{ id: 5 }],
  categories: [],
  tags: [{ id: 3, name: 'Free' }],
};

describe('unapplied', () => {
  it('names each field the answer shows was left as it was', () => {
    expect(
      unapplied(
        'events',
        { venue: '', organizer: [5, 6], tags: [], featured: true, timezone: 'Europe/Madrid', title: 'Gig – live' },
        answer,
      ),
    ).toEqual([
      'venue: still 4, asked to remove it',
      'organizer: 6 not set (it shows 5)',
      'tags: still 3, asked to remove it',
      'featured: still false, asked true',
      'timezone: "UTC", asked "Europe/Madrid"',
    ]);
  });

  it('takes what was done as done, and a permalink in website as no website', () => {
    expect(
      unapplied(
        'events',
        {
          venue: 4,
          organizer: [5],
          categories: [],
          website: '',
          cost: null,
          image: '',
          featured: false,
          tags: ['New'],
        },
        answer,
      ),
    ).toEqual([]);
  });

  it("judges a venue's cleared text and its map switches, given as text", () => {
    const venue = { id: 4, venue: 'Hall', description: '<p>d</p>', show_map: true };
    expect(unapplied('venues', { description: '', city: '', show_map: 'false' }, venue)).toEqual([
      'description: kept, asked to clear it',
      'show_map: still true, asked false',
    ]);
  });

  it("takes a category's parent answered 0 as cleared, and a parent kept as not", () => {
    const category = { id: 7, name: 'Blues', slug: 'blues', parent: 0 };
    expect(unapplied('categories', { parent: 0 }, category)).toEqual([]);
    expect(unapplied('categories', { parent: 0 }, { ...category, parent: 2 })).toEqual([
      'parent: kept, asked to clear it',
    ]);
  });

  it('judges nothing from a minimal answer', () => {
    expect(unapplied('events', { venue: '', featured: true }, { id: 19 })).toEqual([]);
  });
});

describe('droppedTerms', () => {
  it('names the category and tag IDs the answer does not show; unapplied leaves them to it', () => {
    const asked = { categories: [999999], tags: [3, 888888] };
    expect(droppedTerms('events', asked, answer)).toEqual(['categories 999999', 'tags 888888']);
    expect(unapplied('events', asked, answer)).toEqual([]);
  });

  it('judges nothing from a minimal answer, names or removals', () => {
    expect(droppedTerms('events', { tags: [888888] }, { id: 19 })).toEqual([]);
    expect(droppedTerms('events', { tags: ['New'], categories: [] }, answer)).toEqual([]);
  });
});
