// Turns stored event text into the HTML and plain text the API returns (wpautop + allow-list sanitising).
// The bundle reads sanitize-html (its own file, with its code cache) on the first call only (scripts/bundle.mjs):
// plain-text calendars never need it, and reading it costs a noticeable part of a CLI run's start-up.
import sanitize from '../lazy-libraries/sanitize-html.js';
import { BoundedMap } from '../typing/bounded-map.js';

/** Text without markup or entities, which the sanitiser would give back unchanged. */
const PLAIN = /^[^<>&]*$/;

const SANITIZE_OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'a',
    'abbr',
    'b',
    'blockquote',
    'br',
    'code',
    'del',
    'div',
    'em',
    'figcaption',
    'figure',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'i',
    'img',
    'ins',
    'li',
    'ol',
    'p',
    'pre',
    's',
    'span',
    'strong',
    'sub',
    'sup',
    'table',
    'tbody',
    'td',
    'th',
    'thead',
    'tr',
    'u',
    'ul',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
  // Tags whose text is code or embedded content rather than prose: drop them with everything inside.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
    'title',
    'head',
    'noembed',
    'noframes',
  ],
  selfClosing: ['img', 'br', 'hr'],
  // Other containers become <div> so their boundaries still separate paragraphs instead of gluing text together.
  transformTags: Object.fromEntries(
    [
      'address',
      'article',
      'aside',
      'center',
      'details',
      'dd',
      'dl',
      'dt',
      'fieldset',
      'footer',
      'form',
      'header',
      'hgroup',
      'main',
      'nav',
      'section',
      'summary',
    ].map((tag) => [tag, 'div']),
  ),
  // An image whose only source was an unsafe URL is an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs['src'],
};

const TEXT_OPTIONS: sanitize.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
  nonTextTags: SANITIZE_OPTIONS.nonTextTags ?? [],
};

// Same block list as WordPress' wpautop, so stored WordPress content gets the same paragraphs.
const BLOCKS =
  '(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary)';
// PHP's \s (no /u) excludes U+00A0, which JavaScript's \s would swallow.
const WS = '[ \\t\\n\\r\\f\\v]';

const TEXT_BREAK_TAGS =
  /<\/?(?:br|hr|p|div|li|dd|dt|tr|td|th|h[1-6]|blockquote|pre|ul|ol|dl|table|figure|figcaption|section|article|header|footer)\b/gi;

const EMPTY_PARAGRAPH_LINE = new RegExp(`<p>${WS}*</p>\\n?`, 'g');

const RENDERED_LIMIT = 10_000;
const rendered = new BoundedMap<string, string>(RENDERED_LIMIT);

/**
 * Stored description/excerpt text (plain or HTML) → safe API HTML with WordPress-style paragraphs.
 * Sanitising is the costliest step of rendering a list, and the same texts come back on every read,
 * so results are remembered (the oldest forgotten first).
 */
export function renderHtml(input: string): string {
  const known = rendered.get(input);
  if (known !== undefined) return known;
  const html = renderUncached(input);
  rendered.set(input, html);
  return html;
}

/** renderHtml without the plain-text shortcut: what the shortcut must match (tests compare the two). */
export function renderHtmlSanitized(input: string): string {
  return renderUncached(input, true);
}

function renderUncached(input: string, alwaysSanitize = false): string {
  if (input.trim() === '') return '';
  const text = input.replace(/\r\n?/g, '\n');
  const plain = !alwaysSanitize && PLAIN.test(text);
  // One line of plain text is one paragraph: what autop gives it, without its passes.
  if (plain && !text.includes('\n')) return `<p>${text}</p>`;
  // Sanitising first removes script/style bodies before autop can split them into paragraphs;
  // the second pass re-balances any inline tags autop split across paragraphs.
  const clean = plain ? text : sanitize(text, SANITIZE_OPTIONS);
  if (clean.trim() === '') return '';
  const html = plain ? autop(clean) : sanitize(autop(clean), SANITIZE_OPTIONS);
  return html.replace(EMPTY_PARAGRAPH_LINE, '').trim();
}

/** HTML-escapes plain text such as titles. */
export function escapeText(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;');
}

/** Paragraphs and line breaks around text without markup or entities: what plain text gets from autop. */
const PARAGRAPHS_ONLY = /^(?:[^<>&]|<\/?p>|<br\s*\/?>)*$/;
const PARAGRAPH_MARKUP = /<\/?p>|<br\s*\/?>/g;

/** HTML → plain text: tags stripped, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return textOf(html, false);
}

/** htmlToText without its shortcuts: what they must match (tests compare the two). */
export function htmlToTextSanitized(html: string): string {
  return textOf(html, true);
}

function textOf(html: string, alwaysSanitize: boolean): string {
  // Block boundaries separate words: "<p>a</p><p>b</p>" is "a b", not "ab".
  const spaced = html.replace(TEXT_BREAK_TAGS, ' $&');
  // sanitize-html decodes entities while parsing and re-escapes only & < >, so undoing those three is exact. Text
  // with no markup but paragraphs (every plain description, on every read) needs only those tags dropped.
  const escaped = alwaysSanitize
    ? sanitize(spaced, TEXT_OPTIONS)
    : PLAIN.test(spaced)
      ? spaced
      : PARAGRAPHS_ONLY.test(spaced)
        ? spaced.replace(PARAGRAPH_MARKUP, '')
        : sanitize(spaced, TEXT_OPTIONS);
  return escaped.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
}

