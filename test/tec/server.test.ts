// `cal serve` beside the real TEC site: each check of server-checks.ts on both, the observations equal. With
// CAL_TEC_RECORD=1 the site's observations go to test/fixtures/tec/server/, which the default suite holds cal serve to.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startApi } from '../helpers/api-server.js';
import { SERVER_CHECKS, type Send } from './server-checks.js';

const SITE = process.env.CAL_TEC_URL?.replace(/\/+$/, '');
const CREDS = process.env.CAL_TEC_CREDS;
const FIXTURES = fileURLToPath(new URL('../fixtures/tec/server/', import.meta.url));

function siteSender(): Send {
  const admin = (JSON.parse(readFileSync(CREDS ?? '', 'utf8')) as Record<string, string>).administrator ?? '';
  const authorization = `Basic ${Buffer.from(admin).toString('base64')}`;
  return async (method, path, body) => {
    const response = await fetch(`${SITE}/wp-json/tribe/events/v1/${path}`, {
      method,
      headers: { authorization, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
  };
}

describe.skipIf(!SITE || !CREDS)('cal serve answers as the real TEC site does', { timeout: 60_000 }, () => {
  const prefix = `t${Date.now().toString(36)}`;
  const name = (text: string) => `${prefix} ${text}`;

  it.each(SERVER_CHECKS.map((check) => [check.name, check] as const))('%s', async (checkName, check) => {
    const site = await check.observe(siteSender(), name);
    // The site's settings: UTC.
    const api = await startApi({ settings: { timezone: 'UTC' }, now: Date.now() });
    try {
      const ours = await check.observe(async (method, path, body) => {
        const reply = await api.request(method, path, { ...(body ? { body } : {}), auth: api.adminAuth });
        return { status: reply.status, body: reply.json };
      }, name);
      expect(ours).toEqual(site);
    } finally {
      await api.close();
    }
    if (process.env.CAL_TEC_RECORD === '1') {
      const recording = {
        check: checkName,
        site: 'WordPress 7.0.4 + The Events Calendar 6.17.2',
        recorded: new Date().toISOString().slice(0, 10),
        observation: site,
      };
      writeFileSync(`${FIXTURES}${checkName}.json`, `${JSON.stringify(recording, null, 1)}\n`);
    }
  });
});
