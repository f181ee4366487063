// Checks that hand-edited records point at things that exist, naming the JSON path of each problem.
import type { MemoryState } from './memory-state.js';

const LINKS = [
  ['venues', 'venues'],
  ['organizers', 'organizers'],
  ['categories', 'categories'],
  ['tags', 'tags'],
] as const;

/** Problems as `$.events[3].venues[0]: no venue 42`; authors are left out (removed users keep their posts). */
export function danglingReferences(state: MemoryState): string[] {
  const problems: string[] = [];
  let index = 0;
  for (const event of state.all('events')) {
    for (const [field, collection] of LINKS) {
      const ids: unknown = event[field];
      if (!Array.isArray(ids)) {
        problems.push(`$.events[${index}].${field}: expected a list of IDs`);
        continue;
      }
      ids.forEach((id, at) => {
        if (!state.get(collection, Number(id)))
          problems.push(
            `$.events[${index}].${field}[${at}]: no ${collection.replace(/s$/, '').replace(/ie$/, 'y')} ${String(id)}`,
          );
      });
    }
    if (event.image !== null && event.image !== undefined && !state.get('media', event.image)) {
      problems.push(`$.events[${index}].image: no media ${event.image}`);
    }
    index += 1;
  }
  index = 0;
  for (const category of state.all('categories')) {
    if (category.parent !== 0 && !state.get('categories', category.parent)) {
      problems.push(`$.categories[${index}].parent: no category ${category.parent}`);
    }
    index += 1;
  }
  return problems;
}
