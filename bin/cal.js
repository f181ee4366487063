#!/usr/bin/env node
// Launcher: runs the bundled CLI (dist/bundle, see scripts/bundle.mjs) and turns its result into the exit code.

// A reader that stops early (`cal events list | head`) is not an error: stop quietly, as Unix tools do.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const argv = process.argv.slice(2);
if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) {
  // The most frequent probe of all answers without loading the command tree.
  const { VERSION } = await import('../dist/bundle/version.js');
  process.stdout.write(`${VERSION}\n`);
} else {
  const { main, processContext } = await import('../dist/bundle/cal.js');
  process.exitCode = await main(argv, processContext());
}
