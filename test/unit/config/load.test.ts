// Where settings come from: user file < project file < environment, and which profile is picked.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiRootOf, ConfigError, configDirOf, loadConfig } from '../../../src/config/load.js';
import { useConfigHome } from '../../helpers/setup.js';

const box = useConfigHome();

const userFile = () => join(box.configDir, 'config.json');

describe('precedence', () => {
  beforeEach(() => {
    box.write(userFile(), { url: 'https://user.example', lang: 'en', format: 'table', timezone: 'UTC' });
    box.write(join(box.project, '.calrc.json'), { url: 'https://project.example', lang: 'de' });
  });

  it.each([
    ['url', 'https://env.example', 'env CAL_URL'],
    ['lang', 'de', 'project'],
    ['format', 'table', 'user'],
    ['timezone', 'UTC', 'user'],
  ])('%s = %s from %s', async (key, value, from) => {
    const config = await loadConfig(box.environment(box.project, { CAL_URL: 'https://env.example/' }));
    const source = from === 'user' ? userFile() : from === 'project' ? join(box.project, '.calrc.json') : from;
    expect(config.profile[key as 'url']).toBe(value);
    expect(config.sources[key]).toBe(source);
  });

  it('lists the files read, lowest precedence first', async () => {
    const config = await loadConfig(box.environment());
    expect(config.files).toEqual([userFile(), join(box.project, '.calrc.json')]);
    expect(config.profile).toEqual({ url: 'https://project.example', lang: 'de', format: 'table', timezone: 'UTC' });
  });
});

describe('project file discovery', () => {
  it('is found from a nested folder', async () => {
    const file = box.write(join(box.project, '.calrc'), '{"url": "https://nested.example"}');
    const deep = join(box.project, 'src', 'deep');
    mkdirSync(deep, { recursive: true });
    const config = await loadConfig(box.environment(deep));
    expect(config.files).toEqual([file]);
    expect(config.profile.url).toBe('https://nested.example');
  });

  it('reads the "cal" key of package.json', async () => {
    const file = box.write(join(box.project, 'package.json'), {
      name: 'site',
      cal: { profiles: { default: { lang: 'fr' } } },
    });
    const config = await loadConfig(box.environment());
    expect(config).toMatchObject({ files: [file], profile: { lang: 'fr' }, sources: { lang: file } });
  });

  it('skips a package.json without "cal" and keeps looking upward', async () => {
    box.write(join(box.project, 'package.json'), { name: 'site' });
    const file = box.write(join(box.home, '.calrc.yml'), 'lang: nl\n');
    const config = await loadConfig(box.environment());
    expect(config.files).toEqual([file]);
    expect(config.profile).toEqual({ lang: 'nl' });
  });

  it('reads a YAML .calrc with profiles', async () => {
    box.write(
      join(box.project, '.calrc'),
      'profile: staging\nprofiles:\n  staging:\n    url: https://staging.example/\n',
    );
    const config = await loadConfig(box.environment());
    expect(config.profileName).toBe('staging');
    expect(config.profile).toEqual({ url: 'https://staging.example' });
  });

  it('reads .calrc.yaml and cal.config.mjs', async () => {
    box.write(join(box.project, '.calrc.yaml'), 'format: csv\n');
    expect((await loadConfig(box.environment())).profile).toEqual({ format: 'csv' });
    const other = join(box.home, 'other');
    box.write(join(other, 'cal.config.mjs'), "export default { format: 'ids' };\n");
    expect((await loadConfig(box.environment(other))).profile).toEqual({ format: 'ids' });
  });

  it('does not look above the home folder', async () => {
    box.write(join(box.home, '..', '.calrc.json'), { lang: 'xx' });
    const config = await loadConfig(box.environment());
    expect(config.files).toEqual([]);
    expect(config.profile).toEqual({});
  });

  it('takes a relative data path from the file that names it', async () => {
    box.write(join(box.project, '.calrc.json'), { data: 'calendar.json' });
    const nested = join(box.project, 'sub');
    mkdirSync(nested);
    expect((await loadConfig(box.environment(nested))).profile.data).toBe(join(box.project, 'calendar.json'));
  });
});