// Where text breaks in paragraph text: a blank line between blocks, a line break at <br> and between list items.
const PARAGRAPH_TAGS =
  /<\/?(?:p|div|h[1-6]|blockquote|pre|ul|ol|dl|table|figure|section|article|header|footer|hr)\b[^>]*>/gi;
const LINE_TAGS = /<(?:br|li|dd|dt|tr|figcaption)\b[^>]*>/gi;

/**
 * HTML → plain text that keeps its paragraphs ("<p>a</p><p>b</p>" is "a\n\nb") and line breaks: what an export
 * carries, and what WordPress' paragraphs (wpautop) turn back into the same HTML on import.
 */
export function htmlToParagraphs(html: string): string {
  // The source's own whitespace is HTML's (any run is one space); the tags say where text breaks.
  const marked = html
    .replace(/[ \t\n\r\f]+/g, ' ')
    .replace(PARAGRAPH_TAGS, '\uE000\uE000')
    .replace(LINE_TAGS, '\uE000');
  const escaped = sanitize(marked, TEXT_OPTIONS);
  return escaped
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .split('\uE000')
    .map((line) => line.replace(/ +/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Port of WordPress' wpautop() for already-sanitised HTML (no script/style/option content left). */
/** autop's patterns, compiled once. */
const DOUBLE_BR = new RegExp(`<br${WS}*/?>${WS}*<br${WS}*/?>`, 'g');
const BLOCK_OPEN = new RegExp(`(<${BLOCKS}[\\s/>])`, 'g');
const BLOCK_CLOSE = new RegExp(`(</${BLOCKS}>)`, 'g');
const SPACE_BEFORE_FIGCAPTION = new RegExp(`${WS}*(<figcaption[^>]*>)`, 'g');
const SPACE_AFTER_FIGCAPTION = new RegExp(`</figcaption>${WS}*`, 'g');
const PARAGRAPH_BREAK = new RegExp(`\\n${WS}*\\n`);
const EMPTY_PARAGRAPH = new RegExp(`<p>${WS}*</p>`, 'g');
const BLOCK_TAG_IN_PARAGRAPH = new RegExp(`<p>${WS}*(</?${BLOCKS}[^>]*>)${WS}*</p>`, 'g');
const PARAGRAPH_OPEN_BEFORE_BLOCK_TAG = new RegExp(`<p>${WS}*(</?${BLOCKS}[^>]*>)`, 'g');
const PARAGRAPH_CLOSE_AFTER_BLOCK_TAG = new RegExp(`(</?${BLOCKS}[^>]*>)${WS}*</p>`, 'g');
const LINE_END = new RegExp(`(?<!<br />)${WS}*\\n`, 'g');
const BR_AFTER_BLOCK_TAG = new RegExp(`(</?${BLOCKS}[^>]*>)${WS}*<br />`, 'g');
const BR_BEFORE_BLOCK_TAG = new RegExp(`<br />(${WS}*</?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^>]*>)`, 'g');

function autop(input: string): string {
  let text = `${input}\n`;
  const preTags = new Map<string, string>();
  // <pre> content keeps its newlines verbatim, so it is parked outside the paragraph logic.
  text = text.replace(/<pre[\s>][\s\S]*?<\/pre>/gi, (block) => {
    const key = `<pre wp-pre-tag-${preTags.size}></pre>`;
    preTags.set(key, block);
    return key;
  });

  text = text.replace(DOUBLE_BR, '\n\n');
  text = text.replace(BLOCK_OPEN, '\n\n$1');
  text = text.replace(BLOCK_CLOSE, '$1\n\n');
  text = text.replace(/(<hr\s*?\/?>)/g, '$1\n\n');
  // A newline inside a tag (an attribute value) must not start a paragraph.
  text = text.replace(/<[^>]*>/g, (tag) => tag.replace(/\n/g, ' '));
  if (text.includes('<figcaption')) {
    text = text.replace(SPACE_BEFORE_FIGCAPTION, '$1');
    text = text.replace(SPACE_AFTER_FIGCAPTION, '</figcaption>');
  }
  text = text.replace(/\n\n+/g, '\n\n');

  text = text
    .split(PARAGRAPH_BREAK)
    .filter((chunk) => chunk !== '')
    .map((chunk) => `<p>${chunk.replace(/^\n+|\n+$/g, '')}</p>\n`)
    .join('');

  text = text.replace(EMPTY_PARAGRAPH, '');
  text = text.replace(/<p>([^<]+)<\/(div|address|form)>/g, '<p>$1</p></$2>');
  text = text.replace(BLOCK_TAG_IN_PARAGRAPH, '$1');
  text = text.replace(/<p>(<li.+?)<\/p>/g, '$1');
  text = text.replace(/<p><blockquote([^>]*)>/gi, '<blockquote$1><p>');
  text = text.replace(/<\/blockquote><\/p>/g, '</p></blockquote>');
  text = text.replace(PARAGRAPH_OPEN_BEFORE_BLOCK_TAG, '$1');
  text = text.replace(PARAGRAPH_CLOSE_AFTER_BLOCK_TAG, '$1');

  text = text.replace(/<br>/g, '<br />');
  text = text.replace(LINE_END, '<br />\n');
  text = text.replace(BR_AFTER_BLOCK_TAG, '$1');
  text = text.replace(BR_BEFORE_BLOCK_TAG, '$1');
  text = text.replace(/\n<\/p>$/, '</p>');

  for (const [key, block] of preTags) text = text.replace(key, () => block);
  return text;
}
