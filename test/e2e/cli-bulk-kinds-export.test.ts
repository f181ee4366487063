// `cal venues|organizers|categories|tags export` with the built CLI: the shape each import reads, round trips in
// every format into a new calendar, categories with their parents.
import { beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/setup.js';
import { json, ok, run, seed, send, type Env } from './cli-support.js';

const box = useSandbox();
let source: Env;

beforeAll(async () => {
  source = box.calendarEnv('source');
  await seed(box, box.path('source.json'), async (api) => {
    await send(api, 'POST', 'venues', {
      venue: 'Blue Hall & Co',
      address: '1 Main St',
      city: 'Vic',
      country: 'Spain',
      geo_lat: 41.9301,
      geo_lng: 2.2549,
      description: '<p>Big <b>room</b></p>',
    });
    await send(api, 'POST', 'venues', {
      venue: 'Attic',
      status: 'draft',
      website: 'https://attic.example.org',
      show_map: 'false',
    });
    await send(api, 'POST', 'organizers', { organizer: 'Ana', email: 'ana@example.org', phone: '555' });
    const music = await send(api, 'POST', 'categories', { name: 'Music' });
    const jazz = await send(api, 'POST', 'categories', { name: 'Jazz', parent: music.id, description: 'Swing, bebop' });
    await send(api, 'POST', 'categories', { name: 'Bebop', parent: jazz.id });
    await send(api, 'POST', 'categories', { name: 'Art' });
    await send(api, 'POST', 'tags', { name: 'free' });
  });
});
describe.concurrent('exporting venues, organizers, categories and tags', { timeout: 90_000 }, () => {
  it('writes each in the shape its import reads, plain text, parents before children and by slug', async () => {
    expect(json(await run(['venues', 'export', '--status', 'publish,draft'], source))).toEqual([
      {
        venue: 'Attic',
        slug: 'attic',
        status: 'draft',
        website: 'https://attic.example.org',
        show_map: false,
        show_map_link: true,
      },
      {
        venue: 'Blue Hall & Co',
        slug: 'blue-hall-co',
        // Markup beyond paragraphs is carried as HTML.
        description: '<p>Big <b>room</b></p>',
        status: 'publish',
        address: '1 Main St',
        city: 'Vic',
        country: 'Spain',
        geo_lat: 41.9301,
        geo_lng: 2.2549,
        show_map: true,
        show_map_link: true,
      },
    ]);
    expect(json(await run(['organizers', 'export'], source))).toEqual([
      { organizer: 'Ana', slug: 'ana', status: 'publish', phone: '555', email: 'ana@example.org' },
    ]);
    const categories = json<{ name: string; parent?: string }[]>(await run(['categories', 'export'], source));
    expect(categories.map((c) => [c.name, c.parent])).toEqual([
      ['Art', undefined],
      ['Music', undefined],
      ['Jazz', 'music'],
      ['Bebop', 'jazz'],
    ]);
    expect(categories[2]).toEqual({ name: 'Jazz', slug: 'jazz', description: 'Swing, bebop', parent: 'music' });
    expect(json(await run(['tags', 'export'], source))).toEqual([{ name: 'free', slug: 'free' }]);
    // Terms in use only, when asked.
    expect(json(await run(['tags', 'export', '--hide-empty'], source))).toEqual([]);
    expect((await run(['tags', 'export', '--format', 'ics'], source)).exitCode).toBe(2);
  });

  for (const format of ['json', 'ndjson', 'csv'] as const) {
    it(`${format}: imports into a new calendar and exports the same again`, async () => {
      const target = box.calendarEnv(`copy-${format}`);
      for (const kind of ['venues', 'organizers', 'categories', 'tags']) {
        const file = box.path(`${kind}-${format}.${format}`);
        const status = kind === 'venues' || kind === 'organizers' ? ['--status', 'publish,draft'] : [];
        expect(ok(await run([kind, 'export', '--format', format, '--output', file, ...status], source))).toBe('');
        const imported = await run([kind, 'import', file], target);
        expect({ kind, code: imported.exitCode, stderr: imported.stderr }).toMatchObject({
          kind,
          code: 0,
          stderr: expect.stringMatching(/^created \d, updated 0, skipped 0, failed 0$/),
        });
        expect({ kind, text: ok(await run([kind, 'export', '--format', format, ...status], target)) }).toEqual({
          kind,
          text: ok(await run([kind, 'export', '--format', format, ...status], source)),
        });
      }
    });
  }
});
