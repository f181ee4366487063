// The fish completion script: the command tree as switch tables with descriptions; calendar items from `cal __complete`.
import type { NodeSpec } from './model.js';
import { tablesOf } from './tables.js';

/** A single-quoted fish word (fish escapes only `\` and `'` inside single quotes). */
export function fishQuote(text: string): string {
  return `'${text.replace(/[\\']/g, (c) => `\\${c}`)}'`;
}

const list = (items: readonly string[]) => items.map(fishQuote).join(' ');
const set = (name: string, items: readonly string[]) => `set -g ${name}${items.length > 0 ? ` ${list(items)}` : ''}`;

const ENGINE = `
# Prints candidates for a value as __cal_value said: $argv is the command, the value's prefix (--flag=), the value
# typed so far, then the words to ask cal __complete about.
function __cal_reply
    set -l cmd $argv[1]
    set -l pre $argv[2]
    set -l value $argv[3]
    set -l words $argv
    set -e words[1..3]
    switch "$__cal_kind"
        case words
            for w in $__cal_words
                printf '%s%s\\n' "$pre" $w
            end
        case list
            set -l head (string replace -r -- '[^,]*$' '' "$value")
            for w in $__cal_words
                printf '%s%s%s\\n' "$pre" "$head" $w
            end
        case file
            for p in (__fish_complete_path "$value")
                printf '%s%s\\n' "$pre" $p
            end
        case ask
            command $cmd __complete -- $words 2>/dev/null </dev/null
    end
end

function __cal_print_flags
    for i in (seq (count $__cal_flags))
        printf '%s\\t%s\\n' $__cal_flags[$i] $__cal_flagdescs[$i]
    end
end

# Finds the command path in the words before the cursor, then prints what may follow there.
function __cal_complete
    set -l tokens (commandline -opc)
    set -l cur (commandline -ct)
    set -l cmd $tokens[1]
    set -e tokens[1]
    __cal_node ''
    set -l cmdpath
    set -l expect
    set -l dashes
    set -l n 0
    for word in $tokens
        if test -n "$expect"
            # A lone "=" keeps waiting for the value.
            test "$word" = '=' ; or set expect
        else if test -z "$dashes"; and test "$word" = '--'
            set dashes 1
        else if test -z "$dashes"; and string match -qr -- '^-.' $word
            if not string match -q -- '*=*' $word; and contains -- $word $__cal_takes
                set expect $word
            end
        else if test $n -eq 0; and contains -- $word $__cal_subs
            set -a cmdpath $word
            __cal_node "$cmdpath"
        else
            set n (math $n + 1)
        end
    end
    set -l key "$cmdpath"
    if test -n "$expect"
        __cal_value (string trim -- "$key $expect"); or __cal_value $expect; or return
        __cal_reply $cmd '' "$cur" $tokens "$cur"
    else if test -z "$dashes"; and string match -qr -- '^--[^=]+=' "$cur"
        set -l flag (string replace -r -- '=.*' '' "$cur")
        __cal_value (string trim -- "$key $flag"); or __cal_value $flag; or return
        __cal_reply $cmd "$flag=" (string replace -r -- '^[^=]*=' '' "$cur") $tokens "$cur"
    else if test -z "$dashes"; and string match -q -- '-*' "$cur"
        __cal_print_flags
    else if test (count $__cal_subs) -gt 0
        # After a word that is not one of the subcommands, nothing can follow.
        test $n -eq 0; or return
        for i in (seq (count $__cal_subs))
            printf '%s\\t%s\\n' $__cal_subs[$i] $__cal_subdescs[$i]
        end
    else
        set -l arg $__cal_args[(math $n + 1)]
        if test -z "$arg"; and string match -q -- '*...' "$__cal_args[-1]"
            set arg $__cal_args[-1]
        end
        if test -n "$arg"
            __cal_value (string trim -- "$key <"(string replace -- '...' '' $arg)">"); or return
            __cal_reply $cmd '' "$cur" $tokens "$cur"
        else if test -z "$dashes"; and test -z "$cur"
            __cal_print_flags
        end
    end
end

complete -c cal -f -a '(__cal_complete)'
`;

export function fishScript(root: NodeSpec): string {
  const { nodes, values } = tablesOf(root);
  const nodeCases = nodes.map((node) =>
    [
      `        case ${fishQuote(node.key)}`,
      `            ${set(
        '__cal_subs',
        node.subcommands.map((s) => s.name),
      )}`,
      `            ${set(
        '__cal_subdescs',
        node.subcommands.map((s) => s.description),
      )}`,
      `            ${set(
        '__cal_flags',
        node.flags.map((f) => f.name),
      )}`,
      `            ${set(
        '__cal_flagdescs',
        node.flags.map((f) => f.description),
      )}`,
      `            ${set('__cal_takes', node.takesValue)}`,
      `            ${set('__cal_args', node.args)}`,
    ].join('\n'),
  );
  const valueCases = values.map((row) =>
    [
      `        case ${fishQuote(row.key)}`,
      `            set -g __cal_kind ${row.kind}`,
      `            ${set('__cal_words', row.words)}`,
    ].join('\n'),
  );
  return [
    '# fish completion for cal, generated from its command tree by `cal completion fish` (npm run completions).',
    '# Install: cal completion fish > ~/.config/fish/completions/cal.fish',
    '',
    '# Sets the subcommands, flags (its own, then inherited ones), flags taking a value and arguments of the command at path $argv[1].',
    'function __cal_node',
    '    set -g __cal_subs',
    '    set -g __cal_subdescs',
    '    set -g __cal_flags',
    '    set -g __cal_flagdescs',
    '    set -g __cal_takes',
    '    set -g __cal_args',
    '    switch "$argv[1]"',
    ...nodeCases,
    '    end',
    'end',
    '',
    '# Sets how to complete the value of flag or argument $argv[1] (a command path and --flag or <arg>); fails when free.',
    'function __cal_value',
    '    set -g __cal_kind',
    '    set -g __cal_words',
    '    switch "$argv[1]"',
    ...valueCases,
    "        case '*'",
    '            return 1',
    '    end',
    // `set` keeps the status of a failed command substitution in the caller's arguments.
    '    return 0',
    'end',
    ENGINE,
  ].join('\n');
}
