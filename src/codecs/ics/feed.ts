// An iCalendar feed that calendar apps subscribe to (RFC 5545 with RFC 7986's and the common X-WR- calendar
// properties), made of each event's VEVENT as text. A renderer keeps the texts it made, keyed by what they were
// made from, so a feed whose events did not change is put together rather than written again.
import { BoundedMap } from '../../typing/bounded-map.js';
import { VERSION } from '../../version.js';
import type { PortableEvent } from '../portable.js';
import { cleanEvent } from './clean.js';
import { componentText, foldLine } from './fold.js';
import { isFloating, toVevent, vtimezone, type FeedFacts } from './write.js';

export interface FeedCalendar {
  /** X-WR-CALNAME and RFC 7986's NAME. */
  readonly name: string;
  readonly description: string;
  /** The site's zone (X-WR-TIMEZONE): where calendar apps place floating times. */
  readonly timezone: string;
  /** How often apps should fetch it again, as an ISO 8601 duration (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  readonly refresh: string;
  /** Host part of the UIDs of events given without one. */
  readonly host: string;
}

export interface FeedEntry {
  readonly event: PortableEvent;
  readonly facts: FeedFacts;
  /** What the event was made from (its API answer as text): the same key, the same VEVENT. */
  readonly key: string;
}

/** Texts kept past this many are dropped, oldest first: a calendar's events, with room for their changes. */
const KEPT_TEXTS = 50_000;

const line = (name: string, value: string) =>
  `${name}:${value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n')}`;

export class FeedRenderer {
  private readonly events = new BoundedMap<string, string>(KEPT_TEXTS);
  private readonly zones = new Map<string, string | undefined>();

  render(entries: readonly FeedEntry[], calendar: FeedCalendar): string {
    const zoned = new Set<string>();
    const blocks: string[] = [];
    for (const zone of new Set(
      entries.filter(({ event }) => !event.all_day && !isFloating(event)).map(({ event }) => event.timezone),
    )) {
      const block = this.zoneText(zone);
      if (block === undefined) continue;
      zoned.add(zone);
      blocks.push(block);
    }
    const head = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      `PRODID:-//cal//cal ${VERSION}//EN`,
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      line('X-WR-CALNAME', calendar.name),
      line('NAME', calendar.name),
      line('X-WR-CALDESC', calendar.description),
      line('X-WR-TIMEZONE', calendar.timezone),
      `REFRESH-INTERVAL;VALUE=DURATION:${calendar.refresh}`,
      `X-PUBLISHED-TTL:${calendar.refresh}`,
    ];
    const events = entries.map((entry) => this.eventText(entry, calendar.host, zoned));
    return `${[...head.map(foldLine), ...blocks, ...events, 'END:VCALENDAR'].join('\r\n')}\r\n`;
  }

  private eventText(entry: FeedEntry, host: string, zoned: ReadonlySet<string>): string {
    // The form of its times depends on whether its zone has a block: part of the key.
    const key = `${host}\n${zoned.has(entry.event.timezone) ? 'z' : 'u'}\n${entry.key}`;
    const kept = this.events.get(key);
    if (kept !== undefined) return kept;
    const text = componentText(toVevent(cleanEvent(entry.event), { host, now: 0 }, zoned, entry.facts));
    this.events.set(key, text);
    return text;
  }

  private zoneText(zone: string): string | undefined {
    if (!this.zones.has(zone)) {
      const component = vtimezone(zone);
      this.zones.set(zone, component ? componentText(component) : undefined);
    }
    return this.zones.get(zone);
  }
}
