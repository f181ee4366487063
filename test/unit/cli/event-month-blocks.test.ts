// The months an import reads whole (src/cli/event-month-blocks.ts), against a strict reader of list pages: read
// only after enough records fell in them, once, left alone when full, and kept in step with the events a run makes.
import { describe, expect, it } from 'vitest';
import { BLOCK_AFTER, DENSE_PAGES, EventMonthBlocks, type MonthPage } from '../../../src/cli/event-month-blocks.js';

const fold = (title: string) => title.toLowerCase();
const JANUARY = Date.UTC(2027, 0, 31, 23, 0);
const event = (id: number, title: string) => ({ id, title, utc_start_date: '2027-01-20 10:00:00' });

/** A reader that answers each list with these pages and records what it was asked. */
function reader(pages: MonthPage[]) {
  const asked: Readonly<Record<string, unknown>>[] = [];
  return {
    asked,
    read: (args: Readonly<Record<string, unknown>>) => {
      asked.push(args);
      return (async function* () {
        yield* pages;
      })();
    },
  };
}

async function askTimes(blocks: EventMonthBlocks, times: number, title = 'jazz') {
  const answers = [];
  for (let i = 0; i < times; i++) answers.push(await blocks.events({ per_page: 50 }, undefined, JANUARY, title));
  return answers;
}

describe('the months of an import', () => {
  it('are read after enough records fell in them, once, with a day either side of the UTC month', async () => {
    const { asked, read } = reader([
      { items: [event(1, 'Jazz'), event(2, 'Rock')], pages: 2 },
      { items: [event(3, 'JAZZ')], pages: 2 },
    ]);
    const blocks = new EventMonthBlocks(read, async () => fold);
    const answers = await askTimes(blocks, BLOCK_AFTER + 2);
    expect(answers.slice(0, BLOCK_AFTER)).toEqual(Array(BLOCK_AFTER).fill(undefined));
    expect(answers.slice(BLOCK_AFTER).map((found) => [...(found ?? [])].map((e) => e.id))).toEqual([
      [1, 3],
      [1, 3],
    ]);
    expect(asked).toEqual([{ per_page: 50, start_date: '2026-12-31', end_date: '2027-02-02' }]);
    // Another language is another month.
    expect(await blocks.events({ per_page: 50, site_language: 'es' }, 'es', JANUARY, 'jazz')).toBeUndefined();
  });

  it('leaves a month of more than DENSE_PAGES pages to one list per record', async () => {
    const { asked, read } = reader([{ items: [event(1, 'Jazz')], pages: DENSE_PAGES + 1 }]);
    const blocks = new EventMonthBlocks(read, async () => fold);
    expect(await askTimes(blocks, BLOCK_AFTER + 3)).toEqual(Array(BLOCK_AFTER + 3).fill(undefined));
    expect(asked).toHaveLength(1);
  });

  it('remember an event made meanwhile in its read month, once, and nothing in a month not read', async () => {
    const { read } = reader([{ items: [event(1, 'Jazz')], pages: 1 }]);
    const blocks = new EventMonthBlocks(read, async () => fold);
    await blocks.remember(undefined, event(5, 'Jazz'));
    await askTimes(blocks, BLOCK_AFTER + 1);
    await blocks.remember(undefined, event(6, 'Jazz'));
    await blocks.remember(undefined, event(1, 'Jazz'));
    const [found] = await askTimes(blocks, 1);
    expect([...(found ?? [])].map((e) => e.id)).toEqual([1, 6]);
  });

  it('fail the records that wait for a month whose read failed, and remember nothing in it', async () => {
    const blocks = new EventMonthBlocks(
      () =>
        (async function* (): AsyncGenerator<MonthPage> {
          yield* [];
          throw new Error('server gone');
        })(),
      async () => fold,
    );
    await askTimes(blocks, BLOCK_AFTER);
    await expect(blocks.events({}, undefined, JANUARY, 'jazz')).rejects.toThrow('server gone');
    await expect(blocks.remember(undefined, event(5, 'Jazz'))).resolves.toBeUndefined();
  });
});
