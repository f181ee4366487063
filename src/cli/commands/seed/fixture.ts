// A `cal seed` fixture (YAML or JSON) read into ordered items, checked against the catalog before anything is written.
// A parsed document's maps hold parsed nodes (keys and values alike): typed so, they need no assertion.
import type { ParsedNode } from 'yaml';
import { isMap, isScalar, LineCounter, parseDocument, type Pair } from '../../../lazy-libraries/yaml.js';
import type { Params } from '../../../api/field-spec.js';
import { nameField } from '../../../api/resources.js';
import { slugify } from '../../../domain/slugs.js';
import { CommandError } from '../../errors.js';
import { createParams, referencesIn, referenceTarget, SECTIONS, type Section } from './fixture-refs.js';

export interface FixtureItem {
  readonly section: Section;
  /** The local name other items refer to it by (`@name`). */
  readonly name: string;
  /** "events.opening", for messages. */
  readonly path: string;
  readonly line: number;
  /** The line of each field, for messages. */
  readonly lines: Readonly<Record<string, number>>;
  /** The fields as written, `@name` references still in place. */
  readonly fields: Readonly<Record<string, unknown>>;
  /** The slug the item is found by on a rerun. */
  readonly slug: string;
}

/** A fixture that cannot be applied; nothing has been written when it is thrown. */
export class FixtureError extends CommandError {}

/** Items created without a slug (venues, organizers) get it from their name; the others take the one given. */
export const slugFromName = (section: Section): boolean => !('slug' in createParams(section));

interface Located {
  readonly node: ParsedNode | null;
  readonly line: number;
}

/** Key → value node and line of each pair of a map, in file order. */
function entries(pairs: readonly Pair<ParsedNode, ParsedNode | null>[], lines: LineCounter): [string, Located][] {
  return pairs.map(({ key, value }) => {
    const offset = key?.range?.[0] ?? 0;
    return [String(isScalar(key) ? key.value : key), { node: value ?? null, line: lines.linePos(offset).line }];
  });
}

/** Text fields keep what was typed: `zip: 08001` is "08001", not the number 8001. */
function fieldValue(node: ParsedNode | null, spec: Params[string] | undefined): unknown {
  if (node === null) return null;
  if (spec?.type === 'string' && isScalar(node) && typeof node.value !== 'string' && node.value !== null) {
    const token = node.srcToken;
    return token && 'source' in token && typeof token.source === 'string' ? token.source : node.toString();
  }
  return node.toJSON();
}

function readItem(
  section: Section,
  name: string,
  at: Located,
  lines: LineCounter,
  where: (line: number) => string,
): FixtureItem {
  const path = `${section}.${name}`;
  const fail = (message: string, line = at.line): never => {
    throw new FixtureError(`${path} (${where(line)}): ${message}`);
  };
  if (!isMap(at.node)) return fail('expected a map of fields');
  const params = createParams(section);
  const fields: Record<string, unknown> = {};
  const fieldLines: Record<string, number> = {};
  for (const [field, value] of entries(at.node.items, lines)) {
    if (!(field in params))
      fail(`unknown field "${field}" (a ${section} item has ${Object.keys(params).join(', ')})`, value.line);
    fields[field] = fieldValue(value.node, params[field]);
    fieldLines[field] = value.line;
  }
  for (const [field, spec] of Object.entries(params)) {
    if (spec.required && (fields[field] === undefined || fields[field] === null || fields[field] === ''))
      fail(`missing ${field}`);
  }
  const explicit = typeof fields.slug === 'string' ? fields.slug : undefined;
  const fromName = slugFromName(section);
  const slug = fromName ? slugify(String(fields[nameField(section)])) : (explicit ?? slugify(name));
  if (slug === '')
    fail(`cannot make a slug from ${fromName ? `its ${nameField(section)}` : 'its name'}; give it a slug`);
  return { section, name, path, line: at.line, lines: fieldLines, fields, slug };
}

/** Every `@name` must name an item applied before this one; two items of a section may not share a slug. */
function checkItems(items: readonly FixtureItem[], where: (line: number) => string): void {
  const defined = new Map<string, FixtureItem>();
  const slugs = new Map<string, FixtureItem>();
  const all = new Map(items.map((item) => [item.path, item]));
  for (const item of items) {
    for (const [field, value] of Object.entries(item.fields)) {
      const target = referenceTarget(field, item.section);
      if (!target) continue;
      for (const name of referencesIn(value)) {
        if (defined.has(`${target}.${name}`)) continue;
        const later = all.get(`${target}.${name}`);
        const hint = later ? ` (${later.path} comes later: items can only refer to items applied before them)` : '';
        throw new FixtureError(
          `${item.path} (${where(item.lines[field] ?? item.line)}): ${field} "@${name}" is not one of the ${target} defined before it${hint}`,
        );
      }
    }
    const language = typeof item.fields.site_language === 'string' ? item.fields.site_language : '';
    const key = `${item.section}:${language}:${item.slug}`;
    const twin = slugs.get(key);
    if (twin)
      throw new FixtureError(
        `${item.path} (${where(item.line)}): it has the slug "${item.slug}" of ${twin.path}; give one of them another slug`,
      );
    slugs.set(key, item);
    defined.set(item.path, item);
  }
}

/** Sections are applied in the order of SECTIONS, whatever their order in the file; items in file order. */
export function parseFixture(text: string, source: string): FixtureItem[] {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, keepSourceTokens: true, prettyErrors: false });
  const where = (line: number) => `${source} line ${line}`;
  const first = doc.errors[0];
  if (first) throw new FixtureError(`${where(lines.linePos(first.pos[0]).line)}: ${first.message.split('\n')[0]}`);
  if (doc.contents === null) return [];
  if (!isMap(doc.contents))
    throw new FixtureError(`${source}: expected a map with the sections ${SECTIONS.join(', ')}`);
  const sections = new Map<Section, [string, Located][]>();
  for (const [key, at] of entries(doc.contents.items, lines)) {
    const section = SECTIONS.find((name) => name === key);
    if (!section)
      throw new FixtureError(`${where(at.line)}: unknown section "${key}" (expected ${SECTIONS.join(', ')})`);
    if (at.node === null || (isScalar(at.node) && at.node.value === null)) continue;
    if (!isMap(at.node))
      throw new FixtureError(`${where(at.line)}: ${section}: expected a map of local names to items`);
    sections.set(section, entries(at.node.items, lines));
  }
  const items = SECTIONS.flatMap((section) =>
    (sections.get(section) ?? []).map(([name, at]) => readItem(section, name, at, lines, where)),
  );
  checkItems(items, where);
  return items;
}
