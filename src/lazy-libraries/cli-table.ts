// Table output. Bundled apart from the CLI (scripts/bundle.mjs).
export { default } from 'cli-table3';
