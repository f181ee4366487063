// `--status any` lists every status but the trash, as WordPress reads it, on servers that refuse `any` itself
// (TEC and `cal serve` answer 400): on a calendar file here; on TEC, `status-any` in test/tec/scenarios.ts.
import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli-fakes.js';
import { useSandbox } from '../../helpers/setup.js';
import { withListedStatuses } from '../../../src/remote/listed-statuses.js';

describe('--status any', () => {
  it('is written out as every status but the trash, with the others given kept', () => {
    expect(withListedStatuses({ status: 'any' })).toEqual({ status: 'publish,future,draft,pending,private' });
    expect(withListedStatuses({ status: 'any,trash' })).toEqual({
      status: 'publish,future,draft,pending,private,trash',
    });
    expect(withListedStatuses({ status: 'draft' })).toEqual({ status: 'draft' });
    expect(withListedStatuses({ per_page: 5 })).toEqual({ per_page: 5 });
  });

  const box = useSandbox();
  it('lists drafts, pending and published events alike, not trashed ones, and exports them', async () => {
    const cal = (...argv: string[]) => runCli(argv, { env: { CAL_DATA: box.path('cal.json') } });
    for (const [title, status] of [
      ['Out', 'publish'],
      ['Soon', 'draft'],
      ['Waiting', 'pending'],
      ['Gone', 'publish'],
    ] as const)
      await cal(
        'events',
        'create',
        '--title',
        title,
        '--start-date',
        '2027-06-04 18:00',
        '--end-date',
        '2027-06-04 19:00',
        '--status',
        status,
      );
    await cal('events', 'delete', '4', '--yes');
    const listed = await cal(
      'events',
      'list',
      '--status',
      'any',
      '--start-date',
      '2027-06-01',
      '--fields',
      'title,status',
      '--json',
    );
    expect(listed.code, listed.stderr).toBe(0);
    expect(JSON.parse(listed.stdout)).toEqual([
      { title: 'Out', status: 'publish' },
      { title: 'Soon', status: 'draft' },
      { title: 'Waiting', status: 'pending' },
    ]);
    const exported = await cal('export', '--status', 'any', '--start-date', '2027-06-01', '--format', 'ndjson');
    expect(exported.stdout.trim().split('\n')).toHaveLength(3);
  });
});
