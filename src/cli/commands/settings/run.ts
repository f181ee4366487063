// What `cal settings` does: show the site settings of the local calendar file, or change one.
import {
  isSettingKey,
  SETTING_KEYS,
  SETTINGS,
  readSettings,
  settingText,
  type SettingKey,
} from '../../../store/records/settings.js';
import { RESOURCE_NAMES, RESOURCES } from '../../../api/resources.js';
import { readCommitted } from '../../../store/read-committed.js';
import { DEFAULT_SETTINGS, type Settings } from '../../../store/records/records.js';
import type { Store } from '../../../store/store.js';
import { CommandError, UsageError } from '../../errors.js';
import type { GlobalOptions, Session } from '../../session.js';
import { localFile, withLocalFile } from '../local-file.js';

const WHAT = 'cal settings';
const LANGUAGE_HOLDERS = RESOURCE_NAMES.map((resource) => RESOURCES[resource].collection);

const out = (session: Session, text: string) => session.context.io.stdout.write(text);

/** Reading takes nothing over: it works beside a running server, and on a calendar not made yet (the defaults). */
async function currentSettings(session: Session, globals: GlobalOptions): Promise<Readonly<Settings>> {
  const location = await localFile(session, globals, WHAT);
  return (await readCommitted(location, (store) => store.settings())) ?? DEFAULT_SETTINGS;
}

function keyOf(key: string): SettingKey {
  if (!isSettingKey(key)) throw new UsageError(`unknown setting "${key}" (settings: ${SETTING_KEYS.join(', ')})`);
  return key;
}

export async function showSettings(
  session: Session,
  globals: GlobalOptions,
  opts: { json?: boolean },
): Promise<number> {
  const settings = await currentSettings(session, globals);
  if (opts.json) {
    out(session, `${JSON.stringify(settings, null, 2)}\n`);
    return 0;
  }
  const width = Math.max(...SETTING_KEYS.map((key) => key.length));
  for (const key of SETTING_KEYS) {
    const value = settings[key];
    const shown = value === null ? '(the address the server is reached at)' : settingText(value);
    const note = JSON.stringify(value) === JSON.stringify(DEFAULT_SETTINGS[key]) ? '' : '  (changed)';
    out(session, `${key.padEnd(width)}  ${shown}${note}\n`);
  }
  return 0;
}

export async function getSetting(
  session: Session,
  globals: GlobalOptions,
  key: string,
  opts: { json?: boolean },
): Promise<number> {
  const value = (await currentSettings(session, globals))[keyOf(key)];
  out(session, `${opts.json ? JSON.stringify(value) : settingText(value)}\n`);
  return 0;
}

/** Languages in which the calendar holds something, with what: removing one would strand those items. */
function languagesInUse(store: Store, languages: readonly string[]): string[] {
  const problems: string[] = [];
  for (const language of store.settings().languages.filter((code) => !languages.includes(code))) {
    const held = LANGUAGE_HOLDERS.map((collection) => {
      let count = 0;
      for (const item of store.all(collection)) if (item.language === language) count++;
      return count > 0 ? `${collection}: ${count}` : undefined;
    }).filter((part) => part !== undefined);
    if (held.length > 0) problems.push(`${language} is still the language of ${held.join(', ')}`);
  }
  return problems;
}

async function change(session: Session, globals: GlobalOptions, key: SettingKey, value: unknown): Promise<void> {
  const { before, after } = await withLocalFile(session, globals, WHAT, 'change settings', (store) =>
    store.write((tx) => {
      const before = tx.settings();
      const reading = readSettings({ ...before, [key]: value });
      if (!reading.ok) throw new CommandError(reading.problems.join('; '));
      const stranded = key === 'languages' ? languagesInUse(store, reading.settings.languages) : [];
      if (stranded.length > 0) throw new CommandError(stranded.map((p) => `languages: ${p}`).join('; '));
      tx.updateSettings(reading.settings);
      return { before: before[key], after: tx.settings()[key] };
    }),
  );
  session.context.io.stderr.write(
    `${key}: ${settingText(before) || '(unset)'} -> ${settingText(after) || '(unset)'}\n`,
  );
}

export async function setSetting(session: Session, globals: GlobalOptions, key: string, text: string): Promise<number> {
  const settingKey = keyOf(key);
  await change(session, globals, settingKey, SETTINGS[settingKey].fromText(text));
  return 0;
}

export async function resetSetting(session: Session, globals: GlobalOptions, key: string): Promise<number> {
  const settingKey = keyOf(key);
  await change(session, globals, settingKey, DEFAULT_SETTINGS[settingKey]);
  return 0;
}
