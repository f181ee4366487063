// Several VEVENTs with one UID and no RECURRENCE-ID are versions of one event (an invitation sent again, a feed
// that appends): calendar programs keep the highest SEQUENCE, then the latest LAST-MODIFIED, then the latest
// DTSTAMP, then the first written. The others are left out, and which one was read is said.
import ICAL from '../../lazy-libraries/ical.js';
import { wallTimeToUtcMs } from '../../dates/wall-time.js';
import { lineList, type JCalComponent, type Origin } from './lines.js';
import { show } from '../record-checks.js';

interface Version {
  readonly jcal: JCalComponent;
  readonly line: number;
  /** The raw value of each property it is ranked by, by name. */
  readonly raw: ReadonlyMap<string, string>;
}

interface Rank {
  readonly name: string;
  /** The value to maximise; -Infinity when the version has none, or an unreadable one. */
  readonly value: (raw: string | undefined) => number;
  readonly best: string;
}

const UTC_STAMP = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z?$/i;

function stamp(raw: string | undefined): number {
  const m = raw === undefined ? null : UTC_STAMP.exec(raw.trim());
  if (!m) return -Infinity;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number);
  return wallTimeToUtcMs({
    year: year ?? 0,
    month: month ?? 0,
    day: day ?? 0,
    hour: hour ?? 0,
    minute: minute ?? 0,
    second: second ?? 0,
  });
}

/** SEQUENCE is 0 when not written (RFC 5545). */
const sequence = (raw: string | undefined) => (raw !== undefined && /^\s*\d+\s*$/.test(raw) ? Number(raw) : 0);

const RANKS: readonly Rank[] = [
  { name: 'sequence', value: sequence, best: 'the highest' },
  { name: 'last-modified', value: stamp, best: 'the latest' },
  { name: 'dtstamp', value: stamp, best: 'the latest' },
];

/** The version read, and why: the rank that set it apart, else it came first. */
function latest(versions: readonly Version[]): { kept: Version; why: string } {
  let left = versions;
  for (const rank of RANKS) {
    const of = (version: Version) => rank.value(version.raw.get(rank.name));
    const top = Math.max(...left.map(of));
    left = left.filter((version) => of(version) === top);
    const [kept] = left;
    if (kept && left.length === 1)
      return { kept, why: `${rank.name.toUpperCase()} ${kept.raw.get(rank.name) ?? ''}, ${rank.best}` };
  }
  const [first] = left;
  if (!first) throw new Error('no versions');
  return { kept: first, why: 'the first: SEQUENCE, LAST-MODIFIED and DTSTAMP do not tell them apart' };
}

export interface Superseded {
  /** The versions left out. */
  readonly left: ReadonlySet<JCalComponent>;
  /** One line per UID with several versions: which was read, and why. */
  readonly said: readonly string[];
}

/**
 * The VEVENTs another of the same UID supersedes. An export of cal's own tells its events apart by
 * X-CAL-SLUG too: two events with one UID and different slugs are two events.
 */
export function supersededVersions(vevents: readonly JCalComponent[], origins: WeakMap<object, Origin>): Superseded {
  const byIdentity = new Map<string, { uid: string; versions: Version[] }>();
  for (const jcal of vevents) {
    const vevent = new ICAL.Component(jcal);
    const uid = vevent.getFirstPropertyValue('uid');
    if (typeof uid !== 'string' || uid === '' || vevent.hasProperty('recurrence-id')) continue;
    const slug = vevent.getFirstPropertyValue('x-cal-slug');
    const identity = `${uid}\n${typeof slug === 'string' ? slug : ''}`;
    const raw = new Map<string, string>();
    for (const { name } of RANKS) {
      const property = vevent.getFirstProperty(name);
      const written = property ? origins.get(property.jCal)?.raw : undefined;
      if (written !== undefined) raw.set(name, written.trim());
    }
    const group = byIdentity.get(identity) ?? { uid, versions: [] };
    group.versions.push({ jcal, line: origins.get(jcal)?.line ?? 0, raw });
    byIdentity.set(identity, group);
  }
  const left = new Set<JCalComponent>();
  const said: string[] = [];
  for (const { uid, versions } of byIdentity.values()) {
    if (versions.length < 2) continue;
    const { kept, why } = latest(versions);
    for (const version of versions) if (version !== kept) left.add(version.jcal);
    said.push(
      `UID ${show(uid)}: ${versions.length} versions (lines ${lineList(versions.map((version) => version.line))}): ` +
        `the one on line ${kept.line} is read (${why})`,
    );
  }
  return { left, said };
}
