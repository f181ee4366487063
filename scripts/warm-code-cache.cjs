// Makes dist/bundle/cal.cjs.cache (see bin/code-cache.js): runs the commands people run most on a scratch
// calendar, in one process, then saves what V8 compiled for them. Run by scripts/bundle.mjs.
'use strict';

const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { Writable } = require('node:stream');
const { createCodeCacheLoader } = require('../bin/code-cache.js');

const loader = createCodeCacheLoader();
const { main } = loader.load(process.argv[2]);

async function warm() {
  const dir = mkdtempSync(join(tmpdir(), 'cal-warm-'));
  const output = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      output.push(String(chunk));
      done();
    },
  });
  const ctx = {
    io: { stdout: sink, stderr: sink, stdin: process.stdin },
    env: { HOME: dir, NO_COLOR: '1', TZ: 'UTC' },
    now: Date.now,
    cwd: () => dir,
    stopSignal: () => new Promise(() => {}),
  };
  const data = ['--data', join(dir, 'calendar.json')];
  const run = async (...command) => {
    output.length = 0;
    const code = await main([...data, ...command], ctx);
    if (code !== 0) throw new Error(`cal ${command.join(' ')} exited with ${code}:\n${output.join('')}`);
    return output.join('');
  };
  try {
    const venue = JSON.parse(await run('venues', 'create', '--venue', 'Town Hall', '--city', 'Springfield', '--json'));
    const event = JSON.parse(
      await run(
        'events',
        'create',
        '--title',
        'Opening night',
        '--start-date',
        'tomorrow 19:00',
        '--end-date',
        'tomorrow 21:00',
        '--venue',
        String(venue.id),
        '--categories',
        'Music',
        '--tags',
        'live',
        '--description',
        'Doors <b>open</b> at 6.',
        '--json',
      ),
    );
    await run('events', 'list', '--json');
    await run('events', 'list');
    await run('events', 'get', String(event.id));
    await run('venues', 'list');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  loader.save();
}

warm().catch((error) => {
  process.stderr.write(`warming the code cache failed: ${error.stack}\n`);
  process.exitCode = 1;
});
