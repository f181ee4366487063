import { describe, expect, expectTypeOf, it } from 'vitest';
import { errorCode, errorMessage } from '../../src/typing/caught-error.js';
import { isOneOf } from '../../src/typing/one-of.js';
import { parseJson } from '../../src/typing/parse-json.js';
import { entriesOf, keysOf } from '../../src/typing/typed-keys.js';

describe('narrowing helpers', () => {
  it('reads a caught value without assuming it is an Error', () => {
    const missing = Object.assign(new Error('no such file'), { code: 'ENOENT' });
    expect(errorMessage(missing)).toBe('no such file');
    expect(errorCode(missing)).toBe('ENOENT');
    expect(errorMessage('plain text thrown')).toBe('plain text thrown');
    expect(errorCode('plain text thrown')).toBeUndefined();
    expect(errorCode(new Error('no code'))).toBeUndefined();
    expect(errorCode({ code: 42 })).toBeUndefined();
  });

  it('narrows membership in a constant list', () => {
    const ROLES = ['editor', 'author'] as const;
    const value: unknown = 'editor';
    expect(isOneOf(ROLES, value)).toBe(true);
    expect(isOneOf(ROLES, 'Editor')).toBe(false);
    if (isOneOf(ROLES, value)) expectTypeOf(value).toEqualTypeOf<'editor' | 'author'>();
  });

  it('keeps the key type of a constant table', () => {
    const table = { a: 1, b: 'two' };
    expect(keysOf(table)).toEqual(['a', 'b']);
    expectTypeOf(keysOf(table)).toEqualTypeOf<('a' | 'b')[]>();
    expect(entriesOf(table)).toEqual([
      ['a', 1],
      ['b', 'two'],
    ]);
  });

  it('parses JSON to unknown', () => {
    expectTypeOf(parseJson('1')).toEqualTypeOf<unknown>();
    expect(parseJson('{"a":[1]}')).toEqual({ a: [1] });
    expect(() => parseJson('{')).toThrow(SyntaxError);
  });
});
