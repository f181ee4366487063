// POST /events: how values are read and stored — zones, date formats, all-day, cost, website, flags, text, slugs.
import { describe, expect, it } from 'vitest';
import { useApi } from '../helpers/setup.js';
import { createEvent, details, eventBody, type Json } from './events-fixtures.js';

const api = useApi();

describe('time zones', () => {
  it.each<[string, string, string, string, string, string]>([
    // zone, local start, local end, utc start, utc end, abbreviation
    [
      'America/New_York',
      '2026-12-05 20:00:00',
      '2026-12-05 23:00:00',
      '2026-12-06 01:00:00',
      '2026-12-06 04:00:00',
      'EST',
    ],
    [
      'America/New_York',
      '2027-07-10 20:00:00',
      '2027-07-10 22:30:00',
      '2027-07-11 00:00:00',
      '2027-07-11 02:30:00',
      'EDT',
    ],
    [
      'Europe/Madrid',
      '2026-12-05 20:00:00',
      '2026-12-05 23:00:00',
      '2026-12-05 19:00:00',
      '2026-12-05 22:00:00',
      'CET',
    ],
    [
      'Europe/Madrid',
      '2027-07-10 20:00:00',
      '2027-07-10 23:00:00',
      '2027-07-10 18:00:00',
      '2027-07-10 21:00:00',
      'CEST',
    ],
    ['Asia/Tokyo', '2026-12-05 08:00:00', '2026-12-05 10:00:00', '2026-12-04 23:00:00', '2026-12-05 01:00:00', 'JST'],
    ['UTC', '2026-12-05 20:00:00', '2026-12-05 23:00:00', '2026-12-05 20:00:00', '2026-12-05 23:00:00', 'UTC'],
  ])('%s %s: local kept, utc_* converted, abbreviation', async (timezone, start, end, utcStart, utcEnd, abbr) => {
    const event = await createEvent(api, { title: `Zone ${timezone}`, timezone, start_date: start, end_date: end });
    expect(event.timezone).toBe(timezone);
    expect(event.timezone_abbr).toBe(abbr);
    expect(event.start_date).toBe(start);
    expect(event.end_date).toBe(end);
    expect(event.utc_start_date).toBe(utcStart);
    expect(event.utc_end_date).toBe(utcEnd);
    expect(event.start_date_details).toEqual(details(start));
    expect(event.utc_start_date_details).toEqual(details(utcStart));
    expect(event.utc_end_date_details).toEqual(details(utcEnd));
  });

  it('an empty timezone means the site zone', async () => {
    const event = await createEvent(api, eventBody('Empty Zone', { timezone: '' }));
    expect(event.timezone).toBe('UTC');
    expect(event.utc_start_date).toBe('2026-12-05 20:00:00');
  });

  it('without a timezone the site zone (UTC) is used', async () => {
    const event = await createEvent(api, eventBody('Site Zone'));
    expect(event.timezone).toBe('UTC');
    expect(event.timezone_abbr).toBe('UTC');
    expect(event.utc_start_date).toBe('2026-12-05 20:00:00');
  });
});

