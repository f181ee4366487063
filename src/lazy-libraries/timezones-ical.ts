// VTIMEZONE blocks for iCalendar export. Bundled apart from the CLI (scripts/bundle.mjs).
export { tzlib_get_ical_block, tzlib_get_timezones } from 'timezones-ical-library';
