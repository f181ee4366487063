// Help on what is no command: `cal help exit-codes` and `cal help environment`. The manual page (cal.1) prints the
// same rows, so this is the one place their text is written.
import type { Command } from 'commander';
import { EXIT } from './errors.js';

/** A term (an exit code, a variable) and what it means, on one line. */
export type TopicRow = readonly [term: string, meaning: string];

export interface HelpTopic {
  /** The word after `cal help`. */
  readonly name: string;
  /** Its line in `cal --help`, and the title of its page. */
  readonly summary: string;
  /** Its section of the manual page. */
  readonly manSection: string;
  readonly rows: readonly TopicRow[];
  /** Said after the rows. */
  readonly note?: string;
}

/** Set by the launcher (bin/cal.js, plain JavaScript) when main() never answered. */
export const EXIT_UNFINISHED = 70;

const EXIT_CODES: HelpTopic = {
  name: 'exit-codes',
  summary: 'What the exit status of cal means',
  manSection: 'EXIT STATUS',
  rows: [
    [String(EXIT.ok), 'success'],
    [
      String(EXIT.failed),
      'the command failed: an API error (e.g. not found, invalid value), the server unreachable, the port in use, a ' +
        'calendar path that cannot be used (--data in a missing folder, a folder, or below a file), a damaged ' +
        'calendar file, or the server answered without doing all that was asked (the message names what it left ' +
        'undone)',
    ],
    [
      String(EXIT.usage),
      'usage error: unknown command or option, invalid flag value, a missing required field, delete without --yes ' +
        'off a terminal, bad configuration',
    ],
    [
      String(EXIT.auth),
      "the server refused the credentials or the permission (HTTP 401/403; a trashed event's 403 is 1)",
    ],
    [String(EXIT_UNFINISHED), 'cal stopped before finishing its work: a bug in cal, never a success'],
    [String(EXIT.cancelled), 'cancelled at a prompt (Ctrl-C, or a declined confirmation)'],
  ],
  note: 'The message is one line on stderr, starting "cal:", and never a stack trace; stdout keeps only data.',
};

const ENVIRONMENT: HelpTopic = {
  name: 'environment',
  summary: 'The environment variables cal reads',
  manSection: 'ENVIRONMENT',
  rows: [
    ['CAL_PROFILE', 'the configuration profile to use, as --profile'],
    ['CAL_URL', "base URL of the calendar site, over the profile's url (--url over it)"],
    ['CAL_DATA', "the local calendar, a file or a postgres:// URL, over the profile's data (--data over it)"],
    ['CAL_LANG', "language of names and dates, over the profile's lang"],
    ['CAL_TZ', "time zone of typed and shown dates, over the profile's timezone"],
    ['CAL_FORMAT', "output format of lists and items, over the profile's format"],
    ['CAL_NAMESPACE', "API namespace of the site (tribe/events/v1 for a TEC site), over the profile's namespace"],
    ['CAL_USER', 'user name for this command, with CAL_PASSWORD, over the stored credentials'],
    ['CAL_PASSWORD', 'application password of CAL_USER, sent to the URL this command uses'],
    ['CAL_ADMIN_PASSWORD', 'cal serve: the admin password of a calendar nobody can sign in to (else one is printed)'],
    ['CAL_CACHE', 'cal serve: on or off, its read caches (off, to measure reads); set, it reports what they answered'],
    ['CAL_DB_TIMEOUT', "seconds to wait for a postgres:// calendar's database (default: 5; cal serve --db-timeout)"],
    ['PGPASSWORD', "password of a postgres:// calendar's database, rather than in its URL (or in ~/.pgpass)"],
    ['NO_COLOR', 'set and not empty: no colors, as --no-color'],
    ['FORCE_COLOR', 'set and not 0: colors even when stdout is no terminal'],
    ['CAL_PAGER', 'pager of long lists on a terminal, over PAGER; empty or cat: none'],
    ['PAGER', 'pager of long lists when CAL_PAGER is unset (default: less)'],
    ['LESS', 'options of less (default: FRX, which prints at once a list that fits the screen)'],
    ['LV', 'options of lv (default: -c)'],
    ['TZ', "the machine's time zone, of agenda, week and month when no other is configured"],
    ['XDG_CONFIG_HOME', 'folder of config.json and credentials.json: $XDG_CONFIG_HOME/cal (usually ~/.config/cal)'],
    ['XDG_DATA_HOME', 'folder of the default calendar.json: $XDG_DATA_HOME/cal (usually ~/.local/share/cal)'],
    ['XDG_CACHE_HOME', 'folder of shortcuts cal keeps: $XDG_CACHE_HOME/cal (usually ~/.cache/cal)'],
    ['HOME', 'where the search for a project config (.calrc, cal.config.js...) upward from the working folder stops'],
    ['USERPROFILE', 'HOME, on Windows'],
  ],
};

export const HELP_TOPICS: readonly HelpTopic[] = [EXIT_CODES, ENVIRONMENT];

/** The topic a run's command words ask for (`help exit-codes`): only the root has topics. */
export function topicTarget(words: readonly string[]): HelpTopic | undefined {
  const [first, name, ...rest] = words;
  if (first !== 'help' || rest.length > 0) return undefined;
  return HELP_TOPICS.find((topic) => topic.name === name);
}

/** The list `cal --help` shows after its commands. */
export function topicsList(): string {
  const width = Math.max(...HELP_TOPICS.map((topic) => topic.name.length));
  const lines = HELP_TOPICS.map((topic) => `  ${topic.name.padEnd(width)}  ${topic.summary}`);
  return `\nHelp topics (cal help TOPIC):\n${lines.join('\n')}\n`;
}

/** A topic as `cal help TOPIC` prints it: laid out and wrapped as commander lays out `--help`. */
export function topicText(topic: HelpTopic, program: Command): string {
  const help = program.createHelp();
  help.prepareContext({ helpWidth: program.configureOutput().getOutHelpWidth?.() });
  const width = Math.max(...topic.rows.map(([term]) => term.length));
  const rows = topic.rows.map(([term, meaning]) => help.formatItem(term, width, meaning, help));
  const note = topic.note === undefined ? '' : `\n${help.boxWrap(topic.note, help.helpWidth ?? 80)}\n`;
  return `${topic.summary}:\n\n${rows.join('\n')}\n${note}`;
}
