// What `cal users` does: read the local file (also a served one), or change it (refusing a served one).
import {
  addApplicationPassword,
  addUser,
  removeUser,
  revokeApplicationPassword,
  setRole,
} from '../../../domain/users.js';
import { readCommitted } from '../../../store/read-committed.js';
import type { UserRecord } from '../../../store/records/records.js';
import type { Store } from '../../../store/store.js';
import { UsageError } from '../../errors.js';
import type { GlobalOptions, Session } from '../../session.js';
import { localFile, withLocalFile } from '../local-file.js';
import { readStream } from '../../read-stream.js';

// Users are not part of the API, so there is no server route to go through.
const WHAT = 'cal users';

const withStore = <T>(session: Session, globals: GlobalOptions, change: (store: Store) => T | Promise<T>): Promise<T> =>
  withLocalFile(session, globals, WHAT, 'manage users', change);

async function passwordFromStdin(session: Session): Promise<string> {
  const password = (await readStream(session.context.io.stdin)).replace(/\r?\n$/, '');
  if (password === '') throw new UsageError('--password-stdin: stdin is empty');
  return password;
}

const out = (session: Session, text: string) => session.context.io.stdout.write(text);

/**
 * Where the password of a new application password is: its name is what `revoke` takes, the password itself goes
 * to stdout alone (for `> file`), so the two are never taken for each other.
 */
const wherePassword = (given: boolean) =>
  given ? ' (the password read from stdin).' : '; the password itself is printed on stdout, once.';

/**
 * The users as committed, read without taking the calendar over: listing works beside a running server. A calendar
 * not made yet lists the administrator its first write makes; a file without users gets its administrator now.
 */
async function currentUsers(session: Session, globals: GlobalOptions): Promise<readonly Readonly<UserRecord>[]> {
  const location = await localFile(session, globals, WHAT);
  return (
    (await readCommitted(location, (store) => [...store.all('users')])) ??
    withStore(session, globals, (store) => [...store.all('users')])
  );
}

export async function listUsers(session: Session, globals: GlobalOptions): Promise<number> {
  const users = await currentUsers(session, globals);
  out(session, 'id\tlogin\trole\tname\temail\tpassword_names\n');
  for (const user of users) {
    const names = (user.passwords ?? []).map((p) => p.name).join(', ');
    out(session, `${user.id}\t${user.login}\t${user.role}\t${user.name}\t${user.email}\t${names}\n`);
  }
  return 0;
}

export async function addUserCommand(
  session: Session,
  globals: GlobalOptions,
  login: string,
  opts: { role: string; name?: string; email?: string; passwordStdin?: boolean },
): Promise<number> {
  const given = opts.passwordStdin ? await passwordFromStdin(session) : undefined;
  const created = await withStore(session, globals, (store) =>
    store.write((tx) => {
      addUser(tx, {
        login,
        role: opts.role,
        ...(opts.name ? { name: opts.name } : {}),
        ...(opts.email ? { email: opts.email } : {}),
      });
      return addApplicationPassword(tx, login, { now: session.context.now(), ...(given ? { password: given } : {}) });
    }),
  );
  session.context.io.stderr.write(
    `Added ${login} (${opts.role}) with an application password named "${created.name}"${wherePassword(given !== undefined)}\n`,
  );
  if (!given) out(session, `${created.password}\n`);
  return 0;
}

export async function removeUserCommand(session: Session, globals: GlobalOptions, login: string): Promise<number> {
  await withStore(session, globals, (store) => store.write((tx) => removeUser(tx, login)));
  return 0;
}

export async function setRoleCommand(
  session: Session,
  globals: GlobalOptions,
  login: string,
  role: string,
): Promise<number> {
  await withStore(session, globals, (store) => store.write((tx) => setRole(tx, login, role)));
  return 0;
}

export async function addPasswordCommand(
  session: Session,
  globals: GlobalOptions,
  login: string,
  opts: { name?: string; passwordStdin?: boolean },
): Promise<number> {
  const given = opts.passwordStdin ? await passwordFromStdin(session) : undefined;
  const created = await withStore(session, globals, (store) =>
    store.write((tx) =>
      addApplicationPassword(tx, login, {
        now: session.context.now(),
        ...(opts.name ? { name: opts.name } : {}),
        ...(given ? { password: given } : {}),
      }),
    ),
  );
  session.context.io.stderr.write(
    `Created an application password named "${created.name}" for ${login}${wherePassword(given !== undefined)}\n`,
  );
  if (!given) out(session, `${created.password}\n`);
  return 0;
}

export async function revokePasswordCommand(
  session: Session,
  globals: GlobalOptions,
  login: string,
  name: string,
): Promise<number> {
  await withStore(session, globals, (store) => store.write((tx) => revokeApplicationPassword(tx, login, name)));
  return 0;
}
