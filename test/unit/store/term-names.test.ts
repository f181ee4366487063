// Terms found by name through the store's name index, as venues and organizers are: a new term is checked against
// the names of its taxonomy without reading every term (a scan made each new tag cost as much as there were tags).
import { describe, expect, it } from 'vitest';
import { findTermByName, findTermByRef } from '../../../src/domain/terms/find.js';
import { MemoryState } from '../../../src/store/state/memory-state.js';
import type { TermRecord } from '../../../src/store/records/records.js';
import { StagedTransaction } from '../../../src/store/state/staged-transaction.js';
import type { StoreReader } from '../../../src/store/store.js';

const term = (id: number, name: string, language = 'en', parent = 0): TermRecord => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  description: '',
  parent,
  language,
});

function calendar(): MemoryState {
  const state = new MemoryState();
  state.set('tags', 1, term(1, 'Jazz'));
  state.set('tags', 2, term(2, 'Jazz', 'es'));
  state.set('categories', 3, term(3, 'Music'));
  state.set('categories', 4, term(4, 'Live', 'en', 3));
  return state;
}

/** The store, but reading a whole taxonomy fails: what is found is found through the index. */
function withoutScans(store: StoreReader): StoreReader {
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'all')
        return () => {
          throw new Error('a whole collection was read');
        };
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('terms by name', () => {
  it('finds a term by its name, whatever its case and surrounding blanks, in a language and under a parent', () => {
    const store = withoutScans(calendar());
    expect(findTermByName(store, 'tags', '  jAZZ ', undefined, 'es')?.id).toBe(2);
    expect(findTermByName(store, 'tags', 'jazz', undefined, 'en')?.id).toBe(1);
    expect(findTermByName(store, 'tags', 'jazz', undefined, 'fr')).toBeUndefined();
    expect(findTermByName(store, 'categories', 'live', 3)?.id).toBe(4);
    expect(findTermByName(store, 'categories', 'live', 0)).toBeUndefined();
    expect(findTermByName(store, 'categories', 'Jazz')).toBeUndefined();
    expect(findTermByRef(store, 'tags', 'JAZZ', 'es')?.id).toBe(2);
  });

  it('follows renames and removals, committed or staged in a write', () => {
    const state = calendar();
    expect(state.findByName('tags', 'jazz').map((t) => t.id)).toEqual([1, 2]);
    state.set('tags', 1, term(1, 'Blues'));
    expect(state.findByName('tags', 'jazz').map((t) => t.id)).toEqual([2]);
    expect(state.findByName('tags', 'BLUES').map((t) => t.id)).toEqual([1]);
    const tx = new StagedTransaction(state);
    tx.put('tags', term(5, 'Jazz', 'ca'));
    tx.remove('tags', 2);
    tx.put('tags', term(1, 'Soul'));
    expect(tx.findByName('tags', 'jazz').map((t) => t.id)).toEqual([5]);
    expect(tx.findByName('tags', 'blues')).toEqual([]);
    expect(findTermByName(withoutScans(tx), 'tags', 'soul')?.id).toBe(1);
    state.set('tags', 2, undefined);
    expect(state.findByName('tags', 'jazz')).toEqual([]);
  });
});
