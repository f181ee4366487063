// URL slugs in the manner of WordPress' sanitize_title, plus its "-2", "-3" de-duplication.
import transliterateSlug from '@sindresorhus/slugify';
import { htmlToText } from './content.js';

// The library spells these out ("and", "love"); WordPress drops them.
const DROPPED: [string, string][] = [
  ['&', ''],
  ['♥', ''],
  ['🦄', ''],
];
const SLUGIFY_OPTIONS = { decamelize: false, customReplacements: DROPPED };

// Per-character results are cached because titles reuse a small alphabet and the library call is slow.
const charCache = new Map<string, string>();

// Whole results too: imports slugify the same venue, organizer and term names for every event.
const slugCache = new Map<string, string>();
const SLUG_CACHE_LIMIT = 10_000;

/** Titles of ASCII letters, digits, blanks and hyphens, which need no markup, entity or accent handling. */
const PLAIN_TITLE = /^[A-Za-z0-9 \t\n-]*$/;

/** Title → slug: tags stripped, entities decoded, accents transliterated, non-Latin letters kept. */
export function slugify(text: string): string {
  const cached = slugCache.get(text);
  if (cached !== undefined) return cached;
  let slug: string;
  if (PLAIN_TITLE.test(text)) {
    slug = text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  } else {
    const plain = htmlToText(text).normalize('NFKC');
    let out = '';
    for (const char of plain) out += slugChar(char);
    slug = out.replace(/-{2,}/g, '-').replace(/^-|-$/g, '');
  }
  if (slugCache.size >= SLUG_CACHE_LIMIT) slugCache.clear();
  slugCache.set(text, slug);
  return slug;
}

/** `base` if free, else the first free `base-2`, `base-3`, … */
export function uniqueSlug(base: string, isTaken: (slug: string) => boolean): string {
  if (!isTaken(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!isTaken(candidate)) return candidate;
  }
}

function slugChar(char: string): string {
  if (/[a-z0-9]/.test(char)) return char;
  let mapped = charCache.get(char);
  if (mapped === undefined) {
    mapped = mapChar(char);
    charCache.set(char, mapped);
  }
  return mapped;
}

function mapChar(char: string): string {
  // Quotes, apostrophes and "&" vanish rather than split words: "it's" → "its", "Rock & Roll" → "rock-roll".
  if (/['"\u2018\u2019\u201A\u201B\u201C\u201D\u201E\u201F\u2032\u2033`\u00b4&]/.test(char)) return '';
  // Symbols stay separators: the library would turn "€" into "e".
  if (!/[\p{L}\p{N}\p{M}]/u.test(char)) return '-';
  // Combining accents left over after NFKC belong to Latin letters already transliterated.
  if (/[\u0300-\u036F]/.test(char)) return '';
  let latin = transliterateSlug(char, SLUGIFY_OPTIONS);
  // The library knows "ε" but not every precomposed variant such as "Ἑ"; retry on the bare letter.
  const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
  if (latin === '' && bare !== '' && bare !== char) latin = transliterateSlug(bare, SLUGIFY_OPTIONS);
  return latin !== '' ? latin : char.toLowerCase();
}
