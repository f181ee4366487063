// Saved credentials go only to the origin they were made for; CAL_USER/CAL_PASSWORD to this invocation's URL.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD } from '../helpers/cli.js';
import { useSandbox } from '../helpers/setup.js';
import { ok, run, type Env } from './cli-support.js';

const box = useSandbox();
/** Another host: answers an empty list and notes the Authorization header of each request. */
let other: Server;
let otherBase: string;
const seen: (string | undefined)[] = [];

beforeAll(async () => {
  other = createServer((request, response) => {
    seen.push(request.headers.authorization);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"venues":[],"total":0,"total_pages":0}');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherBase = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => other.close(() => resolve())));

describe('credentials and origins', () => {
  it('sends saved credentials to their own server only, binding old ones to their profile URL on first use', async () => {
    const server = await box.startServer(box.path('calendar.json'));
    const config = box.path('origin-config');
    const env: Env = { ...box.env, XDG_CONFIG_HOME: config, CAL_USER: '', CAL_PASSWORD: '', CAL_URL: server.base };
    // Credentials saved before they carried an origin.
    await mkdir(`${config}/cal`, { recursive: true });
    await writeFile(
      `${config}/cal/credentials.json`,
      JSON.stringify({ default: { user: 'admin', password: ADMIN_PASSWORD } }),
      {
        mode: 0o600,
      },
    );
    ok(await run(['tags', 'create', '--name', 'Signed in'], env));
    expect(JSON.parse(await readFile(`${config}/cal/credentials.json`, 'utf8'))).toEqual({
      default: { user: 'admin', password: ADMIN_PASSWORD, origin: server.base },
    });

    seen.length = 0;
    ok(await run(['--url', otherBase, 'venues', 'list', '--format', 'count'], env));
    expect(seen).toEqual([undefined]);

    // CAL_USER/CAL_PASSWORD are this invocation's, for whatever URL it names.
    seen.length = 0;
    ok(
      await run(['--url', otherBase, 'venues', 'list', '--format', 'count'], {
        ...env,
        CAL_USER: 'ann',
        CAL_PASSWORD: 'pw',
      }),
    );
    expect(seen).toEqual([`Basic ${Buffer.from('ann:pw').toString('base64')}`]);
    await server.stop();
  });

  it('cal auth status says who signs in, where, with which role, and what the server declares', async () => {
    const server = await box.startServer(box.path('status.json'));
    const env: Env = { ...box.env, CAL_URL: server.base };
    const status = ok(await run(['auth', 'status'], env));
    expect(status.split('\n')).toEqual([
      `api          ${server.api}`,
      'user         admin (Administrator)',
      'role         administrator',
      'may          publish_tribe_events, edit_others_tribe_events, delete_others_tribe_events, manage_categories, upload_files',
      'credentials  CAL_USER and CAL_PASSWORD, for this command',
      'server       partial_update, languages, event_password, permanent_delete, offset_dates, geoloc, ical_uid, include_any_date, tags_any, only_with_upcoming, list_hidden, etag, edit_context, unique_slugs, fixed_offsets, idempotency_keys, batch, large_batches',
    ]);
    const nobody = await run(['auth', 'status'], { ...env, CAL_USER: '', CAL_PASSWORD: '' });
    expect({ code: nobody.exitCode, stderr: nobody.stderr }).toEqual({
      code: 4,
      stderr: `cal: rest_not_logged_in: not signed in at ${server.api} (You are not currently logged in.)`,
    });
    const local = ok(await run(['auth', 'status'], box.calendarEnv('unserved')));
    expect(local).toBe(
      `calendar file ${box.path('unserved.json')}: commands act as its administrator, with no sign-in`,
    );
    await server.stop();
  });
});
