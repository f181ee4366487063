// Seeded choices on top of faker: seeds from any text, exact-size random subsets, unique names, event slugs.
import type { Faker } from '@faker-js/faker';
import { slugify } from '../slugs.js';

/** `--seed 7` is 7; any other text is hashed (FNV-1a), so `--seed ci-nightly` is as good a seed. */
export function seedOf(text: string): number {
  if (/^\d{1,9}$/.test(text)) return Number(text);
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export const pick = <T>(faker: Faker, items: readonly T[]): T => faker.helpers.arrayElement(items);

export const chance = (faker: Faker, probability: number): boolean =>
  faker.number.float({ min: 0, max: 1 }) < probability;

/**
 * A random set of `share` of the indices 0..n-1. Any non-zero share of ten or more items marks at least one,
 * so every kind of event shows up in a calendar of a realistic size.
 */
export function someOf(faker: Faker, n: number, share: number): Set<number> {
  const wanted = Math.min(n, n >= 10 ? Math.max(1, Math.round(n * share)) : Math.round(n * share));
  const indices = Array.from({ length: n }, (_, i) => i);
  return new Set(faker.helpers.arrayElements(indices, wanted));
}

/** `name` if its slug is free, else `name 2`, `name 3`…: no two records of a run share a name or a slug. */
export function uniqueName(name: string, usedSlugs: Set<string>): { name: string; slug: string } {
  let candidate = name;
  let slug = slugify(candidate);
  for (let n = 2; usedSlugs.has(slug); n++) {
    candidate = `${name} ${n}`;
    slug = slugify(candidate);
  }
  usedSlugs.add(slug);
  return { name: candidate, slug };
}

/**
 * A generated event's slug: its title's, then the seed and its number. Titles repeat across runs as in any calendar,
 * so the slug carries the event's identity: another seed never meets it, the same seed finds it again.
 */
export function generatedSlug(name: string, seed: number, index: number): string {
  return `${slugify(name)}-${seed}-${index + 1}`;
}
