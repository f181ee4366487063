// Interactive prompts. Bundled apart from the CLI (scripts/bundle.mjs).
export { checkbox, confirm, input, password, select } from '@inquirer/prompts';

// A list narrowed by typing, as @inquirer/search draws it, that takes what is on the screen. @inquirer/search (3.x,
// the one @inquirer/prompts 7 ships) answers Enter with the item picked from the results of the text typed before:
// text typed and Enter pressed at once ("Europe/Madrid⏎", as a paste or a fast typist sends them) took the first
// zone of the whole list (UTC) while the screen went on to show Madrid. Here an Enter that comes while the results
// for the text are not in yet is kept, and answered with the item the screen then shows picked (the first).
import {
  createPrompt,
  isDownKey,
  isEnterKey,
  isTabKey,
  isUpKey,
  makeTheme,
  useEffect,
  useKeypress,
  usePagination,
  usePrefix,
  useRef,
  useState,
  type Theme,
} from '@inquirer/core';

export interface SearchChoice<T> {
  readonly name: string;
  readonly value: T;
}

export interface SearchConfig<T> {
  message: string;
  source: (term: string) => Promise<readonly SearchChoice<T>[]>;
  pageSize?: number;
}

const PAGE_SIZE = 7;
/** @inquirer/search's pointer (figures.pointer on a Unicode terminal). */
const CURSOR = '❯';

function prompt<T>(config: SearchConfig<T>, done: (value: T) => void): string | [string, string] {
  const theme: Theme = makeTheme({});
  const [status, setStatus] = useState<'loading' | 'idle' | 'done'>('loading');
  const [term, setTerm] = useState('');
  const [results, setResults] = useState<readonly SearchChoice<T>[]>([]);
  const [active, setActive] = useState(0);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  /** Enter was pressed while the results for the text typed were still coming. */
  const pending = useRef(false);
  const prefix = usePrefix({ status, theme });

  useEffect(() => {
    let current = true;
    setStatus('loading');
    config.source(term).then(
      (found) => {
        if (!current) return;
        setResults(found);
        setActive(0);
        setFailure(undefined);
        const first = found[0];
        if (pending.current && first !== undefined) {
          pending.current = false;
          setStatus('done');
          done(first.value);
          return;
        }
        pending.current = false;
        setStatus('idle');
      },
      (error: unknown) => {
        if (!current) return;
        pending.current = false;
        setFailure(error instanceof Error ? error.message : String(error));
        setStatus('idle');
      },
    );
    return () => {
      current = false;
    };
  }, [term]);

  const picked = results[active];
  useKeypress((key, rl) => {
    if (status === 'done') return;
    if (isEnterKey(key)) {
      if (status === 'loading') {
        pending.current = true;
        // Enter ended the line: it is put back, for typing on should the results hold nothing.
        rl.write(term);
      } else if (picked) {
        setStatus('done');
        done(picked.value);
      } else rl.write(term);
      return;
    }
    if (isTabKey(key) && picked && status === 'idle') {
      rl.clearLine(0);
      rl.write(picked.name);
      setTerm(picked.name);
    } else if (status === 'idle' && (isUpKey(key) || isDownKey(key)) && results.length > 0) {
      rl.clearLine(0);
      rl.write(term);
      setActive((active + (isUpKey(key) ? -1 : 1) + results.length) % results.length);
    } else if (!isUpKey(key) && !isDownKey(key)) {
      pending.current = false;
      setTerm(rl.line);
    }
  });

  const message = theme.style.message(config.message, status);
  const page = usePagination({
    items: results,
    active,
    renderItem: ({ item, isActive }) => (isActive ? theme.style.highlight(`${CURSOR} ${item.name}`) : `  ${item.name}`),
    pageSize: config.pageSize ?? PAGE_SIZE,
    loop: false,
  });
  if (status === 'done') {
    const answer = picked ?? results[0];
    return [prefix, message, theme.style.answer(answer?.name ?? '')].join(' ').trimEnd();
  }
  const header = [prefix, message, term].filter((part) => part !== '').join(' ');
  const empty = results.length === 0 && term !== '' && status === 'idle' ? theme.style.error('No results found') : '';
  const body = failure !== undefined ? theme.style.error(failure) : empty !== '' ? empty : page;
  return [header, `${body}\n ${theme.style.help('↑↓ navigate • ⏎ select')}`];
}

/** The prompt for choices of one type, taking `@inquirer/prompts`' context (input, output, clearPromptOnDone). */
export function searchPrompt<T>() {
  return createPrompt<T, SearchConfig<T>>(prompt);
}
