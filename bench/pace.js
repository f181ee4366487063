// The machine's pace: how long one fixed piece of CPU work takes (a list of 20,000 small objects written as JSON and
// read back, four times), the median of three tries. This machine's speed moves by a third from one spell to the
// next, and a section's figures are read beside the pace around it: lower is faster.
import { performance } from 'node:perf_hooks';
import { median } from './support.js';

const ITEMS = Array.from({ length: 20_000 }, (_, i) => ({
  id: i,
  title: `Event ${i}`,
  start: new Date(i * 1e6).toISOString(),
  tags: [i % 7, i % 11],
}));

function once() {
  const started = performance.now();
  let read = 0;
  for (let round = 0; round < 4; round++) read += JSON.parse(JSON.stringify(ITEMS)).length;
  if (read !== ITEMS.length * 4) throw new Error('the pace gauge read back another list');
  return performance.now() - started;
}

/** Milliseconds for the gauge's work now. */
export function pace() {
  once();
  return median([once(), once(), once()]);
}
