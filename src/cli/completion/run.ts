// Running `cal completion SHELL` and `cal __complete WORDS...`: scripts from the live command tree, candidates from the calendar.
import type { Command } from 'commander';
import type { GlobalOptions, Session } from '../session.js';
import { bashScript } from './bash.js';
import type { Shell } from './shells.js';
import { complete, type Candidate, type Completion, type Lookup } from './engine.js';
import { fishScript } from './fish.js';
import { calendarItems, MAX_ITEMS, withinDeadline } from './live.js';
import { describeCommand, type NodeSpec } from './model.js';
import { zshScript } from './zsh.js';

const SCRIPTS: Record<Shell, (root: NodeSpec) => string> = { bash: bashScript, zsh: zshScript, fish: fishScript };

export function completionScript(program: Command, shell: Shell): string {
  return SCRIPTS[shell](describeCommand(program));
}

export function printScript(session: Session, program: Command, shell: Shell): number {
  session.context.io.stdout.write(completionScript(program, shell));
  return 0;
}

async function lookUp(session: Session, lookup: Lookup, globals: GlobalOptions): Promise<Candidate[]> {
  const { values, prefix, partial } = lookup;
  if (values.kind === 'zone') {
    return Intl.supportedValuesOf('timeZone')
      .filter((zone) => zone.startsWith(partial))
      .map((zone) => ({ value: prefix + zone }));
  }
  const items = await calendarItems(session.context, globals, values.resource);
  return items
    .map((item) => ({ value: values.key === 'id' ? String(item.id) : item.slug, description: item.label }))
    .filter((c) => c.value !== '' && c.value.startsWith(partial))
    .slice(0, MAX_ITEMS)
    .map((c) => ({ ...c, value: prefix + c.value }));
}

/** One candidate a line, a tab before its description; tabs and line breaks inside would break the format. */
const line = (c: Candidate) => `${c.value}${c.description ? `\t${c.description.replace(/\s+/g, ' ')}` : ''}\n`;

/** Never prompts and never fails: when the calendar cannot be read, only what needs no lookup is printed. */
export async function printCandidates(session: Session, program: Command, words: readonly string[]): Promise<number> {
  let completion: Completion;
  try {
    completion = complete(describeCommand(program), words.length > 0 ? words : ['']);
  } catch {
    return 0;
  }
  const globals: GlobalOptions = { ...program.opts<GlobalOptions>(), ...completion.globals };
  const found = completion.lookup ? await withinDeadline(lookUp(session, completion.lookup, globals), []) : [];
  session.context.io.stdout.write([...completion.candidates, ...found].map(line).join(''));
  return 0;
}