describe('profile selection', () => {
  beforeEach(() => {
    box.write(userFile(), { profile: 'user-pick', profiles: { 'user-pick': {}, flag: {}, env: {}, project: {} } });
    box.write(join(box.project, '.calrc.json'), { profile: 'project' });
  });

  it.each([
    ['--profile first', 'flag', { CAL_PROFILE: 'env' }, 'flag'],
    ['then CAL_PROFILE', undefined, { CAL_PROFILE: 'env' }, 'env'],
    ['then the project file', undefined, {}, 'project'],
  ])('%s', async (_what, flag, env, expected) => {
    expect((await loadConfig(box.environment(box.project, env), flag)).profileName).toBe(expected);
  });

  it('then the user file, then "default"', async () => {
    const outside = join(box.home, 'elsewhere');
    mkdirSync(outside);
    expect((await loadConfig(box.environment(outside))).profileName).toBe('user-pick');
    box.write(userFile(), {});
    expect((await loadConfig(box.environment(outside))).profileName).toBe('default');
  });

  it('refuses an unknown profile, listing the known ones', async () => {
    await expect(loadConfig(box.environment(), 'prod')).rejects.toThrow(
      new ConfigError(
        'unknown profile "prod" (chosen by --profile); known profiles: default, env, flag, project, user-pick',
      ),
    );
  });

  it('accepts "default" even when no file defines it', async () => {
    expect((await loadConfig(box.environment(), 'default')).profile).toEqual({});
  });

  it('keeps profiles separate', async () => {
    box.write(join(box.project, '.calrc.json'), { lang: 'de', profiles: { flag: { lang: 'it' } } });
    expect((await loadConfig(box.environment(), 'flag')).profile).toEqual({ lang: 'it' });
    expect((await loadConfig(box.environment(), 'default')).profile).toEqual({ lang: 'de' });
  });
});

describe('environment overrides', () => {
  it('applies every CAL_* setting to the selected profile', async () => {
    const env = {
      CAL_URL: 'http://env.example//',
      CAL_DATA: 'cal.json',
      CAL_LANG: 'es',
      CAL_TZ: 'Europe/Madrid',
      CAL_FORMAT: 'ndjson',
      CAL_NAMESPACE: 'tribe/events/v1',
      CAL_PROFILE: 'staging',
    };
    box.write(userFile(), { profiles: { staging: { lang: 'en', user: 'ann' } } });
    const config = await loadConfig(box.environment(box.project, env));
    expect(config.profile).toEqual({
      url: 'http://env.example',
      data: join(box.project, 'cal.json'),
      lang: 'es',
      timezone: 'Europe/Madrid',
      format: 'ndjson',
      namespace: 'tribe/events/v1',
      user: 'ann',
    });
    expect(config.sources).toEqual({
      url: 'env CAL_URL',
      data: 'env CAL_DATA',
      lang: 'env CAL_LANG',
      timezone: 'env CAL_TZ',
      format: 'env CAL_FORMAT',
      namespace: 'env CAL_NAMESPACE',
      user: userFile(),
    });
  });

  it('treats an empty variable as unset and validates the rest', async () => {
    box.write(userFile(), { url: 'https://user.example' });
    expect((await loadConfig(box.environment(box.project, { CAL_URL: '' }))).profile.url).toBe('https://user.example');
    await expect(loadConfig(box.environment(box.project, { CAL_FORMAT: 'xml' }))).rejects.toThrow(
      'CAL_FORMAT must be one of table, json, ndjson, csv, tsv, ids, count, got "xml"',
    );
  });
});

describe('configDirOf', () => {
  it('prefers the given folder, then $XDG_CONFIG_HOME/cal', () => {
    expect(configDirOf({ cwd: '/', env: { XDG_CONFIG_HOME: '/xdg' }, configDir: '/given' })).toBe('/given');
    expect(configDirOf({ cwd: '/', env: { XDG_CONFIG_HOME: '/xdg' } })).toBe(join('/xdg', 'cal'));
  });

  it('reads config.json from $XDG_CONFIG_HOME/cal when no folder is given', async () => {
    const file = box.write(join(box.home, 'xdg', 'cal', 'config.json'), { lang: 'pt' });
    const config = await loadConfig({
      cwd: box.project,
      env: { HOME: box.home, XDG_CONFIG_HOME: join(box.home, 'xdg') },
    });
    expect(config.files).toEqual([file]);
  });
});

describe('apiRootOf', () => {
  it.each([
    [{}, undefined],
    [{ url: 'https://example.org' }, 'https://example.org/wp-json/cal/events/v1/'],
    [
      { url: 'https://example.org/site/', namespace: 'tribe/events/v1' },
      'https://example.org/site/wp-json/tribe/events/v1/',
    ],
    [{ url: 'http://localhost:8080', rest_prefix: '/api/' }, 'http://localhost:8080/api/cal/events/v1/'],
    [{ url: 'http://localhost:8080', rest_prefix: '' }, 'http://localhost:8080/cal/events/v1/'],
  ])('%o → %s', (profile, expected) => {
    expect(apiRootOf(profile)).toBe(expected);
  });
});
