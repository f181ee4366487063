// `cal serve` sign-in as users meet it: the administrator's first password, the lock with its local CLI password,
// stale locks, --host and --cors. Real child processes, real ports, files in a private temp folder.
import { access, readFile, stat, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { JsonFileStore } from '../../src/store/file/json-file-store.js';
import { describe, expect, it } from 'vitest';
import { ADMIN_AUTH, ADMIN_PASSWORD, basic, cal, type ServeProcess } from '../helpers/cli.js';
import { useSandbox } from '../helpers/setup.js';
import { post, type Json } from './cli-support.js';

/** One generated application password on a line of its own, as `cal serve` prints it. */
const PRINTED_PASSWORD = /^ {2}(?:[A-Za-z0-9]{4} ){5}[A-Za-z0-9]{4}$/gm;
const GENERATED = /^(?:[A-Za-z0-9]{4} ){5}[A-Za-z0-9]{4}$/;
const FIRST_PASSWORD_NOTE = 'Created an application password for admin (shown once; keep it safe):\n';
/** The per-run token `cal serve` puts in its lock for local commands. */
const LOCAL_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const box = useSandbox();

const serveOn = (file: string, args: readonly string[] = [], env: Record<string, string> = {}): Promise<ServeProcess> =>
  box.serve(['--data', file, ...args], env);

/** Resolves with the server's stderr once it matches (waits on output, not on time). */
function stderrMatching(server: ServeProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const text = server.stderr();
      if (!pattern.test(text)) return;
      server.child.stderr?.off('data', check);
      resolve(text);
    };
    // Registered after the helper's own listener, so server.stderr() already holds each chunk seen here.
    server.child.stderr?.on('data', check);
    void server.child.then(() =>
      reject(new Error(`cal serve exited before printing ${pattern}; stderr: ${server.stderr()}`)),
    );
    check();
  });
}

const newEvent = (title: string) => ({ title, start_date: '2031-03-04 10:00', end_date: '2031-03-04 12:00' });

/** Everything on disk (the document and its journal) as text, and the calendar as committed. */
async function calendar(file: string): Promise<{ text: string; doc: Json }> {
  const journal = await readFile(`${file}.journal`, 'utf8').catch(() => '');
  const text = (await readFile(file, 'utf8')) + journal;
  return { text, doc: JSON.parse(await JsonFileStore.readConsistent(file)) as Json };
}

/** Names of the application passwords of a user in the file. */
function passwordNames(doc: Json, login: string): string[] {
  const user = (doc.users as Json[]).find((u) => u.login === login);
  return ((user?.passwords ?? []) as Json[]).map((p) => p.name as string);
}

