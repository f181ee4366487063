// An iCalendar file (ours or another program's) → import records, read leniently: what cannot be read is skipped
// and said, a bad value fails only its event, and events without a VCALENDAR around them are read too.
import { errorMessage } from '../../typing/caught-error.js';
import ICAL from '../../lazy-libraries/ical.js';
import { componentText } from './fold.js';
import { CodecError } from '../errors.js';
import type { DateContext } from './dates.js';
import { NO_TITLE, slugForUid, toRecord } from './event.js';
import { DEFAULT_MAX_OCCURRENCES, defaultWindow, type IcsReadOptions, type Window } from './window.js';
import { expandRecords, type Change } from './series.js';
import { occurrenceSlug } from '../../domain/recurrence/occurrence-slug.js';
import { seriesClock } from './series-clock.js';
import { SeriesNotes } from './series-notes.js';
import { isRecord } from '../../typing/is-record.js';
import { readTree, type IcsTree, type JCalComponent } from './lines.js';
import { supersededVersions } from './versions.js';
import { VTimezoneRules } from './vtimezone.js';
import { ZoneResolver } from './zones.js';
import type { Entry, Input } from '../read.js';
import { Problem, show } from '../record-checks.js';

export { slugForUid };
export { DEFAULT_MAX_OCCURRENCES, defaultWindow, type IcsReadOptions, type Window };

/** Components iCalendar defines in a calendar: a file with none of them, and no calendar, is not iCalendar. */
const CALENDAR_PARTS = new Set(['vevent', 'vtodo', 'vjournal', 'vfreebusy', 'vtimezone']);
/** Skipped lines, untitled events, flaws read past and UIDs of several versions: listed this far, then counted. */
const SKIPPED_SHOWN = 10;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A calendar's components, and the zone of its floating times. */
interface Group {
  readonly members: JCalComponent[];
  readonly zoneName?: string;
}

/** The calendar parts in a component written outside a VCALENDAR: itself, or what an unknown (X-) one holds. */
function partsIn(component: JCalComponent): JCalComponent[] {
  return CALENDAR_PARTS.has(component[0]) ? [component] : component[2].flatMap(partsIn);
}

function groupsOf(tree: IcsTree): { groups: Group[]; bare: number } {
  const groups: Group[] = [];
  const bare: JCalComponent[] = [];
  for (const root of tree.roots) {
    if (root[0] !== 'vcalendar') bare.push(...partsIn(root));
    else {
      const zoneName = new ICAL.Component(root).getFirstPropertyValue('x-wr-timezone');
      groups.push({ members: root[2], ...(typeof zoneName === 'string' && zoneName !== '' ? { zoneName } : {}) });
    }
  }
  if (bare.length > 0) groups.push({ members: bare });
  return { groups, bare: bare.filter(([name]) => name === 'vevent').length };
}

/** The file's VTIMEZONEs by TZID, and their text (repeated in an `--errors` file). */
function timezonesOf(tree: IcsTree, groups: Group[], warn: (message: string) => void) {
  const zones = new Map<string, VTimezoneRules>();
  const header: string[] = [];
  for (const jcal of groups.flatMap((group) => group.members).filter(([name]) => name === 'vtimezone')) {
    const component = new ICAL.Component(jcal);
    const line = tree.origins.get(jcal)?.line ?? 0;
    const tzid = component.getFirstPropertyValue('tzid');
    if (typeof tzid !== 'string' || tzid === '') {
      warn(`the VTIMEZONE on line ${line} has no TZID: left out`);
      continue;
    }
    try {
      zones.set(tzid, new VTimezoneRules(component));
      header.push(component.toString());
    } catch (error) {
      warn(`the VTIMEZONE on line ${line} could not be read (${errorMessage(error)}): left out`);
    }
  }
  return { zones, header };
}

