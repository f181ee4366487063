// The one event a write of a whole series (--series, --following) takes: refused for several items and for --dry-run.
import { describe, expect, it } from 'vitest';
import { seriesTarget } from '../../../src/cli/commands/resource/items.js';

describe('seriesTarget', () => {
  it('takes the one event named, and refuses several, none, or a dry run', () => {
    expect(seriesTarget([{ id: 7 }], false)).toEqual({ id: 7 });
    expect(() => seriesTarget([{ id: 7 }, { id: 8 }], false)).toThrow('--series and --following take one event');
    expect(() => seriesTarget([], false)).toThrow('--series and --following take one event');
    expect(() => seriesTarget([{ slug: 'gig' }], true)).toThrow(
      '--dry-run shows one request; --series and --following send one per occurrence',
    );
  });
});
