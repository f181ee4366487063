// `cal config get|set|unset|list` and `cal login`/`cal logout`: profiles and stored credentials.
import type { Command } from 'commander';
import { removeCredentials, saveCredentials, setConfigValue } from '../../config/store.js';
import { PROFILE_KEYS, type Profile } from '../../config/types.js';
import { UsageError } from '../errors.js';
import { examplesText } from '../examples.js';
import { readStream } from '../read-stream.js';
import { ApiCallError } from '../../client/client.js';
import { isOneOf } from '../../typing/one-of.js';
import { originOf } from '../../config/credentials.js';
import type { Session } from '../session.js';

type Run = (task: Promise<number>) => void;

function profileKey(key: string): keyof Profile {
  const normalised = key.replace(/-/g, '_');
  if (!isOneOf(PROFILE_KEYS, normalised)) {
    throw new UsageError(`unknown setting "${key}"; known: ${PROFILE_KEYS.join(', ')}`);
  }
  return normalised;
}

export function registerConfig(program: Command, session: Session, run: Run): void {
  const environment = () => ({ cwd: session.context.cwd(), env: session.context.env });
  // Writing may name a profile no file defines yet; reading resolves it through the configuration.
  const profileName = async () => session.requestedProfile() ?? (await session.config()).profileName;
  const out = (line: string) => session.context.io.stdout.write(`${line}\n`);
  const config = program
    .command('config')
    .description('Show and change settings of the current profile (--profile NAME)')
    .addHelpText(
      'after',
      examplesText([
        'cal config set url http://127.0.0.1:8080',
        'cal --profile site config set namespace tribe/events/v1',
        'cal config list',
      ]),
    );

  config
    .command('list')
    .description('Every setting of the profile, with where it comes from')
    .addHelpText('after', examplesText(['cal config list', 'cal --profile site config list']))
    .action(() =>
      run(
        (async () => {
          const resolved = await session.config();
          out(`profile\t${resolved.profileName}`);
          for (const key of PROFILE_KEYS) {
            const value = resolved.profile[key];
            if (value !== undefined) out(`${key}\t${String(value)}\t${resolved.sources[key] ?? ''}`.trimEnd());
          }
          if (resolved.credentials) out(`credentials\t${resolved.credentials.user} (password stored)`);
          return 0;
        })(),
      ),
    );

  config
    .command('get')
    .argument('<key>', `one of ${PROFILE_KEYS.join(', ')}`)
    .description('Print one setting (nothing when unset)')
    .addHelpText('after', examplesText(['cal config get url', 'cal --profile site config get lang']))
    .action((key: string) =>
      run(
        (async () => {
          const value = (await session.config()).profile[profileKey(key)];
          if (value !== undefined) out(String(value));
          return 0;
        })(),
      ),
    );

  config
    .command('set')
    .argument('<key>', `one of ${PROFILE_KEYS.join(', ')}`)
    .argument('<value>')
    .description('Save a setting in the per-user configuration file')
    .addHelpText(
      'after',
      examplesText([
        'cal config set url http://127.0.0.1:8080',
        'cal config set format json',
        'cal --profile site config set timezone Europe/Madrid',
      ]),
    )
    .action((key: string, value: string) =>
      run(
        (async () => {
          const file = await setConfigValue(environment(), await profileName(), profileKey(key), value);
          session.context.io.stderr.write(`Saved ${key} in ${file}\n`);
          return 0;
        })(),
      ),
    );

  config
    .command('unset')
    .argument('<key>')
    .description('Remove a setting from the per-user configuration file')
    .addHelpText('after', examplesText(['cal config unset url', 'cal --profile site config unset lang']))
    .action((key: string) =>
      run(
        (async () => {
          await setConfigValue(environment(), await profileName(), profileKey(key), undefined);
          return 0;
        })(),
      ),
    );

  program
    .command('login')
    .description('Store a user name and application password for the current profile (file mode 0600)')
    .option('--user <login>', 'user name (asked on a terminal when absent)')
    .option('--password-stdin', 'read the application password from stdin')
    .addHelpText(
      'after',
      examplesText(['cal login --user admin --password-stdin < password.txt', 'cal --profile site login --user ana']),
    )
    .action((opts: { user?: string; passwordStdin?: boolean }) =>
      run(
        (async () => {
          const user =
            opts.user ??
            (session.interactive ? await session.prompter.input({ message: 'user', validate: nonEmpty }) : undefined);
          if (!user) throw new UsageError('missing --user (no terminal to ask on)');
          let password: string | undefined;
          if (opts.passwordStdin) password = (await readStream(session.context.io.stdin)).replace(/\r?\n$/, '');
          else if (session.interactive)
            password = await session.prompter.secret({ message: 'application password', validate: nonEmpty });
          if (!password) throw new UsageError('missing password: use --password-stdin (no terminal to ask on)');
          const origin = await checkSignIn(session, user, password);
          const name = await profileName();
          const file = await saveCredentials(environment(), name, { user, password, ...(origin ? { origin } : {}) });
          const where = origin ? `, for ${origin} only,` : '';
          session.context.io.stderr.write(`Stored credentials of ${user} for profile ${name}${where} in ${file}\n`);
          return 0;
        })(),
      ),
    );

  program
    .command('logout')
    .description('Forget the stored credentials of the current profile')
    .addHelpText('after', examplesText(['cal logout', 'cal --profile site logout']))
    .action(() =>
      run(
        (async () => {
          await removeCredentials(environment(), await profileName());
          return 0;
        })(),
      ),
    );
}

const nonEmpty = (value: string) => (value.trim() === '' ? 'cannot be empty' : true);

/**
 * Signs in once with the credentials before they are kept: a wrong password is refused then (exit 4), not at the
 * next command. A run with no server URL has nothing to sign in to.
 */
async function checkSignIn(session: Session, user: string, password: string): Promise<string | undefined> {
  try {
    const signedIn = await session.trySignIn({ user, password });
    await signedIn?.client.transport.close();
    return originOf(signedIn?.client.transport.target);
  } catch (error) {
    if (error instanceof ApiCallError && (error.status === 401 || error.status === 403)) {
      error.message = `the server refused ${user}'s credentials (${error.message}); nothing was stored`;
    }
    throw error;
  }
}
