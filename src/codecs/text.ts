// API strings (HTML-escaped titles, HTML descriptions) turned into the plain text a terminal or spreadsheet shows.
import sanitizeHtml from '../lazy-libraries/sanitize-html.js';
import { htmlToParagraphs, htmlToText } from '../domain/content.js';

const DECODE_ONLY: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' };

/** Something that parses as a tag: `<p>`, `</strong>`, `<br/>`, `<!-- -->`; a lone "<" in text is not one. */
const TAG_RE = /<(?:[a-z][^\s/>]*|\/[a-z][^\s>]*|!--)[^>]*>/i;
const ENTITY_RE = /&(?:#\d+|#x[\da-f]+|[a-z][\da-z]*);/i;

/**
 * Plain text of an API string. Markup (descriptions) goes through the same HTML → text conversion
 * the server uses, so whitespace follows HTML rules; text without tags (titles, names) only has its
 * entities decoded, keeping its own line breaks. Both are trimmed, since edges are never meaningful.
 */
export function plainText(s: string): string {
  if (TAG_RE.test(s)) return htmlToText(s);
  if (!ENTITY_RE.test(s)) return s.trim();
  // sanitize-html decodes every entity while parsing and re-escapes only & < >; undoing those is exact.
  return sanitizeHtml(s, DECODE_ONLY).replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').trim();
}

/**
 * A name as text (a title, a venue's, an organizer's, a term's): WordPress answers names HTML-escaped and
 * texturized ("Children&#8217;s"); decoded as plainText does. A name without entities is left as it is.
 */
export function nameText(s: string): string {
  return ENTITY_RE.test(s) ? plainText(s) : s;
}

/** Whether text has HTML markup in it (an export's description kept as HTML). */
export function hasMarkup(s: string): boolean {
  return TAG_RE.test(s);
}

const TAG_NAME_RE = /<\/?([a-z][a-z0-9]*)\b[^>]*>/gi;
const PARAGRAPH_ONLY = new Set(['p', 'br']);

/**
 * A description as an export carries it: plain text that keeps its paragraphs and line breaks when that is all
 * its markup (WordPress' paragraphs give the same HTML back on import), else the HTML itself, so that lists,
 * links and emphasis are not lost.
 */
export function portableText(s: string): string {
  if (!TAG_RE.test(s)) return plainText(s);
  const tags = [...s.matchAll(TAG_NAME_RE)].map((match) => (match[1] ?? '').toLowerCase());
  return tags.every((tag) => PARAGRAPH_ONLY.has(tag)) ? htmlToParagraphs(s) : s.trim();
}

// C0/C1 controls other than tab/newline/CR: a terminal would act on them (escape sequences).
// eslint-disable-next-line no-control-regex
const CONTROL_RE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

// Every C0/C1 control but tab and newline: what text output (tables, TSV, CSV, iCalendar) never carries.
// eslint-disable-next-line no-control-regex
const UNPRINTABLE_RE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** Text without the control characters a terminal would act on (`ESC [2J` clears it) or a file format forbids. */
export function withoutControls(s: string): string {
  return s.replace(UNPRINTABLE_RE, '');
}

/** One terminal line: breaks and tabs become single spaces, control characters are dropped. */
export function singleLine(s: string): string {
  return s
    .replace(CONTROL_RE, '')
    .replace(/\s*[\r\n\t]+\s*/g, ' ')
    .trim();
}
