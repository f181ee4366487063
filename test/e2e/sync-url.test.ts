// `cal sync URL` from a feed cal serve publishes into a calendar file and into another cal serve: the first run
// creates, an unchanged feed costs one 304, a changed event is updated, one that left the feed is trashed, one
// added is created, and events that never came from the feed are left alone; --dry-run changes nothing.
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/setup.js';
import { type Env, eventCreateArgs, json, ok, run } from './cli-support.js';

const box = useSandbox();

const create = (title: string, day: string) =>
  eventCreateArgs(
    title,
    `2027-03-${day} 19:00`,
    `2027-03-${day} 21:00`,
    '--timezone',
    'Europe/Madrid',
    '--format',
    'ids',
  );

const titles = async (env: Env) =>
  json<{ title: string; start_date: string }[]>(
    await run(
      [
        'events',
        'list',
        '--start-date',
        '2027-03-01',
        '--end-date',
        '2027-03-31',
        '--fields',
        'title,start_date',
        '--json',
      ],
      env,
    ),
  ).map((event) => `${event.start_date.slice(0, 16)} ${event.title}`);

describe('cal sync URL', { timeout: 60_000 }, () => {
  it('keeps a calendar file and a served calendar equal to a feed, touching nothing else', async () => {
    const source = await box.startServer(box.path('source.json'));
    const sourceEnv = { ...box.env, CAL_URL: source.base };
    const ids = new Map<string, string>();
    for (const [title, day] of [
      ['Concert', '05'],
      ['Market', '06'],
      ['Talk', '07'],
    ] as const)
      ids.set(title, ok(await run(create(title, day), sourceEnv)).trim());
    const feed = `${source.base}/events/?ical=1&start_date=2027-03-01&end_date=2027-03-31`;
    const served = await box.startServer(box.path('served.json'));
    try {
      const targets: Env[] = [box.calendarEnv('target'), { ...box.env, CAL_URL: served.base }];
      for (const target of targets) ok(await run(create('Local Only', '06'), target));
      for (const target of targets) {
        const first = await run(['sync', feed], target);
        expect({ code: first.exitCode, stderr: first.stderr }).toEqual({
          code: 0,
          stderr: 'created 3, updated 0, trashed 0, unchanged 0, failed 0',
        });
        expect(await titles(target)).toEqual([
          '2027-03-05 19:00 Concert',
          '2027-03-06 19:00 Local Only',
          '2027-03-06 19:00 Market',
          '2027-03-07 19:00 Talk',
        ]);
        const again = await run(['sync', feed], target);
        expect(again.stderr).toBe(
          `${feed}: not changed since the last sync (304)\ncreated 0, updated 0, trashed 0, unchanged 3, failed 0`,
        );
      }
      // The feed changes: one event moves and is renamed, one is trashed, one is added.
      ok(
        await run(
          ['events', 'update', ids.get('Talk') ?? '', '--title', 'Late Talk', '--start-date', '2027-03-07 22:00'],
          sourceEnv,
        ),
      );
      ok(await run(['events', 'delete', ids.get('Market') ?? '', '--yes'], sourceEnv));
      ok(await run(create('Film', '09'), sourceEnv));
      for (const target of targets) {
        const dry = await run(['sync', feed, '--dry-run'], target);
        expect(dry.stderr).toBe('dry run: created 1, updated 1, trashed 1, unchanged 1, failed 0');
        expect(dry.stdout).toMatch(/would trash event \d+ 2027-03-06 19:00 "Market": no longer in the feed/);
        expect(await titles(target)).toHaveLength(4);
        const synced = await run(['sync', feed], target);
        expect({ code: synced.exitCode, stderr: synced.stderr }).toEqual({
          code: 0,
          stderr: 'created 1, updated 1, trashed 1, unchanged 1, failed 0',
        });
        expect(await titles(target)).toEqual([
          '2027-03-05 19:00 Concert',
          '2027-03-06 19:00 Local Only',
          '2027-03-07 22:00 Late Talk',
          '2027-03-09 19:00 Film',
        ]);
      }
    } finally {
      await served.stop();
      await source.stop();
    }
  });

  it('refuses what is no http(s) feed, in one line', async () => {
    const env = box.calendarEnv('refusals');
    const file = await run(['sync', 'calendar.ics'], env);
    expect({ code: file.exitCode, stderr: file.stderr }).toEqual({
      code: 1,
      stderr: 'cal: cal sync reads an http(s) feed; got "calendar.ics"',
    });
  });
});
