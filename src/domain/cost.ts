// Event cost parsing and display, following The Events Calendar's cost utilities (cost + cost_details).

export interface CostDetails {
  currency_symbol: string;
  currency_code: string;
  currency_position: Position | '';
  values: string[];
}

export interface SiteCurrency {
  currencySymbol: string;
  currencyPosition: 'prefix' | 'postfix';
}

type Position = 'prefix' | 'postfix';

interface Amount {
  // Canonical form for `values`; `written` keeps the input's own digit grouping for display.
  value: string;
  written: string;
  numeric: number;
  // null: no currency symbol next to this number; undefined: symbols on both sides, so unknowable.
  currency: { symbol: string; position: Position } | null | undefined;
}

const NUMBER = /\d+(?:[.,]\d+)*|[.,]\d+/g;
// A symbol token ends at whitespace, digits or anything that separates amounts in a range or list.
const TOKEN = '[^\\s\\d\\-\u2010-\u2015~,;:()]+';
const TOKEN_BEFORE = new RegExp(`(${TOKEN})\\s*$`, 'u');
const TOKEN_AFTER = new RegExp(`^\\s*(${TOKEN})`, 'u');
// Currencies written with letters rather than a Unicode currency sign.
const LETTER_SYMBOLS = new Set([
  'kr',
  'kr.',
  'Kr',
  'Kr.',
  'zł',
  'Kč',
  'Ft',
  'lei',
  'Fr',
  'Fr.',
  'R',
  'RM',
  'Rs',
  'Rs.',
  'Rp',
  'лв',
  'лв.',
  'руб',
  'руб.',
]);
const RANGE_SEPARATOR = ' \u2013 ';
const FREE = 'Free';

const EMPTY: CostDetails = { currency_symbol: '', currency_code: '', currency_position: '', values: [] };

/** Parses the stored cost(s) of an event into TEC's `cost` display string and `cost_details`. */
export function formatCost(
  input: string | string[] | null | undefined,
  site: SiteCurrency,
): { cost: string; details: CostDetails } {
  const strings = (Array.isArray(input) ? input : [input ?? '']).map((s) => s.trim()).filter((s) => s !== '');
  if (strings.length === 0) return { cost: '', details: { ...EMPTY, values: [] } };

  const amounts: Amount[] = [];
  const texts: string[] = [];
  for (const s of strings) {
    const found = parseAmounts(s);
    if (found.length > 0) amounts.push(...found);
    else if (!texts.includes(s)) texts.push(s);
  }

  const numbers = distinctSorted(amounts);
  const words = [...new Set(texts.map((t) => t.toLowerCase()))];
  const values = [...numbers.map((a) => a.value), ...words];

  const inferred = inferCurrency(amounts);
  const details: CostDetails = {
    currency_symbol: inferred?.symbol ?? '',
    currency_code: '',
    currency_position: inferred?.position ?? '',
    values,
  };

  const first = numbers[0];
  const last = numbers[numbers.length - 1];
  if (first === undefined || last === undefined) return { cost: texts.join(', '), details };

  const currency = inferred ?? { symbol: site.currencySymbol, position: site.currencyPosition };
  const ends = first === last ? [first] : [first, last];
  const cost = ends.map((a) => withCurrency(a, currency)).join(RANGE_SEPARATOR);
  return { cost, details };
}

function parseAmounts(s: string): Amount[] {
  const matches = [...s.matchAll(NUMBER)];
  const amounts: Amount[] = [];
  let prevEnd = 0;
  matches.forEach((match, i) => {
    const start = match.index;
    const end = start + match[0].length;
    const value = normaliseNumber(match[0]);
    const nextStart = matches[i + 1]?.index ?? s.length;
    const before = TOKEN_BEFORE.exec(s.slice(prevEnd, start))?.[1];
    const after = TOKEN_AFTER.exec(s.slice(end, nextStart))?.[1];
    const prefix = before !== undefined && isCurrencySymbol(before) ? before : undefined;
    const postfix = after !== undefined && isCurrencySymbol(after) ? after : undefined;
    let currency: Amount['currency'] = null;
    if (prefix !== undefined && postfix !== undefined) currency = undefined;
    else if (prefix !== undefined) currency = { symbol: prefix, position: 'prefix' };
    else if (postfix !== undefined) currency = { symbol: postfix, position: 'postfix' };
    amounts.push({ value, written: match[0], numeric: Number(value), currency });
    prevEnd = end;
  });
  return amounts;
}

// "1,234.56", "1.234,56", "1,000" and "12,50" are all common; the last separator decides unless it
// is clearly a thousands group.
function normaliseNumber(token: string): string {
  const separators = token.match(/[.,]/g) ?? [];
  const lastIndex = Math.max(token.lastIndexOf('.'), token.lastIndexOf(','));
  const lastSeparator = token.charAt(lastIndex);
  const integerPart = token.slice(0, lastIndex);
  const fraction = token.slice(lastIndex + 1);
  const sameAsLast = separators.filter((c) => c === lastSeparator).length;

  let hasDecimals: boolean;
  if (separators.length === 0) hasDecimals = false;
  else if (sameAsLast > 1) hasDecimals = false;
  else if (separators.length > 1) hasDecimals = true;
  else hasDecimals = !(fraction.length === 3 && integerPart !== '0' && integerPart !== '');

  const digits = (hasDecimals ? integerPart : token).replace(/[.,]/g, '').replace(/^0+(?=\d)/, '');
  return hasDecimals ? `${digits === '' ? '0' : digits}.${fraction}` : digits;
}

function isCurrencySymbol(token: string): boolean {
  if (/\p{Sc}/u.test(token)) return [...token].length <= 4;
  return /^[A-Z]{3}$/.test(token) || LETTER_SYMBOLS.has(token);
}

function distinctSorted(amounts: Amount[]): Amount[] {
  const seen = new Map<number, Amount>();
  for (const a of amounts) if (!seen.has(a.numeric)) seen.set(a.numeric, a);
  return [...seen.values()].sort((a, b) => a.numeric - b.numeric);
}

// Only a symbol that every amount carries, on the same side, says anything about the currency.
function inferCurrency(amounts: Amount[]): { symbol: string; position: Position } | undefined {
  const first = amounts[0]?.currency;
  if (!first) return undefined;
  const consistent = amounts.every(
    (a) => a.currency?.symbol === first.symbol && a.currency.position === first.position,
  );
  return consistent ? first : undefined;
}

function withCurrency(amount: Amount, currency: { symbol: string; position: Position }): string {
  if (amount.numeric === 0) return FREE;
  return currency.position === 'prefix' ? `${currency.symbol}${amount.written}` : `${amount.written}${currency.symbol}`;
}
