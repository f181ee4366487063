// An event's cost as it was written: the API's `cost` is formatted with the site's currency ("$10 – $20"), while
// its `cost_details` keep the values and the event's own currency, which is what a write must send back.
import { isRecord } from '../typing/is-record.js';

export function writtenCost(item: Readonly<Record<string, unknown>>): string | undefined {
  const details = item.cost_details;
  const values = isRecord(details) && Array.isArray(details.values) ? details.values : [];
  const texts = values.filter((value): value is string => typeof value === 'string' && value !== '');
  if (texts.length === 0) return undefined;
  const symbol = isRecord(details) && typeof details.currency_symbol === 'string' ? details.currency_symbol : '';
  const suffix = isRecord(details) && details.currency_position === 'postfix';
  const priced = texts.map((value) =>
    symbol === '' || !/^\d/.test(value) ? value : suffix ? `${value}${symbol}` : `${symbol}${value}`,
  );
  return priced.join(' - ');
}
