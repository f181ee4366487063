// Every scenario of test/tec/scenarios.ts against a real TEC site: `npm run test:tec` with CAL_TEC_URL (the site's
// address) and CAL_TEC_CREDS (a JSON file, role → "login:application-password", as ../shared/tec-site writes it).
// With CAL_TEC_RECORD=1 (`npm run record:tec`) each passing scenario's requests and answers are written to
// test/fixtures/tec/, which the default suite replays. Names carry a per-run prefix, so a used site works too.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { execa } from 'execa';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { recordingProxy, type Exchange, type Recording } from '../helpers/tec-exchanges.js';
import { sandbox } from '../helpers/sandbox.js';
import { scenarioContext, type Credentials } from './runner.js';
import { BASELINE_ZONE, ROLES, SCENARIOS, type Role, type SiteZone } from './scenarios.js';

const SITE = process.env.CAL_TEC_URL?.replace(/\/+$/, '');
const CREDS = process.env.CAL_TEC_CREDS;
const RECORD = process.env.CAL_TEC_RECORD === '1';
const FIXTURES = fileURLToPath(new URL('../fixtures/tec/', import.meta.url));
/** What the fixtures were recorded against (../shared/tec-site). */
const SITE_NAME = 'WordPress 7.0.4 + The Events Calendar 6.17.2';

/**
 * Sets the site's time zone as Settings → General would, with the site's own PHP (../shared/tec-site's
 * `tools/wp-setup.php eval`, beside CAL_TEC_CREDS): WordPress' REST API cannot set `gmt_offset`.
 */
async function setSiteZone(zone: SiteZone): Promise<void> {
  const dir = dirname(CREDS ?? '');
  const tool = join(dir, 'tools', 'wp-setup.php');
  if (!existsSync(tool)) throw new Error(`${tool} is missing: this scenario sets the site's time zone with it`);
  const code = `update_option('timezone_string', ${JSON.stringify(zone.timezone_string)}); update_option('gmt_offset', ${zone.gmt_offset});`;
  await execa('php', [tool, 'eval', dir, code]);
}

function credentials(): (role: Role) => Credentials {
  const creds = JSON.parse(readFileSync(CREDS ?? '', 'utf8')) as Record<string, string>;
  return (role) => {
    const entry = creds[role];
    if (!entry) throw new Error(`${CREDS} has no ${role}`);
    const colon = entry.indexOf(':');
    return { user: entry.slice(0, colon), password: entry.slice(colon + 1) };
  };
}

describe.skipIf(!SITE || !CREDS)('cal on a real TEC site (CAL_TEC_URL, CAL_TEC_CREDS)', { timeout: 180_000 }, () => {
  const prefix = `t${Date.now().toString(36)}`;

  it.each(SCENARIOS.map((scenario) => [scenario.name, scenario] as const))('%s', async (_name, scenario) => {
    const box = await sandbox();
    const exchanges: Exchange[] = [];
    const proxy = await recordingProxy(SITE ?? '', exchanges);
    if (scenario.siteZone) await setSiteZone(scenario.siteZone);
    try {
      await scenario.run(
        scenarioContext({ base: proxy.base, site: SITE ?? '', prefix, box, credentials: credentials() }),
      );
    } finally {
      if (scenario.siteZone) await setSiteZone(BASELINE_ZONE);
      await proxy.close();
      await box.remove();
    }
    expect(exchanges.length).toBeGreaterThan(0);
    if (RECORD) {
      const recording: Recording = {
        scenario: scenario.name,
        site: SITE_NAME,
        siteUrl: SITE ?? '',
        recorded: new Date().toISOString().slice(0, 10),
        prefix,
        logins: Object.fromEntries(ROLES.map((role) => [role, credentials()(role).user])),
        exchanges,
      };
      writeFileSync(`${FIXTURES}${scenario.name}.json`, `${JSON.stringify(recording, null, 1)}\n`);
    }
  });
});
