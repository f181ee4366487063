// cal serve held to what the real TEC site answered (test/tec/server-checks.ts, recorded in test/fixtures/tec/server/).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startApi } from '../helpers/api-server.js';
import { SERVER_CHECKS } from '../tec/server-checks.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/tec/server/', import.meta.url));
const observed = new Map(
  readdirSync(FIXTURES).map((file) => {
    const recording = JSON.parse(readFileSync(`${FIXTURES}${file}`, 'utf8')) as { check: string; observation: unknown };
    return [recording.check, recording.observation] as const;
  }),
);

describe('cal serve answers as TEC did', () => {
  it('has a recording of every check', () => {
    expect([...observed.keys()].sort()).toEqual(SERVER_CHECKS.map((check) => check.name).sort());
  });

  it.each(SERVER_CHECKS.map((check) => [check.name, check] as const))('%s', async (name, check) => {
    const api = await startApi({ settings: { timezone: 'UTC' } });
    try {
      const ours = await check.observe(
        async (method, path, body) => {
          const reply = await api.request(method, path, { ...(body ? { body } : {}), auth: api.adminAuth });
          return { status: reply.status, body: reply.json };
        },
        (text) => `replay ${text}`,
      );
      expect(ours).toEqual(observed.get(name));
    } finally {
      await api.close();
    }
  });
});
