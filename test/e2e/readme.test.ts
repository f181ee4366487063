// README.md as a script: every ```sh block runs, in order, in bash with the built cal on PATH and a calendar in a temp folder.
//
// Conventions the README follows:
// - ```sh blocks are commands to type, and they work as written; ```console and ```text blocks are shown only
//   (installing, the test suite, synopses).
// - Blocks run one after another in the same folder, which is also $HOME, so files, settings and a server
//   started with `cal serve --detach` carry over from one block to the next; a variable does not.
// - Port 8080 becomes a free port, so a run never collides with anything else listening.
import { stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';
import { shellBlocks } from '../helpers/readme.js';
import { useSandbox } from '../helpers/setup.js';
import { calOnPath, type Env } from './cli-support.js';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const blocks = shellBlocks();

const box = useSandbox();
let env: Env;
let port: number;

beforeAll(async () => {
  const path = await calOnPath(box);
  env = {
    ...box.env,
    HOME: box.dir,
    CAL_DATA: box.path('calendar.json'),
    // Nobody is signed in until the README says so.
    CAL_USER: '',
    CAL_PASSWORD: '',
    CAL_ADMIN_PASSWORD: '',
    PATH: path,
  };
  port = await freePort();
});

/** Stops the server a failed block may have left running, so the blocks after it start from a stopped calendar. */
async function stopLeftover(): Promise<void> {
  const served = await stat(`${env.CAL_DATA}.lock`).then(
    () => true,
    () => false,
  );
  if (served) await execa('node', [BIN, 'serve', '--stop'], { env, cwd: box.dir, reject: false });
}

afterAll(async () => {
  await stopLeftover();
  await box.remove();
});

describe('README.md', () => {
  it('has shell blocks to run', () => {
    expect(blocks.length).toBeGreaterThan(5);
  });

  it.each(blocks.map((block) => [block.line, block.code.split('\n')[0] ?? '', block] as const))(
    'the block at line %i runs: %s',
    async (_line, _first, block) => {
      const code = block.code.replaceAll('8080', String(port));
      const result = await execa('bash', ['--noprofile', '--norc', '-euo', 'pipefail', '-c', code], {
        env,
        cwd: box.dir,
        reject: false,
        stdin: 'ignore',
      });
      if (result.exitCode !== 0) await stopLeftover();
      expect(
        result.exitCode,
        `README.md line ${block.line}:\n${code}\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`,
      ).toBe(0);
      // `cmd || echo "exit code $?"   # N: why` lines promise an exit code: hold them to it.
      const promised = [...code.matchAll(/\|\| echo "exit code \$\?"\s+# (\d+):/g)].map((m) => `exit code ${m[1]}`);
      expect(result.stdout.split('\n').filter((line) => line.startsWith('exit code '))).toEqual(promised);
    },
    60_000,
  );
});
