// The digest a create with an Idempotency-Key is kept with (src/server/idempotency.ts). Kept keys live a day in the
// calendar, and every instance serving it compares a retry's digest with the kept one: the digest of the same
// arguments must not change from one version of cal to the next, nor with the order the arguments come in.
import { hash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { idempotentCreate } from '../../src/server/idempotency.js';
import { seeded } from '../helpers/seeded.js';

const ARGS = {
  title: 'Café "night"',
  tags: [3, 1, { name: 'b', z: null }],
  venue: { venue: 'Hall', city: 'X', a: [true, false, 1.5] },
  start_date: '2027-01-01 10:00:00',
  empty: {},
  list: [],
  emoji: '\u{1F600}',
  none: undefined,
};

describe('the digest of a create sent with an Idempotency-Key', () => {
  it('is the one earlier versions kept for the same arguments', () => {
    // Made by the first version that kept keys: SHA-256 of the operation and the arguments' JSON with sorted keys.
    expect(idempotentCreate('k', 'events.create', ARGS, 1)?.request).toBe(
      'ijTAXGoB1Nf-pmjhU3j9KpvXqam5hUWpQXiilowdNPI',
    );
  });

  it('is the same whatever order the arguments come in, and differs with the operation or a value', () => {
    const reordered = Object.fromEntries(Object.entries(ARGS).reverse());
    const digest = (operation: 'events.create' | 'venues.create', args: Record<string, unknown>) =>
      idempotentCreate('k', operation, args, 1)?.request;
    expect(digest('events.create', reordered)).toBe(digest('events.create', ARGS));
    expect(digest('venues.create', ARGS)).not.toBe(digest('events.create', ARGS));
    expect(digest('events.create', { ...ARGS, tags: [1, 3, { name: 'b', z: null }] })).not.toBe(
      digest('events.create', ARGS),
    );
  });

  it('is that of the first way it was made for any arguments: integer keys, __proto__, holes, unicode, NaN', () => {
    // The first version's canonical text, written plainly.
    const reference = (value: unknown): string => {
      if (Array.isArray(value)) return `[${Array.from(value, reference).join(',')}]`;
      if (typeof value === 'object' && value !== null)
        return `{${Object.keys(value)
          .sort()
          .map((key) => `${JSON.stringify(key)}:${reference(Reflect.get(value, key))}`)
          .join(',')}}`;
      return JSON.stringify(value) ?? 'null';
    };
    const next = seeded(42);
    const KEYS = ['title', 'b', 'a', '10', '9', '0', '__proto__', 'é', 'Z', 'start_date', 'x y'];
    const LEAVES = [null, undefined, true, false, 0, -0, 1.5, Number.NaN, 'text', '', '\u2028 "q" \u{1F600}'];
    const randomValue = (depth: number): unknown => {
      const roll = next(depth > 2 ? 2 : 5);
      if (roll < 2) return LEAVES[next(LEAVES.length)];
      if (roll === 2) {
        const list: unknown[] = Array.from({ length: next(4) }, () => randomValue(depth + 1));
        if (next(4) === 0) list.length += 1; // a hole
        return list;
      }
      // Parsed from JSON, as a request's body is: `__proto__` is then a key of its own.
      const entries = Array.from({ length: next(5) }, () => `${JSON.stringify(KEYS[next(KEYS.length)])}:0`);
      const object: Record<string, unknown> = JSON.parse(`{${entries.join(',')}}`);
      for (const key of Object.keys(object))
        Object.defineProperty(object, key, { value: randomValue(depth + 1), enumerable: true });
      return object;
    };
    for (let i = 0; i < 400; i++) {
      const args = { title: `t${i}`, nested: randomValue(0), other: randomValue(1) };
      const expected = hash('sha256', `events.create\n${reference(args)}`, 'base64url');
      expect(idempotentCreate('k', 'events.create', args, 1)?.request).toBe(expected);
    }
  });
});
