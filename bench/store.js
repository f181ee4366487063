// Store: start-up time and resident memory of a process opening the calendar, and the cost of one write, by size.
import { fileURLToPath } from 'node:url';
import { writeCalendar } from './calendar-fixture.js';
import { expectOk, median, ms, percentile, ratio, runTimed, scratch, table, verdict } from './support.js';

const CHILD = fileURLToPath(new URL('./open-store-child.js', import.meta.url));
/** Writes cost the same on a big calendar as on a small one: the journal grows by the change alone. */
const FLAT = 1.5;

export async function benchStore({ sizes = [10_000, 100_000], writes = 200 } = {}) {
  const rows = [];
  for (const size of sizes) {
    const box = await scratch(`store-${size}`);
    try {
      const file = box.path('calendar.json');
      await writeCalendar(file, { events: size, now: Date.now() });
      const result = expectOk(
        await runTimed(process.execPath, ['--expose-gc', CHILD, file, String(writes)]),
        'open-store-child',
      );
      const child = JSON.parse(result.stdout);
      if (child.events !== size) throw new Error(`the store opened ${child.events} of ${size} events`);
      rows.push({
        size,
        openMs: child.openMs,
        rssMb: child.rssMb,
        writeMedian: median(child.writes),
        writeP99: percentile(child.writes, 99),
      });
    } finally {
      await box.remove();
    }
  }
  const first = rows[0];
  const last = rows.at(-1);
  const growth = last.writeMedian / first.writeMedian;
  const markdown = [
    '## Store',
    '',
    'A fresh process opens the calendar file (the JSON snapshot; no journal yet) and reports the time `open` took and',
    `its resident memory after a full GC; it then makes ${writes} single writes (one tag each: journal append and fsync).`,
    '',
    table(
      ['events', 'open', 'resident memory', 'write median', 'write p99'],
      rows.map((r) => [
        r.size.toLocaleString('en-US'),
        ms(r.openMs),
        `${r.rssMb.toFixed(0)} MB`,
        ms(r.writeMedian),
        ms(r.writeP99),
      ]),
    ),
    '',
    table(
      ['write cost', 'value', 'target', 'verdict'],
      [
        [
          `median at ${last.size.toLocaleString('en-US')} / at ${first.size.toLocaleString('en-US')} events`,
          ratio(growth),
          `≤ ${FLAT}× (flat)`,
          verdict(growth <= FLAT),
        ],
      ],
      ['l'],
    ),
  ].join('\n');
  return { markdown, rows };
}
