#!/usr/bin/env node
// Launcher: runs the built CLI and turns its result into the process exit code.
import { main } from '../dist/main.js';
import { processContext } from '../dist/cli/context.js';

// A reader that stops early (`cal events list | head`) is not an error: stop quietly, as Unix tools do.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

process.exitCode = await main(process.argv.slice(2), processContext());
