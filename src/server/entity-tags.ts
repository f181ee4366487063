// Entity tags (RFC 9110 §8.8.3) of single items, and the If-Match and If-None-Match tests against them.
import { hash } from 'node:crypto';

/**
 * The part of a tag taken from the representation's JSON: the first 12 bytes of its SHA-256, 16 characters in
 * base64url. A text of its own: the first 16 characters of the whole digest's text were a slice that kept all 43,
 * and a server keeps one for every event it answered (6 MB at 100 000 events).
 */
export function digestOf(json: string): string {
  return hash('sha256', json, 'buffer').toString('base64url', 0, 12);
}

/**
 * A strong tag for an item: its version, which every write raises, and a digest of its full representation for
 * this caller, which also changes when something it shows (a venue, a term count, a setting) does.
 */
export function jsonTag(version: number, digest: string): string {
  return `"${version}-${digest}"`;
}

/** The tags of an If-Match or If-None-Match list, weak ones with their `W/`, or `*`. */
function listedTags(header: string): string[] {
  return header.match(/\*|(?:W\/)?"[^"]*"/g) ?? [];
}

/** If-Match compares strongly (§13.1.1): a weak tag never matches; `*` matches any item that exists. */
export function ifMatchHolds(header: string, current: string): boolean {
  return listedTags(header).some((tag) => tag === '*' || tag === current);
}

/** If-None-Match compares weakly (§13.1.2): `W/"x"` names the same as `"x"`. */
export function ifNoneMatchHits(header: string, current: string): boolean {
  return listedTags(header).some((tag) => tag === '*' || tag.replace(/^W\//, '') === current);
}
