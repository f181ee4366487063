// CSV output and export. Bundled apart from the CLI (scripts/bundle.mjs).
export { stringify } from 'csv-stringify/sync';