describe('date formats', () => {
  it.each<[string, string, string, string, string]>([
    // label, start input, end input, expected local start, expected local end (zone America/New_York)
    [
      'ISO 8601 without offset',
      '2027-03-01T10:00:00',
      '2027-03-01T11:00:00',
      '2027-03-01 10:00:00',
      '2027-03-01 11:00:00',
    ],
    ['date only', '2027-03-05', '2027-03-05', '2027-03-05 00:00:00', '2027-03-05 00:00:00'],
    ['Y-m-d 4pm', '2027-03-06 4pm', '2027-03-06 6pm', '2027-03-06 16:00:00', '2027-03-06 18:00:00'],
    ['Y-m-d H:i', '2027-03-07 09:30', '2027-03-07 10:45', '2027-03-07 09:30:00', '2027-03-07 10:45:00'],
    // An explicit offset is an instant: 20:00+02:00 is 18:00 UTC, 13:00 in New York (API.md decision).
    [
      'explicit offset',
      '2026-12-05T20:00:00+02:00',
      '2026-12-05T22:00:00Z',
      '2026-12-05 13:00:00',
      '2026-12-05 17:00:00',
    ],
    // A Unix timestamp is an instant too: 1804064400 = 2027-03-03 09:00:00 UTC = 04:00 EST.
    ['Unix timestamps', '1804064400', '1804068000', '2027-03-03 04:00:00', '2027-03-03 05:00:00'],
  ])('%s', async (_label, start, end, localStart, localEnd) => {
    const event = await createEvent(api, {
      title: 'Formats',
      timezone: 'America/New_York',
      start_date: start,
      end_date: end,
    });
    expect(event.start_date).toBe(localStart);
    expect(event.end_date).toBe(localEnd);
    expect(event.timezone).toBe('America/New_York');
  });

  it('offset and timestamp inputs keep the instant: utc_* equal the instant in UTC', async () => {
    const event = await createEvent(api, {
      title: 'Instants',
      timezone: 'America/New_York',
      start_date: '2026-12-05T20:00:00+02:00',
      end_date: '1804064400',
    });
    expect(event.utc_start_date).toBe('2026-12-05 18:00:00');
    expect(event.utc_end_date).toBe('2027-03-03 09:00:00');
  });

  it('natural language: "tomorrow 9am" → 09:00 on a day after NOW\'s date', async () => {
    const event = await createEvent(api, { title: 'Tomorrow', start_date: 'tomorrow 9am', end_date: 'tomorrow 11am' });
    expect(event.start_date).toMatch(/^\d{4}-\d{2}-\d{2} 09:00:00$/);
    expect(event.end_date).toMatch(/^\d{4}-\d{2}-\d{2} 11:00:00$/);
    expect(event.start_date.slice(0, 10) > '2026-11-21').toBe(true);
    expect(event.end_date.slice(0, 10)).toBe(event.start_date.slice(0, 10));
    expect(event.start_date_details.hour).toBe('09');
  });

  it.each<[string, string, string, number | undefined]>([
    // phrase, end phrase, expected time of day, expected weekday of the start (0 = Sunday) when fixed
    ['next wednesday 4pm', 'next wednesday 5pm', '16:00:00', 3],
    ['+5 days 11am', '+5 days 1pm', '11:00:00', undefined],
    ['tomorrow 00:00:00', 'tomorrow 23:59:59', '00:00:00', undefined],
  ])('natural language: "%s" → %s… after NOW\'s date', async (start, end, time, weekday) => {
    const event = await createEvent(api, { title: 'Relative', start_date: start, end_date: end });
    expect(event.start_date.slice(11)).toBe(time);
    expect(event.start_date.slice(0, 10) > '2026-11-21').toBe(true);
    expect(event.end_date >= event.start_date).toBe(true);
    if (weekday !== undefined) expect(new Date(`${event.start_date.slice(0, 10)}T00:00:00Z`).getUTCDay()).toBe(weekday);
  });

  it('natural language is read in the event zone: "tomorrow 9am" New York is 14:00 UTC', async () => {
    const event = await createEvent(api, {
      title: 'Relative NY',
      timezone: 'America/New_York',
      start_date: 'tomorrow 9am',
      end_date: 'tomorrow 10am',
    });
    expect(event.start_date.slice(11)).toBe('09:00:00');
    expect(event.utc_start_date.slice(11)).toBe('14:00:00');
    expect(event.utc_start_date.slice(0, 10)).toBe(event.start_date.slice(0, 10));
    expect(event.timezone_abbr).toBe('EST');
  });

  it('end before start → end equals start (local and UTC)', async () => {
    const event = await createEvent(api, {
      title: 'Backwards',
      start_date: '2026-12-02 10:00:00',
      end_date: '2026-12-01 10:00:00',
    });
    expect(event.start_date).toBe('2026-12-02 10:00:00');
    expect(event.end_date).toBe('2026-12-02 10:00:00');
    expect(event.utc_end_date).toBe('2026-12-02 10:00:00');
    expect(event.end_date_details).toEqual(details('2026-12-02 10:00:00'));
  });
});

