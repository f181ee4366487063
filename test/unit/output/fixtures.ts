// Realistic API objects for the output tests, shaped like the captures in /work/shared/tec-captures.

type Item = Record<string, unknown>;

function details(s: string): Record<string, string> {
  const [date = '', time = ''] = s.split(' ');
  const [year = '', month = '', day = ''] = date.split('-');
  const [hour = '', minutes = '', seconds = ''] = time.split(':');
  return { year, month, day, hour, minutes, seconds };
}

function term(id: number, name: string, taxonomy: 'tribe_events_cat' | 'post_tag'): Item {
  const kind = taxonomy === 'post_tag' ? 'tags' : 'categories';
  return {
    name,
    slug: name.toLowerCase(),
    term_group: 0,
    term_taxonomy_id: id,
    taxonomy,
    description: '',
    parent: 0,
    count: 1,
    filter: 'raw',
    id,
    urls: {
      self: `http://127.0.0.1:8787/wp-json/tribe/events/v1/${kind}/${id}`,
      collection: `http://127.0.0.1:8787/wp-json/tribe/events/v1/${kind}`,
    },
  };
}

function dates(start: string, end: string, utcStart: string, utcEnd: string): Item {
  return {
    start_date: start,
    start_date_details: details(start),
    end_date: end,
    end_date_details: details(end),
    utc_start_date: utcStart,
    utc_start_date_details: details(utcStart),
    utc_end_date: utcEnd,
    utc_end_date_details: details(utcEnd),
  };
}

export const blueNote: Item = {
  id: 4,
  author: '1',
  status: 'publish',
  date: '2026-11-21 12:49:05',
  date_utc: '2026-11-21 12:49:05',
  modified: '2026-11-21 12:49:05',
  modified_utc: '2026-11-21 12:49:05',
  url: 'http://127.0.0.1:8787/venue/blue-note-hall/',
  venue: 'Blue Note Hall',
  description: '<p>A cosy jazz club.</p>',
  slug: 'blue-note-hall',
  address: '131 W 3rd St',
  city: 'New York',
  country: 'United States',
  state: 'NY',
  zip: '10012',
  phone: '+1 212 475 8592',
  website: 'https://example.com/blue-note',
  stateprovince: 'NY',
  show_map: true,
  show_map_link: true,
  global_id: '127.0.0.1?id=4',
  global_id_lineage: ['127.0.0.1?id=4'],
};

/** Empty fields are dropped from venues (§5.2): no description, address or phone here. */
export const inlineCafe: Item = {
  id: 11,
  author: '1',
  status: 'publish',
  date: '2026-11-21 12:49:06',
  date_utc: '2026-11-21 12:49:06',
  modified: '2026-11-21 12:49:06',
  modified_utc: '2026-11-21 12:49:06',
  url: 'http://127.0.0.1:8787/venue/inline-cafe/',
  venue: 'Inline Caf&eacute;',
  slug: 'inline-cafe',
  city: 'Lisbon',
  country: 'Portugal',
  show_map: true,
  show_map_link: true,
  global_id: '127.0.0.1?id=11',
  global_id_lineage: ['127.0.0.1?id=11'],
};

function organizer(id: number, name: string, slug: string): Item {
  return {
    id,
    author: '1',
    status: 'publish',
    date: '2026-11-21 12:49:05',
    date_utc: '2026-11-21 12:49:05',
    modified: '2026-11-21 12:49:05',
    modified_utc: '2026-11-21 12:49:05',
    url: `http://127.0.0.1:8787/organizer/${slug}/`,
    organizer: name,
    slug,
    global_id: `127.0.0.1?id=${id}`,
    global_id_lineage: [`127.0.0.1?id=${id}`],
  };
}

