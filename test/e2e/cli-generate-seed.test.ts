// `cal generate` and `cal seed` with the built CLI on local calendar files: same seed, same calendar; fixtures rerun safely.
import { writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/setup.js';
import { json, ok, readCalendar, run, YEAR, type Json } from './cli-support.js';

const box = useSandbox();

const COLLECTIONS = ['venues', 'organizers', 'categories', 'tags', 'events'] as const;
// A sealed password differs on every write by design (a fresh nonce), however the event was made.
const STAMPS = new Set(['id', 'date', 'date_utc', 'modified', 'modified_utc', 'password_sealed']);

/** The calendar with IDs replaced by slugs and timestamps dropped, each collection sorted by slug. */
function normalised(doc: Json): Json {
  const slugs = new Map<string, string>();
  for (const kind of COLLECTIONS)
    for (const item of doc[kind] as Json[])
      slugs.set(`${kind === 'categories' || kind === 'tags' ? 'term' : 'post'}:${item.id}`, item.slug);
  const post = (id: number) => slugs.get(`post:${id}`);
  const term = (id: number) => slugs.get(`term:${id}`);
  const out: Json = {};
  for (const kind of COLLECTIONS) {
    out[kind] = (doc[kind] as Json[])
      .map((item) => {
        const copy: Json = Object.fromEntries(Object.entries(item).filter(([key]) => !STAMPS.has(key)));
        if (kind === 'events') {
          for (const key of ['venues', 'organizers']) copy[key] = (item[key] as number[]).map(post);
          for (const key of ['categories', 'tags']) copy[key] = (item[key] as number[]).map(term).sort();
        }
        if (kind === 'categories') copy.parent = item.parent === 0 ? null : term(item.parent);
        // Passwords are stored salted and hashed: two calendars agree on which events have one.
        if (kind === 'events') copy.password = item.password === null ? null : 'protected';
        return copy;
      })
      .sort((a, b) => String(a.slug).localeCompare(String(b.slug)));
  }
  return out;
}

describe('cal generate', { timeout: 120_000 }, () => {
  const args = ['generate', '--events', '200', '--seed', '7', '--from', `${YEAR}-03-01`, '--days', '60'];

  it('builds the same calendar twice from the same seed, with every kind of record and event', async () => {
    const [first, second] = await Promise.all([
      run(args, box.calendarEnv('gen-a')),
      run(args, box.calendarEnv('gen-b')),
    ]);
    ok(first);
    ok(second);
    expect(first.stderr).toMatch(/events: created 200, updated 0, skipped 0, failed 0/);
    expect(first.stderr).toMatch(
      /generated 200 events, 20 venues, 10 organizers, 12 categories, 15 tags \(seed 7, from \d{4}-03-01 over 60 days\)$/,
    );
    const a = normalised(await readCalendar(box.path('gen-a.json')));
    const b = normalised(await readCalendar(box.path('gen-b.json')));
    expect(b).toEqual(a);
    expect([a.events.length, a.venues.length, a.organizers.length, a.categories.length, a.tags.length]).toEqual([
      200, 20, 10, 12, 15,
    ]);
    const events = a.events as Json[];
    expect(events.some((e) => e.status === 'draft')).toBe(true);
    expect(events.some((e) => e.password === 'protected')).toBe(true);
    expect(events.some((e) => e.all_day)).toBe(true);
    expect(events.some((e) => e.featured) && events.some((e) => e.hide_from_listings)).toBe(true);
    expect(new Set(events.map((e) => e.timezone)).size).toBeGreaterThanOrEqual(4);
    expect(
      events
        .filter((e) => e.venues.length > 0)
        .every((e) => e.venues.every((slug: string | undefined) => slug !== undefined)),
    ).toBe(true);
    expect((a.categories as Json[]).some((c) => c.parent !== null)).toBe(true);
    expect((a.venues as Json[]).every((v) => typeof v.geo_lat === 'number' && v.address !== '')).toBe(true);
  });

  it('adds as many events as asked to a used calendar for another seed, and none for the same seed again', async () => {
    const env = box.calendarEnv('gen-used');
    const seed = (value: string) => ['generate', '--events', '100', '--seed', value, '--from', `${YEAR}-03-01`];
    ok(await run(seed('11'), env));
    const other = await run(seed('12'), env);
    expect(other.exitCode, other.stderr).toBe(0);
    expect(other.stderr).toMatch(/^venues: created 10, updated 0, skipped 0, failed 0$/m);
    expect(other.stderr).toMatch(/^organizers: created 5, updated 0, skipped 0, failed 0$/m);
    expect(other.stderr).toMatch(/^events: created 100, updated 0, skipped 0, failed 0$/m);
    // The categories are the same vocabulary; some tags are too.
    expect(other.stderr).toMatch(
      /^generated 100 events, 10 venues, 5 organizers, 12 categories, 15 tags \(seed 12, from \d{4}-03-01 over 90 days\); already there: 12 categories, \d+ tags$/m,
    );
    const doc = await readCalendar(box.path('gen-used.json'));
    expect([doc.events.length, doc.venues.length, doc.organizers.length]).toEqual([200, 20, 10]);
    // Each run's events link to that run's own venues and organizers, whatever their names.
    const runOf = new Map<number, string>();
    for (const event of doc.events as Json[]) {
      const run = /-(1[12])-\d+$/.exec(event.slug)?.[1];
      expect(run, event.slug).toBeDefined();
      for (const id of [...event.venues, ...event.organizers] as number[]) {
        expect(runOf.get(id) ?? run, `linked item ${id}`).toBe(run);
        runOf.set(id, run as string);
      }
    }

    const again = await run(seed('12'), env);
    expect(again.exitCode, again.stderr).toBe(0);
    expect(again.stderr).toMatch(/^events: created 0, updated 0, skipped 100, failed 0$/m);
    expect(again.stderr).toMatch(
      /^generated 100 events, 10 venues, 5 organizers, 12 categories, 15 tags \(seed 12, from \d{4}-03-01 over 90 days\); already there: 100 events, 10 venues, 5 organizers, 12 categories, 15 tags$/m,
    );
    expect((await readCalendar(box.path('gen-used.json'))).events).toHaveLength(200);
  });

  it('writes a file that cal import reads into another calendar', async () => {
    const file = box.path('generated.ndjson');
    const written = await run([...args, '--output', file], box.calendarEnv('gen-file'));
    expect(ok(written)).toBe('');
    expect(existsSync(box.path('gen-file.json'))).toBe(false);
    const imported = await run(['import', file], box.calendarEnv('gen-imported'));
    ok(imported);
    expect(imported.stderr).toMatch(/created 200, updated 0, skipped 0, failed 0/);
    const doc = await readCalendar(box.path('gen-imported.json'));
    expect(doc.events).toHaveLength(200);
    expect((doc.venues as Json[]).length).toBeGreaterThan(0);
  });
});

const FIXTURE = `# A small calendar for tests
venues:
  main-hall: { venue: Main Hall, address: 1 Gran Via, city: Madrid, zip: 08001 }
organizers:
  acme: { organizer: ACME Events, email: info@acme.example }
categories:
  music: { name: Music }
  jazz: { name: Jazz, parent: "@music" }
tags:
  free: { name: Free }
events:
  opening:
    title: Opening night
    start_date: ${YEAR}-01-10 20:00:00
    end_date: ${YEAR}-01-10 23:00:00
    timezone: Europe/Madrid
    venue: "@main-hall"
    organizer: ["@acme"]
    categories: ["@jazz"]
    tags: ["@free"]
  preview:
    title: Press preview
    start_date: ${YEAR}-01-09 11:00:00
    end_date: ${YEAR}-01-09 12:00:00
    status: draft
    password: press-only
    venue: "@main-hall"
`;

describe('cal seed', { timeout: 60_000 }, () => {
  it('applies a fixture with references, prints the ID map, and changes nothing on a rerun', async () => {
    const fixture = box.path('calendar.yaml');
    await writeFile(fixture, FIXTURE);
    const env = box.calendarEnv('seeded');
    const ids = json(await run(['seed', fixture], env));
    expect(Object.keys(ids)).toEqual(['venues', 'organizers', 'categories', 'tags', 'events']);
    expect(Object.keys(ids.events)).toEqual(['opening', 'preview']);
    const doc = await readCalendar(box.path('seeded.json'));
    const opening = (doc.events as Json[]).find((e) => e.id === ids.events.opening);
    expect(opening).toMatchObject({
      slug: 'opening',
      timezone: 'Europe/Madrid',
      venues: [ids.venues['main-hall']],
      organizers: [ids.organizers.acme],
      categories: [ids.categories.jazz],
      tags: [ids.tags.free],
    });
    expect((doc.categories as Json[]).find((c) => c.id === ids.categories.jazz)?.parent).toBe(ids.categories.music);
    expect((doc.venues as Json[])[0]?.zip).toBe('08001');
    expect((doc.events as Json[]).find((e) => e.id === ids.events.preview)).toMatchObject({
      status: 'draft',
      password: expect.stringMatching(/^sha256\$/),
    });

    const rerun = await run(['seed', fixture, '--output', box.path('ids.json')], env);
    expect(ok(rerun)).toBe('');
    expect(rerun.stderr).toBe(`seeded ${fixture}: created 0, updated 7`);
    expect(
      JSON.parse(await import('node:fs/promises').then((fs) => fs.readFile(box.path('ids.json'), 'utf8'))),
    ).toEqual(ids);
    const again = await readCalendar(box.path('seeded.json'));
    for (const kind of COLLECTIONS)
      expect(
        (again[kind] as Json[]).map((item) => item.id),
        kind,
      ).toEqual((doc[kind] as Json[]).map((item) => item.id));
  });

  it('refuses a bad reference before writing anything, naming the item and line', async () => {
    const fixture = box.path('bad.yaml');
    await writeFile(
      fixture,
      FIXTURE.replace('venue: "@main-hall"\n    organizer', 'venue: "@main-hal"\n    organizer'),
    );
    const result = await run(['seed', fixture], box.calendarEnv('bad-seed'));
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      `cal: events.opening (${fixture} line 17): venue "@main-hal" is not one of the venues defined before it`,
    );
    expect(existsSync(box.path('bad-seed.json'))).toBe(false);
  });
});
