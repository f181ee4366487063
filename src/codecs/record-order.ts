// The order of records in an export file: an import reads it in order, so what a record names must come before it.

type Item = Record<string, unknown>;

/**
 * Items with the ones they depend on first (a category's parent, a translation's original), else in the order
 * given: an import reads the file in order and needs them written before.
 */
export function dependenciesFirst(items: readonly Item[], dependsOn: (item: Item) => number[]): Item[] {
  const byId = new Map(items.map((item) => [Number(item.id), item]));
  const placed = new Set<number>();
  const ordered: Item[] = [];
  const place = (item: Item, path: ReadonlySet<number>) => {
    const id = Number(item.id);
    if (placed.has(id) || path.has(id)) return;
    for (const dependency of dependsOn(item)) {
      const before = byId.get(dependency);
      if (before) place(before, new Set([...path, id]));
    }
    placed.add(id);
    ordered.push(item);
  };
  for (const item of items) place(item, new Set());
  return ordered;
}
