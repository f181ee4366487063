// The README's tour on a real TEC site: its create, list, update, get, export and import commands, with only the
// URL, the namespace and the sign-in changed (`cal serve`, curl and second calendar files are for cal's own server).
import { readFileSync } from 'node:fs';
import { execa } from 'execa';
import { beforeAll, describe, expect, it } from 'vitest';
import { calOnPath } from '../e2e/cli-support.js';
import { shellBlocks } from '../helpers/readme.js';
import { useSandbox } from '../helpers/setup.js';

const SITE = process.env.CAL_TEC_URL?.replace(/\/+$/, '');
const CREDS = process.env.CAL_TEC_CREDS;

/** Lines for cal's own server or its local files. */
const NOT_FOR_TEC = /cal serve|curl |--data /;

describe.skipIf(!SITE || !CREDS)('the README tour on a real TEC site', { timeout: 120_000 }, () => {
  const box = useSandbox();
  const blocks = shellBlocks('A five-minute tour')
    .map((block) => ({
      ...block,
      code: block.code
        .split('\n')
        .filter((line) => !NOT_FOR_TEC.test(line))
        .join('\n'),
    }))
    .filter((block) => block.code.trim() !== '');

  let path: string;
  beforeAll(async () => {
    path = await calOnPath(box);
  });

  it('has commands to run', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(4);
  });

  it.each(blocks.map((block) => [block.line, block] as const))('the block at line %i runs', async (_line, block) => {
    const admin = (JSON.parse(readFileSync(CREDS ?? '', 'utf8')) as Record<string, string>).administrator ?? '';
    const colon = admin.indexOf(':');
    const env = {
      ...box.env,
      PATH: path,
      CAL_URL: SITE ?? '',
      CAL_NAMESPACE: 'tribe/events/v1',
      CAL_USER: admin.slice(0, colon),
      CAL_PASSWORD: admin.slice(colon + 1),
    };
    const result = await execa('bash', ['--noprofile', '--norc', '-euo', 'pipefail', '-c', block.code], {
      env,
      cwd: box.dir,
      reject: false,
      stdin: 'ignore',
    });
    expect(result.exitCode, `README.md line ${block.line}:\n${block.code}\n--- stderr\n${result.stderr}`).toBe(0);
  });
});
