import { describe, expect, it } from 'vitest';
import { globalId } from '../../src/domain/render/render-context.js';

describe('globalId', () => {
  it('is the host and path without scheme, port or final slash', () => {
    expect(globalId('https://example.org:8443/blog/', 12)).toBe('example.org/blog?id=12');
    expect(globalId('http://127.0.0.1:8080', 7)).toBe('127.0.0.1?id=7');
  });

  it('follows the site from one call to the next (the host it keeps is the last site’s)', () => {
    expect(globalId('https://a.example', 1)).toBe('a.example?id=1');
    expect(globalId('https://b.example/x', 2)).toBe('b.example/x?id=2');
    expect(globalId('https://a.example', 3)).toBe('a.example?id=3');
  });
});
