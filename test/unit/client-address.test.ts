// Whose address a request counts under for the sign-in slow-down: the peer's, or the client's as a trusted proxy
// reports it (src/server/client-address.ts).
import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../src/server/client-address.js';

const PROXY = new Set(['127.0.0.1', '10.0.0.2']);

describe('clientAddress', () => {
  it('is the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('192.0.2.9', '203.0.113.5', new Set())).toBe('192.0.2.9');
    expect(clientAddress('::ffff:192.0.2.9', undefined, PROXY)).toBe('192.0.2.9');
  });

  it('is the client a trusted proxy names, the right-most address not itself a trusted proxy', () => {
    expect(clientAddress('::ffff:127.0.0.1', '203.0.113.5', PROXY)).toBe('203.0.113.5');
    // A client can write its own X-Forwarded-For: what the proxies appended after it is what counts.
    expect(clientAddress('127.0.0.1', '198.51.100.1, 203.0.113.5, 10.0.0.2', PROXY)).toBe('203.0.113.5');
    expect(clientAddress('127.0.0.1', ['198.51.100.1', '203.0.113.5'], PROXY)).toBe('203.0.113.5');
    expect(clientAddress('127.0.0.1', '2001:db8::7', PROXY)).toBe('2001:db8::7');
  });

  it('is the peer when a trusted proxy names nobody else, or something that is not an address', () => {
    expect(clientAddress('127.0.0.1', undefined, PROXY)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '10.0.0.2', PROXY)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', 'unknown', PROXY)).toBe('127.0.0.1');
  });
});
