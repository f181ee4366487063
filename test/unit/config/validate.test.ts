// Bad config is refused with a message naming the file and the key, and a hint for typos.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config/load.js';
import { describeError, exitCodeOf } from '../../../src/cli/report.js';
import { useConfigHome } from '../../helpers/setup.js';

const box = useConfigHome();

async function errorFor(content: string | object, name = '.calrc.json'): Promise<string> {
  const file = box.write(join(box.project, name), content);
  const error = await loadConfig(box.environment()).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConfigError);
  return (error as Error).message.replace(file, '<file>');
}

describe('config validation', () => {
  it.each([
    [{ nmespace: 'cal/events/v1' }, '<file>: unknown key "nmespace" (did you mean "namespace"?)'],
    [
      { profiles: { staging: { urll: 'https://x.example' } } },
      '<file>: unknown key "profiles.staging.urll" (did you mean "url"?)',
    ],
    [{ profiels: {} }, '<file>: unknown key "profiels" (did you mean "profiles"?)'],
    [{ fromat: 'csv' }, '<file>: unknown key "fromat" (did you mean "format"?)'],
    [
      { colour: 'red' },
      '<file>: unknown key "colour" (known keys: profile, profiles, url, rest_prefix, namespace, lang, timezone, format, date_order, data, user)',
    ],
    [{ url: 'ftp://example.org' }, '<file>: url must be an http(s) URL such as https://example.org, got a ftp: URL'],
    [{ url: 'example.org' }, '<file>: url must be an http(s) URL such as https://example.org'],
    [
      { profiles: { prod: { url: 'https://bob:secret@example.org' } } },
      "<file>: profiles.prod.url must not contain a user name or password; store those with cal's credentials",
    ],
    [{ format: 'xml' }, '<file>: format must be one of table, json, ndjson, csv, tsv, ids, count, got "xml"'],
    [
      { timezone: 'Mars/Olympus' },
      '<file>: timezone must be an IANA time zone such as Europe/Madrid, got "Mars/Olympus"',
    ],
    [
      { namespace: 'cal/events' },
      '<file>: namespace must look like vendor/name/v1 (e.g. cal/events/v1), got "cal/events"',
    ],
    [{ lang: 5 }, '<file>: lang must be a string, got number'],
    [{ profile: 'my site' }, `<file>: profile: invalid profile name "my site" (use letters, digits, '.', '_' and '-')`],
    [{ profiles: { staging: 'https://x' } }, '<file>: profiles.staging must be an object of settings'],
    [['url'], '<file>: expected an object with "profiles", got a list'],
  ])('%j', async (content, message) => {
    expect(await errorFor(content)).toBe(message);
  });

  it('names the YAML file that fails to parse', async () => {
    expect(await errorFor('url: [unclosed\n', '.calrc.yml')).toMatch(/^<file>: cannot be loaded \(/);
  });

  it('names the user file and its key', async () => {
    const file = box.write(join(box.configDir, 'config.json'), { profiles: { default: { formt: 'csv' } } });
    await expect(loadConfig(box.environment())).rejects.toThrow(
      `${file}: unknown key "profiles.default.formt" (did you mean "format"?)`,
    );
  });

  it('reports broken JSON in the user file', async () => {
    const file = box.write(join(box.configDir, 'config.json'), '{ "url": ');
    await expect(loadConfig(box.environment())).rejects.toThrow(`${file}: not valid JSON (`);
  });

  it('normalises accepted values', async () => {
    box.write(join(box.project, '.calrc.json'), {
      url: 'https://example.org/sub///',
      rest_prefix: '/wp-json/',
      namespace: '/tribe/events/v1/',
    });
    expect((await loadConfig(box.environment())).profile).toEqual({
      url: 'https://example.org/sub',
      rest_prefix: 'wp-json',
      namespace: 'tribe/events/v1',
    });
  });

  it('is a usage error, so the CLI exits with code 2 and says the message alone', () => {
    expect(exitCodeOf(new ConfigError('x'))).toBe(2);
    expect(describeError(new ConfigError('bad key in cal.json'))).toBe('bad key in cal.json');
  });
});
