// `cal users ...`: accounts and application passwords, managed directly in a local calendar file.
import type { Command } from 'commander';
import type { Session } from '../../session.js';
import { examplesText } from '../../examples.js';
import type { GlobalOptions } from '../../session.js';
import type * as UsersRun from './run.js';

type Run = (task: Promise<number>) => void;

export function registerUsers(program: Command, session: Session, run: Run): void {
  const globals = () => program.opts<GlobalOptions>();
  const act = (task: (ops: typeof UsersRun) => Promise<number>) => run(import('./run.js').then((ops) => task(ops)));
  const users = program
    .command('users')
    .description('Manage users and their application passwords in the local calendar file (--data FILE)')
    .addHelpText(
      'after',
      '\nExamples:\n  cal users add ana --role editor\n  cal users passwords add ana --name laptop\n  cal users set-role ana author\n',
    );

  users
    .command('list')
    .description('Users, their roles and the names of their application passwords (also while cal serve runs)')
    .addHelpText('after', examplesText(['cal users list', 'cal --data ./calendar.json users list']))
    .action(() => act((ops) => ops.listUsers(session, globals())));
  users
    .command('add')
    .argument('<login>')
    .description('Add a user and print a new application password (once)')
    .requiredOption('--role <role>', 'administrator, editor, author, contributor or subscriber')
    .option('--name <name>', 'display name')
    .option('--email <email>', 'e-mail address')
    .option('--password-stdin', 'read the application password from stdin instead of generating one')
    .addHelpText(
      'after',
      examplesText([
        'cal users add ana --role editor > ana-password.txt',
        'cal users add joan --role author --name "Joan Miró" --email joan@example.org',
      ]),
    )
    .action((login: string, opts: { role: string; name?: string; email?: string; passwordStdin?: boolean }) =>
      act((ops) => ops.addUserCommand(session, globals(), login, opts)),
    );
  users
    .command('remove')
    .argument('<login>')
    .description('Remove a user (their posts keep their author ID)')
    .addHelpText('after', examplesText(['cal users remove ana', 'cal --data ./calendar.json users remove joan']))
    .action((login: string) => act((ops) => ops.removeUserCommand(session, globals(), login)));
  users
    .command('set-role')
    .argument('<login>')
    .argument('<role>', 'administrator, editor, author, contributor or subscriber')
    .description('Change the role of a user')
    .addHelpText('after', examplesText(['cal users set-role ana author', 'cal users set-role joan editor']))
    .action((login: string, role: string) => act((ops) => ops.setRoleCommand(session, globals(), login, role)));

  const passwords = users
    .command('passwords')
    .description('Application passwords of a user')
    .addHelpText(
      'after',
      examplesText(['cal users passwords add ana --name laptop', 'cal users passwords revoke ana laptop']),
    );
  passwords
    .command('add')
    .argument('<login>')
    .description('Create an application password and print it (once)')
    .option('--name <name>', 'a name to revoke it by later (default cal-1, cal-2, ...)')
    .option('--password-stdin', 'read the password from stdin instead of generating one')
    .addHelpText(
      'after',
      examplesText([
        'cal users passwords add ana --name laptop',
        'cal users passwords add ana --name ci --password-stdin < ci-password.txt',
      ]),
    )
    .action((login: string, opts: { name?: string; passwordStdin?: boolean }) =>
      act((ops) => ops.addPasswordCommand(session, globals(), login, opts)),
    );
  passwords
    .command('revoke')
    .argument('<login>')
    .argument('<name>', 'the name the password was given (cal users list shows them)')
    .description('Revoke an application password')
    .addHelpText(
      'after',
      examplesText(['cal users passwords revoke ana laptop', 'cal users passwords revoke admin cal-1']),
    )
    .action((login: string, name: string) => act((ops) => ops.revokePasswordCommand(session, globals(), login, name)));
}
