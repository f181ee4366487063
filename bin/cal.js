#!/usr/bin/env node
// Launcher: runs the bundled CLI (dist/bundle, see scripts/bundle.mjs) and turns its result into the exit code.
// CommonJS (bin/package.json) so that `cal --version` is answered before anything else is loaded.
'use strict';

// A reader that stops early (`cal events list | head`, also with 2>&1) is not an error: stop quietly, as Unix
// tools do.
let finished = false;
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (error.code !== 'EPIPE') throw error;
    finished = true;
    process.exit(0);
  });
}

const argv = process.argv.slice(2);
if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) {
  // The most frequent probe of all answers without loading the command tree.
  process.stdout.write(`${require('../dist/bundle/version.cjs').VERSION}\n`);
} else {
  const loader = require('./code-cache.js').createCodeCacheLoader();
  const { main, processContext } = loader.load(require('node:path').join(__dirname, '../dist/bundle/cal.cjs'));
  main(argv, processContext()).then((code) => {
    finished = true;
    process.exitCode = code;
    loader.save();
  });
  // Node ends a process with nothing left to do, with status 0, even when main() never answered: that is a bug
  // in cal (work waiting on itself), and never a success.
  process.on('exit', (code) => {
    if (finished || code !== 0) return;
    process.stderr.write('cal: stopped before finishing its work (a bug in cal: please report it)\n');
    process.exitCode = 70;
  });
}
