// The bash completion script: the command tree as case tables, with calendar items asked of `cal __complete`.
import type { NodeSpec } from './model.js';
import { tablesOf } from './tables.js';

/** A single-quoted shell word. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

const words = (list: readonly string[]) => shellQuote(list.join(' '));

const ENGINE = `
# Completes the word under the cursor: finds the command path, then offers what may follow there.
_cal() {
  local cur=\${COMP_WORDS[COMP_CWORD]} path= word expect= dashes= n=0 i
  local _cal_subs _cal_flags _cal_takes _cal_args _cal_kind _cal_words
  COMPREPLY=()
  _cal_node ''
  for ((i = 1; i < COMP_CWORD; i++)); do
    word=\${COMP_WORDS[i]}
    if [[ -n $expect ]]; then
      # bash splits --flag=value around the '=': the value is the word after it.
      [[ $word == = ]] || expect=
    elif [[ -z $dashes && $word == -- ]]; then
      dashes=1
    elif [[ -z $dashes && $word == -?* ]]; then
      [[ $word != *=* && " $_cal_takes " == *" $word "* ]] && expect=$word
    elif ((n == 0)) && [[ " $_cal_subs " == *" $word "* ]]; then
      path=\${path:+$path }$word
      _cal_node "$path"
    else
      n=$((n + 1))
    fi
  done
  if [[ -n $expect ]]; then
    [[ $cur == = ]] && cur=
    _cal_value "\${path:+$path }$expect" || _cal_value "$expect"
  elif [[ -z $dashes && $cur == -* ]]; then
    _cal_kind=words _cal_words=$_cal_flags
  elif [[ -n $_cal_subs ]]; then
    # After a word that is not one of the subcommands, nothing can follow.
    ((n == 0)) && _cal_kind=words _cal_words=$_cal_subs
  else
    local -a args=($_cal_args)
    local arg=\${args[n]:-} last=\${args[*]: -1}
    [[ -z $arg && $last == *... ]] && arg=$last
    if [[ -n $arg ]]; then
      _cal_value "\${path:+$path }<\${arg%...}>"
    elif [[ -z $dashes && -z $cur ]]; then
      _cal_kind=words _cal_words=$_cal_flags
    fi
  fi
  _cal_reply
}

# Fills COMPREPLY from _cal_kind and _cal_words; calendar items and time zones come from cal __complete.
_cal_reply() {
  local pre= line
  case $_cal_kind in
    words) mapfile -t COMPREPLY < <(compgen -W "$_cal_words" -- "$cur") ;;
    list)
      [[ $cur == *,* ]] && pre=\${cur%,*},
      mapfile -t COMPREPLY < <(compgen -P "$pre" -W "$_cal_words" -- "\${cur##*,}")
      ;;
    file)
      compopt -o filenames 2>/dev/null
      mapfile -t COMPREPLY < <(compgen -f -- "$cur")
      ;;
    ask)
      while IFS= read -r line; do
        COMPREPLY+=("\${line%%$'\\t'*}")
      done < <("\${COMP_WORDS[0]}" __complete -- "\${COMP_WORDS[@]:1:COMP_CWORD-1}" "$cur" 2>/dev/null </dev/null)
      ;;
  esac
}

complete -F _cal cal
`;

export function bashScript(root: NodeSpec): string {
  const { nodes, values } = tablesOf(root);
  const nodeCases = nodes.map((node) =>
    [
      `    ${shellQuote(node.key)})`,
      `      _cal_subs=${words(node.subcommands.map((s) => s.name))}`,
      `      _cal_flags=${words(node.flags.map((f) => f.name))}`,
      `      _cal_takes=${words(node.takesValue)}`,
      `      _cal_args=${words(node.args)} ;;`,
    ].join('\n'),
  );
  const valueCases = values.map(
    (row) => `    ${shellQuote(row.key)}) _cal_kind=${row.kind} _cal_words=${words(row.words)} ;;`,
  );
  return [
    '# bash completion for cal, generated from its command tree by `cal completion bash` (npm run completions).',
    '# Install: cal completion bash > ~/.local/share/bash-completion/completions/cal',
    '#      or: source <(cal completion bash)   (in ~/.bashrc)',
    '',
    '# Sets the subcommands, flags (its own, then inherited ones), flags taking a value and arguments of the command at path $1.',
    '_cal_node() {',
    '  _cal_subs= _cal_flags= _cal_takes= _cal_args=',
    '  case $1 in',
    ...nodeCases,
    '  esac',
    '}',
    '',
    '# Sets how to complete the value of flag or argument $1 (a command path and `--flag` or `<arg>`); fails when free.',
    '_cal_value() {',
    '  _cal_kind= _cal_words=',
    '  case $1 in',
    ...valueCases,
    '    *) return 1 ;;',
    '  esac',
    '}',
    ENGINE,
  ].join('\n');
}
