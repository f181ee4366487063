// Group commit when other processes write the calendar too (a saver with `begin`): a write is made only once its
// batch has begun, on the calendar as the saver brought it up to; a bad write fails alone; a batch that cannot be
// saved is taken back whole, and the writes queued behind it are made in the next one.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { GroupCommit, type BatchSaver } from '../../../src/store/journal/group-commit.js';
import { MemoryState, type ChangeSet } from '../../../src/store/state/memory-state.js';
import type { TermRecord } from '../../../src/store/records/records.js';
import { tag } from '../../helpers/records.js';

/** A saver whose `begin` puts what "another process" committed into memory, and whose saves can be made to fail. */
function sharedSaver(state: MemoryState) {
  const saved: ChangeSet[][] = [];
  const log: string[] = [];
  let failNext = false;
  let othersWrote: TermRecord | undefined;
  const saver: BatchSaver = {
    begin: () => {
      log.push('begin');
      if (othersWrote) state.set('tags', othersWrote.id, othersWrote);
      othersWrote = undefined;
      return Promise.resolve();
    },
    save: (batch) => {
      log.push(`save ${batch.length}`);
      if (failNext) {
        failNext = false;
        return Promise.reject(new Error('the connection broke'));
      }
      saved.push([...batch]);
      return Promise.resolve();
    },
    failure: (error) => new Error(`not saved: ${String(error)}`),
  };
  return {
    saver,
    saved,
    log,
    failOnce: () => (failNext = true),
    otherProcessWrites: (record: TermRecord) => (othersWrote = record),
  };
}

describe('GroupCommit with a saver that begins batches', () => {
  it('makes each write after its batch began, on what the saver brought in', async () => {
    const state = new MemoryState();
    const shared = sharedSaver(state);
    const commit = new GroupCommit(state, shared.saver);
    shared.otherProcessWrites(tag(7, 'Jazz'));
    // The write looks for the tag another process made: it finds it only if made after `begin`.
    const found = await commit.write((tx) => tx.get('tags', 7)?.name);
    expect(found).toBe('Jazz');
    expect(shared.log).toEqual(['begin', 'save 1']);
  });

  it('refuses a write that throws with its own error, and saves the others of its batch', async () => {
    const state = new MemoryState();
    const shared = sharedSaver(state);
    const commit = new GroupCommit(state, shared.saver);
    const writes = [
      commit.write((tx) => tx.put('tags', tag(1, 'One'))),
      commit.write(() => {
        throw new Error('a bad write');
      }),
      commit.write((tx) => tx.put('tags', tag(2, 'Two'))),
    ];
    const results = await Promise.allSettled(writes);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(results[1]).toMatchObject({ reason: new Error('a bad write') });
    expect([...state.all('tags')].map((t) => t.name)).toEqual(['One', 'Two']);
    expect(shared.saved.flat()).toHaveLength(2);
  });

  it('takes a batch that cannot be saved back out of memory, and makes the writes queued behind it in the next', async () => {
    const state = new MemoryState();
    const shared = sharedSaver(state);
    const commit = new GroupCommit(state, shared.saver);
    shared.failOnce();
    // Its failure is awaited from the start: it fails within the next turn, before the write behind it is queued.
    const first = expect(commit.write((tx) => tx.put('tags', tag(1, 'Lost')))).rejects.toThrow(
      'not saved: Error: the connection broke',
    );
    // Queued once the first batch began (at the end of the turn of its write): not made on it.
    await nextTurn();
    const behind = commit.write((tx) => {
      expect(tx.get('tags', 1)).toBeUndefined();
      tx.put('tags', tag(2, 'Kept'));
    });
    await first;
    await expect(behind).resolves.toBeUndefined();
    expect([...state.all('tags')].map((t) => t.name)).toEqual(['Kept']);
    expect(shared.log).toEqual(['begin', 'save 1', 'begin', 'save 1']);
  });

  it('runs work between batches, never during one', async () => {
    const state = new MemoryState();
    const shared = sharedSaver(state);
    const commit = new GroupCommit(state, shared.saver);
    const write = commit.write((tx) => tx.put('tags', tag(1, 'One')));
    await nextTurn();
    const task = commit.betweenBatches(() => {
      shared.log.push('between');
      return Promise.resolve();
    });
    await Promise.all([write, task]);
    expect(shared.log).toEqual(['begin', 'save 1', 'between']);
  });

  it('saves the writes made in one turn of the event loop together, and those made while it saves in the next', async () => {
    const state = new MemoryState();
    const shared = sharedSaver(state);
    const commit = new GroupCommit(state, shared.saver);
    const together = [1, 2, 3, 4, 5].map((id) => commit.write((tx) => tx.put('tags', tag(id, `Tag ${id}`))));
    await nextTurn();
    const later = [6, 7].map((id) => commit.write((tx) => tx.put('tags', tag(id, `Tag ${id}`))));
    await Promise.all([...together, ...later]);
    expect(shared.log).toEqual(['begin', 'save 5', 'begin', 'save 2']);
  });
});

