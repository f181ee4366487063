// Site settings: each key's values from the command line and from a calendar file, and the rules across keys.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  readSettings,
  SETTING_KEYS,
  SETTINGS,
  settingText,
  type SettingKey,
} from '../../src/store/records/settings.js';
import { JsonFileStore } from '../../src/store/file/json-file-store.js';
import { DEFAULT_SETTINGS, type Settings } from '../../src/store/records/records.js';

/** Every problem of settings taken together, or none. */
function settingsProblems(settings: Record<string, unknown>): string[] {
  const reading = readSettings(settings);
  return reading.ok ? [] : reading.problems;
}

const problemsWith = (key: SettingKey, value: unknown) => settingsProblems({ ...DEFAULT_SETTINGS, [key]: value });
const fromText = (key: SettingKey, text: string) => SETTINGS[key].fromText(text);

describe('site settings', () => {
  it('has a rule for every setting, and the defaults pass them', () => {
    expect(SETTING_KEYS).toEqual(Object.keys(DEFAULT_SETTINGS));
    expect(settingsProblems({ ...DEFAULT_SETTINGS })).toEqual([]);
  });

  it.each([
    ['timezone', 'Europe/Madrid', 'Europe/Madrid'],
    ['timezone', 'UTC+2', 'UTC+2'],
    ['site_url', 'https://calendar.example.org/', 'https://calendar.example.org'],
    ['site_url', 'http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['default_language', 'pt-BR', 'pt-BR'],
    ['languages', ' en, fr ,,pt-BR ', ['en', 'fr', 'pt-BR']],
    ['posts_per_page', '20', 20],
    ['max_per_page', ' 100 ', 100],
    ['multi_day_cutoff', '06:30', '06:30'],
    ['currency_symbol', '€', '€'],
    ['currency_position', 'postfix', 'postfix'],
  ] as const)('takes %s %j from the command line as %j', (key, text, stored) => {
    const value = fromText(key, text);
    expect(value).toEqual(stored);
    const settings = {
      ...DEFAULT_SETTINGS,
      [key]: value,
      ...(key === 'default_language' ? { languages: ['en', 'pt-BR'] } : {}),
    };
    expect(settingsProblems(settings)).toEqual([]);
  });

  it.each([
    ['timezone', 'Mars/Olympus', 'timezone: expected a time zone such as Europe/Madrid or UTC+2'],
    ['site_url', 'ftp://example.org', 'site_url: expected an http(s) URL'],
    ['site_url', 'not a url', 'site_url: expected an http(s) URL'],
    ['default_language', 'English', 'default_language: expected a language code such as en or pt-BR'],
    ['languages', '', 'languages: expected a list of one or more language codes'],
    ['languages', 'en,EN!', 'languages: "EN!" is not a language code such as en or pt-BR'],
    ['languages', 'en,ca,en', 'languages: a language is listed twice'],
    ['posts_per_page', '0', 'posts_per_page: expected a whole number of 1 or more'],
    ['posts_per_page', '2.5', 'posts_per_page: expected a whole number of 1 or more'],
    ['max_per_page', 'many', 'max_per_page: expected a whole number of 1 or more'],
    ['multi_day_cutoff', '24:00', 'multi_day_cutoff: expected a time of day as HH:MM, from 00:00 to 23:59'],
    ['multi_day_cutoff', '6:00', 'multi_day_cutoff: expected a time of day as HH:MM, from 00:00 to 23:59'],
    ['currency_symbol', 'dollars and cents', 'currency_symbol: expected a symbol of at most 10 characters'],
    ['currency_position', 'before', 'currency_position: expected prefix or postfix'],
  ] as const)('refuses %s %j', (key, text, problem) => {
    expect(problemsWith(key, fromText(key, text))).toEqual([problem]);
  });

  it('refuses values of the wrong JSON type, as a hand-edited file may hold', () => {
    expect(problemsWith('posts_per_page', '10')).toEqual(['posts_per_page: expected a whole number of 1 or more']);
    expect(problemsWith('languages', 'en')).toEqual(['languages: expected a list of one or more language codes']);
    expect(problemsWith('timezone', 3)).toEqual(['timezone: expected a time zone such as Europe/Madrid or UTC+2']);
    expect(problemsWith('site_url', null)).toEqual([]);
  });

  it('checks the settings together: the default language is a language; a page fits the largest page', () => {
    expect(settingsProblems({ ...DEFAULT_SETTINGS, default_language: 'fr' })).toEqual([
      'default_language: fr is not one of the languages (ca, en, es)',
    ]);
    expect(settingsProblems({ ...DEFAULT_SETTINGS, languages: ['ca', 'es'] })).toEqual([
      'default_language: en is not one of the languages (ca, es)',
    ]);
    expect(settingsProblems({ ...DEFAULT_SETTINGS, posts_per_page: 30, max_per_page: 20 })).toEqual([
      'posts_per_page: 30 is more than max_per_page (20)',
    ]);
  });

  it('answers the settings typed once every one is valid, and each value is read as its own type', () => {
    const reading = readSettings({ ...DEFAULT_SETTINGS, languages: ['ca', 'en'], default_language: 'ca' });
    expect(reading).toEqual({
      ok: true,
      settings: { ...DEFAULT_SETTINGS, languages: ['ca', 'en'], default_language: 'ca' },
    });
    if (reading.ok) expectTypeOf(reading.settings).toEqualTypeOf<Settings>();
    expectTypeOf(SETTINGS.languages.read).returns.toEqualTypeOf<
      { ok: true; value: string[] } | { ok: false; problem: string }
    >();
    expect(readSettings({ ...DEFAULT_SETTINGS, posts_per_page: '10' })).toEqual({
      ok: false,
      problems: ['posts_per_page: expected a whole number of 1 or more'],
    });
  });

  it('names a key that is not a setting', () => {
    expect(settingsProblems({ ...DEFAULT_SETTINGS, time_zone: 'UTC' })).toEqual([
      `time_zone: not a setting (settings: ${SETTING_KEYS.join(', ')})`,
    ]);
  });

  it('prints lists as comma lists and the unset site address as nothing', () => {
    expect(settingText(['ca', 'en'])).toBe('ca,en');
    expect(settingText(null)).toBe('');
    expect(settingText(10)).toBe('10');
  });

  it('refuses a calendar file whose settings break the rules, naming the JSON path', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cal-settings-'));
    try {
      const file = join(dir, 'calendar.json');
      await writeFile(file, JSON.stringify({ settings: { posts_per_page: 'ten', timezone: 'Mars/Olympus' } }));
      await expect(JsonFileStore.open(file)).rejects.toThrow(
        `${file}: $.settings.timezone: expected a time zone such as Europe/Madrid or UTC+2; $.settings.posts_per_page: expected a whole number of 1 or more`,
      );
      await writeFile(file, JSON.stringify({ settings: { timezone: 'Europe/Madrid', languages: ['en', 'fr'] } }));
      expect((await JsonFileStore.readCommitted(file)).settings()).toEqual({
        ...DEFAULT_SETTINGS,
        timezone: 'Europe/Madrid',
        languages: ['en', 'fr'],
      });
      await expect(JsonFileStore.readCommitted(join(dir, 'none.json'))).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
