// What `--errors` writes back for one occurrence of a series: the series' VEVENT as that one occurrence (its own
// start and end, a RECURRENCE-ID, no rule), which a later import reads as the same occurrence.
import ICAL from '../../lazy-libraries/ical.js';
import { componentText } from './fold.js';
import { writtenValue } from './dates.js';
import { parseWallTime, type WallTime } from '../../dates/wall-time.js';

const RULE_PARTS = ['rrule', 'rdate', 'exdate', 'exrule', 'dtstart', 'dtend', 'duration', 'recurrence-id'];

function time(wall: WallTime, isDate: boolean): ICAL.Time {
  return ICAL.Time.fromData({ ...wall, isDate });
}

function dateProperty(name: string, text: unknown, zone: unknown, isDate: boolean): ICAL.Property | undefined {
  const wall = typeof text === 'string' ? parseWallTime(text) : undefined;
  if (!wall) return undefined;
  const property = new ICAL.Property(name);
  if (isDate) {
    property.resetType('date');
    property.setValue(time(wall, true));
  } else {
    if (typeof zone === 'string' && zone !== '') property.setParameter('tzid', zone);
    property.setValue(time(wall, false));
  }
  return property;
}

/** The stamp of a RECURRENCE-ID as its value: a day, a UTC time, or a floating time. */
function recurrenceId(stamp: string): ICAL.Property {
  const property = new ICAL.Property('recurrence-id');
  const value = writtenValue(stamp.toUpperCase());
  if (!value) return property;
  if (value.isDate) {
    property.resetType('date');
    property.setValue(time(value.wall, true));
  } else
    property.setValue(
      value.utc ? ICAL.Time.fromData({ ...value.wall }, ICAL.Timezone.utcTimezone) : time(value.wall, false),
    );
  return property;
}

/** The text of one occurrence (`record`'s dates) of `master`; the series' own text when the dates cannot be read. */
export function occurrenceText(master: ICAL.Component, record: Record<string, unknown>, stamp: string): string {
  const copy = new ICAL.Component(structuredClone(master.jCal));
  for (const name of RULE_PARTS) copy.removeAllProperties(name);
  const isDate = record.all_day === true;
  const start = dateProperty('dtstart', record.start_date, record.timezone, isDate);
  if (!start) return componentText(master);
  copy.addProperty(start);
  if (isDate) {
    const last = typeof record.end_date === 'string' ? parseWallTime(record.end_date) : undefined;
    if (last) {
      const after = time(last, true);
      after.adjust(1, 0, 0, 0);
      const end = new ICAL.Property('dtend');
      end.resetType('date');
      end.setValue(after);
      copy.addProperty(end);
    }
  } else {
    const end = dateProperty('dtend', record.end_date, record.timezone, false);
    if (end) copy.addProperty(end);
  }
  copy.addProperty(recurrenceId(stamp));
  return componentText(copy);
}
