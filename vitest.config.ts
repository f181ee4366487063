// Test runner settings: every suite under test/, each file in its own fork.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    // Many suites wait on child processes and sockets, so two workers overlap well even on two cores.
    maxWorkers: 2,
    testTimeout: 20_000,
    // The JSON report is what CI reads for its closing "N passed, N failed" line.
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-results.json' },
    hookTimeout: 30_000,
    // Installs Debian's Chromium for test/browser when it is missing (quick no-op when present).
    globalSetup: ['test/browser/chromium-setup.ts'],
  },
});
