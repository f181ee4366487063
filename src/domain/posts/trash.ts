// Moving posts to the trash and deleting them for good, keeping every link that pointed at them consistent.
import type { EventRecord, OrganizerRecord, VenueRecord } from '../../store/records/records.js';
import { stamp, type WriteEnv } from '../write-env.js';
import { trashSlug, type PostCollection } from './post-fields.js';

type AnyPost = EventRecord | VenueRecord | OrganizerRecord;

export function trashPost<P extends Readonly<AnyPost>>(collection: PostCollection, post: P, env: WriteEnv): P {
  const now = stamp(env.settings, env.now);
  const trashed = {
    ...post,
    status: 'trash' as const,
    slug: trashSlug(post.slug),
    modified: now.local,
    modified_utc: now.utc,
  };
  env.tx.put(collection, trashed);
  // Upstream removes a trashed venue or organizer from the events that used it.
  if (collection !== 'events') unlinkFromEvents(collection, post.id, env);
  return trashed;
}

export function deletePost(collection: PostCollection, post: { readonly id: number }, env: WriteEnv): void {
  if (collection === 'events') {
    for (const child of env.tx.all('events')) {
      if (child.post_parent === post.id) env.tx.put('events', { ...child, post_parent: 0 });
    }
  } else {
    unlinkFromEvents(collection, post.id, env);
  }
  env.tx.remove(collection, post.id);
}

function unlinkFromEvents(collection: 'venues' | 'organizers', id: number, env: WriteEnv): void {
  for (const event of env.tx.all('events')) {
    const links = event[collection];
    if (links.includes(id)) env.tx.put('events', { ...event, [collection]: links.filter((other) => other !== id) });
  }
}
