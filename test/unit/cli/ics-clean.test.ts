// iCalendar export takes control characters (but tab and newline) out of every text an event carries.
import { describe, expect, it } from 'vitest';
import { cleanEvent } from '../../../src/codecs/ics/clean.js';
import { formatIcs } from '../../../src/codecs/ics/write.js';
import type { PortableEvent } from '../../../src/codecs/portable.js';

const bell = '\u0007';
const noisy: PortableEvent = {
  title: `Ja${bell}zz`,
  description: `Line one\nLine${bell} two\twith a tab`,
  excerpt: '',
  slug: 'jazz',
  status: 'publish',
  start_date: '2027-03-28 20:00:00',
  end_date: '2027-03-28 23:00:00',
  timezone: 'Europe/Madrid',
  all_day: false,
  cost: `€1${bell}5`,
  featured: true,
  sticky: false,
  hide_from_listings: false,
  show_map: true,
  show_map_link: false,
  categories: [`Mu${bell}sic`],
  tags: [`fr${bell}ee`],
  venue: { venue: `Blue${bell} Hall`, city: `V${bell}ic`, geo_lat: 41.5, geo_lng: -2.25 },
  organizer: [{ organizer: `A${bell}na`, email: `ana${bell}@example.org` }],
  password: `se${bell}cret`,
  translation_of: `ori${bell}ginal`,
};

describe('cleanEvent', () => {
  it('takes them out of the event, its venue, organizers and terms, and keeps the rest as it is', () => {
    expect(cleanEvent(noisy)).toEqual({
      ...noisy,
      title: 'Jazz',
      description: 'Line one\nLine two\twith a tab',
      cost: '€15',
      categories: ['Music'],
      tags: ['free'],
      venue: { venue: 'Blue Hall', city: 'Vic', geo_lat: 41.5, geo_lng: -2.25 },
      organizer: [{ organizer: 'Ana', email: 'ana@example.org' }],
      password: 'secret',
      translation_of: 'original',
    });
  });

  it('leaves no control character in the written calendar', () => {
    expect(formatIcs([noisy], { host: 'h', now: Date.UTC(2026, 0, 1) })).not.toContain(bell);
  });
});
