// Shared data for the bulk-*.test.ts files: two events as the API returns them, their portable shape, temp files.
import qs from 'qs';
import type { Expectation } from '../../helpers/cli-fakes.js';

/** An event with a venue, two organizers, categories and tags; its title and description carry HTML. */
export const jazzApi = {
  id: 10,
  status: 'publish',
  url: 'http://localhost/event/jazz-night/',
  title: 'Jazz &amp; Blues',
  description: '<p>Live <b>jazz</b>, all night.</p>\n<p>Bring friends.</p>',
  excerpt: '',
  slug: 'jazz-night',
  all_day: false,
  start_date: '2026-12-05 20:00:00',
  end_date: '2026-12-05 23:00:00',
  utc_start_date: '2026-12-05 19:00:00',
  timezone: 'Europe/Madrid',
  cost: '$15',
  website: 'http://localhost/event/jazz-night/',
  show_map: true,
  show_map_link: false,
  hide_from_listings: false,
  sticky: false,
  featured: true,
  categories: [
    { id: 3, name: 'Jazz', slug: 'jazz' },
    { id: 4, name: 'Live, Music', slug: 'live-music' },
  ],
  tags: [{ id: 7, name: 'free|open', slug: 'free-open' }],
  venue: {
    id: 20,
    url: 'http://localhost/venue/blue-hall/',
    venue: 'Blue Hall',
    slug: 'blue-hall',
    address: '1 Main St',
    city: 'Vic',
    country: 'Spain',
    zip: '08500',
    phone: '555',
    show_map: true,
  },
  organizer: [
    { id: 30, organizer: 'Ana', slug: 'ana', phone: '1', email: 'ana@example.org' },
    { id: 31, organizer: 'Bob', slug: 'bob' },
  ],
  custom_fields: [],
  // As its editor reads it (context=edit): the text as written.
  raw: {
    title: 'Jazz & Blues',
    description: '<p>Live <b>jazz</b>, all night.</p>\n<p>Bring friends.</p>',
    excerpt: '',
  },
};

/** An all-day draft without venue, organizers or terms, with its own website. */
export const marketApi = {
  id: 11,
  status: 'draft',
  url: 'http://localhost/?post_type=tribe_events&p=11',
  title: 'Market',
  description: '',
  excerpt: '<p>Stalls</p>',
  slug: 'market',
  all_day: true,
  start_date: '2026-12-06 00:00:00',
  end_date: '2026-12-06 23:59:59',
  timezone: 'UTC',
  cost: '',
  website: 'https://market.example.org',
  show_map: false,
  show_map_link: false,
  hide_from_listings: false,
  sticky: false,
  featured: false,
  categories: [],
  tags: [],
  venue: [],
  organizer: [],
  raw: { title: 'Market', description: '', excerpt: 'Stalls' },
};

export const jazz = {
  title: 'Jazz & Blues',
  description: '<p>Live <b>jazz</b>, all night.</p>\n<p>Bring friends.</p>',
  excerpt: '',
  slug: 'jazz-night',
  status: 'publish',
  start_date: '2026-12-05 20:00:00',
  end_date: '2026-12-05 23:00:00',
  timezone: 'Europe/Madrid',
  all_day: false,
  cost: '$15',
  featured: true,
  sticky: false,
  hide_from_listings: false,
  show_map: true,
  show_map_link: false,
  categories: ['Jazz', 'Live, Music'],
  tags: ['free|open'],
  venue: { venue: 'Blue Hall', address: '1 Main St', city: 'Vic', country: 'Spain', zip: '08500', phone: '555' },
  organizer: [{ organizer: 'Ana', phone: '1', email: 'ana@example.org' }, { organizer: 'Bob' }],
};

