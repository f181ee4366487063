// `cal settings` on a local calendar file: show, get, set and reset, what the settings change in what the
// calendar answers, refusals that leave the file as it was, and a file held by `cal serve`.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/setup.js';
import { json, ok, readCalendar, run, YEAR, type Env } from './cli-support.js';

const box = useSandbox();
const DEFAULTS_TEXT = [
  'timezone           UTC',
  'site_url           (the address the server is reached at)',
  'default_language   en',
  'languages          ca,en,es',
  'posts_per_page     10',
  'max_per_page       50',
  'multi_day_cutoff   00:00',
  'currency_symbol    $',
  'currency_position  prefix',
].join('\n');

describe.concurrent('cal settings', () => {
  const calendar = (name: string): Env => ({ ...box.env, CAL_DATA: box.path(name) });

  it('shows the defaults for a calendar not made yet, as text and JSON, and makes no file', async () => {
    const env = calendar('fresh.json');
    const text = await run(['settings'], env);
    expect(ok(text)).toBe(DEFAULTS_TEXT);
    expect(ok(await run(['settings', 'show'], env))).toBe(DEFAULTS_TEXT);
    expect(json(await run(['settings', 'show', '--json'], env))).toEqual({
      timezone: 'UTC',
      site_url: null,
      default_language: 'en',
      languages: ['ca', 'en', 'es'],
      posts_per_page: 10,
      max_per_page: 50,
      multi_day_cutoff: '00:00',
      currency_symbol: '$',
      currency_position: 'prefix',
    });
    await expect(readFile(box.path('fresh.json'))).rejects.toThrow(/ENOENT/);
  });

  it('sets, gets and resets a setting, saying what changed', async () => {
    const env = calendar('set-get.json');
    const set = await run(['settings', 'set', 'timezone', 'Europe/Madrid'], env);
    expect(ok(set)).toBe('');
    expect(set.stderr).toBe('timezone: UTC -> Europe/Madrid');
    expect(ok(await run(['settings', 'get', 'timezone'], env))).toBe('Europe/Madrid');
    expect(ok(await run(['settings'], env))).toContain('timezone           Europe/Madrid  (changed)');

    expect(ok(await run(['settings', 'set', 'languages', 'en, fr'], env))).toBe('');
    expect(json(await run(['settings', 'get', 'languages', '--json'], env))).toEqual(['en', 'fr']);
    expect(ok(await run(['settings', 'get', 'languages'], env))).toBe('en,fr');

    expect(ok(await run(['settings', 'set', 'site_url', 'https://calendar.example.org/'], env))).toBe('');
    expect(ok(await run(['settings', 'get', 'site_url'], env))).toBe('https://calendar.example.org');
    const reset = await run(['settings', 'reset', 'site_url'], env);
    expect(reset.stderr).toBe('site_url: https://calendar.example.org -> (unset)');
    expect(json(await run(['settings', 'get', 'site_url', '--json'], env))).toBeNull();

    expect((await readCalendar(box.path('set-get.json'))).settings).toMatchObject({
      timezone: 'Europe/Madrid',
      languages: ['en', 'fr'],
      site_url: null,
    });
  });

  it('changes what the calendar answers: page size, time zone, languages', async () => {
    const env = calendar('effects.json');
    ok(await run(['settings', 'set', 'posts_per_page', '2'], env));
    ok(await run(['settings', 'set', 'timezone', 'America/New_York'], env));
    for (const day of [1, 2, 3]) {
      ok(
        await run(
          [
            'events',
            'create',
            '--title',
            `Day ${day}`,
            '--start-date',
            `${YEAR}-03-0${day} 10:00`,
            '--end-date',
            `${YEAR}-03-0${day} 11:00`,
          ],
          env,
        ),
      );
    }
    const page = json<{ title: string; timezone: string; utc_start_date: string }[]>(
      await run(['events', 'list', '--json', '--starts-after', `${YEAR}-01-01`], env),
    );
    expect(page.map((event) => event.title)).toEqual(['Day 1', 'Day 2']);
    expect(page[0]).toMatchObject({ timezone: 'America/New_York', utc_start_date: `${YEAR}-03-01 15:00:00` });

    ok(await run(['settings', 'set', 'languages', 'en,fr'], env));
    ok(
      await run(
        [
          'events',
          'create',
          '--title',
          'Soirée',
          '--lang',
          'fr',
          '--start-date',
          `${YEAR}-03-04 10:00`,
          '--end-date',
          `${YEAR}-03-04 11:00`,
        ],
        env,
      ),
    );
    const french = json<{ title: string }[]>(
      await run(['events', 'list', '--json', '--lang', 'fr', '--starts-after', `${YEAR}-01-01`], env),
    );
    expect(french.map((event) => event.title)).toEqual(['Soirée']);
  });

  it('refuses what would break the calendar and leaves the file as it was', async () => {
    const env = calendar('refusals.json');
    ok(
      await run(
        [
          'events',
          'create',
          '--title',
          'Fiesta',
          '--lang',
          'es',
          '--start-date',
          `${YEAR}-05-01 10:00`,
          '--end-date',
          `${YEAR}-05-01 11:00`,
        ],
        env,
      ),
    );
    const before = await readCalendar(box.path('refusals.json'));

    const refusals: [string[], string][] = [
      [['languages', 'ca,en'], 'cal: languages: es is still the language of events: 1'],
      [['default_language', 'fr'], 'cal: default_language: fr is not one of the languages (ca, en, es)'],
      [['posts_per_page', '60'], 'cal: posts_per_page: 60 is more than max_per_page (50)'],
      [['posts_per_page', 'ten'], 'cal: posts_per_page: expected a whole number of 1 or more'],
      [['timezone', 'Mars/Olympus'], 'cal: timezone: expected a time zone such as Europe/Madrid or UTC+2'],
      [['multi_day_cutoff', '25:00'], 'cal: multi_day_cutoff: expected a time of day as HH:MM, from 00:00 to 23:59'],
    ];
    for (const [args, message] of refusals) {
      const result = await run(['settings', 'set', ...args], env);
      expect({ args, code: result.exitCode, stderr: result.stderr }).toEqual({ args, code: 1, stderr: message });
    }
    const unknown = await run(['settings', 'set', 'time_zone', 'UTC'], env);
    expect(unknown.exitCode).toBe(2);
    expect(unknown.stderr).toMatch(
      /^cal: command-argument value 'time_zone' is invalid for argument 'key'\. Allowed choices are timezone, site_url,/,
    );
    expect(await readCalendar(box.path('refusals.json'))).toEqual(before);
  });

  it('refuses a run aimed at a server, which keeps its own settings, unless --data names a local file', async () => {
    const aimed = await run(
      ['--url', 'http://127.0.0.1:9', 'settings', 'set', 'timezone', 'UTC'],
      calendar('aimed.json'),
    );
    expect({ code: aimed.exitCode, stderr: aimed.stderr }).toEqual({
      code: 2,
      stderr:
        'cal: cal settings works on a local calendar file, and this run is aimed at a server (http://127.0.0.1:9); give --data FILE for a local one',
    });
    const profile = { ...box.env, CAL_URL: 'http://127.0.0.1:9' };
    expect((await run(['settings'], profile)).exitCode).toBe(2);
    expect(ok(await run(['--data', box.path('aimed.json'), 'settings', 'get', 'timezone'], profile))).toBe('UTC');
  });

  it('reads beside a running server, and changes nothing under it', async () => {
    const env = calendar('served.json');
    ok(await run(['settings', 'set', 'currency_symbol', '€'], env));
    const server = await box.startServer(box.path('served.json'));
    try {
      expect(ok(await run(['settings', 'get', 'currency_symbol'], env))).toBe('€');
      const refused = await run(['settings', 'set', 'currency_position', 'postfix'], env);
      expect(refused.exitCode).toBe(1);
      expect(refused.stderr).toMatch(
        /^cal: .*served\.json is served by cal serve \(process \d+\); stop it to change settings$/,
      );
    } finally {
      await server.stop();
    }
    expect(ok(await run(['settings', 'get', 'currency_position'], env))).toBe('prefix');
  });
});
