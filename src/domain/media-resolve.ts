// Turning an image argument into a media entry: an existing ID, or a URL that becomes (or reuses) an entry.
import { formatWallTime } from '../dates/wall-time.js';
import { instantToWallTime } from '../dates/zones.js';
import { imageExtension, mimeOfExtension } from './media.js';
import type { WriteEnv } from './write-env.js';

/** As normalised by the `image` check: null clears, a number is a media ID, `{url}` an image URL. */
export type ImageInput = number | { url: string } | null;

export function resolveImage(input: ImageInput, env: WriteEnv): number | null {
  if (input === null || typeof input === 'number') return input;
  for (const media of env.tx.all('media')) if (media.url === input.url) return media.id;
  const extension = imageExtension(new URL(input.url).pathname) ?? '';
  const id = env.tx.nextId('post');
  env.tx.put('media', {
    id,
    url: input.url,
    extension,
    mime_type: mimeOfExtension(extension),
    date_utc: formatWallTime(instantToWallTime(env.now, 'UTC')),
  });
  return id;
}
