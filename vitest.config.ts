// Test runner settings: four projects run in forked workers. `npm test` runs them all, `npm run test:unit` (or :api,
// :e2e, :browser) one of them; `npx vitest run FILE` runs one file in whichever project holds it; `npm run test:pg`
// the api project on PostgreSQL.
// A fifth, tec, exists only with CAL_TEC_URL set: `npm run test:tec` runs it against a real TEC site.
import { defineConfig } from 'vitest/config';
import LongestFirst from './test/setup/sequencer.js';
import { SAME_ON_EVERY_STORE } from './test/setup/same-on-every-store.js';

/** The end-to-end and browser tests run the built `bin/cal`: a stale bundle is rebuilt before they start. */
const FRESH_BUNDLE = 'test/setup/fresh-bundle.ts';

export default defineConfig({
  test: {
    pool: 'forks',
    // Many suites wait on child processes and sockets, so two workers overlap well even on two cores.
    maxWorkers: 2,
    // The files of a worker share loaded modules instead of loading the app afresh for each (the unit step in a third
    // of the time). Each file makes the servers, stores and folders it needs, and no test replaces a module: a test
    // hands its doubles in (as the Authenticator's password check).
    isolate: false,
    testTimeout: 20_000,
    // The longest files start first (test/setup/sequencer.ts).
    sequence: { sequencer: LongestFirst },
    hookTimeout: 30_000,
    // The JSON report is what CI reads for its closing "N passed, N failed" line.
    // The last line names the suites skipped for a program missing here, and why (test/setup/skip-summary.ts).
    reporters: ['default', 'json', './test/setup/skip-summary.ts'],
    outputFile: { json: '.vitest-results.json' },
    projects: [
      // The domain, the request handler and the store, in-process; the CLI against strict in-process doubles.
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'] } },
      // The API server and the HTTP client over real HTTP on loopback.
      // Every answer of its servers is held to the OpenAPI document after each file (test/setup/api-contract.ts).
      {
        extends: true,
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts'],
          // `npm run test:pg`: every test server's calendar in a database of one private cluster. The answers come
          // from the same handlers as in the run on files, whose answers are held to /doc: not held again. The files
          // that make no test server run the same on both: once, in the run on files.
          ...(process.env.CAL_TEST_STORE === 'postgres'
            ? { globalSetup: ['test/setup/postgres-cluster.ts'], exclude: [...SAME_ON_EVERY_STORE] }
            : { setupFiles: ['test/setup/api-contract.ts'], globalSetup: ['test/setup/api-contract-summary.ts'] }),
        },
      },
      // The built `bin/cal` as users run it, with `cal serve` as a child process. Its files spend much of their time
      // waiting on the processes they start, so three workers keep two cores busier than two do (163-164 s against
      // 172-182 s for the project, taking turns); a worker count of its own needs a group of its own, after the others.
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: [FRESH_BUNDLE],
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
        },
      },
      // The calendar page in Debian's Chromium (scripts/install-system-deps.sh installs it).
      { extends: true, test: { name: 'browser', include: ['test/browser/**/*.test.ts'], globalSetup: [FRESH_BUNDLE] } },
      // A real TEC site (CAL_TEC_URL, CAL_TEC_CREDS): only `npm run test:tec` runs it; CI has no site.
      ...(process.env.CAL_TEC_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'tec',
                include: ['test/tec/**/*.test.ts'],
                globalSetup: [FRESH_BUNDLE, 'test/setup/tec-reset.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
