// `cal events translate` and --lang end to end on a local calendar file.
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/setup.js';
import { json, run, YEAR } from './cli-support.js';

const box = useSandbox();
describe('translations from the command line', () => {
  it('translates an event into Spanish, copying its dates, venue and categories', async () => {
    const venue = json(await run(['venues', 'create', '--venue', 'Blue Note', '--json'], box.fileEnv));
    const event = json(
      await run(
        [
          'events',
          'create',
          '--title',
          'Jazz Night',
          '--start-date',
          `${YEAR}-03-05 20:00`,
          '--end-date',
          `${YEAR}-03-05 23:00`,
          '--timezone',
          'Europe/Madrid',
          '--venue',
          String(venue.id),
          '--categories',
          'Music',
          '--json',
        ],
        box.fileEnv,
      ),
    );
    const spanish = json(
      await run(
        ['events', 'translate', String(event.id), '--lang', 'es', '--title', 'Noche de Jazz', '--json'],
        box.fileEnv,
      ),
    );
    expect(spanish).toMatchObject({
      title: 'Noche de Jazz',
      language: 'es',
      start_date: `${YEAR}-03-05 20:00:00`,
      timezone: 'Europe/Madrid',
      venue: { id: venue.id },
      translations: { en: event.id },
    });
    expect(spanish.categories.map((c: { name: string }) => c.name)).toEqual(['Music']);
    const listed = json<{ id: number }[]>(await run(['events', 'list', '--lang', 'es', '--json'], box.fileEnv));
    expect(listed.map((e) => e.id)).toEqual([spanish.id]);
    expect(json(await run(['events', 'get', String(event.id), '--lang', 'es', '--json'], box.fileEnv)).id).toBe(
      spanish.id,
    );
  });
});