export const market = {
  title: 'Market',
  description: '',
  excerpt: 'Stalls',
  slug: 'market',
  status: 'draft',
  start_date: '2026-12-06 00:00:00',
  end_date: '2026-12-06 23:59:59',
  timezone: 'UTC',
  all_day: true,
  cost: '',
  website: 'https://market.example.org',
  featured: false,
  sticky: false,
  hide_from_listings: false,
  show_map: false,
  show_map_link: false,
  categories: [],
  tags: [],
  organizer: [],
};

export const CSV_HEADER =
  'title,slug,start_date,end_date,timezone,all_day,status,cost,website,image,featured,sticky,hide_from_listings,show_map,show_map_link,categories,tags,venue,venue_address,venue_city,venue_country,venue_zip,venue_geo_lat,venue_geo_lng,organizer,organizer_email,description,excerpt,password,language,translation_of,translation_of_language';

export const CSV_EXPORT = [
  CSV_HEADER,
  'Jazz & Blues,jazz-night,2026-12-05 20:00:00,2026-12-05 23:00:00,Europe/Madrid,false,publish,$15,,,true,false,false,true,false,"Jazz|Live, Music",free\\|open,Blue Hall,1 Main St,Vic,Spain,08500,,,Ana|Bob,ana@example.org|,"<p>Live <b>jazz</b>, all night.</p>\n<p>Bring friends.</p>",,,,,',
  'Market,market,2026-12-06 00:00:00,2026-12-06 23:59:59,UTC,true,draft,,https://market.example.org,,false,false,false,false,false,,,,,,,,,,,,,Stalls,,,,',
  '',
].join('\n');

/** The create body the portable jazz event becomes: empty fields left out, the slug sent. */
export const jazzCreate = {
  title: 'Jazz & Blues',
  description: '<p>Live <b>jazz</b>, all night.</p>\n<p>Bring friends.</p>',
  slug: 'jazz-night',
  status: 'publish',
  start_date: '2026-12-05 20:00:00',
  end_date: '2026-12-05 23:00:00',
  timezone: 'Europe/Madrid',
  all_day: false,
  cost: '$15',
  featured: true,
  sticky: false,
  hide_from_listings: false,
  show_map: true,
  show_map_link: false,
  categories: [21, 22],
  tags: [31],
  venue: { venue: 'Blue Hall', address: '1 Main St', city: 'Vic', country: 'Spain', zip: '08500', phone: '555' },
  organizer: [{ organizer: 'Ana', phone: '1', email: 'ana@example.org' }, { organizer: 'Bob' }],
};

/**
 * Before jazz is written its category and tag names are looked up, by slug, then by name; no term has them yet, so
 * each is made through its taxonomy's route, and the event is sent with their IDs.
 */
/**
 * The list of one by which an import asks once whether a taxonomy holds any term (src/remote/writes/term-refs.ts): here
 * it holds some, unless `holds` is false (then its new names are made without a look-up).
 */
export function termProbe(taxonomy: 'categories' | 'tags', holds = true): Expectation {
  return {
    method: 'GET',
    path: `${taxonomy}?hide_empty=false&per_page=1`,
    reply: { body: { [taxonomy]: holds ? [{ id: 800, name: 'Other', slug: 'other' }] : [] } },
  };
}

export const jazzTermLookups: Expectation[] = (
  [
    ['categories', 'jazz', 'Jazz', 21],
    ['categories', 'live-music', 'Live, Music', 22],
    ['tags', 'free-open', 'free|open', 31],
  ] as const
).flatMap(([taxonomy, slug, name, id], at): Expectation[] => [
  // Each taxonomy is asked once, before its first name: both hold terms.
  ...(at === 0 || at === 2 ? [termProbe(taxonomy)] : []),
  ...[`slug=${slug}`, `search=${encodeURIComponent(name)}`].map((filter): Expectation => ({
    method: 'GET',
    path: `${taxonomy}?${filter}&hide_empty=false&per_page=50`,
    reply: { body: { [taxonomy]: [] } },
  })),
  { method: 'POST', path: taxonomy, body: { name }, reply: { status: 201, body: { id, name, slug } } },
]);

