// What TEC makes of names and costs, said or mended by cal: JSON prints titles as text (TEC answers them
// texturized and HTML-escaped), a free event keeps its cost of "0" (TEC's create drops it), and a cost written
// without a currency symbol is said to be shown with the site's.
import { expect } from 'vitest';
import { eventCreateArgs } from '../e2e/cli-support.js';
import { json, type Scenario } from './scenario-kit.js';

export const COST_AND_NAME_SCENARIOS: readonly Scenario[] = [
  {
    name: 'json-names-and-costs',
    title: 'JSON titles are text, a free event stays free, and a cost without a symbol is said to get the site one',
    async run({ cal, name }) {
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
      const free = await cal(event(name("Costly Children's Day"), '0'));
      expect(json(free)).toEqual({
        title: name('Costly Children’s Day'),
        cost: 'Free',
        cost_details: { values: ['0'] },
      });
      expect(free.stderr).toBe('');
      const ranged = await cal(event(name('Costly Range & Co'), '5-15'));
      expect(json(ranged)).toEqual({
        title: name('Costly Range & Co'),
        cost: '$5 – $15',
        cost_details: { values: ['5', '15'] },
      });
      expect(ranged.stderr).toBe(
        'note: the server shows the cost "5-15" as "$5 – $15", with the site\'s default currency symbol; write the symbol with each amount (e.g. "5€, 15€") to choose another',
      );
      const listed = json<{ title: string }[]>(
        await cal([
          'events',
          'list',
          '--search',
          name('Costly'),
          '--start-date',
          '2027-06-04',
          '--end-date',
          '2027-06-04',
          '--fields',
          'title',
          '--json',
        ]),
      );
      expect(listed.map((item) => item.title).sort()).toEqual(
        [name('Costly Children’s Day'), name('Costly Range & Co')].sort(),
      );
    },
  },
];
