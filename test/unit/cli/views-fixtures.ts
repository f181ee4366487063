// A fixed calendar for the view commands: a temp calendar file filled through `cal events create`, in-process.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { runCli, type RunOptions, type RunResult } from '../../helpers/cli-fakes.js';

export interface ViewCalendar {
  env: Record<string, string>;
  run(argv: string[], options?: RunOptions): Promise<RunResult>;
  remove(): Promise<void>;
}

const MADRID = ['--timezone', 'Europe/Madrid'];

/** Events around the fake clock's "today" (Saturday 21 November 2026), in several zones and shapes. */
const EVENTS: string[][] = [
  [
    '--title',
    'Jazz Night & friends',
    '--start-date',
    '2026-11-21 20:00',
    '--end-date',
    '2026-11-21 23:00',
    ...MADRID,
    '--venue',
    '{"venue":"Blue Hall","city":"Vic"}',
    '--categories',
    'Music,Jazz',
  ],
  [
    '--title',
    'Breakfast talk about the history of the old town and its many bridges',
    '--start-date',
    '2026-11-21 08:00',
    '--end-date',
    '2026-11-21 09:00',
    ...MADRID,
    '--venue',
    '{"venue":"Town Library"}',
    '--categories',
    'Talks',
  ],
  [
    '--title',
    'Winter Festival',
    '--start-date',
    '2026-11-19 10:00',
    '--end-date',
    '2026-11-25 18:00',
    ...MADRID,
    '--venue',
    '{"venue":"Old Town"}',
    '--categories',
    'Festival',
  ],
  [
    '--title',
    'Craft Market',
    '--start-date',
    '2026-11-22',
    '--end-date',
    '2026-11-22',
    '--all-day',
    '--venue',
    '{"venue":"Plaza Major"}',
    '--categories',
    'Markets',
  ],
  ['--title', 'Late Show', '--start-date', '2026-11-28 22:00', '--end-date', '2026-11-29 02:00', ...MADRID],
  [
    '--title',
    'Autumn Residency',
    '--start-date',
    '2026-10-28',
    '--end-date',
    '2026-11-03',
    '--all-day',
    '--categories',
    'Art',
  ],
  [
    '--title',
    'New York Meetup',
    '--start-date',
    '2026-11-23 19:00',
    '--end-date',
    '2026-11-23 21:00',
    '--timezone',
    'America/New_York',
  ],
  ['--title', '<b>Bold</b> claims', '--start-date', '2026-11-27 12:00', '--end-date', '2026-11-27 13:00', ...MADRID],
  ...[9, 11, 13, 15, 17].map((hour) => [
    '--title',
    `Workshop ${hour}h`,
    '--start-date',
    `2026-11-26 ${hour}:00`,
    '--end-date',
    `2026-11-26 ${hour}:45`,
    ...MADRID,
  ]),
  [
    '--title',
    'Unpublished rehearsal',
    '--start-date',
    '2026-11-24 18:00',
    '--end-date',
    '2026-11-24 20:00',
    ...MADRID,
    '--status',
    'draft',
  ],
];

export async function viewCalendar(): Promise<ViewCalendar> {
  const dir = await mkdtemp(join(tmpdir(), 'cal-views-'));
  const env = { CAL_DATA: join(dir, 'calendar.json') };
  const run = (argv: string[], options: RunOptions = {}) =>
    runCli(argv, { ...options, env: { ...env, ...options.env } });
  for (const flags of EVENTS) {
    const result = await run(['events', 'create', ...flags, '--json']);
    expect(result.code, result.stderr).toBe(0);
  }
  return { env, run, remove: () => rm(dir, { recursive: true, force: true }) };
}
