// The digest a create with an Idempotency-Key is kept with (src/server/idempotency.ts). Kept keys live a day in the
// calendar, and every instance serving it compares a retry's digest with the kept one: the digest of the same
// arguments must not change from one version of cal to the next, nor with the order the arguments come in.
import { describe, expect, it } from 'vitest';
import { idempotentCreate } from '../../src/server/idempotency.js';

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
});
