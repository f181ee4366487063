// Time zones: validation, instant <-> wall-time conversion, offsets and PHP-style abbreviations.

import { type WallTime, utcMsToWallTime, wallFieldsToUtcMs, wallTimeToUtcMs } from './wall-time.js';
import { isCanonicalZone, ProcessZoneClock } from './process-zone-clock.js';
import { letterAbbreviations } from './zone-abbreviations.js';

interface FixedZone {
  kind: 'fixed';
  offsetMs: number;
}

interface IanaZone {
  kind: 'iana';
  id: string;
  /** Made on first need: the first formatter of a process costs ICU start-up (see process-zone-clock). */
  format: Intl.DateTimeFormat | undefined;
  /** Offset per UTC day, or NaN for a day containing a transition. */
  days: Map<number, number>;
}

type Zone = FixedZone | IanaZone;

const MS_PER_DAY = 86_400_000;
const MS_PER_HOUR = 3_600_000;
/** Bounds a cached day map; a store's events rarely touch more than a few thousand days. */
const MAX_CACHED_DAYS = 20_000;
/** Intl prints years outside 1..9999 ambiguously, so offsets are looked up within that range. */
const MIN_FORMAT_MS = wallFieldsToUtcMs(1, 1, 2);
const MAX_FORMAT_MS = wallFieldsToUtcMs(9999, 12, 30);

/** WordPress' manual offsets: "UTC+2", "UTC-5", "UTC+5.5", "UTC+5:30", "UTC+0". */
const MANUAL_OFFSET_RE = /^UTC([+-])(\d{1,2})(?:\.(\d+)|:([0-5]\d))?$/;

const GMT_ALIASES = new Set([
  'gmt',
  'etc/gmt',
  'gmt0',
  'etc/gmt0',
  'gmt+0',
  'gmt-0',
  'etc/gmt+0',
  'etc/gmt-0',
  'greenwich',
  'etc/greenwich',
]);

const zones = new Map<string, Zone | null>();
const processZoneClock = new ProcessZoneClock();

function parseManualOffset(zone: string): FixedZone | undefined {
  if (zone === 'UTC') return { kind: 'fixed', offsetMs: 0 };
  const m = MANUAL_OFFSET_RE.exec(zone);
  if (!m) return undefined;
  const hours = Number(m[2]);
  let minutes = 0;
  if (m[3] !== undefined) {
    // WordPress only offers quarter hours as decimals (5.5, 5.75, 8.75).
    const fromFraction = Number(`0.${m[3]}`) * 60;
    minutes = Math.round(fromFraction);
    if (Math.abs(fromFraction - minutes) > 1e-9 || minutes % 15 !== 0) return undefined;
  } else if (m[4] !== undefined) {
    minutes = Number(m[4]);
  }
  if (hours * 60 + minutes > 14 * 60) return undefined;
  const sign = m[1] === '-' ? -1 : 1;
  return { kind: 'fixed', offsetMs: sign * (hours * MS_PER_HOUR + minutes * 60_000) };
}

function wallClockFormat(zone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
}

function createIanaZone(zone: string): IanaZone | undefined {
  // A canonical name is its own ID; aliases and other spellings ("us/eastern") need ICU to resolve them.
  if (isCanonicalZone(zone)) return { kind: 'iana', id: zone, format: undefined, days: new Map() };
  try {
    const format = wallClockFormat(zone);
    return { kind: 'iana', id: format.resolvedOptions().timeZone, format, days: new Map() };
  } catch {
    return undefined;
  }
}

function lookupZone(zone: string): Zone | undefined {
  let z = zones.get(zone);
  if (z === undefined) {
    z = zone === '' ? null : (parseManualOffset(zone) ?? createIanaZone(zone) ?? null);
    zones.set(zone, z);
  }
  return z ?? undefined;
}

function requireZone(zone: string): Zone {
  const z = lookupZone(zone);
  if (!z) throw new RangeError(`Unknown time zone: ${JSON.stringify(zone)}`);
  return z;
}

/** A fixed offset as WordPress writes one ("UTC+2", "UTC-3.5", "UTC+5:30"): no summer time, no zone rules. */
export function isManualOffset(zone: string): boolean {
  return zone !== 'UTC' && parseManualOffset(zone) !== undefined;
}

export function isValidTimeZone(zone: string): boolean {
  return typeof zone === 'string' && lookupZone(zone) !== undefined;
}

const FORMATTED_RE = /^(\d+)\D+(\d+)\D+(\d+)\D+(\d+)\D+(\d+)\D+(\d+)$/;

/** Offset at a whole-second instant, from the process zone at first, then Intl (about 2µs, hence the day cache). */
function formatOffset(z: IanaZone, ms: number): number {
  const t = Math.min(Math.max(ms, MIN_FORMAT_MS), MAX_FORMAT_MS);
  const wall = z.format ? undefined : processZoneClock.wallMs(z.id, t);
  if (wall !== undefined) return wall - t;
  z.format ??= wallClockFormat(z.id);
  const m = FORMATTED_RE.exec(z.format.format(t));
  let fields: number[];
  if (m) {
    fields = [Number(m[3]), Number(m[1]), Number(m[2]), Number(m[4]), Number(m[5]), Number(m[6])];
  } else {
    const parts = new Map(z.format.formatToParts(t).map((p) => [p.type, Number(p.value)]));
    const order = ['year', 'month', 'day', 'hour', 'minute', 'second'] as const;
    fields = order.map((k) => parts.get(k) ?? 0);
  }
  const [y = 1970, mo = 1, d = 1, h = 0, mi = 0, s = 0] = fields;
  return wallFieldsToUtcMs(y, mo, d, h, mi, s) - t;
}

