// Terminal widths of text beyond printable ASCII. Bundled apart from the CLI (scripts/bundle.mjs): its Unicode
// tables cost every run tens of milliseconds to load, and most cells are plain ASCII.
export { default } from 'string-width';
