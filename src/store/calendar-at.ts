// The location a --data value names: a postgres:// URL is a database, anything else a file's path.
import type { CalendarLocation } from './calendar-location.js';
import { FileLocation } from './file/file-location.js';
import { isPostgresUrl } from './postgres/location.js';
import { DatabaseLocation } from './postgres/database-location.js';

export function calendarAt(given: string): CalendarLocation {
  return isPostgresUrl(given) ? new DatabaseLocation(given) : new FileLocation(given);
}