function offsetMsAt(z: Zone, ms: number): number {
  if (z.kind === 'fixed') return z.offsetMs;
  const t = Math.floor(ms / 1000) * 1000;
  const day = Math.floor(t / MS_PER_DAY);
  const cached = z.days.get(day);
  if (cached !== undefined) return Number.isNaN(cached) ? formatOffset(z, t) : cached;
  // Equal offsets at both ends of a UTC day mean no transition inside it: offsets change at
  // most a few times a year, never twice within a day.
  const first = formatOffset(z, day * MS_PER_DAY);
  const last = formatOffset(z, (day + 1) * MS_PER_DAY - 1000);
  if (z.days.size >= MAX_CACHED_DAYS) z.days.clear();
  z.days.set(day, first === last ? first : Number.NaN);
  return first === last ? first : formatOffset(z, t);
}

/** UTC offset in seconds of `zone` at instant `ms` (east of Greenwich is positive). */
export function zoneOffsetSeconds(zone: string, ms: number): number {
  return Math.round(offsetMsAt(requireZone(zone), ms) / 1000);
}

export function instantToWallTime(ms: number, zone: string): WallTime {
  const t = Math.floor(ms / 1000) * 1000;
  return utcMsToWallTime(t + offsetMsAt(requireZone(zone), t));
}

/**
 * Epoch ms of a wall time in `zone`. A wall time skipped by a DST gap is read with the offset in
 * force before the gap, so it lands one gap later (02:30 -> 03:30), as PHP does; a repeated wall
 * time resolves to its first (DST) occurrence.
 */
export function wallTimeToInstant(w: WallTime, zone: string): number {
  return wallMsToInstant(wallTimeToUtcMs(w), zone);
}

/** wallTimeToInstant of the wall time read as UTC ms (wallMs, wallTimeToUtcMs). */
export function wallMsToInstant(local: number, zone: string): number {
  const z = requireZone(zone);
  if (z.kind === 'fixed') return local - z.offsetMs;
  const before = offsetMsAt(z, local - MS_PER_DAY);
  const after = offsetMsAt(z, local + MS_PER_DAY);
  // No change of offset around it (nearly every wall time): each reading below is this one.
  if (before === after) return local - before;
  const readBefore = local - before;
  const readAfter = local - after;
  const beforeFits = offsetMsAt(z, readBefore) === before;
  const afterFits = offsetMsAt(z, readAfter) === after;
  if (beforeFits && afterFits) return Math.min(readBefore, readAfter);
  if (afterFits) return readAfter;
  return readBefore;
}

function formatOffsetParts(offsetSeconds: number): { sign: string; hh: string; mm: string } {
  const sign = offsetSeconds < 0 ? '-' : '+';
  const abs = Math.abs(offsetSeconds);
  const hh = String(Math.floor(abs / 3600)).padStart(2, '0');
  const mm = String(Math.floor((abs % 3600) / 60)).padStart(2, '0');
  return { sign, hh, mm };
}

/** "+05:30", "-05:00", "+00:00" (PHP's date('P')). */
export function offsetString(zone: string, ms: number): string {
  const { sign, hh, mm } = formatOffsetParts(zoneOffsetSeconds(zone, ms));
  return `${sign}${hh}:${mm}`;
}

/** "2026-11-21T20:00:00+01:00": the instant as ISO 8601 in `zone`, with that zone's offset then. */
export function isoIn(ms: number, zone: string): string {
  const w = instantToWallTime(ms, zone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(w.year).padStart(4, '0')}-${two(w.month)}-${two(w.day)}T${two(w.hour)}:${two(w.minute)}:${two(w.second)}${offsetString(zone, ms)}`;
}

/**
 * What PHP's date('T') prints: tzdata's letter abbreviation where one exists (EST/EDT, CET/CEST,
 * GMT/BST, IST, AEDT), otherwise tzdata's numeric form ("-03", "+0530"). Manual "UTC±x"
 * offsets come back unchanged because WordPress displays them that way.
 */
export function timeZoneAbbr(zone: string, ms: number): string {
  const z = requireZone(zone);
  if (z.kind === 'fixed') return zone;
  if (z.id === 'UTC' || z.id === 'Etc/UTC') {
    return GMT_ALIASES.has(zone.toLowerCase()) ? 'GMT' : 'UTC';
  }
  const offset = offsetMsAt(z, ms);
  const letters = letterAbbreviations(zone) ?? letterAbbreviations(z.id);
  if (letters) {
    const [low, high] = letters;
    if (low === high) return low;
    const year = utcMsToWallTime(ms + offset).year;
    const january = offsetMsAt(z, wallFieldsToUtcMs(year, 1, 1));
    const july = offsetMsAt(z, wallFieldsToUtcMs(year, 7, 1));
    return offset > Math.min(january, july) ? high : low;
  }
  const { sign, hh, mm } = formatOffsetParts(Math.round(offset / 1000));
  return mm === '00' ? `${sign}${hh}` : `${sign}${hh}${mm}`;
}
