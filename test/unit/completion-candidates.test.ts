// `cal __complete`: candidates for partial command lines, static ones from the tree and live ones from the calendar.
import { stat } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_KEYS } from '../../src/config/types.js';
import { ROLES } from '../../src/store/records/records.js';
import { completionCandidates, completionValues as values, runCli, scriptedPrompter } from '../helpers/cli-fakes.js';
import { useSandbox } from '../helpers/setup.js';

const box = useSandbox();
const env = () => ({ CAL_DATA: box.file, XDG_CONFIG_HOME: box.path('config') });
const candidates = (words: string[]) => completionCandidates(words, env());

describe('static candidates', () => {
  it.each([
    [['ev'], ['events\tList, read, create, update and delete events']],
    [
      ['events', 'tr'],
      ['translate\tCreate a translation of an event: dates, zone, venue, organizers, terms and flags are copied'],
    ],
    [['events', 'get', '--sl'], ['--slug\tfind the item by its slug instead of its ID']],
    [['--da'], ['--data\tlocal calendar file when no server URL is configured']],
    [
      ['categories', 'list', '--orderby', ''],
      ['id', 'name', 'slug', 'count', 'description', 'term_group', 'include', 'slug_in', 'include_slugs', 'none'],
    ],
    [['categories', 'list', '--order', 'd'], ['desc']],
    [['categories', 'list', '--orderby=na'], ['--orderby=name']],
    // bash splits --flag=value into three words
    [['categories', 'list', '--orderby', '=', 'na'], ['name']],
    [
      ['events', 'list', '--status', ''],
      ['publish', 'future', 'draft', 'pending', 'private', 'trash'],
    ],
    [['events', 'list', '--status', 'publish,d'], ['publish,draft']],
    [
      ['events', 'create', '--status', 'p'],
      ['publish', 'pending', 'private'],
    ],
    [
      ['events', 'list', '--lang', ''],
      ['ca', 'en', 'es'],
    ],
    [
      ['events', 'translate', '42', '--lang', 'e'],
      ['en', 'es'],
    ],
    [
      ['venues', 'list', '--format', 'c'],
      ['csv', 'count'],
    ],
    // A switch takes no value: the next word is another flag.
    [
      ['venues', 'list', '--only-with-upcoming', '--no-o'],
      ['--no-only-with-upcoming\tthe same as --only-with-upcoming=false'],
    ],
    [['config', 'get', ''], [...PROFILE_KEYS]],
    [
      ['config', 'set', 'u'],
      ['url', 'user'],
    ],
    [
      ['api', 'P'],
      ['POST', 'PUT', 'PATCH'],
    ],
    [
      ['completion', ''],
      ['bash', 'zsh', 'fish'],
    ],
    [['users', 'add', 'ana', '--role', ''], [...ROLES]],
    [
      ['users', 'set-role', 'ana', 'a'],
      ['administrator', 'author'],
    ],
  ])('%j', async (words, expected) => {
    expect(await candidates(words)).toEqual(expected);
  });

  it.each([
    [['events', 'list', '--per-page', '']],
    [['events', 'list', '--', '--st']],
    [['store', 'backup', '']],
    [['events', 'create', '--title', '']],
    [['nonsense', '--x', '']],
  ])('%j has no candidates', async (words) => {
    expect(await candidates(words)).toEqual([]);
  });

  it('offers the commands, but not the hidden one', async () => {
    const found = values(await candidates(['']));
    expect(found).toEqual(
      expect.arrayContaining([
        'events',
        'venues',
        'organizers',
        'categories',
        'tags',
        'export',
        'import',
        'add',
        'api',
        'serve',
        'completion',
      ]),
    );
    expect(found).not.toContain('__complete');
  });

  it("offers a command's own flags, then the program's, and the flags again when nothing positional is left", async () => {
    const flags = values(await candidates(['venues', 'list', '-']));
    expect(flags).toEqual(
      expect.arrayContaining([
        '--search',
        '--status',
        '--format',
        '--all',
        '--help',
        '-h',
        '--data',
        '--url',
        '--profile',
      ]),
    );
    expect(flags.indexOf('--search')).toBeLessThan(flags.indexOf('--data'));
    expect(values(await candidates(['venues', 'list', '']))).toEqual(flags);
  });

  it('finds the command past the program flags and their values', async () => {
    expect(await candidates(['--profile', 'site', '--verbose', 'events', 'list', '--status', 'tr'])).toEqual(['trash']);
  });

  it('offers time zones for zone flags', async () => {
    expect(await candidates(['serve', '--timezone', 'Europe/Mad'])).toEqual(['Europe/Madrid']);
    expect(await candidates(['events', 'list', '--tz', 'America/New_Y'])).toEqual(['America/New_York']);
    expect(await candidates(['add', 'Gig tomorrow 9pm', '--timezone', 'Europe/Lis'])).toEqual(['Europe/Lisbon']);
    expect(values(await candidates(['add', '--y']))).toEqual(['--yes']);
  });
});

