// `cal serve` as users run it: the built binary, a real port, a real file, signals and restarts.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { execa } from 'execa';
import { ADMIN_AUTH, BIN, cal } from '../helpers/cli.js';
import { useSandbox } from '../helpers/setup.js';

const box = useSandbox();

/** Writes are signed in as the administrator; reads are anonymous. */
async function json(url: string, init?: RequestInit) {
  const response = await fetch(
    url,
    init?.method
      ? { ...init, headers: { ...(init.headers as Record<string, string>), authorization: ADMIN_AUTH } }
      : init,
  );
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

describe('cal serve', () => {
  it('prints the API root, serves the file, and stops cleanly on SIGTERM with the write saved', async () => {
    const data = box.path('basic.json');
    const server = await box.serve(['--data', data, '--timezone', 'Europe/Madrid']);
    expect(server.api).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/wp-json\/cal\/events\/v1\/$/);
    const created = await json(`${server.api}events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Launch', start_date: '2030-01-02 10:00', end_date: '2030-01-02 12:00' }),
    });
    expect(created.status).toBe(201);
    expect(created.body.timezone).toBe('Europe/Madrid');
    expect(created.body.utc_start_date).toBe('2030-01-02 09:00:00');
    expect(await server.stop('SIGTERM')).toBe(0);
    const doc = JSON.parse(await readFile(data, 'utf8'));
    expect(doc.events.map((e: { title: string }) => e.title)).toEqual(['Launch']);
    expect(doc.settings.timezone).toBe('Europe/Madrid');
  });

  it('keeps the data across a restart on the same file', async () => {
    const data = box.path('restart.json');
    const first = await box.serve(['--data', data]);
    const venue = await json(`${first.api}venues`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ venue: 'Hall', city: 'Vic' }),
    });
    const event = await json(`${first.api}events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Kept',
        start_date: '2027-05-01 18:00',
        end_date: '2027-05-01 20:00',
        venue: venue.body.id,
        categories: ['Talks'],
      }),
    });
    expect(await first.stop('SIGINT')).toBe(0);

    const second = await box.serve([], { CAL_DATA: data });
    const again = await json(`${second.api}events/${event.body.id}`);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      title: 'Kept',
      start_date: '2027-05-01 18:00:00',
      venue: { venue: 'Hall', city: 'Vic' },
    });
    expect(again.body.categories.map((c: { name: string }) => c.name)).toEqual(['Talks']);
    const next = await json(`${second.api}tags`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'after-restart' }),
    });
    expect(next.body.id).toBeGreaterThan(again.body.categories[0].id);
    expect(await second.stop()).toBe(0);
  });

  it('fills a new calendar with --demo, and only a new one', async () => {
    const data = box.path('demo.json');
    const server = await box.serve(['--demo', '--data', data]);
    const list = await json(`${server.api}events?per_page=50`);
    expect(list.body.total).toBe(8);
    expect(list.body.events.every((e: { status: string }) => e.status === 'publish')).toBe(true);
    expect((await json(`${server.api}venues`)).body.total).toBe(3);
    await server.stop();
    const rerun = await box.serve(['--demo', '--data', data]);
    expect((await json(`${rerun.api}events?per_page=50`)).body.total).toBe(8);
    await rerun.stop();
  });

  it('serves a first calendar on a machine whose per-user data folder does not exist yet', async () => {
    const home = box.path('fresh-home');
    const server = await box.serve(['--demo'], {
      HOME: home,
      XDG_DATA_HOME: join(home, '.local/share'),
      XDG_CONFIG_HOME: join(home, '.config'),
      CAL_DATA: '',
      CAL_URL: '',
    });
    expect((await json(`${server.api}events?per_page=50`)).body.total).toBe(8);
    expect(await server.stop()).toBe(0);
    expect(JSON.parse(await readFile(join(home, '.local/share/cal/calendar.json'), 'utf8')).events).toHaveLength(8);
  });

  it.each([
    [['serve', '--timezone', 'Mars/Olympus'], 2, /--timezone: unknown time zone "Mars\/Olympus"/],
    [['serve', '--port', 'abc'], 2, /--port: not a port number/],
    [['serve', '--site-url', 'ftp://x'], 2, /--site-url: not an http\(s\) URL/],
    [['serve', '--nope'], 2, /^cal: unknown option '--nope'$/],
    [['serve', '--host', 'not a host'], 2, /--host: not an address or host name: "not a host"/],
    [['frobnicate'], 2, /unknown command 'frobnicate'/],
  ])('rejects %j with exit code %i and a one-line message', async (args, code, message) => {
    const result = await cal([...args, '--data', box.path('unused.json')]);
    expect(result.exitCode).toBe(code);
    expect(result.stderr).toMatch(message);
    expect(result.stdout).toBe('');
  });

  it('reports a port already in use in one line and exits 1', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    const result = await cal(['serve', '--port', String(port), '--data', box.path('busy.json')]);
    blocker.close();
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toBe(
      `cal: cannot listen on 127.0.0.1:${port}: the port is in use (EADDRINUSE); choose another --port, or --port 0 for a free one`,
    );
  });

  it('stops quietly when its reader closes the pipe early', async () => {
    // The OpenAPI document is far larger than a pipe buffer, so the writer outlives `head`.
    const data = box.path('pipe.json');
    const result = await execa('sh', ['-c', `node ${JSON.stringify(BIN)} api GET doc | head -n 1`], {
      reject: false,
      env: { CAL_DATA: data },
    });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toBe('{');
    expect(result.stderr).toBe('');
  });

  it('stops quietly when the reader of its messages (stderr) is gone', async () => {
    // `true` exits before cal starts, so the note the month view writes on stderr meets a closed pipe.
    const data = box.path('pipe-stderr.json');
    const result = await execa(
      'bash',
      [
        '-c',
        `set -o pipefail; node ${JSON.stringify(BIN)} --data ${JSON.stringify(data)} month 2>&1 >/dev/null | true`,
      ],
      { reject: false },
    );
    expect(result.exitCode).toBe(0);
  });

  it('prints its version', async () => {
    const result = await cal(['--version']);
    const pkg = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8'));
    expect(result.stdout.trim()).toBe(pkg.version);
    expect(result.exitCode).toBe(0);
  });

  it('refuses a damaged calendar file with its path and exit code 1', async () => {
    const data = box.path('broken.json');
    await import('node:fs/promises').then((fs) => fs.writeFile(data, '{"schema": 1, "events": {}}'));
    const result = await cal(['serve', '--data', data, '--port', '0']);
    expect(result.exitCode).toBe(1);
    expect(result.stderr.trim()).toBe(
      `cal: ${data}: $.events: expected an array; \`cal store repair\` sets the file aside and recovers every record it can read`,
    );
  });
});
