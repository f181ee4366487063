// The API test files `npm run test:pg` leaves out (test/setup/same-on-every-store.ts) must run the same on every
// store: none makes a test server (what the PostgreSQL run switches) or reads which store the run is for.
import { readFile, readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SAME_ON_EVERY_STORE } from '../setup/same-on-every-store.js';

/** What makes a test server, or reads the store a run is for. */
const STORE_DEPENDENT = /\b(?:useApi|startApi|useTermsApi|onPostgres|CAL_TEST_STORE)\b|events-fixtures|terms-support/;

describe('the API files run once, on files alone', () => {
  it('each exists, makes no test server and reads no store setting', async () => {
    const files = new Set((await readdir('test/api')).map((name) => `test/api/${name}`));
    for (const file of SAME_ON_EVERY_STORE) {
      expect(files.has(file), file).toBe(true);
      expect({ file, dependsOnStore: STORE_DEPENDENT.test(await readFile(file, 'utf8')) }).toEqual({
        file,
        dependsOnStore: false,
      });
    }
  });
});
