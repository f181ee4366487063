// `cal agenda`: upcoming events grouped by day, as text fitted to the terminal or as JSON.
import { agendaDays } from '../../../domain/views/agenda.js';
import { addDaysTo } from '../../../domain/views/days.js';
import type { Session } from '../../session.js';
import { renderAgenda } from '../../../output/views/agenda-text.js';
import { entryJson } from '../../../output/views/api-event.js';
import { calendarNames, dayHeading } from '../../../output/views/labels.js';
import { painter } from '../../../output/views/paint.js';
import { fetchViewEvents } from './fetch.js';
import {
  parseDay,
  positiveInt,
  resolveLanguage,
  resolveStatuses,
  resolveWidth,
  resolveZone,
  today,
  type ViewFlags,
} from './options.js';

export interface AgendaOptions extends ViewFlags {
  days?: string;
  from?: string;
  json?: boolean;
}

const DEFAULT_DAYS = 7;
const MAX_DAYS = 366;

export async function agenda(session: Session, opts: AgendaOptions): Promise<number> {
  const zone = await resolveZone(opts, session);
  const width = resolveWidth(opts, session);
  const count = positiveInt(opts.days, '--days', DEFAULT_DAYS, MAX_DAYS);
  const now = today(session, zone);
  const from = opts.from === undefined ? now : parseDay(opts.from, '--from', session, zone);
  const to = addDaysTo(from, count - 1);
  const statuses = resolveStatuses(opts);
  const lang = await resolveLanguage(opts, session);
  const fetched = await fetchViewEvents(session, from, to, zone, statuses, lang);
  const days = agendaDays(fetched.events, from, count, zone);
  const { stdout, stderr } = session.context.io;
  if (opts.json) {
    const json = days.map((day) => ({ date: day.day, events: day.entries.map((entry) => entryJson(entry, zone)) }));
    stdout.write(`${JSON.stringify(json, null, 2)}\n`);
    return 0;
  }
  if (days.length === 0) {
    stderr.write(`No events from ${dayHeading(from)} to ${dayHeading(to)} (${zone}).\n`);
    return 0;
  }
  const names = calendarNames(lang ?? fetched.language ?? 'en');
  stdout.write(renderAgenda(days, { zone, width, today: now, paint: painter(session.color()), names }));
  return 0;
}
