// iCalendar text → components (jCal), read line by line and leniently: a line that cannot be read is skipped and
// reported, a component left open is closed at the end, and the rest of the file is kept.
import { errorMessage } from '../../typing/caught-error.js';
import ICAL from '../../lazy-libraries/ical.js';

/** A jCal component: name, properties, subcomponents. */
export type JCalComponent = [string, unknown[][], JCalComponent[]];

/** Where a component or property is in the file, and a property's value as written. */
export interface Origin {
  readonly line: number;
  /** The property's value as written (unescaped by nothing), "" for a component. */
  readonly raw: string;
}

export interface IcsTree {
  /** The components at the top of the file: calendars, or events written without a calendar around them. */
  readonly roots: JCalComponent[];
  /** Lines left out, with why. */
  readonly skipped: string[];
  /** The line and raw value of each component and property, by its jCal array. */
  readonly origins: WeakMap<object, Origin>;
}

/** "3 and 7", "3, 5 and 7": line numbers in a message. */
export const lineList = (lines: readonly (number | string)[]): string =>
  lines.length < 2 ? lines.join('') : `${lines.slice(0, -1).join(', ')} and ${String(lines.at(-1))}`;

interface ContentLine {
  readonly line: number;
  readonly text: string;
}

/** Unfolded content lines (a line starting with a space or tab continues the one before), blank ones left out. */
function contentLines(text: string): ContentLine[] {
  const lines: ContentLine[] = [];
  text.split(/\r\n|\n|\r/).forEach((physical, i) => {
    const last = lines[lines.length - 1];
    if ((physical.startsWith(' ') || physical.startsWith('\t')) && last) {
      lines[lines.length - 1] = { line: last.line, text: last.text + physical.slice(1) };
    } else if (physical.trim() !== '') lines.push({ line: i + 1, text: physical });
  });
  return lines;
}

/** The value of a content line: what follows the first colon outside a quoted parameter value. */
function rawValue(text: string): string | undefined {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    else if (char === ':' && !quoted) return text.slice(i + 1);
  }
  return undefined;
}

const NAME = /^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)?$/;
/** Properties whose values are date-times unless VALUE says otherwise. */
const DATE_TIME_PROPERTIES = new Set(['dtstart', 'dtend', 'due', 'recurrence-id', 'exdate', 'rdate']);
const BARE_DATES = /^\d{8}(?:,\d{8})*$/;

const shown = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);

/** ICAL.parse.property is untyped; a property's jCal is an array [name, parameters, type, ...values]. */
function parsedProperty(text: string): unknown[] {
  const property: unknown = ICAL.parse.property(text);
  if (!Array.isArray(property)) throw new Error('not a property');
  return property;
}

/** One property line as jCal; a bare date (DTSTART:20190101, as many feeds write it) is read as a date. */
function propertyOf(line: ContentLine, name: string, raw: string): unknown[] {
  const property = parsedProperty(line.text);
  if (DATE_TIME_PROPERTIES.has(name.toLowerCase()) && property[2] === 'date-time' && BARE_DATES.test(raw.trim())) {
    const separator = line.text.search(/[;:]/);
    return parsedProperty(`${line.text.slice(0, separator)};VALUE=DATE${line.text.slice(separator)}`.trimEnd());
  }
  return property;
}

export function readTree(text: string): IcsTree {
  const roots: JCalComponent[] = [];
  const skipped: string[] = [];
  const origins = new WeakMap<object, Origin>();
  const open: JCalComponent[] = [];
  const skip = (line: ContentLine, reason: string) => skipped.push(`line ${line.line} skipped: ${reason}`);

  for (const line of contentLines(text)) {
    const raw = rawValue(line.text);
    const name = line.text.slice(0, line.text.search(/[;:]|$/));
    if (raw === undefined || !NAME.test(name)) {
      skip(line, `not an iCalendar property (NAME:value): ${shown(line.text)}`);
      continue;
    }
    const upper = name.toUpperCase();
    const current = open[open.length - 1];
    if (upper === 'BEGIN') {
      const component: JCalComponent = [raw.trim().toLowerCase(), [], []];
      origins.set(component, { line: line.line, raw: '' });
      if (current) current[2].push(component);
      else roots.push(component);
      open.push(component);
    } else if (upper === 'END') {
      const closing = raw.trim().toLowerCase();
      const at = open.map(([opened]) => opened).lastIndexOf(closing);
      if (at === -1) {
        skip(line, `END:${raw.trim()} without its BEGIN`);
        continue;
      }
      for (const unclosed of open.splice(at).slice(1))
        skipped.push(
          `line ${line.line}: BEGIN:${unclosed[0].toUpperCase()} on line ${origins.get(unclosed)?.line ?? 0} ends here, without its END`,
        );
    } else if (!current) {
      skip(line, `${upper} outside a BEGIN/END block`);
    } else {
      try {
        const property = propertyOf(line, name, raw);
        origins.set(property, { line: line.line, raw });
        current[1].push(property);
      } catch (error) {
        skip(line, `${upper} could not be read (${errorMessage(error)}): ${shown(line.text)}`);
      }
    }
  }
  for (const unclosed of open)
    skipped.push(
      `BEGIN:${unclosed[0].toUpperCase()} on line ${origins.get(unclosed)?.line ?? 0} is never ended: read to the end of the file`,
    );
  return { roots, skipped, origins };
}
