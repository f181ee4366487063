// A single read answers its item's JSON with the tag taken from that JSON, or its ID alone with the same tag.
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
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

describe('digestOf', () => {
  it('is the first 16 characters of the base64url SHA-256 of the UTF-8 JSON, as servers of every version tag alike', () => {
    const json = JSON.stringify({ ...full, title: 'Café “Launch”' });
    const whole = createHash('sha256').update(Buffer.from(json, 'utf8')).digest('base64url');
    expect(digestOf(json)).toBe(whole.slice(0, 16));
    expect(digestOf(json)).toHaveLength(16);
  });
});