export function parseIcs(
  text: string,
  name: string,
  options: IcsReadOptions = { window: defaultWindow(Date.now()), maxOccurrences: DEFAULT_MAX_OCCURRENCES },
): Input & { warnings: string[] } {
  const tree = readTree(text.replace(/^\uFEFF/, ''));
  const { groups, bare } = groupsOf(tree);
  if (groups.length === 0)
    throw new CodecError(`${name} is not iCalendar: it has no BEGIN:VCALENDAR or BEGIN:VEVENT line`);
  const warnings: string[] = [];
  const warn = (message: string) => warnings.push(`${name}: ${message}`);
  if (bare > 0) warn(`${plural(bare, 'event')} without a VCALENDAR around them: read as one calendar`);
  warnSome(tree.skipped, warn, (more) => `${plural(more, 'more line')} skipped`);
  const { zones, header } = timezonesOf(tree, groups, warn);
  const resolver = new ZoneResolver(zones);
  const notes = new Set<string>();
  const flaws: string[] = [];
  const untitled: number[] = [];
  const entries: Entry[] = [];
  const left = new Map<string, number>();
  let orphans = 0;
  const vevents = groups.flatMap((group) => group.members).filter(([kind]) => kind === 'vevent');
  const changes = changesOf(vevents);
  const versions = supersededVersions(vevents, tree.origins);
  warnSome(
    versions.said,
    warn,
    (more) => `${plural(more, 'more UID')} with several versions: the latest of each is read`,
  );
  const series = new SeriesNotes(options);
  let events = 0;
  const limits = { window: options.window, max: options.maxOccurrences };
  for (const group of groups) {
    const floating = group.zoneName === undefined ? undefined : floatingZone(resolver, group.zoneName, warn);
    const context: DateContext = {
      zones: resolver,
      origins: tree.origins,
      note: (message) => notes.add(message),
      flaw: (message) => flaws.push(message),
      ...(floating === undefined ? {} : { floating }),
    };
    for (const jcal of group.members) {
      const [kind] = jcal;
      if (kind === 'vtimezone') continue;
      if (kind !== 'vevent') {
        left.set(kind, (left.get(kind) ?? 0) + 1);
        continue;
      }
      events++;
      if (versions.left.has(jcal)) continue;
      const vevent = new ICAL.Component(jcal);
      const uid = uidOf(vevent);
      const line = tree.origins.get(jcal)?.line ?? 1;
      const add = (entry: Omit<Entry, 'index'>) => {
        entries.push({ ...entry, index: entries.length + 1 });
        if (entry.problem === undefined && !vevent.getFirstPropertyValue('summary')) untitled.push(entry.line);
      };
      if (vevent.hasProperty('recurrence-id')) {
        // A changed occurrence goes with its series; without it in the file (an invitation to one occurrence) it is
        // an event of its own.
        if (uid !== undefined && changes.masters.has(uid)) continue;
        // cal's own export writes every occurrence so, named by X-CAL-SLUG: nothing to say of those.
        if (!vevent.hasProperty('x-cal-slug')) orphans++;
        add(orphanEntry(vevent, line, context));
        continue;
      }
      const changed = uid === undefined ? [] : (changes.byUid.get(uid) ?? []);
      const recurring = vevent.hasProperty('rrule') || vevent.hasProperty('rdate') || changed.length > 0;
      const single = entryOf(vevent, line, context);
      if (!recurring || single.problem !== undefined || !isRecord(single.value)) {
        add(single);
        continue;
      }
      const record = single.value;
      const withChanges = changed.map((jcalChange) =>
        changeOf(jcalChange, tree.origins.get(jcalChange)?.line ?? 1, context),
      );
      const base = typeof record.slug === 'string' ? record.slug : slugForUid(vevent.toString());
      const expanded = expandRecords(vevent, record, withChanges, limits, context, base);
      if (!expanded) {
        add(single);
        continue;
      }
      for (const occurrence of expanded.occurrences) add(occurrence);
      series.add(record, line, expanded);
    }
  }
  for (const note of notes) warn(note);
  warnSome(flaws, warn, (more) => `${plural(more, 'more flaw')} of events read past`);
  if (untitled.length > 0)
    warn(
      `${plural(untitled.length, 'event')} without SUMMARY (line${untitled.length > 1 ? 's' : ''} ${untitled.slice(0, SKIPPED_SHOWN).join(', ')}${untitled.length > SKIPPED_SHOWN ? ', …' : ''}) titled ${show(NO_TITLE)}`,
    );
  if (orphans > 0)
    warn(
      `${plural(orphans, 'changed occurrence')} without the recurring event in the file: imported as ${orphans === 1 ? 'an event' : 'events'} of ${orphans === 1 ? 'its' : 'their'} own`,
    );
  if (left.size > 0)
    warn(
      `${[...left].map(([kind, n]) => `${n} ${kind.toUpperCase()}`).join(', ')} left out: only events (VEVENT) are imported`,
    );
  if (events === 0) warn('no events (VEVENT) to import');
  return { entries, header, warnings, notes: series.lines(name), series: series.read };
}

