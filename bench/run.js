// `npm run bench`: runs the benchmarks and prints a markdown table (never part of npm test).
import { benchListEvents } from './list-events.js';

const sizes = process.argv.includes('--quick') ? [10_000] : [10_000, 100_000];
const rows = await benchListEvents(sizes);
const ms = (n) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;
const cell = (row, n) => (row.request.includes('(MB') ? n.toFixed(0) : ms(n));
console.log('| events | request | first | median | p99 |');
console.log('|---:|---|---:|---:|---:|');
for (const row of rows) console.log(`| ${row.events} | ${row.request} | ${cell(row, row.first)} | ${cell(row, row.median)} | ${cell(row, row.p99)} |`);
