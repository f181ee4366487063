// `cal add` as built, the same on the calendar file and through `cal serve`: the line read in the site's zone (no
// zone configured) or in a zone ending it, the venue and terms found, and an unknown venue refused off a terminal.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD } from '../helpers/cli.js';
import { useSandbox } from '../helpers/setup.js';
import { json, ok, run, seed, send, YEAR, type Env, type Json } from './cli-support.js';

const box = useSandbox();
let file: Env;

beforeAll(async () => {
  file = box.calendarEnv('quick');
  ok(await run(['settings', 'set', 'timezone', 'America/New_York'], file));
  await seed(box, box.path('quick.json'), async (api) => {
    await send(api, 'POST', 'venues', { venue: 'Blue Note', city: 'New York' });
    await send(api, 'POST', 'categories', { name: 'Music' });
    await send(api, 'POST', 'tags', { name: 'late' });
  });
});

describe('cal add', { timeout: 60_000 }, () => {
  it.each(['the calendar file', 'cal serve'])(
    'on %s: reads the line in the site zone and links what it names',
    async (where) => {
      const served = where === 'cal serve' ? await box.startServer(box.path('quick.json')) : undefined;
      const env: Env = served
        ? { ...box.env, CAL_URL: served.base, CAL_USER: 'admin', CAL_PASSWORD: ADMIN_PASSWORD }
        : file;
      try {
        const event = json<Json>(
          await run(['add', `Jazz ${where} ${YEAR}-06-04 8pm-11pm at blue-note #music #late`, '--json'], env),
        );
        expect(event).toMatchObject({
          title: `Jazz ${where}`,
          start_date: `${YEAR}-06-04 20:00:00`,
          end_date: `${YEAR}-06-04 23:00:00`,
          timezone: 'America/New_York',
          venue: { venue: 'Blue Note' },
        });
        expect(event.categories.map((term: Json) => term.name)).toEqual(['Music']);
        expect(event.tags.map((term: Json) => term.name)).toEqual(['late']);
        const london = json<Json>(
          await run(['add', `Call ${where} ${YEAR}-06-05 10:00 2h Europe/London`, '--json'], env),
        );
        expect(london).toMatchObject({
          start_date: `${YEAR}-06-05 10:00:00`,
          end_date: `${YEAR}-06-05 12:00:00`,
          timezone: 'Europe/London',
        });
        const unknown = await run(['add', `Gig ${YEAR}-06-06 9pm at Nowhere`], env);
        expect(unknown.exitCode).toBe(2);
        expect(unknown.stderr).toBe(
          'cal: no venue "Nowhere": make it first (cal venues create --venue "Nowhere") or leave out "at …"',
        );
      } finally {
        await served?.stop();
      }
    },
  );
});