describe('all-day events', () => {
  it('single day: times are discarded, 00:00:00 → 23:59:59', async () => {
    const event = await createEvent(api, {
      title: 'All Day One',
      all_day: true,
      start_date: '2026-12-20 10:00:00',
      end_date: '2026-12-20 12:00:00',
    });
    expect(event.all_day).toBe(true);
    expect(event.start_date).toBe('2026-12-20 00:00:00');
    expect(event.end_date).toBe('2026-12-20 23:59:59');
    expect(event.utc_start_date).toBe('2026-12-20 00:00:00');
    expect(event.utc_end_date).toBe('2026-12-20 23:59:59');
    expect(event.end_date_details).toEqual({
      year: '2026',
      month: '12',
      day: '20',
      hour: '23',
      minutes: '59',
      seconds: '59',
    });
  });

  it('multi-day with date-only input: first day 00:00:00 → last day 23:59:59', async () => {
    const event = await createEvent(api, {
      title: 'Winter Festival',
      all_day: true,
      start_date: '2026-12-20',
      end_date: '2026-12-22',
    });
    expect(event.start_date).toBe('2026-12-20 00:00:00');
    expect(event.end_date).toBe('2026-12-22 23:59:59');
  });

  it('all-day in a zone: local days rounded, utc_* computed from them', async () => {
    const event = await createEvent(api, {
      title: 'All Day NY',
      all_day: true,
      timezone: 'America/New_York',
      start_date: '2026-12-20 09:00',
      end_date: '2026-12-21 11:00',
    });
    expect(event.start_date).toBe('2026-12-20 00:00:00');
    expect(event.end_date).toBe('2026-12-21 23:59:59');
    expect(event.utc_start_date).toBe('2026-12-20 05:00:00');
    expect(event.utc_end_date).toBe('2026-12-22 04:59:59');
  });

  it('all_day false (the default) keeps the times', async () => {
    const event = await createEvent(api, eventBody('Not All Day', { all_day: false }));
    expect(event.all_day).toBe(false);
    expect(event.start_date).toBe('2026-12-05 20:00:00');
  });
});

describe('cost', () => {
  it.each<[string, unknown, string, Json]>([
    [
      'prefix symbol',
      '$15',
      '$15',
      { currency_symbol: '$', currency_code: '', currency_position: 'prefix', values: ['15'] },
    ],
    [
      'postfix symbol',
      '20$',
      '20$',
      { currency_symbol: '$', currency_code: '', currency_position: 'postfix', values: ['20'] },
    ],
    [
      'array with a free entry',
      ['0$', '20$', '30$'],
      'Free – 30$',
      { currency_symbol: '$', currency_code: '', currency_position: 'postfix', values: ['0', '20', '30'] },
    ],
    ['no cost', undefined, '', { currency_symbol: '', currency_code: '', currency_position: '', values: [] }],
    ['empty string', '', '', { currency_symbol: '', currency_code: '', currency_position: '', values: [] }],
  ])('%s', async (_label, cost, display, costDetails) => {
    const event = await createEvent(api, eventBody('Cost', cost === undefined ? {} : { cost }));
    expect(event.cost).toBe(display);
    expect(event.cost_details).toEqual(costDetails);
  });
});

describe('website', () => {
  it('omitted → the event permalink', async () => {
    const event = await createEvent(api, eventBody('No Website'));
    expect(event.website).toBe(`${api.site}/event/no-website/`);
    expect(event.website).toBe(event.url);
  });

  it('sent → echoed', async () => {
    const event = await createEvent(api, eventBody('With Website', { website: 'https://jazz.example.com/night' }));
    expect(event.website).toBe('https://jazz.example.com/night');
  });
});

