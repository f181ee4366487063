// CSV import. Bundled apart from the CLI (scripts/bundle.mjs).
export { CsvError, parse } from 'csv-parse/sync';