/** The first lines of a list, then how many more. */
function warnSome(lines: readonly string[], warn: (message: string) => void, more: (count: number) => string): void {
  for (const line of lines.slice(0, SKIPPED_SHOWN)) warn(line);
  if (lines.length > SKIPPED_SHOWN) warn(more(lines.length - SKIPPED_SHOWN));
}

/** The zone X-WR-TIMEZONE names (Google's calendars), which floating times are in. */
function floatingZone(resolver: ZoneResolver, zoneName: string, warn: (message: string) => void): string | undefined {
  const resolved = resolver.resolve(zoneName, { year: 2000, month: 1, day: 1, hour: 0, minute: 0, second: 0 });
  if (resolved && 'zone' in resolved) return resolved.zone;
  warn(`X-WR-TIMEZONE ${show(zoneName)} is not a known zone: floating times are read in the site's zone`);
  return undefined;
}

const uidOf = (vevent: ICAL.Component): string | undefined => {
  const uid: unknown = vevent.getFirstPropertyValue('uid');
  return typeof uid === 'string' && uid !== '' ? uid : undefined;
};

/** The UIDs of the events that are not changed occurrences, and the changed occurrences of each UID. */
function changesOf(vevents: readonly JCalComponent[]): { masters: Set<string>; byUid: Map<string, JCalComponent[]> } {
  const masters = new Set<string>();
  const byUid = new Map<string, JCalComponent[]>();
  for (const jcal of vevents) {
    const vevent = new ICAL.Component(jcal);
    const uid = uidOf(vevent);
    if (uid === undefined) continue;
    if (!vevent.hasProperty('recurrence-id')) masters.add(uid);
    else byUid.set(uid, [...(byUid.get(uid) ?? []), jcal]);
  }
  for (const uid of byUid.keys()) if (!masters.has(uid)) byUid.delete(uid);
  return { masters, byUid };
}

/** A VEVENT's text, written when `--errors` asks for it. */
const sourceOf = (vevent: ICAL.Component) => ({ toString: () => componentText(vevent) });

function entryOf(vevent: ICAL.Component, line: number, context: DateContext): Omit<Entry, 'index'> {
  try {
    return { line, value: toRecord(vevent, context), source: sourceOf(vevent) };
  } catch (error) {
    if (error instanceof Problem) return { line, problem: error.message, source: sourceOf(vevent) };
    throw error;
  }
}

/** A changed occurrence of a series the file does not hold: an event known by its series' slug and its stamp. */
function orphanEntry(vevent: ICAL.Component, line: number, context: DateContext): Omit<Entry, 'index'> {
  const entry = entryOf(vevent, line, context);
  const property = vevent.getFirstProperty('recurrence-id');
  const clock = property ? seriesClock(property, context) : undefined;
  if (!isRecord(entry.value) || !clock || vevent.hasProperty('x-cal-slug')) return entry;
  const uid = uidOf(vevent) ?? '';
  return { ...entry, value: { ...entry.value, slug: occurrenceSlug(slugForUid(uid), clock.stamp(clock.first)) } };
}

function changeOf(jcal: JCalComponent, line: number, context: DateContext): Change {
  const vevent = new ICAL.Component(jcal);
  try {
    return { vevent, line, read: { record: toRecord(vevent, context) } };
  } catch (error) {
    if (error instanceof Problem) return { vevent, line, read: { problem: error.message } };
    throw error;
  }
}
