// `npm run lint:openapi`: the OpenAPI document that `cal serve` answers at /doc, linted with Redocly's recommended
// rules. Serves a new calendar in a temporary folder from the built bundle (`npm run build` first), fetches its
// /doc, stops the server and exits with the linter's status: non-zero when the document has an error.
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';
import { promisify } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REDOCLY = join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');
// No usage reports to Redocly and no update notices: the run reads a local file and sends nothing.
const REDOCLY_ENV = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

/**
 * The arguments of `redocly lint` over one file with the recommended rules, in the given output format. But one:
 * `no-server-trailing-slash`, since the server URL is the REST root as TEC writes it, trailing slash included
 * (docs/api.md, The OpenAPI document).
 */
export function redoclyLintArgs(file, format = 'stylish') {
  return [REDOCLY, 'lint', '--extends=recommended', '--skip-rule=no-server-trailing-slash', `--format=${format}`, file];
}

export { REDOCLY_ENV };

/** /doc of a new calendar served by the built `bin/cal`, from a folder of its own (calendar, XDG folders). */
async function servedDocument(dir) {
  const env = {
    ...process.env,
    XDG_CONFIG_HOME: join(dir, 'config'),
    XDG_DATA_HOME: join(dir, 'data'),
    XDG_CACHE_HOME: join(dir, 'cache'),
    XDG_STATE_HOME: join(dir, 'state'),
    CAL_URL: '',
    CAL_DATA: '',
    CAL_PROFILE: '',
  };
  const cal = (...args) =>
    promisify(execFile)(process.execPath, [join(ROOT, 'bin/cal.js'), '--data', join(dir, 'calendar.json'), ...args], {
      env,
    });
  const pidFile = join(dir, 'serve.pid');
  const { stdout } = await cal('serve', '--detach', '--port', '0', '--pid-file', pidFile);
  try {
    const response = await globalThis.fetch(new URL('doc', stdout.trim()));
    if (!response.ok) throw new Error(`GET /doc answered ${response.status}`);
    return await response.text();
  } finally {
    await cal('serve', '--stop', '--pid-file', pidFile);
  }
}

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'cal-openapi-'));
  try {
    const file = join(dir, 'openapi.json');
    await writeFile(file, await servedDocument(dir));
    const lint = spawn(process.execPath, redoclyLintArgs(file), { env: REDOCLY_ENV, stdio: 'inherit' });
    const code = await new Promise((resolve, reject) => {
      lint.on('error', reject);
      lint.on('close', resolve);
    });
    return typeof code === 'number' ? code : 1;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main().catch((error) => {
    process.stderr.write(`lint:openapi: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  });
}