/**
 * An import of events reads the unpublished ones first (WordPress keeps drafts and a contributor's pending events
 * without a slug, so they are matched by title and start): here, none.
 */
export const NO_UNPUBLISHED: Expectation = {
  method: 'GET',
  path: 'events?status=draft%2Cpending&start_date=1900-01-01%2000%3A00%3A00&end_date=2099-12-31%2023%3A59%3A59&per_page=50&page=1',
  reply: { body: { events: [], total: 0, total_pages: 0 } },
};

/** The expectations of an events import: the unpublished events are read before the first slug look-up. */
export const eventImport = (expectations: Expectation[]): Expectation[] =>
  expectations.some((e) => e.path.startsWith('events/by-slug/')) &&
  !expectations.some((e) => e.path.startsWith('events?status=draft'))
    ? [NO_UNPUBLISHED, ...expectations]
    : expectations;

/** The site's zone, read once a run for records without a time zone of their own. */
export const SITE_ZONE: Expectation = {
  method: 'GET',
  path: '?_fields=timezone_string,gmt_offset',
  reply: { body: { timezone_string: 'UTC', gmt_offset: 0 } },
};

/**
 * The look-up of an event without a slug: by its title, two days either side of its start, every status; `from`
 * and `to` are those days.
 */
export const sameEvent = (
  title: string,
  from: string,
  to: string,
  events: unknown[] = [],
  extra = '',
): Expectation => ({
  method: 'GET',
  path:
    `events?${qs.stringify({ search: title })}&start_date=${from}&end_date=${to}&per_page=50` +
    `${extra}&status=publish%2Cfuture%2Cdraft%2Cpending%2Cprivate&page=1`,
  reply: { body: { events, total: events.length, total_pages: events.length > 0 ? 1 : 0 } },
});

/**
 * The list of one by which an import asks whether the UTC month `month` (`2026-12`) holds any event, with a day
 * either side (src/remote/event-month-blocks.ts): here it holds `events` (none: its records are looked up no more).
 */
export function monthProbe(month: string, events: unknown[] = [], extra = ''): Expectation {
  const first = Date.parse(`${month}-01T00:00:00Z`);
  const next = new Date(first);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const day = (instant: number) => new Date(instant).toISOString().slice(0, 10);
  return {
    method: 'GET',
    path:
      `events?per_page=1${extra}&start_date=${day(first - 86_400_000)}&end_date=${day(next.getTime() + 86_400_000)}` +
      '&status=publish%2Cfuture%2Cdraft%2Cpending%2Cprivate&page=1',
    reply: { body: { events: events.slice(0, 1), total: events.length, total_pages: events.length } },
  };
}

export const notFound = {
  status: 400,
  body: {
    code: 'rest_invalid_param',
    message: 'Invalid parameter(s): slug',
    data: { status: 400, params: { slug: 'Invalid parameter.' } },
  },
};

/**
 * The list of one by which an import asks once whether the server holds any venue (or organizer) of any status
 * (src/remote/import/linked-by-name.ts): here it holds some, unless `holds` is false (then no name is looked up).
 */
export function linkedProbe(kind: 'venues' | 'organizers', holds = true): Expectation {
  return {
    method: 'GET',
    path: `${kind}?per_page=1&status=publish%2Cfuture%2Cdraft%2Cpending%2Cprivate`,
    reply: { body: { [kind]: holds ? [{ id: 900 }] : [], total: holds ? 1 : 0, total_pages: holds ? 1 : 0 } },
  };
}

/**
 * Jazz names its venue and organizers by their fields: on a server that holds some, each is looked for by its
 * name's slug first (none here).
 */
export const jazzLinkedLookups: Expectation[] = [
  linkedProbe('venues'),
  { method: 'GET', path: 'venues/by-slug/blue-hall', reply: notFound },
  linkedProbe('organizers'),
  ...['organizers/by-slug/ana', 'organizers/by-slug/bob'].map((path): Expectation => ({
    method: 'GET',
    path,
    reply: notFound,
  })),
];
