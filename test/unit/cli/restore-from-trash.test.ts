// `cal events update ID --status publish` restores a trashed event with its fields, on a calendar file (the handler
// `cal serve` answers with); on TEC, whose read of a trashed event is refused, `restore-from-trash` in
// test/tec/scenarios.ts.
import { expect, it } from 'vitest';
import { runCli } from '../../helpers/cli-fakes.js';
import { useSandbox } from '../../helpers/setup.js';

const box = useSandbox();

it('restores a trashed event, keeping its zone, dates, cost and switches', async () => {
  const cal = (...argv: string[]) => runCli(argv, { env: { CAL_DATA: box.path('cal.json') } });
  const made = await cal(
    'events',
    'create',
    '--title',
    'Gig',
    '--start-date',
    '2027-06-04 18:00',
    '--end-date',
    '2027-06-04 19:00',
    '--timezone',
    'Europe/Madrid',
    '--cost',
    '15',
    '--featured',
    '--format',
    'ids',
  );
  const id = made.stdout.trim();
  expect((await cal('events', 'delete', id, '--yes', '--format', 'ids')).stdout).toBe(`${id}\n`);
  const restored = await cal(
    'events',
    'update',
    id,
    '--status',
    'publish',
    '--fields',
    'status,timezone,start_date,cost,featured',
    '--json',
  );
  expect(restored.code, restored.stderr).toBe(0);
  expect(JSON.parse(restored.stdout)).toEqual({
    status: 'publish',
    timezone: 'Europe/Madrid',
    start_date: '2027-06-04 18:00:00',
    cost: '$15',
    featured: true,
  });
});
