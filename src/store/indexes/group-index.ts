// Translation groups kept as an index: group ID → member IDs, per collection.
import type { Collection } from '../records/records.js';
import type { TranslatableCollection } from '../store.js';
import { IdsByKey } from './ids-by-key.js';

export class GroupIndex {
  private readonly groups = new Map<Collection, IdsByKey<number>>();

  add(collection: Collection, group: number | null | undefined, id: number): void {
    if (group === null || group === undefined) return;
    let byGroup = this.groups.get(collection);
    if (!byGroup) this.groups.set(collection, (byGroup = new IdsByKey<number>()));
    byGroup.add(group, id);
  }

  remove(collection: Collection, group: number | null | undefined, id: number): void {
    if (group === null || group === undefined) return;
    this.groups.get(collection)?.remove(group, id);
  }

  members(collection: TranslatableCollection, group: number | null | undefined): readonly number[] {
    if (group === null || group === undefined) return [];
    return this.groups.get(collection)?.get(group) ?? [];
  }
}