describe.concurrent('cal serve: the administrator password', () => {
  it('prints one generated password on a new file, which signs in, is stored hashed, and is not printed again', async () => {
    const file = box.path('generated.json');
    const server = await serveOn(file, [], { CAL_ADMIN_PASSWORD: '' });
    const printed = await stderrMatching(server, /keep it safe\):\n {2}\S.{28}\n/);
    const lines = printed.match(PRINTED_PASSWORD) ?? [];
    expect(lines).toHaveLength(1);
    const password = lines[0]!.trim();
    expect(password).toMatch(GENERATED);

    const created = await post(`${server.api}events`, newEvent('Signed in'), basic('admin', password));
    expect(created.status).toBe(201);
    expect(created.body.title).toBe('Signed in');
    // WordPress ignores the spaces that group an application password.
    expect(
      (await post(`${server.api}events`, newEvent('No spaces'), basic('admin', password.replaceAll(' ', '')))).status,
    ).toBe(201);

    const anonymous = await post(`${server.api}events`, newEvent('Anonymous'));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('rest_forbidden');
    expect(anonymous.body.data.status).toBe(401);
    const wrong = await post(`${server.api}events`, newEvent('Wrong'), basic('admin', 'not-the-password'));
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('incorrect_password');

    const served = await calendar(file);
    expect(served.text).not.toContain(password);
    expect(served.text).not.toContain(password.replaceAll(' ', ''));
    const admin = (served.doc.users as Json[]).find((u) => u.login === 'admin')!;
    expect(admin.role).toBe('administrator');
    // Local commands' sign-in is the run's token, never a password in the calendar.
    expect(admin.passwords.map((p: Json) => p.name)).toEqual(['admin']);
    for (const stored of admin.passwords as Json[]) expect(stored.hash).toMatch(/^scrypt\$/);

    expect(await server.stop()).toBe(0);
    expect(server.stderr()).toBe(`${FIRST_PASSWORD_NOTE}  ${password}\n`);
    const after = await calendar(file);
    expect(after.text).not.toContain(password);
    expect(passwordNames(after.doc, 'admin')).toEqual(['admin']);
    expect((after.doc.events as Json[]).map((e) => e.title)).toEqual(['Signed in', 'No spaces']);

    // A restart on the same file keeps the password and prints none.
    const again = await serveOn(file, [], { CAL_ADMIN_PASSWORD: '' });
    expect((await post(`${again.api}events`, newEvent('After restart'), basic('admin', password))).status).toBe(201);
    expect(await again.stop()).toBe(0);
    expect(again.stderr()).toBe('');
  });

  it('uses CAL_ADMIN_PASSWORD on a new file without printing anything, and only on a new file', async () => {
    const file = box.path('chosen.json');
    const server = await serveOn(file, [], { CAL_ADMIN_PASSWORD: 'chosen-admin-secret' });
    expect((await post(`${server.api}tags`, { name: 'chosen' }, basic('admin', 'chosen-admin-secret'))).status).toBe(
      201,
    );
    expect(await server.stop()).toBe(0);
    expect(server.stderr()).toBe('');
    const { text, doc } = await calendar(file);
    expect(text).not.toContain('chosen-admin-secret');
    expect(passwordNames(doc, 'admin')).toEqual(['admin']);
    expect((doc.users as Json[])[0]!.passwords[0].hash).toMatch(/^scrypt\$/);

    // Once someone can sign in, CAL_ADMIN_PASSWORD no longer replaces or adds a password.
    const again = await serveOn(file, [], { CAL_ADMIN_PASSWORD: 'another-admin-secret' });
    const other = await post(`${again.api}tags`, { name: 'other' }, basic('admin', 'another-admin-secret'));
    expect(other.status).toBe(401);
    expect(other.body.code).toBe('incorrect_password');
    expect((await post(`${again.api}tags`, { name: 'still' }, basic('admin', 'chosen-admin-secret'))).status).toBe(201);
    expect(await again.stop()).toBe(0);
    expect(again.stderr()).toBe('');
  });

  it('refuses a port in use before making the first password, which a later start then prints', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as AddressInfo).port;
    const file = box.path('busy-port.json');
    const refused = await cal(['serve', '--port', String(port), '--data', file], {
      env: { ...box.env, CAL_ADMIN_PASSWORD: '' },
    });
    await new Promise<void>((resolve) => blocker.close(() => resolve()));
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toBe(
      `cal: cannot listen on 127.0.0.1:${port}: the port is in use (EADDRINUSE); choose another --port, or --port 0 for a free one`,
    );
    expect(refused.stdout).toBe('');
    // Nothing was made: no calendar, no password, no lock left behind.
    await expect(access(file)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(access(`${file}.lock`)).rejects.toMatchObject({ code: 'ENOENT' });

    const server = await serveOn(file, [], { CAL_ADMIN_PASSWORD: '' });
    const printed = await stderrMatching(server, /keep it safe\):\n {2}\S.{28}\n/);
    const password = (printed.match(PRINTED_PASSWORD) ?? [])[0]?.trim() ?? '';
    expect(password).toMatch(GENERATED);
    expect((await post(`${server.api}tags`, { name: 'after-busy' }, basic('admin', password))).status).toBe(201);
    expect(await server.stop()).toBe(0);
  });

  it('slows down a login after ten failed sign-ins from an address: 429 even for the right password, others still sign in', async () => {
    const server = await serveOn(box.path('throttled.json'));
    for (let i = 1; i <= 10; i++) {
      const failed = await post(`${server.api}tags`, { name: `try-${i}` }, basic('admin', 'guessed-password'));
      expect([failed.status, failed.body.code]).toEqual([401, 'incorrect_password']);
    }
    const blocked = await post(`${server.api}tags`, { name: 'right' }, ADMIN_AUTH);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('rest_too_many_requests');
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await fetch(`${server.api}tags`)).status).toBe(200);
    // Another user at the same address is not locked out by them.
    const other = await post(`${server.api}tags`, { name: 'other' }, basic('mallory', 'guessed-password'));
    expect([other.status, other.body.code]).toEqual([401, 'invalid_username']);
    expect(await server.stop()).toBe(0);
    expect((await calendar(box.path('throttled.json'))).doc.tags as Json[]).toEqual([]);
  });
});

