// Writes a large calendar document (venues, organizers, terms, events) for benchmarks, deterministically.
import { writeFile } from 'node:fs/promises';
import { lcg } from './support.js';

const ZONES = ['UTC', 'Europe/Madrid', 'America/New_York', 'Asia/Tokyo'];
const pad = (n) => String(n).padStart(2, '0');
const wall = (ms) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`;
};

const versioned = (record) => ({ ...record, version: 1 });
const VENUES = 200;
const ORGANIZERS = 50;
/** The ID of the fixture's first event: the venues and organizers come first. */
export const FIRST_EVENT_ID = VENUES + ORGANIZERS + 1;

export async function writeCalendar(path, { events, now }) {
  // The same calendar for the same size, run after run.
  const rand = lcg(events);
  const stamp = wall(now);
  const post = (id, title) => ({
    id,
    author: 1,
    status: 'publish',
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    title,
    description: `About ${title}.`,
    excerpt: '',
    date: stamp,
    date_utc: stamp,
    modified: stamp,
    modified_utc: stamp,
    image: null,
    language: 'en',
    password: null,
  });
  let id = 0;
  const venues = Array.from({ length: VENUES }, (_, i) => ({
    ...post(++id, `Venue ${i}`),
    address: `${i} Main Street`,
    city: `City ${i % 40}`,
    country: 'Spain',
    province: '',
    state: '',
    zip: String(10000 + i),
    phone: '',
    stateprovince: '',
    website: '',
    show_map: null,
    show_map_link: null,
    geo_lat: 40 + rand() * 3,
    geo_lng: -1 + rand() * 4,
  }));
  const organizers = Array.from({ length: ORGANIZERS }, (_, i) => ({
    ...post(++id, `Organizer ${i}`),
    phone: '',
    website: '',
    email: `o${i}@example.org`,
  }));
  const term = (tid, name, parent = 0) => ({
    id: tid,
    name,
    slug: name.toLowerCase().replace(/ /g, '-'),
    description: '',
    parent,
    language: 'en',
  });
  const categories = Array.from({ length: 20 }, (_, i) => term(i + 1, `Category ${i}`, i >= 10 ? i - 9 : 0));
  const tags = Array.from({ length: 50 }, (_, i) => term(21 + i, `Tag ${i}`));
  const list = [];
  const twoYears = 730 * 86_400_000;
  for (let i = 0; i < events; i++) {
    const start = now - 30 * 86_400_000 + Math.floor((rand() * twoYears) / 900_000) * 900_000;
    const startWall = wall(start);
    const endWall = wall(start + 2 * 3_600_000);
    list.push({
      ...post(++id, `Event ${i} ${['concert', 'workshop', 'talk', 'market'][i % 4]}`),
      start_date: startWall,
      end_date: endWall,
      utc_start_date: startWall,
      utc_end_date: endWall,
      timezone: ZONES[i % ZONES.length],
      all_day: false,
      cost: i % 3 === 0 ? String(i % 50) : null,
      website: null,
      show_map: true,
      show_map_link: true,
      hide_from_listings: i % 97 === 0,
      sticky: false,
      featured: i % 20 === 0,
      categories: [1 + (i % 20)],
      tags: [21 + (i % 50), 21 + ((i * 7) % 50)],
      venues: [1 + (i % VENUES)],
      organizers: [VENUES + 1 + (i % ORGANIZERS)],
      post_parent: 0,
    });
  }
  const doc = {
    format: 'cal-store',
    schema: 1,
    settings: {
      timezone: 'UTC',
      site_url: 'http://127.0.0.1',
      default_language: 'en',
      languages: ['ca', 'en', 'es'],
      posts_per_page: 10,
      max_per_page: 50,
      multi_day_cutoff: '00:00',
      currency_symbol: '$',
      currency_position: 'prefix',
    },
    sequences: { post: id, term: 70, user: 1 },
    users: [{ id: 1, login: 'admin', name: 'Administrator', email: '', role: 'administrator' }],
    media: [],
    // Every post and term carries its version last, as the files cal writes do.
    venues: venues.map(versioned),
    organizers: organizers.map(versioned),
    events: list.map(versioned),
    categories: categories.map(versioned),
    tags: tags.map(versioned),
  };
  await writeFile(path, JSON.stringify(doc));
}
