// What a server without partial updates resets unless the update sends it, read from the item as answered.
import { describe, expect, it } from 'vitest';
import { resetState } from '../../../src/remote/writes/reset-state.js';

describe('resetState', () => {
  it("keeps an event's zone and dates, switches, links, cost as written, image ID, status and date", () => {
    const event = {
      id: 19,
      status: 'draft',
      date: '2026-10-01 10:00:00',
      url: 'http://site.example/event/gig/',
      title: 'Gig',
      description: '<p>Kept by the server</p>',
      all_day: false,
      timezone: 'Europe/Madrid',
      start_date: '2027-03-05 20:00:00',
      end_date: '2027-03-05 23:00:00',
      cost: '$10 – $20',
      cost_details: { currency_symbol: '$', currency_position: 'prefix', values: ['10', '20'] },
      website: 'https://gig.example',
      featured: true,
      sticky: false,
      hide_from_listings: true,
      show_map: true,
      show_map_link: false,
      image: { id: 18, url: 'http://site.example/a.png' },
      venue: { id: 4 },
      organizer: [{ id: 5 }, { id: 6 }],
      categories: [{ id: 2 }],
    };
    expect(resetState('events', event)).toEqual({
      status: 'draft',
      timezone: 'Europe/Madrid',
      start_date: '2027-03-05 20:00:00',
      end_date: '2027-03-05 23:00:00',
      date: '2026-10-01 10:00:00',
      all_day: false,
      featured: true,
      sticky: false,
      hide_from_listings: true,
      show_map: true,
      show_map_link: false,
      website: 'https://gig.example',
      venue: 4,
      organizer: [5, 6],
      cost: '$10 - $20',
      image: '18',
    });
  });

  it('sends nothing for what an event does not have: no venue, organizers, image, cost; the permalink as website', () => {
    const bare = {
      status: 'publish',
      url: 'http://site.example/event/gig/',
      website: 'http://site.example/event/gig/',
      cost: '',
      cost_details: { currency_symbol: '', values: [] },
      image: false,
      venue: [],
      organizer: [],
    };
    expect(resetState('events', bare)).toEqual({ status: 'publish' });
  });

  it("writes a cost without a symbol of its own as its values, and 'free' as it came", () => {
    expect(resetState('events', { cost_details: { currency_symbol: '', values: ['15'] } })).toEqual({ cost: '15' });
    expect(resetState('events', { cost_details: { currency_symbol: '', values: ['free'] } })).toEqual({ cost: 'free' });
  });

  it("keeps a venue's status, date, map switches (as text), state or province and image; an organizer's too", () => {
    const venue = {
      status: 'draft',
      date: '2026-11-26 01:05:24',
      show_map: false,
      show_map_link: true,
      stateprovince: 'SP',
      image: { id: 9 },
      city: 'Vic',
    };
    expect(resetState('venues', venue)).toEqual({
      status: 'draft',
      date: '2026-11-26 01:05:24',
      stateprovince: 'SP',
      show_map: 'false',
      show_map_link: 'true',
      image: '9',
    });
    expect(resetState('organizers', { status: 'pending', date: '2026-11-26', phone: '1', image: null })).toEqual({
      status: 'pending',
      date: '2026-11-26',
    });
    expect(resetState('tags', { name: 'Free' })).toEqual({});
  });

  it("leaves out an unpublished item's floating date (date_utc 0000-00-00 00:00:00), which publication sets", () => {
    const floating = { status: 'draft', date: '2026-10-01 10:00:00', date_utc: '0000-00-00 00:00:00' };
    expect(resetState('events', floating)).toEqual({ status: 'draft' });
    expect(resetState('venues', floating)).toEqual({ status: 'draft' });
    expect(resetState('organizers', floating)).toEqual({ status: 'draft' });
    // A date set on purpose (its date_utc too) is kept.
    const fixed = { ...floating, date_utc: '2026-10-01 08:00:00' };
    expect(resetState('organizers', fixed)).toEqual({ status: 'draft', date: '2026-10-01 10:00:00' });
  });
});
