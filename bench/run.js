// `npm run bench`: cold start, server, import and store benchmarks, written to bench/RESULTS.md (never part of npm test).
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { benchColdStart } from './cold-start.js';
import { benchFeed } from './feed.js';
import { benchHostileBodies } from './hostile-bodies.js';
import { benchImport } from './import.js';
import { benchImportIcs } from './import-ics.js';
import { benchPostgres } from './postgres.js';
import { benchServer } from './server.js';
import { benchServerUncached } from './server-uncached.js';
import { benchSignIns } from './sign-ins.js';
import { benchStore } from './store.js';
import { pace } from './pace.js';
import { machine } from './support.js';
import { benchWrites } from './writes.js';

const USAGE = `usage: npm run bench -- [--quick] [--only uncached,cold,server,writes,feed,signin,hostile,import,ics,store,postgres] [--output FILE]
  --quick   a smoke run: small sizes, short runs; prints the report instead of writing bench/RESULTS.md
  --only    run only these sections; prints the report instead of writing bench/RESULTS.md
  --output  write the report to FILE (default: bench/RESULTS.md for a full run, else nothing)`;

function options(argv) {
  const opts = { quick: false, only: undefined, output: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--quick') opts.quick = true;
    else if (arg === '--only') opts.only = new Set((argv[++i] ?? '').split(','));
    else if (arg === '--output') opts.output = argv[++i];
    else {
      console.error(arg === '--help' ? USAGE : `unknown option ${arg}\n${USAGE}`);
      process.exit(arg === '--help' ? 0 : 2);
    }
  }
  return opts;
}

const opts = options(process.argv.slice(2));
const SECTIONS = {
  uncached: () =>
    benchServerUncached(
      opts.quick
        ? { sizes: [10_000], seconds: 1, warmup: 0.3, rounds: 1 }
        : { sizes: [10_000, 100_000], seconds: 3, warmup: 0.5, rounds: 3 },
    ),
  cold: () => benchColdStart(opts.quick ? { runs: 5 } : { runs: 20 }),
  server: () =>
    benchServer(
      opts.quick
        ? { sizes: [10_000], seconds: 1, warmup: 0.3, rounds: 1 }
        : { sizes: [10_000, 100_000], seconds: 3, warmup: 0.5, rounds: 3 },
    ),
  writes: () =>
    benchWrites(
      opts.quick
        ? { sizes: [1_000, 10_000], seconds: 1, warmup: 0.3, operations: 500, rounds: 1 }
        : { sizes: [10_000, 100_000], seconds: 3, warmup: 0.5, operations: 2_000, rounds: 3 },
    ),
  feed: () => benchFeed(opts.quick ? { events: 10_000, windows: 3 } : { events: 10_000, windows: 8 }),
  signin: () => benchSignIns(opts.quick ? { attempts: 50, seconds: 1 } : { attempts: 200, seconds: 3 }),
  hostile: () => benchHostileBodies(opts.quick ? { seconds: 1 } : { seconds: 3 }),
  import: () => benchImport(opts.quick ? { events: 1_000 } : { events: 10_000 }),
  ics: () => benchImportIcs(opts.quick ? { occurrences: 2_000 } : { occurrences: 20_000 }),
  store: () =>
    benchStore(
      opts.quick ? { sizes: [1_000, 10_000], writes: 50, runs: 3 } : { sizes: [10_000, 100_000], writes: 200, runs: 5 },
    ),
  postgres: () =>
    benchPostgres(
      opts.quick
        ? { seconds: 1, warmup: 0.3, events: 10_000, runs: 1, lagWrites: 200 }
        : { seconds: 3, warmup: 0.5, events: 100_000, runs: 3, lagWrites: 400 },
    ),
};

const paceMs = (ms) => `${ms.toFixed(0)} ms`;
const started = Date.now();
const firstPace = pace();
const parts = [];
/** Sections that stopped with an error: the others still run, and their figures are still reported. */
const failed = [];
for (const [name, run] of Object.entries(SECTIONS)) {
  if (opts.only && !opts.only.has(name)) continue;
  const begun = Date.now();
  const before = pace();
  console.error(`bench: ${name}… (pace ${paceMs(before)})`);
  let markdown;
  try {
    ({ markdown } = await run());
  } catch (error) {
    failed.push(name);
    const message = error instanceof Error ? error.message : String(error);
    console.error(`bench: ${name} failed: ${error instanceof Error ? (error.stack ?? message) : message}`);
    markdown = `## Section "${name}": not measured\n\nIt stopped with an error: ${message.split('\n')[0]}`;
  }
  const after = pace();
  console.error(`bench: ${name} done in ${((Date.now() - begun) / 1000).toFixed(0)} s (pace ${paceMs(after)})`);
  parts.push(
    `${markdown}\n\nThe machine's pace around this section: ${paceMs(before)} before it, ${paceMs(after)} after.`,
  );
}
const lastPace = pace();
const minutes = (Date.now() - started) / 60_000;
const report = [
  '# Benchmark results',
  '',
  `Run on ${new Date().toISOString().slice(0, 10)} with \`npm run bench${opts.quick ? ' -- --quick' : ''}\`, ${minutes.toFixed(1)} minutes in all.`,
  `Machine: ${machine()}.`,
  'Everything runs on this one machine over loopback; the load generator is autocannon.',
  `The machine's pace (bench/pace.js: one fixed piece of CPU work, lower is faster; its speed moves by a third from one spell to the next): ${paceMs(firstPace)} at the start, ${paceMs(lastPace)} at the end, and around each section below. bench/NOTES.md keeps what changes measured and what was tried.`,
  '',
  parts.join('\n\n'),
  '',
].join('\n');

// Only a full run in which every section was measured replaces bench/RESULTS.md: a run of some sections would drop
// the others. A run with a failed section still prints (and with --output writes) what it measured.
const full = !opts.quick && !opts.only && failed.length === 0;
const output = opts.output ?? (full ? fileURLToPath(new URL('./RESULTS.md', import.meta.url)) : undefined);
if (output) {
  await writeFile(output, report);
  console.error(`bench: wrote ${output}`);
}
process.stdout.write(report);
if (failed.length > 0) {
  console.error(
    `bench: not measured: ${failed.join(', ')}${opts.output ? '' : '; bench/RESULTS.md is left as it was'}`,
  );
  process.exitCode = 1;
}
