// CLI cold start: whole-process wall time of `cal --version` and an embedded `cal events list --json`, against `node -e 0`.
import { copyFile, readFile } from 'node:fs/promises';
import { writeCalendar } from './calendar-fixture.js';
import {
  BIN,
  cleanEnv,
  expectOk,
  median,
  ms,
  ratio,
  runTimed,
  scratch,
  startServe,
  table,
  verdict,
} from './support.js';

const STORE_EVENTS = 1_000;

/** Every command runs once per round, in turn, so a slow moment of the machine hits all of them alike. */
async function measure(cases, runs, { env, cwd }) {
  const samples = new Map(cases.map((c) => [c.name, []]));
  for (let round = -2; round < runs; round++) {
    for (const c of cases) {
      const result = expectOk(await runTimed(process.execPath, c.args, { env, cwd }), c.name);
      c.check?.(result.stdout);
      // The first two rounds warm the page cache and are not counted.
      if (round >= 0) samples.get(c.name).push(result.ms);
    }
  }
  return samples;
}

export async function benchColdStart({ runs = 20 } = {}) {
  const box = await scratch('cold');
  try {
    const file = box.path('calendar.json');
    await writeCalendar(file, { events: STORE_EVENTS, now: Date.now() });
    const empty = box.path('empty.json');
    await writeCalendar(empty, { events: 0, now: Date.now() });
    const { version } = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
    // The same calendar served, for the command as operators run it against a server.
    const served = box.path('served.json');
    await copyFile(file, served);
    const server = await startServe(served, box.dir);
    const cases = [
      { name: 'baseline', label: '`node -e 0` (baseline)', args: ['-e', '0'] },
      {
        name: 'version',
        label: '`cal --version`',
        args: [BIN, '--version'],
        target: 1.3,
        check: (out) => {
          if (out.trim() !== version) throw new Error(`cal --version printed ${JSON.stringify(out)}`);
        },
      },
      {
        name: 'tree',
        label: '`cal --no-color --version` (loads the CLI and builds every command)',
        args: [BIN, '--no-color', '--version'],
        check: (out) => {
          if (out.trim() !== version) throw new Error(`cal --no-color --version printed ${JSON.stringify(out)}`);
        },
      },
      {
        name: 'empty',
        label: '`cal events list --json` (embedded, a calendar without events)',
        args: [BIN, '--data', empty, 'events', 'list', '--json'],
        check: (out) => {
          if (JSON.stringify(JSON.parse(out)) !== '[]')
            throw new Error(`cal events list --json printed ${out.slice(0, 100)} for no events`);
        },
      },
      {
        name: 'list',
        label: `\`cal events list --json\` (embedded, ${STORE_EVENTS.toLocaleString('en-US')} events)`,
        args: [BIN, '--data', file, 'events', 'list', '--json'],
        target: 2.5,
        check: (out) => {
          const events = JSON.parse(out);
          if (!Array.isArray(events) || events.length === 0)
            throw new Error('cal events list --json printed no events');
        },
      },
      {
        name: 'remote',
        label: `\`cal --url URL events list --json\` (against \`cal serve\`, ${STORE_EVENTS.toLocaleString('en-US')} events)`,
        args: [BIN, '--url', server.origin, 'events', 'list', '--json'],
        check: (out) => {
          const events = JSON.parse(out);
          if (!Array.isArray(events) || events.length === 0)
            throw new Error('cal --url events list --json printed no events');
        },
      },
    ];
    const samples = await measure(cases, runs, { env: cleanEnv(box.dir), cwd: box.dir }).finally(() => server.stop());
    const base = median(samples.get('baseline'));
    const rows = cases.map((c) => {
      const m = median(samples.get(c.name));
      const r = m / base;
      return { ...c, median: m, ratio: r, met: c.target === undefined ? undefined : r <= c.target };
    });
    const markdown = [
      '## CLI cold start',
      '',
      `Wall time of the whole process from spawn to exit, median of ${runs} runs each (after 2 warm-up rounds), the`,
      'commands taking turns; the ratio is to the median of `node -e 0` in the same run. Output is checked each time.',
      'The rows without a target split the embedded list into its steps (loading the CLI, then the store and the server',
      'code) and show the same list read from a server on loopback (the HTTP client instead of the store).',
      '',
      table(
        ['command', 'median', 'ratio', 'target', 'verdict'],
        rows.map((r) => [
          r.label,
          ms(r.median),
          ratio(r.ratio),
          r.target === undefined ? '—' : `≤ ${r.target}×`,
          r.met === undefined ? '—' : verdict(r.met),
        ]),
        ['l'],
      ),
    ].join('\n');
    return { markdown, rows };
  } finally {
    await box.remove();
  }
}
