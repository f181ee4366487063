// Dotted field paths (--fields): reading one value out of an API object and projecting objects for JSON.
import { isRecord } from '../typing/is-record.js';

type Json = Record<string, unknown>;

const INDEX_RE = /^\d+$/;

function splitPath(path: string): string[] {
  return path.split('.').filter((segment) => segment !== '');
}

/** One step of a path; over an array it maps (or indexes, for a numeric segment). */
function step(value: unknown, segment: string): unknown {
  if (Array.isArray(value)) {
    if (INDEX_RE.test(segment)) return value[Number(segment)];
    // Missing members are dropped and nested lists flattened, so 'organizer.organizer' is a flat
    // list of names even when some organizer lacks the key.
    const elements: readonly unknown[] = value;
    return elements.flatMap((element): readonly unknown[] => {
      const picked = step(element, segment);
      return picked === undefined ? [] : Array.isArray(picked) ? picked : [picked];
    });
  }
  if (isRecord(value) && Object.hasOwn(value, segment)) return value[segment];
  return undefined;
}

/**
 * The value at a dotted path: 'venue.venue' is the venue's name, 'organizer.organizer' the list of
 * organizer names (arrays map), 'organizer.0.organizer' the first one's. Undefined when absent.
 */
export function pickField(item: Record<string, unknown>, path: string): unknown {
  let value: unknown = item;
  for (const segment of splitPath(path)) {
    value = step(value, segment);
    if (value === undefined) return undefined;
  }
  return value;
}

/** Paths as a tree; `true` marks a path that ends there (the whole value is kept). */
type PathTree = Map<string, PathTree | true>;

function buildTree(paths: readonly string[]): PathTree {
  const root: PathTree = new Map();
  for (const path of paths) {
    const segments = splitPath(path);
    let node = root;
    segments.forEach((segment, i) => {
      const existing = node.get(segment);
      if (existing === true) return;
      if (i === segments.length - 1) {
        // A shorter path wins over deeper ones: 'venue' keeps the whole venue even with 'venue.city'.
        node.set(segment, true);
        return;
      }
      const child: PathTree = existing ?? new Map<string, PathTree | true>();
      node.set(segment, child);
      node = child;
    });
  }
  return root;
}

function project(value: unknown, tree: PathTree): unknown {
  if (Array.isArray(value)) {
    // Numeric keys pick elements ('organizer.0.organizer'); otherwise every element is projected.
    const indexes = [...tree.keys()].filter((key) => INDEX_RE.test(key));
    if (indexes.length === 0) {
      // Elements that are not objects have none of the requested keys, so they are dropped.
      return value.map((element) => project(element, tree)).filter((element) => element !== undefined);
    }
    return indexes.flatMap((key) => {
      const element: unknown = value[Number(key)];
      const sub = tree.get(key);
      if (element === undefined || sub === undefined) return [];
      return [sub === true ? element : project(element, sub)];
    });
  }
  if (!isRecord(value)) return undefined;
  const out: Json = {};
  for (const [key, sub] of tree) {
    if (!Object.hasOwn(value, key)) continue;
    const picked = sub === true ? value[key] : project(value[key], sub);
    if (picked !== undefined) out[key] = picked;
  }
  return out;
}

/**
 * The item restricted to `paths`, keeping the API's nesting ({ venue: { venue: 'Hall' } }) and
 * lists (organizer: [{ organizer: 'A' }]); keys follow the order of `paths`, absent ones are left out.
 */
export function projectFields(item: Record<string, unknown>, paths: readonly string[]): Json {
  const projected = project(item, buildTree(paths));
  return isRecord(projected) ? projected : {};
}
