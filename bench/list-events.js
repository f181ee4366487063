// How fast list and single reads answer on large calendars (in-process app: no network in the numbers).
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../dist/server/app.js';
import { JsonFileStore } from '../dist/store/json-file-store.js';
import { writeCalendar } from './calendar-fixture.js';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

async function time(app, url, runs) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    const response = await app.handle({ method: 'GET', url, headers: {} });
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${response.body.slice(0, 200)}`);
  }
  // The first answer after a change computes the matches; later ones reuse them until the next write.
  const first = samples[0];
  samples.sort((a, b) => a - b);
  return { first, median: samples[Math.floor(runs / 2)], p99: samples[Math.min(runs - 1, Math.floor(runs * 0.99))] };
}

export async function benchListEvents(sizes = [10_000, 100_000]) {
  const rows = [];
  for (const size of sizes) {
    const dir = await mkdtemp(join(tmpdir(), 'cal-bench-'));
    const file = join(dir, 'calendar.json');
    await writeCalendar(file, { events: size, now: NOW });
    const opened = process.hrtime.bigint();
    const store = await JsonFileStore.open(file);
    const openMs = Number(process.hrtime.bigint() - opened) / 1e6;
    const app = createApp({ store, siteUrl: 'http://127.0.0.1', now: () => NOW });
    const base = '/wp-json/cal/events/v1/';
    const cases = [
      ['GET /events (default page)', `${base}events`],
      ['GET /events page 50', `${base}events?page=50`],
      ['GET /events?search=workshop&start_date=2027-01-01&end_date=2027-01-31', `${base}events?search=workshop&start_date=2027-01-01&end_date=2027-01-31`],
      ['GET /events?categories=3&per_page=50', `${base}events?categories=3&per_page=50`],
      ['GET /events?geoloc_lat=41&geoloc_lng=1&geoloc_radius=50', `${base}events?geoloc_lat=41&geoloc_lng=1&geoloc_radius=50`],
      ['GET /events/{id}', `${base}events/${300 + Math.floor(size / 2)}`],
      ['GET /venues', `${base}venues`],
      ['GET /categories', `${base}categories`],
    ];
    for (const [name, url] of cases) {
      const { first, median, p99 } = await time(app, url, 30);
      rows.push({ events: size, request: name, first, median, p99 });
    }
    rows.push({ events: size, request: 'open the store (this process)', first: openMs, median: openMs, p99: openMs });
    // Start-up and memory of a process that does nothing but open the file, as a server would.
    const child = JSON.parse(execFileSync(process.execPath, ['--expose-gc', fileURLToPath(new URL('./open-store-child.js', import.meta.url)), file], { encoding: 'utf8' }));
    rows.push({ events: size, request: 'open the store (fresh process)', first: child.ms, median: child.ms, p99: child.ms });
    rows.push({ events: size, request: 'resident memory after opening (MB, fresh process)', first: child.rssMb, median: child.rssMb, p99: child.rssMb });
    const writes = [];
    for (let i = 0; i < 50; i++) {
      const started = process.hrtime.bigint();
      await store.write((tx) => tx.put('tags', { id: tx.nextId('term'), name: `bench ${i}`, slug: `bench-${i}`, description: '', parent: 0, language: 'en' }));
      writes.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    writes.sort((a, b) => a - b);
    rows.push({ events: size, request: 'one write (journal append + fsync)', first: writes[0], median: writes[25], p99: writes[49] });
    await store.close();
    await rm(dir, { recursive: true, force: true });
  }
  return rows;
}
