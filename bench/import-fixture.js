// Writes an NDJSON file of events in the shape `cal export` writes, with venues, organizers, categories and tags.
import { writeFile } from 'node:fs/promises';

const DAY = 86_400_000;
const ZONES = ['UTC', 'Europe/Madrid', 'America/New_York', 'Asia/Tokyo'];
const KINDS = ['Concert', 'Workshop', 'Talk', 'Market'];
const wall = (t) => new Date(t).toISOString().slice(0, 19).replace('T', ' ');

const venue = (i) => ({
  venue: `Hall ${i}`,
  address: `${i} Main Street`,
  city: `City ${i % 40}`,
  country: 'Spain',
  zip: String(10_000 + i),
});
const organizer = (i) => ({ organizer: `Society ${i}`, email: `society${i}@example.org` });

/** `events` records, each unique by title (so each one is created), spread over the next year. */
export async function writeImportFile(path, { events, now }) {
  const lines = [];
  for (let i = 0; i < events; i++) {
    const start = now + (1 + (i % 365)) * DAY + (i % 24) * 3_600_000;
    const record = {
      title: `${KINDS[i % 4]} number ${i}`,
      description: `<p>About ${KINDS[i % 4].toLowerCase()} ${i}.</p>`,
      excerpt: '',
      status: 'publish',
      start_date: wall(start),
      end_date: wall(start + 2 * 3_600_000),
      timezone: ZONES[i % ZONES.length],
      all_day: false,
      cost: i % 3 === 0 ? `$${i % 50}` : '',
      featured: i % 20 === 0,
      sticky: false,
      hide_from_listings: false,
      show_map: true,
      show_map_link: true,
      categories: [`Category ${i % 20}`],
      tags: [`tag-${i % 50}`, `tag-${(i * 7) % 50}`],
      venue: venue(i % 200),
      organizer: [organizer(i % 50)],
    };
    lines.push(JSON.stringify(record));
  }
  await writeFile(path, `${lines.join('\n')}\n`);
}
