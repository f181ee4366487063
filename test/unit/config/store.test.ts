// `cal config set`: one setting changed in the per-user config.json, everything else kept.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/load.js';
import { setConfigValue } from '../../../src/config/store.js';
import type { Profile } from '../../../src/config/types.js';
import { useConfigHome } from '../../helpers/setup.js';

const box = useConfigHome();

const file = () => join(box.configDir, 'config.json');
const read = (): unknown => JSON.parse(readFileSync(file(), 'utf8'));

describe('setConfigValue', () => {
  it('creates config.json and its folder', async () => {
    expect(await setConfigValue(box.environment(), 'default', 'url', 'https://example.org/')).toBe(file());
    expect(read()).toEqual({ profiles: { default: { url: 'https://example.org' } } });
    if (process.platform !== 'win32') expect(statSync(box.configDir).mode & 0o777).toBe(0o700);
    expect((await loadConfig(box.environment())).profile).toEqual({ url: 'https://example.org' });
  });

  it('keeps other profiles and keys, in their order', async () => {
    box.write(file(), {
      profile: 'staging',
      lang: 'en',
      profiles: { staging: { url: 'https://s.example', lang: 'de' }, prod: { format: 'json' } },
    });
    await setConfigValue(box.environment(), 'staging', 'format', 'csv');
    await setConfigValue(box.environment(), 'prod', 'format', 'tsv');
    expect(JSON.stringify(read())).toBe(
      JSON.stringify({
        profile: 'staging',
        lang: 'en',
        profiles: { staging: { url: 'https://s.example', lang: 'de', format: 'csv' }, prod: { format: 'tsv' } },
      }),
    );
  });

  it('updates a top-level default setting in place', async () => {
    box.write(file(), { lang: 'en', profiles: { default: { lang: 'fr' } } });
    await setConfigValue(box.environment(), 'default', 'lang', 'it');
    expect(read()).toEqual({ lang: 'it', profiles: { default: {} } });
    expect((await loadConfig(box.environment())).profile).toEqual({ lang: 'it' });
  });

  it('removes a key with undefined, wherever the default profile holds it', async () => {
    box.write(file(), { lang: 'en', profiles: { default: { lang: 'fr', format: 'json' }, other: { lang: 'de' } } });
    await setConfigValue(box.environment(), 'default', 'lang', undefined);
    expect(read()).toEqual({ profiles: { default: { format: 'json' }, other: { lang: 'de' } } });
    await setConfigValue(box.environment(), 'other', 'lang', undefined);
    await setConfigValue(box.environment(), 'missing', 'lang', undefined);
    expect(read()).toEqual({ profiles: { default: { format: 'json' }, other: {} } });
  });

  it('stores data as an absolute path from the working folder', async () => {
    await setConfigValue(box.environment(), 'default', 'data', 'cal.json');
    expect(read()).toEqual({ profiles: { default: { data: join(box.project, 'cal.json') } } });
  });

  it.each([
    ['url', 'ftp://example.org', 'url must be an http(s) URL such as https://example.org, got a ftp: URL'],
    ['format', 'xml', 'format must be one of table, json, ndjson, csv, tsv, ids, count, got "xml"'],
    ['namespace', 'events', 'namespace must look like vendor/name/v1 (e.g. cal/events/v1), got "events"'],
    ['timezon', 'UTC', 'unknown key "timezon" (did you mean "timezone"?)'],
  ])('refuses %s = %s', async (key, value, message) => {
    await expect(setConfigValue(box.environment(), 'default', key as keyof Profile, value)).rejects.toThrow(message);
  });

  it('refuses an invalid profile name', async () => {
    await expect(setConfigValue(box.environment(), 'a b', 'lang', 'en')).rejects.toThrow(
      `profile: invalid profile name "a b" (use letters, digits, '.', '_' and '-')`,
    );
  });
});
