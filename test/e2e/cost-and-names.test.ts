// On a calendar file (the server cal serve runs), as test/tec/cost-and-name-scenarios.ts on TEC: JSON titles are
// text, a free event keeps its cost of "0", and a cost without a currency symbol is said to get the site's.
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/setup.js';
import { eventCreateArgs, json, run } from './cli-support.js';

const box = useSandbox('test');

const event = (title: string, cost: string) =>
  eventCreateArgs(
    title,
    '2027-06-04 18:00',
    '2027-06-04 19:00',
    '--cost',
    cost,
    '--fields',
    'title,cost,cost_details.values',
    '--json',
  );

describe('names and costs as the server keeps them', () => {
  it('prints titles as text, keeps a free event free, and says when the site adds its currency symbol', async () => {
    const env = box.calendarEnv('costs');
    const free = await run(event('Folk & Fado', '0'), env);
    expect(json(free)).toEqual({ title: 'Folk & Fado', cost: 'Free', cost_details: { values: ['0'] } });
    expect(free.stderr).toBe('');
    const ranged = await run(event('Range', '5-15'), env);
    expect(json(ranged)).toEqual({ title: 'Range', cost: '$5 – $15', cost_details: { values: ['5', '15'] } });
    expect(ranged.stderr).toBe(
      'note: the server shows the cost "5-15" as "$5 – $15", with the site\'s default currency symbol; write the symbol with each amount (e.g. "5€, 15€") to choose another',
    );
    const euros = await run(event('Euros', '5€, 15€'), env);
    expect(json(euros)).toMatchObject({ cost: '5€ – 15€' });
    expect(euros.stderr).toBe('');
    const imported = await run(
      ['import', '-', '--format', 'ndjson'],
      env,
      `${JSON.stringify({ title: 'Free Import', start_date: '2027-06-05 10:00', end_date: '2027-06-05 11:00', cost: '0' })}\n`,
    );
    expect(imported.stderr).toBe('created 1, updated 0, skipped 0, failed 0');
    const listed = json<{ title: string; cost: string }[]>(
      await run(
        ['events', 'list', '--search', 'Import', '--fields', 'title,cost', '--json', '--start-date', '2027-06-05'],
        env,
      ),
    );
    expect(listed).toEqual([{ title: 'Free Import', cost: 'Free' }]);
  });
});
