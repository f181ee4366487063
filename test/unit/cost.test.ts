// Table tests for formatCost: TEC value extraction, currency inference and the display string.
import { describe, expect, it } from 'vitest';
import { formatCost, type CostDetails, type SiteCurrency } from '../../src/domain/cost.js';

const usd: SiteCurrency = { currencySymbol: '$', currencyPosition: 'prefix' };
const eur: SiteCurrency = { currencySymbol: '€', currencyPosition: 'postfix' };

function details(symbol: string, position: CostDetails['currency_position'], values: string[]): CostDetails {
  return { currency_symbol: symbol, currency_code: '', currency_position: position, values };
}

describe('formatCost', () => {
  it.each<[string, string | string[] | null | undefined, SiteCurrency, string, CostDetails]>([
    ['prefix symbol', '$15', usd, '$15', details('$', 'prefix', ['15'])],
    ['postfix symbol', '20$', usd, '20$', details('$', 'postfix', ['20'])],
    ['list with zero', ['0$', '20$', '30$'], usd, 'Free – 30$', details('$', 'postfix', ['0', '20', '30'])],
    ['spaced range, site default', '10 - 25', usd, '$10 – $25', details('', '', ['10', '25'])],
    ['tight range, site default', '10-25', usd, '$10 – $25', details('', '', ['10', '25'])],
    ['site default postfix', '10-25', eur, '10€ – 25€', details('', '', ['10', '25'])],
    ['symbol with space', '€ 12', usd, '€12', details('€', 'prefix', ['12'])],
    ['range with symbols', '$10 - $25', usd, '$10 – $25', details('$', 'prefix', ['10', '25'])],
    ['postfix range', '10$-25$', usd, '10$ – 25$', details('$', 'postfix', ['10', '25'])],
    ['en dash range', '€10–€20', usd, '€10 – €20', details('€', 'prefix', ['10', '20'])],
    ['word', 'Free', usd, 'Free', details('', '', ['free'])],
    ['words', ['Free', 'Donation'], usd, 'Free, Donation', details('', '', ['free', 'donation'])],
    ['word and amount', ['Free', '$10'], usd, '$10', details('$', 'prefix', ['10', 'free'])],
    ['empty string', '', usd, '', details('', '', [])],
    ['blank string', '   ', usd, '', details('', '', [])],
    ['null', null, usd, '', details('', '', [])],
    ['undefined', undefined, usd, '', details('', '', [])],
    ['empty list', [], usd, '', details('', '', [])],
    ['list of blanks', ['', ' '], usd, '', details('', '', [])],
    ['zero', '0', usd, 'Free', details('', '', ['0'])],
    ['zero with symbol', '$0', usd, 'Free', details('$', 'prefix', ['0'])],
    ['decimals kept', '10.50', usd, '$10.50', details('', '', ['10.50'])],
    ['duplicate values', ['10', '10.00', '10'], usd, '$10', details('', '', ['10'])],
    ['unsorted list', ['30', '5', '12'], usd, '$5 – $30', details('', '', ['5', '12', '30'])],
    ['thousands separator', '$1,000', usd, '$1,000', details('$', 'prefix', ['1000'])],
    ['thousands and decimals', '$1,234.56', usd, '$1,234.56', details('$', 'prefix', ['1234.56'])],
    ['european decimals', '12,50 €', usd, '12,50€', details('€', 'postfix', ['12.50'])],
    ['european thousands', '1.234,56 €', usd, '1.234,56€', details('€', 'postfix', ['1234.56'])],
    ['leading decimal point', '$.50', usd, '$.50', details('$', 'prefix', ['0.50'])],
    ['words around amounts', 'Adults $10, kids $5', usd, '$5 – $10', details('$', 'prefix', ['5', '10'])],
    ['word before, symbol after', 'ab 10 €', usd, '10€', details('€', 'postfix', ['10'])],
    ['mixed symbols', ['$10', '€20'], usd, '$10 – $20', details('', '', ['10', '20'])],
    ['symbol on some values only', ['$10', '20'], eur, '10€ – 20€', details('', '', ['10', '20'])],
    ['mixed positions', ['$10', '20$'], usd, '$10 – $20', details('', '', ['10', '20'])],
    ['ISO code', 'USD 15', usd, 'USD15', details('USD', 'prefix', ['15'])],
    ['letter symbol', '15 kr', usd, '15kr', details('kr', 'postfix', ['15'])],
    ['unit word is not a symbol', 'From 10 dollars', usd, '$10', details('', '', ['10'])],
  ])('%s', (_name, input, site, cost, expected) => {
    expect(formatCost(input, site)).toEqual({ cost, details: expected });
  });

  it('returns a fresh values array for empty input', () => {
    const a = formatCost('', usd);
    a.details.values.push('x');
    expect(formatCost('', usd).details.values).toEqual([]);
  });
});
