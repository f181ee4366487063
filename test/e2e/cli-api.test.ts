// `cal api` as gh's `gh api`: --paginate gathers every page into one array, --input sends a file as the body,
// -f sends text and -F typed values; on a local file (embedded) and against cal serve (served).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Served } from '../helpers/sandbox.js';
import { useSandbox } from '../helpers/setup.js';
import { dailyEvents, json, run, type Env, type Json } from './cli-support.js';

const COUNT = 12;

const box = useSandbox();
let server: Served;
/** Event IDs in list order (one event a day). */
let ids: number[];
let env: Record<'embedded' | 'served', Env>;

beforeAll(async () => {
  ({ server, ids, env } = await dailyEvents(box, COUNT, '04', (day) =>
    day % 2 === 0 ? `Jazz ${day}` : `Talk ${day}`,
  ));
});

describe.concurrent('cal api, on a local file (embedded) and against cal serve (served)', () => {
  for (const mode of ['embedded', 'served'] as const) {
    it(`${mode}: --paginate prints one array of every page's events`, async () => {
      const result = await run(['--verbose', 'api', 'GET', 'events', '--paginate', '-F', 'per_page=5'], env[mode]);
      expect(json<Json[]>(result).map((event) => event.id)).toEqual(ids);
      if (mode === 'served') {
        expect(result.stderr.split('\n').filter((line) => line.startsWith('→'))).toEqual(
          [1, 2, 3].map((page) => `→ GET ${server.api}events?per_page=5&page=${page}`),
        );
      }
    });

    it(`${mode}: --paginate keeps the query and the fields`, async () => {
      const events = json<Json[]>(
        await run(['api', 'GET', 'events?per_page=2', '--paginate', '-f', 'search=jazz'], env[mode]),
      );
      expect(events.map((event) => event.title)).toEqual([2, 4, 6, 8, 10, 12].map((day) => `Jazz ${day}`));
    });

    it(`${mode}: --paginate on a page past the end prints the server's error on stdout, exit 1`, async () => {
      const result = await run(['api', 'GET', 'events?page=9', '--paginate', '-F', 'per_page=5'], env[mode]);
      expect(result.exitCode).toBe(1);
      expect(JSON.parse(result.stdout)).toMatchObject({ code: 'event-archive-page-not-found', data: { status: 404 } });
      expect(result.stderr).toBe('cal: event-archive-page-not-found: The requested event archive page does not exist');
    });
  }

  it('served: --input sends the JSON file as the body and -F @FILE a value read from a file', async () => {
    const body = await box.write('venue.json', JSON.stringify({ venue: 'Sala Apolo', city: 'Barcelona' }));
    const venue = json(await run(['api', 'POST', 'venues', '--input', body], env.served));
    expect(venue).toMatchObject({ venue: 'Sala Apolo', city: 'Barcelona' });
    const notes = await box.write('notes.html', '<p>Doors at nine.</p>');
    const updated = json(
      await run(['api', 'POST', `venues/${venue.id}`, '-F', `description=@${notes}`, '-f', 'zip=08004'], env.served),
    );
    expect(updated).toMatchObject({ id: venue.id, description: '<p>Doors at nine.</p>', zip: '08004' });
  });

  it('served: --input - reads the body from stdin', async () => {
    const tag = json(await run(['api', 'POST', 'tags', '--input', '-'], env.served, '{"name":"Outdoors"}'));
    expect(tag).toMatchObject({ name: 'Outdoors', slug: 'outdoors' });
  });

  it('served: -f sends a number as text (a tag named 2026); --input with a file that is not JSON is refused', async () => {
    expect(json(await run(['api', 'POST', 'tags', '-f', 'name=2026'], env.served))).toMatchObject({ name: '2026' });
    const bad = await box.write('bad.json', 'name: jazz');
    const result = await run(['api', 'POST', 'tags', '--input', bad], env.served);
    expect(result.exitCode).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(new RegExp(`^cal: --input: ${bad} is not valid JSON \\([^\\n]+\\)$`));
  });
});
