// Exit codes and one-line messages: usage errors (2), failed commands (1), unreachable servers, `cal api` errors.
import { writeFile } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/setup.js';
import { json, ok, readCalendar, run, seed, send, YEAR, type Json } from './cli-support.js';

const box = useSandbox();
let kept: number;

beforeAll(async () => {
  kept = await seed(
    box,
    box.file,
    async (api) =>
      (
        await send(api, 'POST', 'events', {
          title: 'Kept',
          start_date: `${YEAR}-05-01 10:00`,
          end_date: `${YEAR}-05-01 12:00`,
        })
      ).id as number,
  );
});
const DATES = ['--start-date', `${YEAR}-06-01 10:00`, '--end-date', `${YEAR}-06-01 11:00`];

/** Only the seeded event, untouched. */
async function expectOnlyKept(): Promise<void> {
  const events = (await readCalendar(box.file)).events as Json[];
  expect(events.map((e) => [e.id, e.title, e.status])).toEqual([[kept, 'Kept', 'publish']]);
}

// One concurrent suite (sibling suites would run one after the other); the slowest test first.
describe.concurrent('cal exit codes and messages', () => {
  it('gives up on a server that never answers after --timeout (and its retries)', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    try {
      const started = performance.now();
      const result = await run(
        ['--verbose', '--url', `http://127.0.0.1:${port}`, '--timeout', '1', 'events', 'get', '1'],
        box.fileEnv,
      );
      const elapsed = performance.now() - started;
      expect(result.exitCode).toBe(1);
      // The message names the --timeout it waited (not the 30 s default); a read is tried three times.
      const lines = result.stderr.split('\n');
      expect(lines.at(-1)).toBe(
        `cal: cannot reach http://127.0.0.1:${port}/wp-json/cal/events/v1/: no answer within 1s`,
      );
      expect(lines.filter((line) => line.startsWith('→ GET'))).toHaveLength(3);
      // However slow the machine, three waits of 1 s cannot take less.
      expect(elapsed).toBeGreaterThan(3_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  // Usage errors: exit code 2, one line on stderr, nothing sent.
  it('names the missing required flags when there is no terminal to ask on, and creates nothing', async () => {
    const result = await run(['events', 'create', '--title', 'Lonely'], box.fileEnv);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toBe('cal: missing required options --start-date, --end-date (no terminal to ask on)');
    expect(result.stdout).toBe('');
    expect(ok(await run(['events', 'list', '--format', 'count'], box.fileEnv))).toBe('1');
    await expectOnlyKept();
  });

  it('refuses to delete without --yes when there is no terminal to confirm on', async () => {
    const result = await run(['events', 'delete', String(kept)], box.fileEnv);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toBe('cal: refusing to delete without --yes (no terminal to confirm on)');
    expect(result.stdout).toBe('');
    await expectOnlyKept();
  });

  it('rejects a non-integer value of an integer flag', async () => {
    const result = await run(['events', 'list', '--per-page', 'ten'], box.fileEnv);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toBe('cal: --per-page: expected an integer, got "ten"');
    expect(result.stdout).toBe('');
  });

  it("rejects a value outside a flag's choices", async () => {
    const result = await run(['events', 'create', '--title', 'Bogus', ...DATES, '--status', 'bogus'], box.fileEnv);
    expect(result.stderr).toMatch(
      /argument 'bogus' is invalid\. Allowed choices are publish, future, draft, pending, private, trash\./,
    );
    expect(result.stdout).toBe('');
    expect(result.exitCode).toBe(2);
    await expectOnlyKept();
  });

  it('rejects an unknown option of a resource command', async () => {
    const result = await run(['events', 'list', '--nope'], box.fileEnv);
    expect(result.stderr).toMatch(/unknown option '--nope'/);
    expect(result.stdout).toBe('');
    expect(result.exitCode).toBe(2);
  });

  it('rejects an ID that is not a number', async () => {
    const result = await run(['events', 'get', 'abc'], box.fileEnv);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toBe('cal: not an ID: "abc" (IDs are numbers; use --slug for slugs)');
    expect(result.stdout).toBe('');
  });

  it('rejects --from-file with text that is not JSON', async () => {
    const bad = box.path('bad.json');
    await writeFile(bad, '{"title": "Half');
    const result = await run(['events', 'create', '--from-file', bad, ...DATES], box.fileEnv);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(
      new RegExp(`^cal: --from-file: ${bad.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is not valid JSON \\(.+\\)$`),
    );
    expect(result.stdout).toBe('');
    await expectOnlyKept();
  });

  // Failed commands: exit code 1 with the API's code.
  it('reports an unknown ID as missing, with the API error code', async () => {
    const result = await run(['events', 'get', '999'], box.fileEnv);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toBe('cal: no event 999 (rest-event-not-found)');
    expect(result.stdout).toBe('');
    const venue = await run(['venues', 'get', '999'], box.fileEnv);
    expect({ code: venue.exitCode, stderr: venue.stderr }).toEqual({
      code: 1,
      stderr: 'cal: no venue 999 (rest_invalid_param)',
    });
  });

  it('reports a validation error with the offending parameter, and creates nothing', async () => {
    const result = await run(['events', 'create', '--title', 'Bad Site', ...DATES, '--website', 'foo'], box.fileEnv);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toBe('cal: rest_invalid_param: Invalid parameter(s): website (website: Invalid parameter.)');
    expect(result.stdout).toBe('');
    await expectOnlyKept();
  });

  it('refuses a date or time zone it cannot read before sending anything (exit 2), with the nearest valid value', async () => {
    const listed = await run(['events', 'list', '--starts-after', 'someday soon'], box.fileEnv);
    expect({ code: listed.exitCode, stderr: listed.stderr }).toEqual({
      code: 2,
      stderr:
        'cal: --starts-after: cannot read "someday soon" as a date; dates look like 2026-12-01, "2026-12-01 18:00", "tomorrow 9am"',
    });
    const created = await run(
      [
        'events',
        'create',
        '--title',
        'Bad Date',
        '--start-date',
        `${YEAR}-13-45 10:00`,
        '--end-date',
        `${YEAR}-06-01 11:00`,
      ],
      box.fileEnv,
    );
    expect({ code: created.exitCode, stderr: created.stderr }).toEqual({
      code: 2,
      stderr: `cal: --start-date: cannot read "${YEAR}-13-45 10:00" as a date: there is no month 13; dates look like 2026-12-01, "2026-12-01 18:00", "tomorrow 9am"`,
    });
    const zoned = await run(
      ['events', 'create', '--title', 'Bad Zone', ...DATES, '--timezone', 'Europe/Madird'],
      box.fileEnv,
    );
    expect({ code: zoned.exitCode, stderr: zoned.stderr }).toEqual({
      code: 2,
      stderr:
        'cal: --timezone: unknown time zone "Europe/Madird" (did you mean Europe/Madrid?); zones are IANA names such as Europe/Madrid, or offsets such as UTC+2',
    });
    await expectOnlyKept();
  });

  it('gives up on a closed port at once instead of hanging', async () => {
    const result = await run(
      ['--verbose', '--url', 'http://127.0.0.1:9', '--timeout', '2', 'events', 'list'],
      box.fileEnv,
    );
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toBe('');
    // Refused connections are retried twice (200 ms, then 400 ms) and reported as refused, never waited on for --timeout.
    const lines = result.stderr.split('\n');
    expect(lines.filter((line) => line.startsWith('retrying in'))).toEqual([
      'retrying in 200 ms (attempt 2 of 3)',
      'retrying in 400 ms (attempt 3 of 3)',
    ]);
    expect(lines.at(-1)).toBe('cal: cannot reach http://127.0.0.1:9/wp-json/cal/events/v1/: connection refused');
  });

  // cal api: the raw answer on stdout, the failure on stderr.
  it('prints the JSON error body on stdout and one line on stderr for an unknown route', async () => {
    const result = await run(['api', 'GET', 'nope'], box.fileEnv);
    expect(result.exitCode).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual({
      code: 'rest_no_route',
      message: 'No route was found matching the URL and request method.',
      data: { status: 404 },
    });
    expect(result.stderr).toBe('cal: rest_no_route: No route was found matching the URL and request method.');
  });

  it("creates a tag with POST and --field, printing the API's answer", async () => {
    const tag = json(await run(['api', 'POST', 'tags', '--field', 'name=jazz'], box.fileEnv));
    expect(tag).toMatchObject({ name: 'jazz', slug: 'jazz', taxonomy: 'post_tag', count: 0, description: '' });
    const stored = (await readCalendar(box.file)).tags as Json[];
    expect(stored.map((t) => [t.id, t.name])).toEqual([[tag.id, 'jazz']]);
  });
});
