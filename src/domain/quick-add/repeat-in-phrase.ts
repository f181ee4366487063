// Repeat words in a one-line event: "Standup every friday 8pm until june", "Yoga every tue,thu 7am for 10". They
// start at "every" (or daily, weekly…) and leave the title; time words between them and their end stay for the when.
import { parseDate } from '../../dates/parse.js';
import { addDays, type WallTime } from '../../dates/wall-time.js';
import { instantToWallTime } from '../../dates/zones.js';
import ICAL from '../../lazy-libraries/ical.js';
import { parseRepeat, type RepeatResult } from '../recurrence/repeat-words.js';
import { untilDay } from '../recurrence/series-end.js';
import { parseWhen, type When, type WhenOptions } from './when.js';

export interface PhraseRepeat {
  /** The phrase's words without the repeat words. */
  readonly words: readonly string[];
  /** The repeat words, as parseRepeat reads them: "every friday until june". */
  readonly text: string;
  /** The rule without INTERVAL and its end when it names days: a phrase naming no date starts on the first. */
  readonly days?: string;
}

const ADJECTIVES = new Set(['daily', 'weekly', 'fortnightly', 'monthly', 'yearly', 'annually']);
const VENUE_WORDS = new Set(['at', '@']);
const COUNT_RE = /^(?:[x\u00d7](\d{1,6})|(\d{1,6})[x\u00d7])$/i;
const WHOLE_RE = /^\d{1,6}$/;
/** "for 10 days" is how long a series lasts; "for 3 hours" stays the when's duration. */
const SPAN_RE = /^(day|week|month|year)s?$/;

const lower = (word: string | undefined): string => (word ?? '').toLowerCase();

/** The day rules start from while looking: today, all day; the real start comes later. */
function provisional(options: WhenOptions) {
  const now = instantToWallTime(options.now, options.zone);
  const start: WallTime = { ...now, hour: 0, minute: 0, second: 0 };
  return { start, zone: options.zone, now: options.now, allDay: true };
}

/** Where the words after `i` reach a venue ("at Blue Note"), else their end. */
function venueAfter(words: readonly string[], i: number): number {
  const at = words.findIndex((word, k) => k > i && VENUE_WORDS.has(word.toLowerCase()));
  return at < 0 ? words.length : at;
}

/** The longest run of words from `from` up to a venue that is a repeat rule, and its rule. */
function longestRule(words: readonly string[], from: number, options: WhenOptions) {
  for (let end = venueAfter(words, from); end > from; end--) {
    const result = parseRepeat(words.slice(from, end).join(' '), provisional(options));
    if ('rule' in result) return { end, rule: result.rule };
  }
  return undefined;
}

/** How many words at `i` end a series: "until june", "for 10", "for 10 times", "for 10 days", "10 times", "x10". */
function endAt(words: readonly string[], i: number, options: WhenOptions): number {
  const to = venueAfter(words, i);
  const word = lower(words[i]);
  const next = lower(words[i + 1]);
  if (word === 'until' || word === 'till') {
    for (let end = to; end > i + 1; end--) {
      // "until june 8pm": untilDay leaves a time to the when.
      if (untilDay(words.slice(i + 1, end).join(' '), provisional(options))) return end - i;
    }
    return 0;
  }
  const times = (at: number): boolean => at < to && /^times?$/.test(lower(words[at]));
  // "for 3 hours" is the when's duration: a count is a number alone, or followed by "times" or a time.
  if (word === 'for' && WHOLE_RE.test(next) && i + 1 < to) {
    if (times(i + 2) || (i + 2 < to && SPAN_RE.test(lower(words[i + 2])))) return 3;
    return i + 2 >= to || !/^[a-z]+$/i.test(words[i + 2] ?? '') ? 2 : 0;
  }
  if (WHOLE_RE.test(word) && times(i + 1)) return 2;
  return COUNT_RE.test(word) ? 1 : 0;
}

/** Whether the words after "weekly" (or daily…) end a title rather than carry it on ("Team weekly sync"). */
function endsTitle(words: readonly string[], at: number, options: WhenOptions): boolean {
  const word = words[at];
  if (word === undefined || VENUE_WORDS.has(word.toLowerCase()) || endAt(words, at, options) > 0) return true;
  return !/^[a-z]+$/i.test(word) || parseDate(word, options) !== undefined;
}