describe('live candidates from the local calendar file', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const create = async (name: string, argv: string[]) => {
      const result = await runCli([...argv, '--json'], { env: env() });
      expect(result.code, result.stderr).toBe(0);
      ids[name] = (JSON.parse(result.stdout) as { id: number }).id;
    };
    await create('hall', ['venues', 'create', '--venue', 'Blue Note Hall', '--city', 'New York']);
    await create('apollo', ['venues', 'create', '--venue', 'Apollo']);
    await create('gone', ['venues', 'create', '--venue', 'Gone Hall']);
    await create('music', ['categories', 'create', '--name', 'Live Music']);
    await create('jazz', [
      'events',
      'create',
      '--title',
      'Jazz Night',
      '--start-date',
      '2026-12-03 20:00',
      '--end-date',
      '2026-12-03 23:00',
      '--venue',
      String(ids.hall),
    ]);
    expect((await runCli(['venues', 'delete', String(ids.gone), '--yes'], { env: env() })).code).toBe(0);
  });

  it('offers IDs with their titles for ID arguments and ID flags, newest first, without trashed items', async () => {
    expect(await candidates(['events', 'get', ''])).toEqual([`${ids.jazz}\tJazz Night`]);
    expect(await candidates(['events', 'create', '--venue', ''])).toEqual([
      `${ids.apollo}\tApollo`,
      `${ids.hall}\tBlue Note Hall`,
    ]);
    expect(await candidates(['events', 'create', '--categories', ''])).toEqual([`${ids.music}\tLive Music`]);
  });

  it('completes the next item of a comma list', async () => {
    expect(await candidates(['events', 'list', '--venue', `${ids.hall},`])).toEqual([
      `${ids.hall},${ids.apollo}\tApollo`,
      `${ids.hall},${ids.hall}\tBlue Note Hall`,
    ]);
  });

  it('offers slugs for --slug and for filters that take slugs', async () => {
    expect(await candidates(['events', 'update', '--slug', 'ja'])).toEqual(['jazz-night\tJazz Night']);
    expect(await candidates(['events', 'list', '--categories', 'li'])).toEqual(['live-music\tLive Music']);
    expect(await candidates(['categories', 'list', '--slug', ''])).toEqual(['live-music\tLive Music']);
  });

  it('reads the file named by --data on the line, and never creates one', async () => {
    const other = box.path('other.json');
    expect(await candidates(['--data', other, 'venues', 'get', ''])).toEqual([]);
    await expect(stat(other)).rejects.toThrow();
  });

  it('never prompts and stays silent when the configuration is unusable', async () => {
    const prompter = scriptedPrompter([]);
    const result = await runCli(['__complete', '--', '--profile', 'missing', 'events', 'get', ''], {
      env: env(),
      tty: true,
      prompter,
    });
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
    prompter.verify();
  });
});
