// The months an import reads whole (src/remote/event-month-blocks.ts), against a strict reader of list pages: asked
// once whether they hold any event, read only after enough records fell in them, once, left alone when full, and kept
// in step with the events a run makes.
import { describe, expect, it } from 'vitest';
import { BLOCK_AFTER, DENSE_PAGES, EventMonthBlocks, type MonthPage } from '../../../src/remote/event-month-blocks.js';

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
    expect(asked).toEqual([
      { per_page: 1, start_date: '2026-12-31', end_date: '2027-02-02' },
      { per_page: 50, start_date: '2026-12-31', end_date: '2027-02-02' },
    ]);
    // Another language is another month.
    expect(await blocks.events({ per_page: 50, site_language: 'es' }, 'es', JANUARY, 'jazz')).toBeUndefined();
  });

  it('leaves a month of more than DENSE_PAGES pages to one list per record', async () => {
    const { asked, read } = reader([{ items: [event(1, 'Jazz')], pages: DENSE_PAGES + 1 }]);
    const blocks = new EventMonthBlocks(read, async () => fold);
    expect(await askTimes(blocks, BLOCK_AFTER + 3)).toEqual(Array(BLOCK_AFTER + 3).fill(undefined));
    // The list of one, then the first page of the read.
    expect(asked.map((args) => args.per_page)).toEqual([1, 50]);
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

  it('answer every record of a month that holds no event after one list of one, from the events the run made', async () => {
    const { asked, read } = reader([{ items: [], pages: 0 }]);
    const blocks = new EventMonthBlocks(read, async () => fold);
    // Records that ask at once share the one question.
    const first = await Promise.all([1, 2, 3].map(() => blocks.events({ per_page: 50 }, undefined, JANUARY, 'jazz')));
    expect(first.map((found) => [...(found ?? [])])).toEqual([[], [], []]);
    await blocks.remember(undefined, event(7, 'Jazz'));
    const later = await askTimes(blocks, BLOCK_AFTER + 2);
    expect(later.map((found) => [...(found ?? [])].map((e) => e.id))).toEqual(Array(BLOCK_AFTER + 2).fill([7]));
    expect(asked).toEqual([{ per_page: 1, start_date: '2026-12-31', end_date: '2027-02-02' }]);
  });

  it('keep an event remembered while another record waited for the answer', async () => {
    let answer: (page: MonthPage) => void = () => undefined;
    const pending = new Promise<MonthPage>((resolve) => (answer = resolve));
    const blocks = new EventMonthBlocks(
      () =>
        (async function* () {
          yield await pending;
        })(),
      async () => fold,
    );
    const waiting = blocks.events({}, undefined, JANUARY, 'jazz');
    answer({ items: [], pages: 0 });
    expect([...((await waiting) ?? [])]).toEqual([]);
    await blocks.remember(undefined, event(8, 'Jazz'));
    const [found] = await askTimes(blocks, 1);
    expect([...(found ?? [])].map((e) => e.id)).toEqual([8]);
  });

  it('look a month up record by record when the question failed, as one that holds events', async () => {
    let reads = 0;
    const blocks = new EventMonthBlocks(
      () =>
        (async function* (): AsyncGenerator<MonthPage> {
          reads += 1;
          if (reads === 1) throw new Error('server busy');
          yield { items: [event(1, 'Jazz')], pages: 1 };
        })(),
      async () => fold,
    );
    const answers = await askTimes(blocks, BLOCK_AFTER + 1);
    expect(answers.slice(0, BLOCK_AFTER)).toEqual(Array(BLOCK_AFTER).fill(undefined));
    expect([...(answers[BLOCK_AFTER] ?? [])].map((e) => e.id)).toEqual([1]);
    expect(reads).toBe(2);
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
