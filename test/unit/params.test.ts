// Table tests for PHP-style parameter decoding and the TEC/WordPress coercion helpers.
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import {
  isTruthy,
  listToArray,
  parseParams,
  parseWpBoolean,
  parseWpInteger,
  QS_OPTIONS,
} from '../../src/api/params.js';

describe('parseParams', () => {
  it.each<[string, Record<string, unknown>]>([
    ['', {}],
    ['?page=2', { page: '2' }],
    ['categories[]=3&categories[]=4', { categories: ['3', '4'] }],
    ['organizer[0][organizer]=Ana&organizer[1]=7', { organizer: [{ organizer: 'Ana' }, '7'] }],
    ['venue[venue]=Hall&venue[city]=Vic', { venue: { venue: 'Hall', city: 'Vic' } }],
    ['cost[0]=10', { cost: ['10'] }],
    ['title=Jazz+Night%20Live', { title: 'Jazz Night Live' }],
    ['a=1&a=2', { a: '2' }],
    ['a[0]=1&a[0]=2', { a: ['2'] }],
    ['a=&b', { a: '', b: '' }],
    ['per_page=10&featured=true', { per_page: '10', featured: 'true' }],
    ['q=caf%C3%A9%20%26%20bar', { q: 'café & bar' }],
    ['bad=%E0%A4%A', { bad: '%E0%A4%A' }],
    ['a[5]=x&a[2]=y', { a: ['y', 'x'] }],
    ['a[99999]=x', { a: { '99999': 'x' } }],
    ['a[b][c][d][e][f][g][h]=1', { a: { b: { c: { d: { e: { f: { '[g][h]': '1' } } } } } } }],
    ['__proto__[polluted]=1&b=2', { b: '2' }],
    ['a[__proto__][polluted]=1', {}],
    ['constructor=1&toString=2', {}],
  ])('%j', (input, expected) => {
    expect(parseParams(input)).toEqual(expected);
  });

  it('does not pollute Object.prototype', () => {
    parseParams('__proto__[polluted]=1&a[__proto__][polluted]=1&constructor[prototype][polluted]=1');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('keeps long bracket lists as arrays', () => {
    const encoded = Array.from({ length: 500 }, (_, i) => `c[]=${i}`).join('&');
    const parsed = parseParams(encoded);
    expect(Array.isArray(parsed['c'])).toBe(true);
    expect(parsed['c']).toHaveLength(500);
  });

  it('reads plain queries (names, and values with nothing to decode) as qs does, and any other', () => {
    let state = 9;
    const next = (n: number): number => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return Math.floor((state / 2 ** 32) * n);
    };
    const NAMES = [
      'page',
      'per_page',
      'start_date',
      'a',
      'toString',
      '__proto__',
      'constructor',
      'x[]',
      'Page',
      'k1',
      '',
    ];
    const VALUES = ['1', '2027-01-01', '2027-01-01 10:00:00', '10:00', 'a.b_c-d', '', '%41', 'a+b', 'é', '[1]'];
    for (let i = 0; i < 5000; i++) {
      const pairs = Array.from({ length: 1 + next(5) }, () => {
        const name = NAMES[next(NAMES.length)] ?? 'a';
        return next(8) === 0 ? name : `${name}=${VALUES[next(VALUES.length)] ?? ''}`;
      });
      const encoded = (next(10) === 0 ? '?' : '') + pairs.join(next(12) === 0 ? '&&' : '&');
      expect(parseParams(encoded), encoded).toEqual(qs.parse(encoded, QS_OPTIONS));
    }
    const many = Array.from(
      { length: 1500 },
      (_, i) => `${String.fromCharCode(97 + (i % 26)).repeat(1 + Math.floor(i / 26))}=1`,
    );
    expect(Object.keys(parseParams(many.join('&')))).toHaveLength(1000);
  });

  it('stops at 1000 parameters', () => {
    const encoded = Array.from({ length: 1500 }, (_, i) => `k${i}=1`).join('&');
    expect(Object.keys(parseParams(encoded))).toHaveLength(1000);
  });
});

describe('listToArray', () => {
  it.each<[unknown, Array<string | number>]>([
    ['1,2,3', [1, 2, 3]],
    ['1, 2,,abc , -3, 4.5, 1e3', [1, 2, 'abc', -3, 4.5, '1e3']],
    ['jazz', ['jazz']],
    ['a%2Cb,c%20d+e', ['a', 'b', 'c d e']],
    [' , ,', []],
    [
      ['  x ', 2, '', null, '7', { a: 1 }],
      ['x', 2, 7],
    ],
    [
      ['3', '4'],
      [3, 4],
    ],
    [{ 0: '3', 1000: '4' }, [3, 4]],
    [5, [5]],
    [0, [0]],
    [Number.NaN, []],
    ['', []],
    [null, []],
    [undefined, []],
    [true, []],
  ])('%j → %j', (input, expected) => {
    expect(listToArray(input)).toEqual(expected);
  });
});

describe('isTruthy', () => {
  it.each<[unknown, boolean]>([
    [true, true],
    [1, true],
    ['1', true],
    ['true', true],
    ['TRUE', true],
    [' yes ', true],
    ['y', true],
    ['On', true],
    ['enable', true],
    ['Enabled', true],
    [false, false],
    [0, false],
    [2, false],
    ['0', false],
    ['false', false],
    ['no', false],
    ['', false],
    ['2', false],
    [null, false],
    [undefined, false],
    [['1'], false],
    [{}, false],
  ])('%j → %j', (input, expected) => {
    expect(isTruthy(input)).toBe(expected);
  });
});

describe('parseWpBoolean', () => {
  it.each<[unknown, boolean | undefined]>([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ['true', true],
    ['TRUE', true],
    ['false', false],
    ['False', false],
    ['1', true],
    ['0', false],
    ['', false],
    ['yes', undefined],
    [' true', undefined],
    [2, undefined],
    [null, undefined],
    [undefined, undefined],
    [[], undefined],
  ])('%j → %j', (input, expected) => {
    expect(parseWpBoolean(input)).toBe(expected);
  });
});

describe('parseWpInteger', () => {
  it.each<[unknown, number | undefined]>([
    ['12', 12],
    [12, 12],
    [12.0, 12],
    ['12.0', 12],
    ['-3', -3],
    ['+5', 5],
    ['-0', 0],
    [' 12 ', 12],
    ['1e3', 1000],
    ['5.', 5],
    ['12.5', undefined],
    [12.5, undefined],
    ['abc', undefined],
    ['12abc', undefined],
    ['0x1A', undefined],
    ['', undefined],
    [' ', undefined],
    [[], undefined],
    [['1'], undefined],
    [true, undefined],
    [null, undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
    ['Infinity', undefined],
    ['99999999999999999999', undefined],
  ])('%j → %j', (input, expected) => {
    expect(parseWpInteger(input)).toBe(expected);
  });
});
