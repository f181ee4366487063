// An import of many events without slugs in one month on TEC: after the first records, the month is read whole
// once (src/remote/event-month-blocks.ts) and each later record is found in it, however TEC texturized its title.
import { expect } from 'vitest';
import type { Scenario } from './scenario-kit.js';
import { TEXTURIZED_TITLES } from '../helpers/texturized-titles.js';

/** A month of its own (inside TEC's default two years), so that its read holds only this scenario's events. */
const MONTH = '2027-09';

export const MONTH_READ_SCENARIOS: readonly Scenario[] = [
  {
    name: 'month-read-once',
    title: 'rows without a slug past the first of their month are found in the month read whole, texturized titles too',
    async run({ cal, name, box }) {
      // Plain titles first (asked one list each), then the titles TEC answers otherwise, found in the month's read.
      const titles = [...Array.from({ length: 8 }, (_, i) => `Month ${i}`), ...TEXTURIZED_TITLES];
      const rows = titles.map((title, i) => {
        const day = `${MONTH}-${String(1 + i).padStart(2, '0')}`;
        return `"${name(title).replace(/"/g, '""')}",${day} 18:00,${day} 19:00`;
      });
      const file = await box.write('month.csv', ['title,start_date,end_date', ...rows].join('\n'));
      const summary = (stderr: string) => stderr.split('\n').at(-1);
      const total = titles.length;
      expect(summary((await cal(['import', file])).stderr)).toBe(`created ${total}, updated 0, skipped 0, failed 0`);
      expect(summary((await cal(['import', file])).stderr)).toBe(`created 0, updated 0, skipped ${total}, failed 0`);
      expect(summary((await cal(['import', file, '--update'])).stderr)).toBe(
        `created 0, updated ${total}, skipped 0, failed 0`,
      );
    },
  },
];