describe('flags', () => {
  const FLAGS = ['show_map', 'show_map_link', 'hide_from_listings', 'sticky', 'featured'] as const;

  it('omitted → all false', async () => {
    const event = await createEvent(api, eventBody('No Flags'));
    for (const flag of FLAGS) expect(event[flag], flag).toBe(false);
  });

  it.each(FLAGS)('%s: true → true, the others stay false', async (flag) => {
    const event = await createEvent(api, eventBody(`Flag ${flag}`, { [flag]: true }));
    for (const other of FLAGS) expect(event[other], other).toBe(other === flag);
  });

  it.each<[unknown, boolean]>([
    ['true', true],
    ['1', true],
    [1, true],
    ['false', false],
    ['0', false],
    [0, false],
  ])('featured: %j → %s', async (value, expected) => {
    const event = await createEvent(api, eventBody('Featured coercion', { featured: value }));
    expect(event.featured).toBe(expected);
  });
});

describe('text', () => {
  it('title HTML is escaped (its & as WordPress answers it); description scripts are removed and HTML kept', async () => {
    const event = await createEvent(
      api,
      eventBody('Rock & Roll <b>x</b>', {
        description: '<p>An evening of <strong>live jazz</strong>.</p><script>alert(1)</script>',
      }),
    );
    expect(event.title).toBe('Rock &#038; Roll &lt;b&gt;x&lt;/b&gt;');
    expect(event.description).toBe('<p>An evening of <strong>live jazz</strong>.</p>');
    expect(event.description).not.toContain('script');
    expect(event.description).not.toContain('alert');
  });

  it('plain-text description and excerpt become paragraphs', async () => {
    const event = await createEvent(
      api,
      eventBody('Plain Texts', { description: 'Line one\nLine two', excerpt: 'Live jazz downtown' }),
    );
    expect(event.description).toBe('<p>Line one<br />\nLine two</p>');
    expect(event.excerpt).toBe('<p>Live jazz downtown</p>');
  });

  it('event handlers and javascript: URLs are stripped from the description', async () => {
    const event = await createEvent(
      api,
      eventBody('Handlers', { description: '<p><a href="javascript:alert(1)" onclick="x()">link</a></p>' }),
    );
    expect(event.description).not.toContain('javascript:');
    expect(event.description).not.toContain('onclick');
    expect(event.description).toContain('link');
  });
});

describe('slugs', () => {
  it('generated from the title, unique with -2, -3', async () => {
    const first = await createEvent(api, eventBody('Slug Party'));
    const second = await createEvent(api, eventBody('Slug Party'));
    const third = await createEvent(api, eventBody('Slug Party'));
    expect([first.slug, second.slug, third.slug]).toEqual(['slug-party', 'slug-party-2', 'slug-party-3']);
    expect(second.url).toBe(`${api.site}/event/slug-party-2/`);
  });

  it('an explicit slug is honoured (and sanitised)', async () => {
    const event = await createEvent(api, eventBody('Some Title', { slug: 'an-event' }));
    expect(event.slug).toBe('an-event');
    expect(event.url).toBe(`${api.site}/event/an-event/`);
    const again = await createEvent(api, eventBody('Other Title', { slug: 'An Event' }));
    expect(again.slug).toBe('an-event-2');
  });

  it('drafts get an empty slug and the plain permalink', async () => {
    const event = await createEvent(api, eventBody('Draft Planning Session', { status: 'draft' }));
    expect(event.status).toBe('draft');
    expect(event.slug).toBe('');
    expect(event.url).toBe(`${api.site}/?post_type=tribe_events&p=${event.id}`);
    expect(event.website).toBe(event.url);
  });

  it('without a status the administrator publishes', async () => {
    const event = await createEvent(api, eventBody('Published By Default'));
    expect(event.status).toBe('publish');
  });
});
