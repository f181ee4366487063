// iCalendar import and export. Bundled apart from the CLI (scripts/bundle.mjs).
export { default } from 'ical.js';
