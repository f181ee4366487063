// Names as plain text: TEC sends them HTML-escaped, cal serve as written; both read the same.
import { describe, expect, it } from 'vitest';
import { decodeNames } from '../../src/client/names.js';
import { decodeHTML } from 'entities';

const load = async () => decodeHTML;

describe('decodeNames', () => {
  it('decodes venue, organizer and term names at any depth, leaving titles and other text as they are', async () => {
    const body = {
      events: [
        {
          id: 1,
          title: 'Jazz &#038; &#8220;Blues&#8221;',
          description: '<p>Tom &amp; Jerry</p>',
          venue: { id: 4, venue: 'Smith &#038; Sons Hall', city: 'Vic &amp; Co' },
          organizer: [{ id: 5, organizer: 'Ana &#8217;s crew' }],
          categories: [{ id: 2, name: 'Food &amp; Drink', taxonomy: 'tribe_events_cat' }],
          tags: [{ id: 3, name: 'Free', taxonomy: 'post_tag' }],
        },
      ],
    };
    await decodeNames(body, load);
    expect(body.events[0]).toEqual({
      id: 1,
      title: 'Jazz &#038; &#8220;Blues&#8221;',
      description: '<p>Tom &amp; Jerry</p>',
      venue: { id: 4, venue: 'Smith & Sons Hall', city: 'Vic &amp; Co' },
      organizer: [{ id: 5, organizer: 'Ana ’s crew' }],
      categories: [{ id: 2, name: 'Food & Drink', taxonomy: 'tribe_events_cat' }],
      tags: [{ id: 3, name: 'Free', taxonomy: 'post_tag' }],
    });
  });

  it('loads no decoder when no name needs one', async () => {
    let loaded = false;
    await decodeNames({ venues: [{ id: 4, venue: 'Plain & simple' }] }, async () => {
      loaded = true;
      return decodeHTML;
    });
    expect(loaded).toBe(false);
  });
});
