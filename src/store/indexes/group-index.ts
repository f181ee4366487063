// Translation groups kept as an index: group ID → member IDs, per collection.
import type { Collection } from '../records/records.js';
import type { TranslatableCollection } from '../store.js';

export class GroupIndex {
  private readonly groups = new Map<Collection, Map<number, Set<number>>>();

  add(collection: Collection, group: number | null | undefined, id: number): void {
    if (group === null || group === undefined) return;
    let byGroup = this.groups.get(collection);
    if (!byGroup) this.groups.set(collection, (byGroup = new Map<number, Set<number>>()));
    let members = byGroup.get(group);
    if (!members) byGroup.set(group, (members = new Set()));
    members.add(id);
  }

  remove(collection: Collection, group: number | null | undefined, id: number): void {
    if (group === null || group === undefined) return;
    const members = this.groups.get(collection)?.get(group);
    members?.delete(id);
    if (members?.size === 0) this.groups.get(collection)?.delete(group);
  }

  members(collection: TranslatableCollection, group: number | null | undefined): readonly number[] {
    if (group === null || group === undefined) return [];
    return [...(this.groups.get(collection)?.get(group) ?? [])];
  }
}
