// Browser script, part 1: calendar days as "YYYY-MM-DD" keys in the browser's zone, month grids, event spans.
export const SCRIPT_DATES = String.raw`
var MONTH_FMT = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' });
var WEEKDAY_FMT = new Intl.DateTimeFormat(undefined, { weekday: 'short' });
var TIME_FMT = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
var DATE_FMT = new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
var DATE_TIME_FMT = new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

function pad2(n) {
  return (n < 10 ? '0' : '') + n;
}

function keyOf(date) {
  return date.getFullYear() + '-' + pad2(date.getMonth() + 1) + '-' + pad2(date.getDate());
}

/** Noon keeps day arithmetic clear of daylight-saving changes, which happen at night. */
function dateOf(key) {
  var p = key.split('-');
  return new Date(Number(p[0]), Number(p[1]) - 1, Number(p[2]), 12);
}

function addDays(key, n) {
  var d = dateOf(key);
  d.setDate(d.getDate() + n);
  return keyOf(d);
}

/** Epoch milliseconds of an API UTC date ("2026-12-05 19:00:00"), NaN when it is not one. */
function utcMs(value) {
  var m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(String(value || ''));
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])) : NaN;
}

/** Months are { year, month } with month 0-11, written "YYYY-MM" in the address. */
function monthKey(m) {
  return m.year + '-' + pad2(m.month + 1);
}

function parseMonthKey(value) {
  var m = /^(\d{4})-(\d{2})$/.exec(value);
  if (!m) return null;
  var month = Number(m[2]) - 1;
  return month >= 0 && month < 12 ? { year: Number(m[1]), month: month } : null;
}

function shiftMonth(m, n) {
  var d = new Date(m.year, m.month + n, 1, 12);
  return { year: d.getFullYear(), month: d.getMonth() };
}

/** The Monday-first weeks covering the month, edges from the months around it. */
function monthWeeks(m) {
  var first = new Date(m.year, m.month, 1, 12);
  var day = addDays(keyOf(first), -((first.getDay() + 6) % 7));
  var last = keyOf(new Date(m.year, m.month + 1, 0, 12));
  var weeks = [];
  for (; day <= last; day = addDays(day, 7)) {
    var week = [];
    for (var i = 0; i < 7; i++) week.push(addDays(day, i));
    weeks.push(week);
  }
  return weeks;
}

/**
 * The first and last day an event covers here. All-day events keep their own dates; timed ones cover
 * each local day their instants touch, an end at midnight not spilling into the next day.
 */
function spanOf(ev) {
  if (ev.all_day) {
    var f = String(ev.start_date || '').slice(0, 10);
    var l = String(ev.end_date || '').slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(f)) return null;
    return { first: f, last: l < f ? f : l };
  }
  var start = utcMs(ev.utc_start_date);
  var end = utcMs(ev.utc_end_date);
  if (isNaN(start)) return null;
  if (isNaN(end) || end < start) end = start;
  var first = keyOf(new Date(start));
  var last = end > start ? keyOf(new Date(end - 1)) : first;
  return { first: first, last: last < first ? first : last };
}
`;
