// The sign-in slow-down measures its minute on a monotonic clock (docs/api.md "Sign-in"): a step of the wall clock,
// back or forward, neither lengthens a lockout nor ends it early. The app is handed both clocks and moves them.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addApplicationPassword, addUser } from '../../src/domain/users.js';
import { createApp } from '../../src/server/app.js';
import { openStore } from '../../src/store/open-store.js';
import { MAX_LOGIN_FAILURES } from '../../src/store/sign-in-failures.js';
import type { Store } from '../../src/store/store.js';

const HOUR = 3_600_000;
const RIGHT = 'right password 123';
const basic = (login: string, password: string) => `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;

let store: Store | undefined;
let dir: string | undefined;
afterEach(async () => {
  await store?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a step of the wall clock during a lockout', () => {
  it('back or forward an hour: Retry-After counts down the same minute, which the monotonic clock ends', async () => {
    dir = await mkdtemp(join(tmpdir(), 'cal-sign-in-clock-'));
    const calendar = await openStore(join(dir, 'calendar.json'));
    store = calendar;
    await calendar.write((tx) => {
      addUser(tx, { login: 'victim', role: 'author' });
      addApplicationPassword(tx, 'victim', { password: RIGHT, now: Date.now() });
    });
    const wall = { ms: Date.UTC(2026, 10, 21, 12, 0, 0) };
    const monotonic = { ms: 1_000 };
    const app = createApp({
      store: calendar,
      siteUrl: 'http://localhost',
      now: () => wall.ms,
      signInClock: () => monotonic.ms,
    });
    const signIn = (password: string) =>
      app.handle({
        method: 'GET',
        url: '/wp-json/cal/events/v1/events',
        headers: { authorization: basic('victim', password) },
        remoteAddress: '192.0.2.7',
      });

    for (let guess = 0; guess < MAX_LOGIN_FAILURES; guess++) expect((await signIn(`guess ${guess}`)).status).toBe(401);
    monotonic.ms += 2_000;
    wall.ms += 2_000 - HOUR;
    const afterStepBack = await signIn(RIGHT);
    expect(afterStepBack.status).toBe(429);
    expect(afterStepBack.headers['retry-after']).toBe('58');
    wall.ms += 2 * HOUR;
    const afterStepForward = await signIn(RIGHT);
    expect(afterStepForward.status).toBe(429);
    expect(afterStepForward.headers['retry-after']).toBe('58');
    // The minute passes on the monotonic clock alone, whatever the wall clock says.
    monotonic.ms += 58_000;
    wall.ms -= 2 * HOUR;
    expect((await signIn(RIGHT)).status).toBe(200);
  });
});
