// The scenarios of test/tec/scenarios.ts replayed from what the real TEC site answered (test/fixtures/tec/): the
// built cal must send exactly the recorded requests (a strict server answers no other) and read the answers the
// same way. `npm run record:tec` records them again. The scenarios are replayed in two files (halves, by their
// order), which the test runner gives to two workers.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replayServer, type Recording } from './tec-exchanges.js';
import { sandbox } from './sandbox.js';
import { scenarioContext } from '../tec/runner.js';
import { SCENARIOS } from '../tec/scenarios.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/tec/', import.meta.url));

export const recordings = new Map(
  readdirSync(FIXTURES)
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const recording = JSON.parse(readFileSync(`${FIXTURES}${file}`, 'utf8')) as Recording;
      return [recording.scenario, recording] as const;
    }),
);

/** Replays one half of the scenarios (0: the first, 1: the rest). */
export function replayHalf(half: 0 | 1): void {
  const middle = Math.ceil(SCENARIOS.length / 2);
  const scenarios = half === 0 ? SCENARIOS.slice(0, middle) : SCENARIOS.slice(middle);
  describe(`cal on TEC, replayed (${half === 0 ? 'first' : 'second'} half)`, { timeout: 60_000 }, () => {
    it.each(scenarios.map((scenario) => [scenario.name, scenario] as const))('%s', async (name, scenario) => {
      const recording = recordings.get(name);
      if (!recording) throw new Error(`no recording of ${name} in test/fixtures/tec/`);
      const replay = await replayServer(recording);
      const box = await sandbox();
      try {
        await scenario.run(
          scenarioContext({
            base: replay.base,
            site: recording.siteUrl,
            prefix: recording.prefix,
            box,
            // Each role signs in as the login it recorded with; the password is the replay's own.
            credentials: (role) => ({ user: recording.logins[role] ?? role, password: 'replayed' }),
          }),
        );
      } finally {
        await replay.close();
        await box.remove();
      }
      expect(replay.problems()).toEqual([]);
    });
  });
}