/** A timed New York event with an escaped title, HTML description, image, venue and two organizers. */
export const jazzNight: Item = {
  id: 8,
  global_id: '127.0.0.1?id=8',
  global_id_lineage: ['127.0.0.1?id=8'],
  author: '1',
  status: 'publish',
  date: '2026-11-21 12:49:05',
  date_utc: '2026-11-21 12:49:05',
  modified: '2026-11-21 12:49:05',
  modified_utc: '2026-11-21 12:49:05',
  url: 'http://127.0.0.1:8787/event/rock-roll-night/',
  rest_url: 'http://127.0.0.1:8787/wp-json/tribe/events/v1/events/8',
  title: 'Rock &amp; Roll Night',
  description: '<p>An evening of <strong>live jazz</strong> &amp; blues.</p>\n<p>Doors at 7.</p>',
  excerpt: '<p>Live jazz downtown</p>',
  slug: 'rock-roll-night',
  image: {
    url: 'http://127.0.0.1:8787/wp-content/uploads/2026/11/jazz.jpg',
    id: 21,
    extension: 'jpg',
    width: 1200,
    height: 800,
    sizes: {},
  },
  all_day: false,
  ...dates('2026-12-05 20:00:00', '2026-12-05 23:00:00', '2026-12-06 01:00:00', '2026-12-06 04:00:00'),
  timezone: 'America/New_York',
  timezone_abbr: 'EST',
  cost: '$15',
  cost_details: { currency_symbol: '$', currency_code: '', currency_position: 'prefix', values: ['15'] },
  website: 'https://jazz.example.com/night',
  show_map: true,
  show_map_link: true,
  hide_from_listings: false,
  sticky: false,
  featured: true,
  categories: [term(2, 'Music', 'tribe_events_cat')],
  tags: [term(7, 'jazz', 'post_tag'), term(9, 'live', 'post_tag')],
  venue: blueNote,
  organizer: [organizer(6, 'Jazz Society', 'jazz-society'), organizer(12, 'Smith &amp; Sons', 'smith-sons')],
  custom_fields: [],
};

/** An all-day Madrid event with no venue or organizer (the API's `[]`) and no image. */
export const winterMarket: Item = {
  id: 9,
  global_id: '127.0.0.1?id=9',
  global_id_lineage: ['127.0.0.1?id=9'],
  author: '1',
  status: 'draft',
  date: '2026-11-21 12:49:06',
  date_utc: '2026-11-21 12:49:06',
  modified: '2026-11-21 12:49:06',
  modified_utc: '2026-11-21 12:49:06',
  url: 'http://127.0.0.1:8787/event/winter-market/',
  rest_url: 'http://127.0.0.1:8787/wp-json/tribe/events/v1/events/9',
  title: 'Winter Market',
  description: '',
  excerpt: '',
  slug: 'winter-market',
  image: false,
  all_day: true,
  ...dates('2026-12-20 00:00:00', '2026-12-22 23:59:59', '2026-12-19 23:00:00', '2026-12-22 22:59:59'),
  timezone: 'Europe/Madrid',
  timezone_abbr: 'CET',
  cost: '',
  cost_details: { currency_symbol: '', currency_code: '', currency_position: '', values: [] },
  website: '',
  show_map: true,
  show_map_link: true,
  hide_from_listings: false,
  sticky: false,
  featured: false,
  categories: [term(4, 'Festivals', 'tribe_events_cat'), term(3, 'Markets', 'tribe_events_cat')],
  tags: [],
  venue: [],
  organizer: [],
  custom_fields: [],
};

export const events: readonly Item[] = [jazzNight, winterMarket];
export const venues: readonly Item[] = [blueNote, inlineCafe];

/** The same items as the data formats print them: names as text (entities decoded), all else as answered. */
export const jazzNightAsText: Item = {
  ...jazzNight,
  title: 'Rock & Roll Night',
  organizer: [organizer(6, 'Jazz Society', 'jazz-society'), organizer(12, 'Smith & Sons', 'smith-sons')],
};
export const eventsAsText: readonly Item[] = [jazzNightAsText, winterMarket];
export const venuesAsText: readonly Item[] = [blueNote, { ...inlineCafe, venue: 'Inline Café' }];

/** The catalog's default event columns (src/api/catalog.ts). */
export const EVENT_COLUMNS = ['id', 'start_date', 'end_date', 'title', 'venue.venue', 'status'] as const;
export const VENUE_COLUMNS = ['id', 'venue', 'city', 'country'] as const;
