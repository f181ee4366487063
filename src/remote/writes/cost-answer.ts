// What servers do to an event's cost that the writer says or mends: TEC's create drops a cost of "0" (PHP calls it
// empty; an update keeps it, as "Free"), and a cost written without a currency symbol is shown with the site's
// default one ("5-15" → "$5 – $15"). cal serve answers as TEC does.
import { isRecord } from '../../typing/is-record.js';
import type { WriteArgs } from './write-args.js';

type Item = Readonly<WriteArgs>;

/** A cost that is zero alone ("0", 0): a free event. */
const isFree = (cost: unknown) => cost === 0 || (typeof cost === 'string' && cost.trim() === '0');

/**
 * Whether a create asked for a free event and the answer has no cost (or, minimal, does not show it): the cost is
 * then set by an update, which keeps it.
 */
export function freeCostDropped(asked: Item, answer: unknown): boolean {
  if (!isFree(asked.cost) || !isRecord(answer) || typeof answer.id !== 'number') return false;
  return answer.cost === undefined || answer.cost === '';
}

/** Digits, separators and words: a cost with no currency symbol of its own ("5-15", "10 to 20", "Free"). */
const WITHOUT_SYMBOL = /^[\p{L}\p{N}\s.,\-\u2013\u2014/+]*$/u;

/**
 * The note for a cost written without a currency symbol that the answer shows with one (the site's default), or
 * undefined.
 */
export function defaultSymbolNote(asked: Item, answer: unknown): string | undefined {
  const cost = asked.cost;
  if (typeof cost !== 'string' || !WITHOUT_SYMBOL.test(cost) || !/\d/.test(cost) || !isRecord(answer)) return undefined;
  const shown = answer.cost;
  const details = answer.cost_details;
  // A symbol of the event's own came from what was written; without one, what the answer shows is the site's.
  const own = isRecord(details) && typeof details.currency_symbol === 'string' && details.currency_symbol !== '';
  if (typeof shown !== 'string' || WITHOUT_SYMBOL.test(shown) || own) return undefined;
  // The form both servers read a symbol from: each amount with it, amounts apart by commas.
  const values = isRecord(details) && Array.isArray(details.values) ? details.values : [];
  const example = values.map((value) => `${String(value)}€`).join(', ');
  return (
    `note: the server shows the cost "${cost}" as "${shown}", with the site's default currency symbol; ` +
    `write the symbol with each amount (e.g. "${example}") to choose another`
  );
}
