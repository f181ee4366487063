// VTIMEZONE blocks for iCalendar export. Bundled apart from the CLI (scripts/bundle.mjs).
export { tzlib_get_ical_block } from 'timezones-ical-library';