/** A saver alone on its calendar whose saves wait until the test settles them, in order. */
function heldSaver() {
  const log: string[] = [];
  const held: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const saver: BatchSaver = {
    save: (batch) => {
      log.push(`save ${batch.length}`);
      return new Promise<void>((resolve, reject) => held.push({ resolve, reject }));
    },
    failure: (error) => error,
  };
  return { saver, log, held };
}

const names = (state: MemoryState) => [...state.all('tags')].map((t) => t.name);

describe('GroupCommit alone on its calendar', () => {
  it('begins saving the writes queued meanwhile before it answers the batch before them', async () => {
    const state = new MemoryState();
    const { saver, log, held } = heldSaver();
    const commit = new GroupCommit(state, saver);
    const first = commit.write((tx) => tx.put('tags', tag(1, 'One'))).then(() => log.push('first answered'));
    await vi.waitFor(() => expect(held).toHaveLength(1));
    const second = commit.write((tx) => tx.put('tags', tag(2, 'Two'))).then(() => log.push('second answered'));
    held[0]?.resolve();
    await first;
    expect(log).toEqual(['save 1', 'save 1', 'first answered']);
    held[1]?.resolve();
    await second;
    expect(log).toEqual(['save 1', 'save 1', 'first answered', 'second answered']);
  });

  it('tells the saver it is idle after the last batch, also when that batch is saved before the one before it returns', async () => {
    const state = new MemoryState();
    const idle: boolean[] = [];
    let release = () => {};
    let saves = 0;
    const commit = new GroupCommit(state, {
      // The first save waits for the test; the second is on disk at once.
      save: () => (saves++ === 0 ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve()),
      failure: (error) => error,
      saved: (isIdle) => idle.push(isIdle),
    });
    const first = commit.write((tx) => tx.put('tags', tag(1, 'One')));
    await vi.waitFor(() => expect(saves).toBe(1));
    const second = commit.write((tx) => tx.put('tags', tag(2, 'Two')));
    release();
    await Promise.all([first, second]);
    await commit.settled();
    expect(idle).toEqual([false, true]);
  });

  it('takes back a batch begun early that cannot be saved, with the writes queued behind it, and keeps the one before', async () => {
    const state = new MemoryState();
    const { saver, held } = heldSaver();
    const commit = new GroupCommit(state, saver);
    const first = commit.write((tx) => tx.put('tags', tag(1, 'Saved')));
    await vi.waitFor(() => expect(held).toHaveLength(1));
    const second = commit.write((tx) => tx.put('tags', tag(2, 'Lost')));
    const secondFails = expect(second).rejects.toThrow('no space left');
    held[0]?.resolve();
    await first;
    // Queued while the second batch is saved, and made on it.
    const behind = commit.write((tx) => tx.put('tags', tag(3, 'Behind')));
    const behindFails = expect(behind).rejects.toThrow('no space left');
    expect(names(state)).toEqual(['Saved', 'Lost', 'Behind']);
    held[1]?.reject(new Error('no space left'));
    await secondFails;
    await behindFails;
    expect(names(state)).toEqual(['Saved']);
    const after = commit.write((tx) => tx.put('tags', tag(4, 'After')));
    await vi.waitFor(() => expect(held).toHaveLength(3));
    held[2]?.resolve();
    await after;
    expect(names(state)).toEqual(['Saved', 'After']);
  });

  it('saves the writes made in one turn together: the first does not go alone', async () => {
    const state = new MemoryState();
    const sizes: number[] = [];
    const commit = new GroupCommit(state, {
      save: (batch) => {
        sizes.push(batch.length);
        return Promise.resolve();
      },
      failure: (error) => error,
    });
    // As a batch's requests are made, or requests that arrived together.
    await Promise.all([1, 2, 3].map((id) => commit.write((tx) => tx.put('tags', tag(id, `Tag ${id}`)))));
    await commit.write((tx) => tx.put('tags', tag(4, 'Tag 4')));
    expect(sizes).toEqual([3, 1]);
  });
});
