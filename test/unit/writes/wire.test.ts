// The wire shape of writes: what TEC takes, and `cal serve` takes as well.
import { describe, expect, it } from 'vitest';
import { wireArgs } from '../../../src/remote/writes/wire.js';

describe('wireArgs', () => {
  it.each([
    ['one ID in a list', { venue: [15] }, { venue: 15 }],
    ['{"id": ID}', { venue: { id: 15 } }, { venue: 15 }],
    ['{"id": ID} in a list', { venue: [{ id: 15 }] }, { venue: 15 }],
    ['a new venue in a list', { venue: [{ venue: 'Hall' }] }, { venue: { venue: 'Hall' } }],
    ['an ID', { venue: 15 }, { venue: 15 }],
    ['an empty list (remove it)', { venue: [] }, { venue: [] }],
    [
      'organizer items',
      { organizer: [{ id: 3 }, 4, { organizer: 'Ana' }] },
      { organizer: [3, 4, { organizer: 'Ana' }] },
    ],
    ['an image ID', { image: 18 }, { image: '18' }],
    ['an image URL', { image: 'https://x.example/a.png' }, { image: 'https://x.example/a.png' }],
  ])('an event with %s', (_what, args, wire) => {
    expect(wireArgs('events', args)).toEqual(wire);
  });

  it('refuses two venues for one event', () => {
    expect(() => wireArgs('events', { venue: [1, 2] })).toThrow('an event has one venue; 2 were given');
  });

  it("leaves a venue's own fields alone, but sends its image ID as text too", () => {
    expect(wireArgs('venues', { venue: 'Hall', image: 7 })).toEqual({ venue: 'Hall', image: '7' });
  });

  it("does not change the caller's object", () => {
    const args = { venue: [15] };
    wireArgs('events', args);
    expect(args).toEqual({ venue: [15] });
  });
});
