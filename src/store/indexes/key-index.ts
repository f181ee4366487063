// Record IDs by a string key (a slug, a folded name), kept in step as records come and go.
import { IdsByKey } from './ids-by-key.js';

export class KeyIndex {
  private readonly ids = new IdsByKey<string>();

  add(key: string, id: number): void {
    if (key !== '') this.ids.add(key, id);
  }

  remove(key: string, id: number): void {
    this.ids.remove(key, id);
  }

  /** The key's IDs, in the order they were added. */
  get(key: string): readonly number[] {
    return this.ids.get(key);
  }
}

/** How venue and organizer names are matched: surrounding blanks and case do not count. */
export function foldName(name: string): string {
  return name.trim().toLowerCase();
}
