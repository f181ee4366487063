// `cal settings ...`: the site settings (time zone, languages, page sizes…), kept in the local calendar file.
import { Argument, type Command } from 'commander';
import { SETTING_KEYS, SETTINGS } from '../../../store/records/settings.js';
import { examplesText } from '../../examples.js';
import type { GlobalOptions, Session } from '../../session.js';
import type * as SettingsRun from './run.js';

type Run = (task: Promise<number>) => void;

const keyArgument = () => new Argument('<key>', 'a setting (see cal settings set --help)').choices(SETTING_KEYS);

const KEYS_HELP = `\nSettings:\n${SETTING_KEYS.map((key) => `  ${key.padEnd(20)}${SETTINGS[key].description}`).join('\n')}\n`;

export function registerSettings(program: Command, session: Session, run: Run): void {
  const globals = () => program.opts<GlobalOptions>();
  const act = (task: (ops: typeof SettingsRun) => Promise<number>) => run(import('./run.js').then(task));
  const settings = program
    .command('settings')
    .description(
      'Show and change the site settings of the local calendar file (--data FILE): time zone, languages, page sizes',
    )
    .addHelpText(
      'after',
      examplesText([
        'cal settings',
        'cal settings set timezone Europe/Madrid',
        'cal settings set languages en,fr',
        'cal settings reset posts_per_page',
      ]),
    );

  settings
    .command('show', { isDefault: true })
    .description('Every setting and its value (also while cal serve runs)')
    .option('--json', 'print the settings as a JSON object')
    .addHelpText(
      'after',
      `${KEYS_HELP}${examplesText(['cal settings show', 'cal --data ./calendar.json settings show --json'])}`,
    )
    .action((opts: { json?: boolean }) => act((ops) => ops.showSettings(session, globals(), opts)));
  settings
    .command('get')
    .addArgument(keyArgument())
    .description('Print the value of one setting')
    .option('--json', 'print the value as JSON')
    .addHelpText('after', examplesText(['cal settings get timezone', 'cal settings get languages --json']))
    .action((key: string, opts: { json?: boolean }) => act((ops) => ops.getSetting(session, globals(), key, opts)));
  settings
    .command('set')
    .addArgument(keyArgument())
    .argument('<value>', 'the new value')
    .description('Change one setting (not while cal serve holds the file)')
    .addHelpText(
      'after',
      `${KEYS_HELP}${examplesText(['cal settings set timezone Europe/Madrid', 'cal settings set posts_per_page 20', 'cal settings set site_url https://calendar.example.org'])}`,
    )
    .action((key: string, value: string) => act((ops) => ops.setSetting(session, globals(), key, value)));
  settings
    .command('reset')
    .addArgument(keyArgument())
    .description('Put one setting back to its default (not while cal serve holds the file)')
    .addHelpText('after', examplesText(['cal settings reset site_url', 'cal settings reset currency_symbol']))
    .action((key: string) => act((ops) => ops.resetSetting(session, globals(), key)));
}
