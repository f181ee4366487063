// HTML entity decoding for names servers send escaped. Bundled apart from the CLI (scripts/bundle.mjs).
export { decodeHTML, decodeHTMLStrict } from 'entities';
