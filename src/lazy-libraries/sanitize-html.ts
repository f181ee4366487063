// HTML to text for text output. Bundled apart from the CLI (scripts/bundle.mjs).
export { default } from 'sanitize-html';
