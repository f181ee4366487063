// The zsh completion script (`_cal`): the command tree as case tables with descriptions; calendar items from `cal __complete`.
import { shellQuote } from './bash.js';
import type { NodeSpec } from './model.js';
import { tablesOf, type Named } from './tables.js';

const list = (items: readonly string[]) => `(${items.map(shellQuote).join(' ')})`;
const described = (items: readonly Named[]) =>
  list(items.map((i) => (i.description ? `${i.name}:${i.description}` : i.name)));

const ENGINE = `
# Offers the lines of cal __complete (value, a tab, a description) for the words given.
_cal_ask() {
  local line value
  local -a found
  for line in \${(f)"$(\${(Q)words[1]} __complete -- "$@" 2>/dev/null </dev/null)"}; do
    value=\${line%%$'\\t'*}
    value=\${value//:/\\\\:}
    if [[ $line == *$'\\t'* ]]; then found+=("$value:\${line#*$'\\t'}"); else found+=("$value"); fi
  done
  _describe -t values value found
}

# Completes a value as _cal_value said; the arguments are the words to ask cal __complete about.
_cal_reply() {
  case $kind in
    words) compadd -a values ;;
    list) compset -P '*,'; compadd -S '' -a values ;;
    file) _files ;;
    ask) _cal_ask "$@" ;;
    *) return 1 ;;
  esac
}

_cal() {
  local -a subs flags takes args values names
  local kind word expect= dashes= cmdpath= n=0 i arg cur=\${words[CURRENT]}
  _cal_node ''
  for (( i = 2; i < CURRENT; i++ )); do
    word=\${(Q)words[i]}
    if [[ -n $expect ]]; then
      expect=
    elif [[ -z $dashes && $word == -- ]]; then
      dashes=1
    elif [[ -z $dashes && $word == -?* ]]; then
      if [[ $word != *=* ]] && (( \${takes[(Ie)$word]} )); then expect=$word; fi
    else
      names=(\${subs%%:*})
      if (( n == 0 && \${names[(Ie)$word]} )); then
        cmdpath=\${cmdpath:+$cmdpath }$word
        _cal_node $cmdpath
      else
        n=$(( n + 1 ))
      fi
    fi
  done
  local -a before
  before=("\${(@Q)words[2,CURRENT-1]}")
  if [[ -n $expect ]]; then
    _cal_value "\${cmdpath:+$cmdpath }$expect" || _cal_value $expect || return 1
    _cal_reply "\${before[@]}" "$cur"
  elif [[ -z $dashes && $cur == --*=* ]]; then
    _cal_value "\${cmdpath:+$cmdpath }\${cur%%=*}" || _cal_value \${cur%%=*} || return 1
    compset -P '*='
    _cal_reply "\${before[@]}" "\${cur%%=*}" "\${cur#*=}"
  elif [[ -z $dashes && $cur == -* ]]; then
    _describe -t options option flags
  elif (( $#subs )); then
    # After a word that is not one of the subcommands, nothing can follow.
    (( n == 0 )) && _describe -t commands command subs
  else
    arg=\${args[n + 1]}
    [[ -z $arg && \${args[-1]} == *... ]] && arg=\${args[-1]}
    if [[ -n $arg ]]; then
      _cal_value "\${cmdpath:+$cmdpath }<\${arg%...}>" || return 1
      _cal_reply "\${before[@]}" "$cur"
    elif [[ -z $dashes && -z $cur ]]; then
      _describe -t options option flags
    fi
  fi
}

if [[ $funcstack[1] == _cal ]]; then _cal "$@"; else compdef _cal cal; fi
`;

export function zshScript(root: NodeSpec): string {
  const { nodes, values } = tablesOf(root);
  const nodeCases = nodes.map((node) =>
    [
      `    ${shellQuote(node.key)})`,
      `      subs=${described(node.subcommands)}`,
      `      flags=${described(node.flags)}`,
      `      takes=${list(node.takesValue)}`,
      `      args=${list(node.args)} ;;`,
    ].join('\n'),
  );
  const valueCases = values.map((row) => `    ${shellQuote(row.key)}) kind=${row.kind} values=${list(row.words)} ;;`);
  return [
    '#compdef cal',
    '# zsh completion for cal, generated from its command tree by `cal completion zsh` (npm run completions).',
    '# Install: cal completion zsh > ~/.zfunc/_cal, with fpath=(~/.zfunc $fpath) before compinit in ~/.zshrc',
    '#      or: source <(cal completion zsh)   (in ~/.zshrc, after compinit)',
    '',
    '# Sets the subcommands and flags (name:description; its own flags, then inherited ones), flags taking a value and arguments of the command at path $1.',
    '_cal_node() {',
    '  subs=() flags=() takes=() args=()',
    '  case $1 in',
    ...nodeCases,
    '  esac',
    '}',
    '',
    '# Sets how to complete the value of flag or argument $1 (a command path and `--flag` or `<arg>`); fails when free.',
    '_cal_value() {',
    '  kind= values=()',
    '  case $1 in',
    ...valueCases,
    '    *) return 1 ;;',
    '  esac',
    '}',
    ENGINE,
  ].join('\n');
}
