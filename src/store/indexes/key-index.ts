// Record IDs by a string key (a slug, a folded name), kept in step as records come and go.
import { IdsByKey } from './ids-by-key.js';

/** IdsByKey for string keys, where the empty key (no slug, no name) holds nothing. */
export class KeyIndex extends IdsByKey<string> {
  override add(key: string, id: number): void {
    if (key !== '') super.add(key, id);
  }
}

/** How venue and organizer names are matched: surrounding blanks and case do not count. */
export function foldName(name: string): string {
  return name.trim().toLowerCase();
}
