// A one-line event: "Jazz night next friday 8pm-11pm at Blue Note #music". The title, then when (or when first),
// a venue after "at" (or "@"), and terms as #words anywhere. What the phrase names is looked up later: this only
// splits it. Repeat words ("every friday until june") are found apart (repeat-in-phrase.ts).
import { allDayOnRepeatDay, findRepeat, repeatRule, whenOnRepeatDay } from './repeat-in-phrase.js';
import { parseWhen, type When, type WhenOptions } from './when.js';

export interface QuickPhrase {
  readonly title: string;
  readonly when: When;
  /** The venue's name or slug as typed. */
  readonly venue?: string;
  /** Category or tag names or slugs, as typed after "#". */
  readonly terms: readonly string[];
  /** A repeating event's RRULE value, without "RRULE:": "FREQ=WEEKLY;UNTIL=20270630T215959Z;BYDAY=FR". */
  readonly repeat?: string;
}

export type PhraseResult = { readonly phrase: QuickPhrase } | { readonly error: string };

const AT_WORDS = new Set(['at', '@']);
/** What follows an "at" that is a time of day, not a place: "at 8pm", "at 19:00", "at noon". */
const TIME_AFTER_AT_RE = /^(\d{1,2}([:.]\d{2})?\s*(am|pm)?(-.*)?|noon|midnight)$/i;

interface Split {
  readonly before: string[];
  readonly when: When;
  readonly after: string[];
}

type ReadWhen = (words: readonly string[]) => When | undefined;

/** The longest run of words at the end (else at the start) that is a when. */
function splitWhen(words: readonly string[], read: ReadWhen, atStart: boolean): Split | undefined {
  for (let size = words.length; size >= 1; size--) {
    if (!atStart) {
      const when = read(words.slice(words.length - size));
      if (when) return { before: words.slice(0, words.length - size), when, after: [] };
    } else {
      const when = read(words.slice(0, size));
      if (when) return { before: [], when, after: words.slice(size) };
    }
  }
  return undefined;
}

/** Splits a one-line event; an error says what is missing. */
export function parsePhrase(text: string, options: WhenOptions): PhraseResult {
  const all = text.split(/\s+/).filter((word) => word !== '');
  const terms = all.filter((word) => word.startsWith('#') && word.length > 1).map((word) => word.slice(1));
  let words = all.filter((word) => !(word.startsWith('#') && word.length > 1));
  // "at 8pm" is a time: the "at" goes, the time stays for the when.
  words = words.filter((word, i) => !(AT_WORDS.has(word.toLowerCase()) && TIME_AFTER_AT_RE.test(words[i + 1] ?? '')));
  const repeat = findRepeat(words, options);
  if (repeat) words = [...repeat.words];
  const read: ReadWhen = (run) => (repeat ? whenOnRepeatDay(run, repeat, options) : parseWhen(run, options));
  const at = words.findLastIndex((word) => AT_WORDS.has(word.toLowerCase()));
  let title: string[];
  let venue: string[] = [];
  let when: When | undefined;
  if (at > 0 && at < words.length - 1) {
    const head = words.slice(0, at);
    const tail = words.slice(at + 1);
    // "… at Blue Note tomorrow 8pm": the when ends the venue's words; else "… tomorrow 8pm at Blue Note".
    const inTail = splitWhen(tail, read, false);
    if (inTail && inTail.before.length > 0) {
      title = head;
      venue = inTail.before;
      when = inTail.when;
    } else {
      venue = tail;
      const split = splitWhen(head, read, false) ?? splitWhen(head, read, true);
      title = split ? [...split.before, ...split.after] : head;
      when = split?.when;
    }
  } else {
    const split = splitWhen(words, read, false) ?? splitWhen(words, read, true);
    title = split ? [...split.before, ...split.after] : words;
    when = split?.when;
  }
  const name = title.join(' ');
  if (repeat) when ??= allDayOnRepeatDay(repeat, options);
  if (!when) {
    const example = name.replace(/\s+(at|@)$/i, '') || 'Title';
    return {
      error:
        `no date or time in ${JSON.stringify(text.trim())}: say when, e.g. "${example} tomorrow 8pm", ` +
        `"${example} june 4" (all day) or "${example} 2027-06-04 19:00 2h"`,
    };
  }
  if (name === '') return { error: `no title in ${JSON.stringify(text.trim())}: put it before the date` };
  const rule = repeat && repeatRule(repeat, when, options);
  if (rule && 'error' in rule) return { error: rule.error };
  const more = { ...(venue.length > 0 ? { venue: venue.join(' ') } : {}), ...(rule ? { repeat: rule.rule } : {}) };
  return { phrase: { title: name, when, terms, ...more } };
}
