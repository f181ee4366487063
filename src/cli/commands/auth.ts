// `cal auth status`: who this run signs in as, on which server, with which role, and what the server can do.
// Asks WordPress' `GET /wp-json/wp/v2/users/me?context=edit`, which `cal serve` answers too.
import { calendarAt } from '../../store/calendar-at.js';
import type { Command } from 'commander';
import { CAPABILITY_NAMES } from '../../api/capabilities.js';
import { toError } from '../../client/client.js';
import { isRecord } from '../../typing/is-record.js';
import { examplesText } from '../examples.js';
import type { Session } from '../session.js';

type Run = (task: Promise<number>) => void;

/** The user's WordPress capabilities that say what they may do with the calendar. */
const CALENDAR_CAPABILITIES = [
  'publish_tribe_events',
  'edit_others_tribe_events',
  'delete_others_tribe_events',
  'manage_categories',
  'upload_files',
];

async function status(session: Session, json: boolean): Promise<number> {
  const config = await session.config();
  const client = await session.client();
  const out = (text: string) => session.context.io.stdout.write(text);
  if (client.transport.inProcess) {
    const target = client.transport.target;
    // A database is named by its URL, shown without its password (the transport's target is shown so).
    const { kind, noun } = calendarAt(target);
    const line = `${noun} ${target}: commands act as its administrator, with no sign-in`;
    const where = { [kind]: target };
    out(json ? `${JSON.stringify({ ...where, user: null, local: true })}\n` : `${line}\n`);
    return 0;
  }
  const reply = await client.transport.send({
    method: 'GET',
    path: 'wp/v2/users/me?context=edit',
    scope: 'rest-index',
  });
  if (reply.status >= 400) {
    const error = toError(reply);
    const stored = config.credentials?.origin;
    error.message = `not signed in at ${client.transport.target} (${error.message})${
      stored && !client.transport.target.startsWith(stored) ? `; the stored credentials are for ${stored} only` : ''
    }`;
    throw error;
  }
  const me = isRecord(reply.body) ? reply.body : {};
  const roles = Array.isArray(me.roles) ? me.roles.map(String) : [];
  const granted = isRecord(me.capabilities) ? me.capabilities : {};
  const may = CALENDAR_CAPABILITIES.filter((name) => granted[name] === true);
  const declared = await session.capabilities();
  const serverCan = CAPABILITY_NAMES.filter((name) => declared[name]);
  const { env } = session.context;
  const credentials =
    env.CAL_USER && env.CAL_PASSWORD
      ? 'CAL_USER and CAL_PASSWORD, for this command'
      : `profile ${config.profileName}${config.credentials?.origin ? `, for ${config.credentials.origin} only` : ''}`;
  if (json) {
    const summary = {
      api: client.transport.target,
      user: me.username,
      name: me.name,
      roles,
      capabilities: may,
      credentials,
      server_capabilities: serverCan,
    };
    out(`${JSON.stringify(summary, null, 2)}\n`);
    return 0;
  }
  const rows: [string, string][] = [
    ['api', client.transport.target],
    ['user', `${String(me.username)} (${String(me.name)})`],
    ['role', roles.join(', ')],
    ['may', may.length > 0 ? may.join(', ') : 'read, and write its own drafts at most'],
    ['credentials', credentials],
    ['server', serverCan.length > 0 ? serverCan.join(', ') : 'declares nothing beyond TEC'],
  ];
  const width = Math.max(...rows.map(([key]) => key.length)) + 2;
  out(rows.map(([key, value]) => `${key.padEnd(width)}${value}\n`).join(''));
  return 0;
}

export function registerAuth(program: Command, session: Session, run: Run): void {
  const auth = program
    .command('auth')
    .description('Who this run signs in as, and what the server lets it do')
    .addHelpText('after', examplesText(['cal auth status', 'cal --url https://calendar.example.org auth status']));
  auth
    .command('status')
    .description('The signed-in user, their role and capabilities, the server and what it declares it can do')
    .option('--json', 'one JSON object')
    .addHelpText('after', examplesText(['cal auth status', 'cal --profile site auth status --json']))
    .action((opts: { json?: boolean }) => run(status(session, opts.json === true)));
}
