// Text as roff reads it, for the manual page: escapes, fonts, and the few man(7) macros the page uses.

const hex = (char: string) => (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');

/**
 * Plain text for roff. Backslashes are roff's escapes; `\-` keeps a flag's dashes the ASCII ones a reader can copy;
 * characters beyond ASCII are named (`\[u2026]`), as groff reads its input as Latin-1 unless told otherwise.
 */
export function escape(text: string): string {
  return text
    .replace(/\t/g, ' ')
    .replace(/\\/g, '\\e')
    .replace(/-/g, '\\-')
    .replace(/[^\x20-\x7e\n]/gu, (char) => `\\[u${hex(char)}]`);
}

/** Lines of text, each kept from being read as a request (a line starting with `.` or `'` would be one). */
export function textLines(text: string): string[] {
  return escape(text)
    .split('\n')
    .map((line) => (/^[.']/.test(line) ? `\\&${line}` : line));
}

/**
 * Filled paragraphs: a blank line between them becomes `between` (`.PP`, or `.IP` inside a tagged paragraph), as
 * blank lines are not for filled text.
 */
export function paragraphs(text: string, between = '.PP'): string[] {
  return text
    .trim()
    .split(/\n\s*\n/)
    .flatMap((paragraph, index) => [...(index > 0 ? [between] : []), ...textLines(paragraph.trim())]);
}

/** Text shown as it is written (examples, notes laid out by hand), indented as a block; blank lines run together. */
export function preformatted(text: string): string[] {
  const lines = text
    .replace(/^\n+|\s+$/g, '')
    .replace(/\n(?:[ \t]*\n)+/g, '\n\n')
    .split('\n');
  return [
    '.PP',
    '.nf',
    '.RS 4',
    ...lines.flatMap((line) => (line.trim() === '' ? ['.sp'] : textLines(line))),
    '.RE',
    '.fi',
  ];
}

/** A flag or argument term as man pages show it: flags in bold, value placeholders in italics. */
export function term(text: string): string {
  return text
    .split(/(<[^>]*>|\[[^\]]*\])/)
    .map((part) => {
      if (part.startsWith('<')) return `\\fI${escape(part.slice(1, -1))}\\fR`;
      if (part.startsWith('[')) return `[\\fI${escape(part.slice(1, -1))}\\fR]`;
      return part
        .split(/(\s+|,)/)
        .map((word) => (word.trim() === '' || word === ',' ? word : `\\fB${escape(word)}\\fR`))
        .join('');
    })
    .join('');
}

/** A tagged paragraph: the term on its line, what it means below, indented. */
export function item(tag: string, text: string): string[] {
  return ['.TP', tag, ...paragraphs(text, '.IP')];
}

/** A macro whose argument is one quoted string (a section heading). */
export function quoted(macro: string, text: string): string {
  return `.${macro} "${escape(text).replace(/"/g, '\\(dq')}"`;
}
