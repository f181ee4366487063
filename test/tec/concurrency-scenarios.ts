// Writers at once on a TEC site, which has no If-Match: updates of one event by two cal commands at the same time
// each keep the other's change.
import { expect } from 'vitest';
import { idOf, json, ok, type Scenario } from './scenario-kit.js';

export const CONCURRENCY_SCENARIOS: readonly Scenario[] = [
  {
    name: 'concurrent-updates',
    title: 'two updates of one event at the same time both hold (cal takes turns on one machine)',
    async run({ cal, name }) {
      const id = String(
        idOf(
          await cal([
            'events',
            'create',
            '--title',
            name('Two Writers'),
            '--start-date',
            '2027-06-04 18:00',
            '--end-date',
            '2027-06-04 19:00',
            '--format',
            'ids',
          ]),
        ),
      );
      for (const [round, featured] of [
        [1, 'true'],
        [2, 'false'],
        [3, 'true'],
      ] as const) {
        const [cost, flag] = await Promise.all([
          cal(['events', 'update', id, '--cost', `${round}${round}`, '--format', 'ids']),
          cal(['events', 'update', id, '--featured', featured, '--format', 'ids'], { role: 'editor' }),
        ]);
        expect(ok(cost).trim()).toBe(id);
        expect(ok(flag).trim()).toBe(id);
        expect(json(await cal(['events', 'get', id, '--fields', 'cost,featured', '--json']))).toEqual({
          cost: `$${round}${round}`,
          featured: featured === 'true',
        });
      }
    },
  },
];