/** Without INTERVAL and the end: which days the rule picks, when it names some. */
function dayRule(rule: string): string | undefined {
  if (!/BYDAY=|BYMONTHDAY=/.test(rule)) return undefined;
  return rule
    .split(';')
    .filter((part) => !/^(INTERVAL|COUNT|UNTIL)=/.test(part))
    .join(';');
}

/** The repeat words of a phrase, taken out of it, or undefined when it has none. */
export function findRepeat(words: readonly string[], options: WhenOptions): PhraseRepeat | undefined {
  for (let i = 0; i < words.length; i++) {
    const starter = lower(words[i]);
    // A first word is the title's ("Weekly review friday 10am" is one review), one after "at" the venue's.
    if (starter !== 'every' && (!ADJECTIVES.has(starter) || i === 0)) continue;
    if (VENUE_WORDS.has(lower(words[i - 1]))) continue;
    const base = longestRule(words, i, options);
    if (!base || (starter !== 'every' && !endsTitle(words, base.end, options))) continue;
    const taken = new Set<number>();
    for (let at = i; at < base.end; at++) taken.add(at);
    if (!/(^|;)(COUNT|UNTIL)=/.test(base.rule)) {
      // After the when's words, or the venue's: "every day 9am at Office until june".
      for (let at = base.end; at < words.length; at++) {
        const size = endAt(words, at, options);
        if (size === 0) continue;
        for (let k = at; k < at + size; k++) taken.add(k);
        break;
      }
    }
    const days = dayRule(base.rule);
    return {
      words: words.filter((_, at) => !taken.has(at)),
      text: words.filter((_, at) => taken.has(at)).join(' '),
      ...(days === undefined ? {} : { days }),
    };
  }
  return undefined;
}

/** The first day on or after `today` that `rule` picks. */
function firstDay(rule: string, today: WallTime): WallTime | undefined {
  try {
    // From the day before: ical.js may give its start first even on a day the rule does not pick (RFC 5545's DTSTART).
    const from = addDays(today, -1);
    const iterator = ICAL.Recur.fromString(rule).iterator(
      ICAL.Time.fromData({ year: from.year, month: from.month, day: from.day, isDate: true }),
    );
    // The start at most, then the first day the rule picks after it.
    for (let tries = 0, next = iterator.next(); next && tries < 3; tries++, next = iterator.next()) {
      const day = { year: next.year, month: next.month, day: next.day, hour: 0, minute: 0, second: 0 };
      if (!isBefore(day, today)) return day;
    }
  } catch {
    // A rule ical.js cannot run leaves the when as the phrase says it.
  }
  return undefined;
}

const isBefore = (a: WallTime, b: WallTime): boolean =>
  a.year * 10_000 + a.month * 100 + a.day < b.year * 10_000 + b.month * 100 + b.day;

const isoDay = (w: WallTime): string =>
  `${String(w.year).padStart(4, '0')}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;

/** The rule's first day from today in `zone`, as the date parser reads it. */
function firstDayWord(repeat: PhraseRepeat, zone: string, now: number): string | undefined {
  if (repeat.days === undefined) return undefined;
  const today = { ...instantToWallTime(now, zone), hour: 0, minute: 0, second: 0 };
  const day = firstDay(repeat.days, today);
  return day && isoDay(day);
}

/**
 * The when of `words`, on the repeat's first day from today when the rule names days and the words name no date
 * ("8pm" of "every friday 8pm" is next Friday's). A date before them ("2027-06-04 8pm") makes no sense to the date
 * parser, and a relative one ("tomorrow 8pm") moves off the day: either way the words named a date of their own.
 */
export function whenOnRepeatDay(
  words: readonly string[],
  repeat: PhraseRepeat,
  options: WhenOptions,
): When | undefined {
  const when = parseWhen(words, options);
  const day = when && firstDayWord(repeat, when.zone, options.now);
  if (!when || day === undefined) return when;
  const moved = parseWhen([day, ...words], options);
  return moved && isoDay(moved.start) === day ? moved : when;
}

/** A phrase with no when at all ("Bins every monday"): all day on the repeat's first day, if the rule names days. */
export function allDayOnRepeatDay(repeat: PhraseRepeat, options: WhenOptions): When | undefined {
  const day = firstDayWord(repeat, options.zone, options.now);
  return day === undefined ? undefined : parseWhen([day], options);
}

/** The RRULE for the when the phrase found. */
export function repeatRule(repeat: PhraseRepeat, when: When, options: WhenOptions): RepeatResult {
  return parseRepeat(repeat.text, { start: when.start, zone: when.zone, now: options.now, allDay: when.allDay });
}
