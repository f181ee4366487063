// The scenarios of test/tec/scenarios.ts replayed from what the real TEC site answered (test/fixtures/tec/): the
// built cal must send exactly the recorded requests (a strict server answers no other) and read the answers the
// same way. `npm run record:tec` records them again. The built bundle runs in this process
// (test/helpers/built-cal.ts): some 250 commands, each of which would otherwise start Node.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runBuilt } from '../helpers/built-cal.js';
import { sandbox } from '../helpers/sandbox.js';
import { replayServer, type Recording } from '../helpers/tec-exchanges.js';
import { scenarioContext } from '../tec/runner.js';
import { SCENARIOS } from '../tec/scenarios.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/tec/', import.meta.url));

const recordings = new Map(
  readdirSync(FIXTURES)
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const recording = JSON.parse(readFileSync(`${FIXTURES}${file}`, 'utf8')) as Recording;
      return [recording.scenario, recording] as const;
    }),
);

it('has a recording of every scenario', () => {
  expect([...recordings.keys()].sort()).toEqual(SCENARIOS.map((scenario) => scenario.name).sort());
});

describe('cal on TEC, replayed', { timeout: 60_000 }, () => {
  it.each(SCENARIOS.map((scenario) => [scenario.name, scenario] as const))('%s', async (name, scenario) => {
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
          runCal: runBuilt,
        }),
      );
    } finally {
      await replay.close();
      await box.remove();
    }
    expect(replay.problems()).toEqual([]);
  });
});
