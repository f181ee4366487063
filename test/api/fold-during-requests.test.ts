// Folding the journal into the snapshot does not hold up requests: one made during a fold is answered before it ends.
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.js';
import { listen } from '../../src/server/listen.js';
import { JsonFileStore } from '../../src/store/file/json-file-store.js';
import { useSandbox } from '../helpers/setup.js';

const box = useSandbox();

describe('a fold of the journal', () => {
  it('answers a request made while it runs before it ends', async () => {
    const events: string[] = [];
    let foldHeld = () => {};
    const started = new Promise<void>((resolve) => (foldHeld = resolve));
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const store = await JsonFileStore.open(
      box.path('calendar.json'),
      {},
      {
        foldBytes: 1,
        foldShare: 0,
        whileFolding: async () => {
          events.push('fold under way');
          foldHeld();
          await released;
        },
      },
    );
    const server = await listen({ host: '127.0.0.1', port: 0 }, (siteUrl) => createApp({ store, siteUrl }));
    try {
      // Any write past the (tiny) fold size starts a fold, which the hook holds open.
      await store.write((tx) =>
        tx.put('tags', {
          id: tx.nextId('term'),
          name: 'Jazz',
          slug: 'jazz',
          description: '',
          parent: 0,
          language: 'en',
        }),
      );
      await started;
      const reply = await fetch(`${server.url}/wp-json/cal/events/v1/tags/1`);
      events.push(`request answered ${reply.status} (${((await reply.json()) as { name: string }).name})`);
      release();
      await store.compact();
      events.push('fold ended');
      expect(events).toEqual(['fold under way', 'request answered 200 (Jazz)', 'fold under way', 'fold ended']);
    } finally {
      release();
      await server.close();
      await store.close();
    }
  });
});
