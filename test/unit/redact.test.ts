// What --verbose and --debug may print: no password, token or credential, whatever carries it.
import { describe, expect, it } from 'vitest';
import { cut, redactHeader, redactJson, redactUrl } from '../../src/client/http/redact.js';

describe('redaction', () => {
  it.each([
    ['http://h/wp-json/cal/events/v1/events/5?password=pw123', 'http://h/wp-json/cal/events/v1/events/5?password=***'],
    ['http://h/x?search=jazz&api_key=k&per_page=5', 'http://h/x?search=jazz&api_key=***&per_page=5'],
    ['http://ann:pw@h/x?search=a%20b', 'http://h/x?search=a%20b'],
    ['http://h/x', 'http://h/x'],
  ])('masks %s', (url, printed) => {
    expect(redactUrl(url)).toBe(printed);
  });

  it('masks credentials in headers, keeping the scheme', () => {
    expect(redactHeader('authorization', 'Basic YW5uOnB3')).toBe('Basic ***');
    expect(redactHeader('Cookie', 'a=b')).toBe('***');
    expect(redactHeader('x-wp-nonce', 'abc')).toBe('abc');
    expect(redactHeader('content-type', 'application/json')).toBe('application/json');
  });

  it('masks secret fields of a JSON body at any depth', () => {
    expect(redactJson({ title: 'x', password: 'pw', nested: [{ token: 't', n: 1 }] })).toEqual({
      title: 'x',
      password: '***',
      nested: [{ token: '***', n: 1 }],
    });
  });

  it('cuts long bodies, saying how much', () => {
    expect(cut('abcdef', 4)).toBe('abcd… (2 more characters)');
    expect(cut('abc', 4)).toBe('abc');
  });
});
