// Input beyond flags (--from-file, stdin) and the per-user settings: config, profiles, login, --verbose.
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Served } from '../helpers/sandbox.js';
import { ADMIN_PASSWORD } from '../helpers/cli.js';
import { useSandbox } from '../helpers/setup.js';
import { get, json, ok, run, YEAR, type Env, type Json } from './cli-support.js';

const box = useSandbox();
let server: Served;

beforeAll(async () => {
  server = await box.startServer(box.path('served.json'));
});
const FILE_FIELDS = {
  title: 'From File',
  start_date: `${YEAR}-09-01 18:00`,
  end_date: `${YEAR}-09-01 20:00`,
  timezone: 'Europe/Madrid',
  cost: '$5',
  categories: ['Music'],
};

describe('a configured server, login, --verbose and input files', () => {
  // One user's settings, built up step by step; no CAL_URL or CAL_DATA in the environment.
  const configHome = () => box.path('user-config');
  const configFile = () => join(configHome(), 'cal', 'config.json');
  const credentialsFile = () => join(configHome(), 'cal', 'credentials.json');
  const env = (): Env => ({ ...box.env, XDG_CONFIG_HOME: configHome() });
  const basic = Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64');
  let eventId: number;

  it('saves the url with `cal config set`, after which commands go to that server; login stores private credentials', async () => {
    const set = await run(['config', 'set', 'url', server.base], env());
    expect(set.exitCode).toBe(0);
    expect(set.stderr).toBe(`Saved url in ${configFile()}`);
    expect(JSON.parse(await readFile(configFile(), 'utf8'))).toEqual({ profiles: { default: { url: server.base } } });

    const [created, login] = await Promise.all([
      run(
        [
          'events',
          'create',
          '--title',
          'Configured',
          '--start-date',
          `${YEAR}-10-01 10:00`,
          '--end-date',
          `${YEAR}-10-01 11:00`,
          '--json',
        ],
        env(),
      ),
      run(['login', '--user', 'admin', '--password-stdin'], env(), `${ADMIN_PASSWORD}\n`),
    ]);

    const id = json(created).id as number;
    const fetched = await get(server.api, `events/${id}`);
    expect(fetched.status).toBe(200);
    expect(fetched.body).toMatchObject({ id, title: 'Configured', start_date: `${YEAR}-10-01 10:00:00` });
    // Nothing went to the per-user calendar file of the embedded mode.
    await expect(stat(join(box.env.XDG_DATA_HOME!, 'cal', 'calendar.json'))).rejects.toMatchObject({ code: 'ENOENT' });

    expect(login.exitCode).toBe(0);
    expect(login.stdout).toBe('');
    expect(login.stderr).toBe(
      `Stored credentials of admin for profile default, for ${server.base} only, in ${credentialsFile()}`,
    );
    expect((await stat(credentialsFile())).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(credentialsFile(), 'utf8'))).toEqual({
      default: { user: 'admin', password: ADMIN_PASSWORD, origin: server.base },
    });
    eventId = id;
  });

  it('refuses credentials the server refuses, keeping none', async () => {
    const other = { ...env(), XDG_CONFIG_HOME: box.path('wrong-login') };
    await run(['config', 'set', 'url', server.base], other);
    const refused = await run(['login', '--user', 'admin', '--password-stdin'], other, 'not-the-password\n');
    expect({ code: refused.exitCode, stderr: refused.stderr }).toEqual({
      code: 4,
      stderr:
        "cal: incorrect_password: the server refused admin's credentials (The provided password is an invalid application password.); nothing was stored",
    });
    await expect(stat(join(box.path('wrong-login'), 'cal', 'credentials.json'))).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });

  describe.concurrent('afterwards (with the input checks, which need nothing, alongside)', () => {
    it('lists the settings with where each comes from, and the stored user without the password', async () => {
      const out = ok(await run(['config', 'list'], { ...env(), CAL_TZ: 'Asia/Tokyo' }));
      expect(out).toBe(
        [
          'profile\tdefault',
          `url\t${server.base}\t${configFile()}`,
          'timezone\tAsia/Tokyo\tenv CAL_TZ',
          'credentials\tadmin (password stored)',
        ].join('\n'),
      );
    });

    it('takes the API root cal serve prints as --url, namespace included', async () => {
      const result = await run(['--url', server.api, 'events', 'get', String(eventId), '--format', 'ids'], box.env);
      expect({ code: result.exitCode, stdout: result.stdout, stderr: result.stderr }).toEqual({
        code: 0,
        stdout: String(eventId),
        stderr: '',
      });
    });

    it('prints headers and bodies with --debug, secrets masked, and masks passwords in traced URLs', async () => {
      const result = await run(
        ['--debug', 'events', 'get', String(eventId), '--password', 'pw123', '--format', 'ids'],
        env(),
      );
      const lines = result.stderr.split('\n');
      expect(lines[0]).toBe(`→ GET ${server.api}events/${eventId}?password=***`);
      expect(lines).toContain('> authorization: Basic ***');
      expect(lines).toContain('< content-type: application/json; charset=UTF-8');
      expect(lines.some((line) => line.startsWith('< {"id":'))).toBe(true);
      expect(result.stderr).not.toContain('pw123');
      expect(result.stderr).not.toContain(ADMIN_PASSWORD);
      expect(result.stderr).not.toContain(basic);
    });

    it('traces requests on stderr with --verbose, without the password', async () => {
      const result = await run(['--verbose', 'events', 'get', String(eventId), '--format', 'ids'], env());
      expect(ok(result)).toBe(String(eventId));
      const url = `${server.api}events/${eventId}`;
      expect(result.stderr.split('\n')).toEqual([
        `→ GET ${url}`,
        expect.stringMatching(new RegExp(`^← 200 GET ${url.replace(/[.?]/g, '\\$&')} \\(\\d+ ms\\)$`)),
      ]);
      for (const text of [result.stdout, result.stderr]) {
        expect(text).not.toContain(ADMIN_PASSWORD);
        expect(text).not.toContain(basic);
      }
    });

    it('reads the fields from a JSON file, flags overriding its values', async () => {
      const env = { ...box.env, CAL_DATA: box.path('from-file.json') };
      const input = box.path('event.json');
      await writeFile(input, JSON.stringify(FILE_FIELDS));
      const event = json(
        await run(['events', 'create', '--from-file', input, '--title', 'From Flag', '--featured', '--json'], env),
      );
      expect(event).toMatchObject({
        title: 'From Flag',
        start_date: `${YEAR}-09-01 18:00:00`,
        end_date: `${YEAR}-09-01 20:00:00`,
        timezone: 'Europe/Madrid',
        cost: '$5',
        featured: true,
      });
      expect(event.categories.map((c: Json) => c.name)).toEqual(['Music']);
    });

    it('reads the fields from stdin with --from-file -', async () => {
      const env = { ...box.env, CAL_DATA: box.path('from-stdin.json') };
      const event = json(
        await run(['events', 'create', '--from-file', '-', '--cost', '$7', '--json'], env, JSON.stringify(FILE_FIELDS)),
      );
      expect(event).toMatchObject({
        title: 'From File',
        start_date: `${YEAR}-09-01 18:00:00`,
        timezone: 'Europe/Madrid',
        cost: '$7',
      });
    });

    it('refuses an unknown --profile with exit code 2', async () => {
      const result = await run(['--profile', 'other', 'events', 'list'], {
        ...box.env,
        XDG_CONFIG_HOME: box.path('no-profiles'),
      });
      expect(result.exitCode).toBe(2);
      expect(result.stderr).toBe('cal: unknown profile "other" (chosen by --profile); known profiles: default');
      expect(result.stdout).toBe('');
    });
  });
});
