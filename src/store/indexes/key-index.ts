// Record IDs by a string key (a slug, a folded name), kept in step as records come and go.

export class KeyIndex {
  private readonly ids = new Map<string, Set<number>>();

  add(key: string, id: number): void {
    if (key === '') return;
    let ids = this.ids.get(key);
    if (!ids) this.ids.set(key, (ids = new Set()));
    ids.add(id);
  }

  remove(key: string, id: number): void {
    const ids = this.ids.get(key);
    if (!ids) return;
    ids.delete(id);
    if (ids.size === 0) this.ids.delete(key);
  }

  get(key: string): ReadonlySet<number> {
    return this.ids.get(key) ?? NONE;
  }
}

const NONE: ReadonlySet<number> = new Set();

/** How venue and organizer names are matched: surrounding blanks and case do not count. */
export function foldName(name: string): string {
  return name.trim().toLowerCase();
}
