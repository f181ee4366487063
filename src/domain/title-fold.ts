// Titles compared as WordPress answers them. A title is stored as written and answered through wptexturize and
// convert_chars ("Children's" comes back "Children&#8217;s"), so a file's title and a server's answer are folded
// alike before they are compared: entities decoded, then what wptexturize writes turned back into what it reads
// (WordPress 7.0.4, wp-includes/formatting.php). A fold of a title equals the fold of its texturized answer.

export type TitleFold = (title: string) => string;

/** ‘ ’ ′: what wptexturize makes of `'` (quotes, apostrophes, primes, the "'tis" words). */
const SINGLE_QUOTES = /[\u2018\u2019\u2032]/g;
/**
 * “ ” ″ and `"`, ` `` ` and `''`: what wptexturize makes of `"`, and the pairs it reads as double quotes; all become
 * two apostrophes, which pairs of them are already.
 */
const DOUBLE_QUOTES = /[\u201c\u201d\u2033"]|``/g;
/** A run of hyphens, en and em dashes: `---`, ` -- `, `--` and ` - ` become dashes of other lengths. */
const DASHES = /[-\u2013\u2014]+/g;

/**
 * Words of ASCII letters, digits and punctuation that no step below rewrites (no `&`, quote, dash or other white
 * space than single spaces between words): such a title folds to itself in lower case. Most titles are so, and an
 * import folds each one three times.
 */
const PLAIN_TITLE = /^[A-Za-z0-9.,:;!?()/+#@%*=_]+(?: [A-Za-z0-9.,:;!?()/+#@%*=_]+)*$/;

/**
 * `title`, with its entities decoded by `decode`, in the form compared: `...` for …, `(tm)` for ™, `x` for ×, one
 * `'` for each single quote, two for each double one, one `-` for each run of dashes, single spaces, no case.
 */
export function foldTitle(title: string, decode: (html: string) => string): string {
  if (PLAIN_TITLE.test(title)) return title.toLowerCase();
  return decode(title)
    .replace(SINGLE_QUOTES, "'")
    .replace(DOUBLE_QUOTES, "''")
    .replace(DASHES, '-')
    .replace(/\u2026/g, '...')
    .replace(/\u2122/g, '(tm)')
    .replace(/\u00d7/g, 'x')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * foldTitle with the strict HTML decoder, loaded on first use: WordPress leaves `&` before a name and `;` as the
 * entity it is, and writes any other `&` as `&#038;`, so only entities with their `;` are decoded, on both sides.
 */
export async function loadTitleFold(): Promise<TitleFold> {
  const { decodeHTMLStrict } = await import('../lazy-libraries/entities.js');
  return (title) => foldTitle(title, decodeHTMLStrict);
}
