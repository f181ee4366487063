// Checks that hand-edited records point at things that exist, naming the JSON path of each problem.
import { categoryFields, eventReferences } from '../../api/resource-fields.js';
import { RESOURCE_NAMES, RESOURCES, singular } from '../../api/resources.js';
import { isRecord } from '../../typing/is-record.js';
import type { MemoryState } from '../state/memory-state.js';

/**
 * The collections an event record links to: it keeps the IDs each field refers to (`venue`, `categories`...) under
 * the collection's name (`venues`, `categories`...).
 */
export const EVENT_LINKS = RESOURCE_NAMES.filter((resource) =>
  eventReferences.some(([, referred]) => referred === resource),
).map((resource) => ({ resource, collection: RESOURCES[resource].collection }));
const PARENT = categoryFields.parent.refers;

/** Problems as `$.events[3].venues[0]: no venue 42`; authors are left out (removed users keep their posts). */
export function danglingReferences(state: MemoryState): string[] {
  const problems: string[] = [];
  // Each linked collection's IDs looked up in its own Map, in plain loops: opening a calendar checks every link of
  // every event once, before anything is warm.
  const links = EVENT_LINKS.map(({ resource, collection }) => ({ resource, collection, ids: state.ids(collection) }));
  const media = state.ids('media');
  let index = 0;
  for (const event of state.all('events')) {
    // Read as unknown JSON: a hand-edited file may hold anything there.
    const fields: Record<string, unknown> = isRecord(event) ? event : {};
    for (let link = 0; link < links.length; link++) {
      const { resource, collection, ids: known } = links[link]!;
      const ids = fields[collection];
      if (!Array.isArray(ids)) {
        problems.push(`$.events[${index}].${collection}: expected a list of IDs`);
        continue;
      }
      for (let at = 0; at < ids.length; at++) {
        const id: unknown = ids[at];
        if (!known.has(typeof id === 'number' ? id : Number(id)))
          problems.push(`$.events[${index}].${collection}[${at}]: no ${singular(resource)} ${String(id)}`);
      }
    }
    if (event.image !== null && event.image !== undefined && !media.has(event.image)) {
      problems.push(`$.events[${index}].image: no media ${event.image}`);
    }
    index += 1;
  }
  index = 0;
  const parents = state.ids(RESOURCES[PARENT].collection);
  for (const category of state.all('categories')) {
    if (category.parent !== 0 && !parents.has(category.parent)) {
      problems.push(`$.categories[${index}].parent: no ${singular(PARENT)} ${category.parent}`);
    }
    index += 1;
  }
  return problems;
}
