// iCalendar feeds of `cal serve` (src/server/feeds.ts) over a calendar of realistic size: feeds of about 1 000 events
// each, every request a different window, timed when the server makes each event's VEVENT (uncached), when it keeps
// them from earlier feeds (a different window over the same events), and when the whole feed is kept (the same
// address again, as a subscribed app asks), plus the 304 an app's If-None-Match gets.
import { performance } from 'node:perf_hooks';
import { writeCalendar } from './calendar-fixture.js';
import { count, DAY, isoDay, median, ms, renderedAhead, scratch, startServe, table } from './support.js';

const { fetch } = globalThis;
/** Days of the fixture's ~13.7 events a day that make about 1 000 events. */
const WINDOW_DAYS = 73;

async function timed(origin, path, headers = {}) {
  const started = performance.now();
  const response = await fetch(`${origin}${path}`, { headers });
  const text = await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== 200 && response.status !== 304)
    throw new Error(`${path}: ${response.status} ${text.slice(0, 200)}`);
  return {
    elapsed,
    status: response.status,
    events: text.split('BEGIN:VEVENT').length - 1,
    bytes: text.length,
    etag: response.headers.get('etag'),
  };
}

export async function benchFeed({ events, windows }) {
  const box = await scratch('feed');
  const file = box.path('calendar.json');
  const now = Date.now();
  await writeCalendar(file, { events, now });
  const server = await startServe(file, box.dir, { CAL_CACHE: 'on' });
  try {
    await renderedAhead(server);
    const feed = (offset) =>
      `/events/?ical=1&start_date=${isoDay(now + offset * DAY)}&end_date=${isoDay(now + (offset + WINDOW_DAYS - 1) * DAY)}`;
    // Windows that share no day: every event's VEVENT is made for the first time.
    const made = [];
    for (let i = 0; i < windows; i++) made.push(await timed(server.origin, feed(-30 + i * WINDOW_DAYS)));
    // Windows moved a day or more from those: other feeds, most of whose events were written already.
    const kept = [];
    for (let i = 0; i < windows; i++) kept.push(await timed(server.origin, feed(-29 + i * WINDOW_DAYS + (i % 5))));
    // The same address again, and with the ETag its answer carried.
    const again = [];
    const notModified = [];
    for (let i = 0; i < windows; i++) {
      const path = feed(-29 + i * WINDOW_DAYS + (i % 5));
      const answer = await timed(server.origin, path);
      again.push(answer);
      notModified.push(await timed(server.origin, path, { 'if-none-match': answer.etag }));
    }
    if (notModified.some((answer) => answer.status !== 304)) throw new Error('an If-None-Match did not get 304');
    const row = (name, samples) => [
      name,
      count(median(samples.map((s) => s.events))),
      `${(median(samples.map((s) => s.bytes)) / 1024).toFixed(0)} KiB`,
      ms(median(samples.map((s) => s.elapsed))),
      ms(Math.max(...samples.map((s) => s.elapsed))),
    ];
    const markdown = [
      '## iCalendar feeds',
      '',
      `\`GET /events/?ical=1&start_date=…&end_date=…\` (${WINDOW_DAYS} days) on a calendar of ${count(events)} events, ${windows} feeds a row, each a different window unless said; one client.`,
      '',
      table(
        ['feed', 'events', 'size', 'median', 'slowest'],
        [
          row('every VEVENT made (uncached)', made),
          row('another window, VEVENTs kept from earlier feeds', kept),
          row('the same feed again (kept whole until a write)', again),
          row('the same feed with its ETag: 304', notModified),
        ],
        ['l', 'r', 'r', 'r', 'r'],
      ),
    ].join('\n');
    return { markdown };
  } finally {
    await server.stop();
    await box.remove();
  }
}
