#!/usr/bin/env node
// Launcher: runs the built CLI and turns its result into the process exit code.
import { main } from '../dist/main.js';
import { processContext } from '../dist/cli/context.js';

process.exitCode = await main(process.argv.slice(2), processContext());
