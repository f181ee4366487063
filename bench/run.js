// `npm run bench`: runs the benchmarks and prints a markdown table (never part of npm test).
import { benchListEvents } from './list-events.js';

const sizes = process.argv.includes('--quick') ? [10_000] : [10_000, 100_000];
const rows = await benchListEvents(sizes);
const ms = (n) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;
console.log('| events | request | first | median | p99 |');
console.log('|---:|---|---:|---:|---:|');
for (const row of rows) console.log(`| ${row.events} | ${row.request} | ${ms(row.first)} | ${ms(row.median)} | ${ms(row.p99)} |`);
