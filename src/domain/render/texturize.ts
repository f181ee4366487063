// Titles and names as WordPress answers them (`the_title`: wptexturize, then convert_chars): curly quotes and
// apostrophes, dashes, ellipses, × between numbers, and `&` as `&#038;`. `cal serve` stores them as written and
// answers them so, as TEC does (docs/api.md); `<` and `>` are escaped where WordPress would keep tags.

/** WordPress' static replacements, longest first (wptexturize). */
const STATIC: readonly [RegExp, string][] = [
  [/---/g, '&#8212;'],
  [/ -- /g, ' &#8212; '],
  [/--/g, '&#8211;'],
  [/ - /g, ' &#8211; '],
  [/\.\.\./g, '&#8230;'],
  [/``/g, '&#8220;'],
  [/''/g, '&#8221;'],
];

/** Where a quote opens: at the start, after a space, an opening bracket, a dash or the other quote. */
const OPENS = `(^|[\\s(\\[{"\\-]|&#8220;|&#8211;|&#8212;)`;

const DYNAMIC: readonly [RegExp, string][] = [
  // A decade: '90s.
  [new RegExp(`${OPENS}'(\\d\\d(?:'|&#8217;)?s)`, 'g'), '$1&#8217;$2'],
  // An apostrophe within a word, or after a number ("it's", "rock'n").
  [/([\w\d])'(?=[\w\d])/g, '$1&#8217;'],
  [new RegExp(`${OPENS}'`, 'g'), '$1&#8216;'],
  [new RegExp(`${OPENS}"`, 'g'), '$1&#8220;'],
  [/'/g, '&#8217;'],
  [/"/g, '&#8221;'],
  [/(\d)x(\d)/g, '$1&#215;$2'],
];

/**
 * What every replacement above needs: one of these characters, an ellipsis, or an `x` between digits. Most titles
 * hold none, and are answered as written without a pass per pattern.
 */
const MAY_CHANGE = /[&<>'"`-]|\.\.\.|\dx\d/;

/** `text` (plain, as stored) in the HTML a WordPress site answers for a title. */
export function texturize(text: string): string {
  return MAY_CHANGE.test(text) ? texturizeEveryPattern(text) : text;
}

/** texturize without its shortcut: every pattern tried on the text. */
export function texturizeEveryPattern(text: string): string {
  // `&` first, where it does not start an entity; then what WordPress would keep as tags is escaped instead.
  let html = text
    .replace(/&(?!#?[a-zA-Z0-9]{1,8};)/g, '&#038;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
  for (const [pattern, replacement] of [...STATIC, ...DYNAMIC]) html = html.replace(pattern, replacement);
  return html;
}

/** A term name as WordPress answers it: `&` as `&amp;`, quotes as they are (no texturizing); `<`, `>` escaped. */
export function termName(name: string): string {
  return name
    .replace(/&(?!#?[a-zA-Z0-9]{1,8};)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}