describe.concurrent('cal serve: the lock file', () => {
  it('holds <file>.lock (0600, pid, url, the local token) while serving, refuses a second server, and cleans up', async () => {
    const file = box.path('locked.json');
    const lock = `${file}.lock`;
    const server = await serveOn(file);
    const base = server.base;
    expect(server.child.pid).toBeTypeOf('number');

    expect((await stat(lock)).mode & 0o777).toBe(0o600);
    const lockText = await readFile(lock, 'utf8');
    const info = JSON.parse(lockText) as Json;
    expect(info).toEqual({
      pid: server.child.pid,
      url: base,
      user: 'admin',
      password: expect.stringMatching(LOCAL_TOKEN),
    });
    // The local token signs in as the administrator, and is nowhere in the calendar, not even hashed.
    expect((await post(`${server.api}tags`, { name: 'local' }, basic('admin', info.password as string))).status).toBe(
      201,
    );
    const served = await calendar(file);
    expect(served.text).not.toContain(info.password as string);
    expect(passwordNames(served.doc, 'admin')).toEqual(['admin']);

    const second = await cal(['serve', '--port', '0', '--data', file], {
      env: { ...box.env, CAL_ADMIN_PASSWORD: ADMIN_PASSWORD },
    });
    expect(second.exitCode).toBe(1);
    expect(second.stderr).toBe(`cal: ${file} is already served by process ${server.child.pid} at ${base}`);
    expect(second.stdout).toBe('');
    expect(await readFile(lock, 'utf8')).toBe(lockText);
    expect((await post(`${server.api}tags`, { name: 'still-serving' }, ADMIN_AUTH)).status).toBe(201);

    expect(await server.stop('SIGTERM')).toBe(0);
    await expect(access(lock)).rejects.toMatchObject({ code: 'ENOENT' });
    const after = await calendar(file);
    expect(passwordNames(after.doc, 'admin')).toEqual(['admin']);
    expect((after.doc.tags as Json[]).map((t) => t.name)).toEqual(['local', 'still-serving']);

    // The next run makes a new local password; the old one no longer signs in.
    const next = await serveOn(file);
    const nextInfo = JSON.parse(await readFile(lock, 'utf8')) as Json;
    expect(nextInfo.pid).toBe(next.child.pid);
    expect(nextInfo.password).not.toBe(info.password);
    const old = await post(`${next.api}tags`, { name: 'old-local' }, basic('admin', info.password as string));
    expect(old.status).toBe(401);
    expect(old.body.code).toBe('incorrect_password');
    expect(await next.stop()).toBe(0);
  });

  it("after a crash (SIGKILL) the crashed run's local token signs in nowhere: it was never stored", async () => {
    const file = box.path('crashed.json');
    const lock = `${file}.lock`;
    const crashed = await serveOn(file);
    const crashedInfo = JSON.parse(await readFile(lock, 'utf8')) as Json;
    expect(await crashed.stop('SIGKILL')).toBeUndefined();
    // The lock is left behind, but the calendar holds nothing of the token.
    expect(JSON.parse(await readFile(lock, 'utf8'))).toEqual(crashedInfo);
    expect(passwordNames((await calendar(file)).doc, 'admin')).toEqual(['admin']);
    expect((await calendar(file)).text).not.toContain(crashedInfo.password as string);

    const next = await serveOn(file);
    const info = JSON.parse(await readFile(lock, 'utf8')) as Json;
    expect(info.pid).toBe(next.child.pid);
    expect(passwordNames((await calendar(file)).doc, 'admin')).toEqual(['admin']);
    const old = await post(
      `${next.api}tags`,
      { name: 'crashed-local' },
      basic('admin', crashedInfo.password as string),
    );
    expect(old.status).toBe(401);
    expect(old.body.code).toBe('incorrect_password');
    expect((await post(`${next.api}tags`, { name: 'new-local' }, basic('admin', info.password as string))).status).toBe(
      201,
    );
    expect(await next.stop()).toBe(0);
    expect(next.stderr()).toBe('');
    expect(passwordNames((await calendar(file)).doc, 'admin')).toEqual(['admin']);
  });

  it('refuses a CAL_ADMIN_PASSWORD under 8 characters with exit code 2, leaving no lock', async () => {
    const file = box.path('short-admin.json');
    const result = await cal(['serve', '--port', '0', '--data', file], {
      env: { ...box.env, CAL_ADMIN_PASSWORD: 'short' },
    });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toBe('cal: CAL_ADMIN_PASSWORD: an application password needs at least 8 characters');
    expect(result.stdout).toBe('');
    await expect(access(`${file}.lock`)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(passwordNames((await calendar(file)).doc, 'admin')).toEqual([]);
  });

  it.concurrent.each([
    ['a dead process', '{"pid": 999999, "url": ""}'],
    ['a lock cut short', '{"pid": 12'],
  ])('starts over a stale lock left by %s', async (_kind, content) => {
    expect(() => process.kill(999999, 0)).toThrow();
    const file = box.path(`stale-${content.length}.json`);
    await writeFile(`${file}.lock`, content);
    const server = await serveOn(file);
    const info = JSON.parse(await readFile(`${file}.lock`, 'utf8')) as Json;
    expect(info.pid).toBe(server.child.pid);
    expect(info.url).toBe(server.base);
    expect((await post(`${server.api}events`, newEvent('Over a stale lock'), ADMIN_AUTH)).status).toBe(201);
    expect(await server.stop()).toBe(0);
    expect(server.stderr()).toBe('');
    await expect(access(`${file}.lock`)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe.concurrent('cal serve: --host and --cors', () => {
  it('warns about the risk when bound to 0.0.0.0, still serves, and is reached through 127.0.0.1', async () => {
    const server = await serveOn(box.path('wide.json'), ['--host', '0.0.0.0']);
    expect(server.api).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/wp-json\/cal\/events\/v1\/$/);
    expect((await fetch(`${server.api}events`)).status).toBe(200);
    expect((await post(`${server.api}events`, newEvent('Wide'), ADMIN_AUTH)).status).toBe(201);
    const lock = JSON.parse(await readFile(box.path('wide.json.lock'), 'utf8')) as Json;
    expect(lock.url).toBe(server.base);
    expect(await server.stop()).toBe(0);
    expect(server.stderr()).toBe(
      'Warning: listening on 0.0.0.0: other machines can reach this calendar; credentials travel unencrypted over plain HTTP.\n',
    );
  });

  it('answers allowed --cors origins only, and no origin without --cors', async () => {
    const [open, closed] = await Promise.all([
      serveOn(box.path('cors.json'), ['--cors', 'https://app.example.org']),
      serveOn(box.path('no-cors.json')),
    ]);
    const fromOrigin = (url: string, origin: string) => fetch(url, { headers: { origin } });

    const allowed = await fromOrigin(`${open.api}events`, 'https://app.example.org');
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example.org');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('vary')).toBe('Origin');
    const write = await post(`${open.api}events`, newEvent('From the app'), ADMIN_AUTH, {
      origin: 'https://app.example.org',
    });
    expect(write.status).toBe(201);
    expect(write.headers.get('access-control-allow-origin')).toBe('https://app.example.org');

    const other = await fromOrigin(`${open.api}events`, 'https://evil.example.com');
    expect(other.status).toBe(200);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const without = await fromOrigin(`${closed.api}events`, 'https://app.example.org');
    expect(without.status).toBe(200);
    expect(without.headers.get('access-control-allow-origin')).toBeNull();

    expect(await Promise.all([open.stop(), closed.stop()])).toEqual([0, 0]);
  });

  it('rejects a --cors value that is not an origin with exit code 2', async () => {
    const result = await cal(
      ['serve', '--port', '0', '--cors', 'app.example.org', '--data', box.path('bad-cors.json')],
      { env: box.env },
    );
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toBe('cal: --cors: not an origin: "app.example.org" (e.g. https://example.org)');
    await expect(access(box.path('bad-cors.json'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
