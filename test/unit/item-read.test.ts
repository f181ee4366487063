// A single read answers its item's JSON with the tag taken from that JSON, or its ID alone with the same tag.
import { describe, expect, it } from 'vitest';
import { digestOf, jsonTag } from '../../src/server/entity-tags.js';
import { itemRead, type HandlerContext } from '../../src/server/handlers/context.js';

const full = { id: 7, title: 'Launch', venue: { id: 2, venue: 'Hall' } };
const entityTag = (version: number, representation: unknown) =>
  jsonTag(version, digestOf(JSON.stringify(representation)));

describe('itemRead', () => {
  it('answers the item with the JSON its tag digests', () => {
    const read = itemRead({ minimal: false } as HandlerContext, 7, 3, JSON.stringify(full));
    expect(read.body).toBeUndefined();
    expect(read.json).toBe(JSON.stringify(full));
    expect(read.headers).toEqual({ etag: entityTag(3, full) });
  });

  it('answers the ID alone to a caller who prefers minimal answers, with the same tag', () => {
    const read = itemRead({ minimal: true } as HandlerContext, 7, 3, JSON.stringify(full));
    expect(read).toEqual({ body: { id: 7 }, headers: { etag: entityTag(3, full) } });
  });
});
