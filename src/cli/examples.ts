// The "Examples:" block commands add after their options in --help.

/** A blank line, a heading and the command lines, indented as commander indents its own sections. */
export function examplesText(lines: readonly string[]): string {
  return `\nExamples:\n${lines.map((line) => `  ${line}`).join('\n')}\n`;
}
