// The command class of every cal command: switches read alike whoever declares them (`--x`, `--no-x`, `--x=false`),
// and defaults shown in help as they are typed.
import { Command, type Option } from 'commander';
import { UsageError } from './errors.js';
import { fieldOf, isSwitch } from './flags.js';

/** What a switch may be set to after `=`, as WordPress reads truthy text. */
const SWITCH_WORDS: Readonly<Record<string, boolean>> = {
  true: true,
  yes: true,
  on: true,
  '1': true,
  false: false,
  no: false,
  off: false,
  '0': false,
};

/** Catalog switches once took their value as the next word (`--only-with-upcoming true`); they still do. */
const NEXT_WORDS: Readonly<Record<string, boolean>> = { true: true, false: false };

const looksLikeOption = (word: string | undefined) => word !== undefined && word.length > 1 && word.startsWith('-');

/** The words of a switch set to `value`: itself, its `--no-` twin, or nothing when it has none (off is unset). */
function spell(long: string, value: boolean, byLong: ReadonlyMap<string, Option>): string[] {
  if (value) return [long];
  const negation = byLong.get(`--no-${long.slice(2)}`);
  return negation?.long ? [negation.long] : [];
}

/** The words with each of these options' switches given a value rewritten as commander reads switches. */
export function spellSwitches(options: readonly Option[], words: readonly string[]): string[] {
  const byLong = new Map(options.flatMap((option) => (option.long ? [[option.long, option] as const] : [])));
  const out: string[] = [];
  const rest = [...words];
  for (let word = rest.shift(); word !== undefined; word = rest.shift()) {
    if (word === '--') {
      out.push(word, ...rest);
      break;
    }
    const equals = word.startsWith('--') ? word.indexOf('=') : -1;
    const option = byLong.get(equals > 0 ? word.slice(0, equals) : word);
    if (option?.long === undefined || option.negate) {
      out.push(word);
      continue;
    }
    const long = option.long;
    if (option.required || option.optional) {
      // Its value is passed over as it is, whatever it looks like.
      out.push(word);
      const next = rest[0];
      if (equals < 0 && next !== undefined && (option.required || !looksLikeOption(next))) {
        out.push(next);
        rest.shift();
      }
      continue;
    }
    if (equals > 0) {
      const text = word.slice(equals + 1);
      const value = SWITCH_WORDS[text.toLowerCase()];
      if (value === undefined) throw new UsageError(`${long}: expected true or false, got "${text}"`);
      out.push(...spell(long, value, byLong));
      continue;
    }
    const spec = fieldOf(option);
    const next = NEXT_WORDS[rest[0] ?? ''];
    if (spec !== undefined && isSwitch(spec) && next !== undefined) {
      rest.shift();
      out.push(...spell(long, next, byLong));
      continue;
    }
    out.push(word);
  }
  return out;
}

export class CalCommand extends Command {
  override createCommand(name?: string): CalCommand {
    return new CalCommand(name);
  }

  override parseOptions(argv: string[]): { operands: string[]; unknown: string[] } {
    return super.parseOptions(spellSwitches(this.options, argv));
  }

  override addOption(option: Option): this {
    // Commander shows a text default as a JSON string ("8080"); the user types 8080.
    if (typeof option.defaultValue === 'string' && option.defaultValue !== '' && !option.defaultValueDescription)
      option.defaultValueDescription = option.defaultValue;
    return super.addOption(option);
  }
}
