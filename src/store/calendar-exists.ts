// A copy refused because its target holds a calendar already: a copy makes a calendar, it never overwrites one.
export class CalendarExistsError extends Error {}
