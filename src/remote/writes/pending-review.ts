// A write asked to publish that the server kept pending: WordPress turns a contributor's `publish` into
// `pending` (review) and drops its slug until an editor publishes it. Said, never reported as published.
import { singular, type ResourceName } from '../../api/resources.js';
import { isRecord } from '../../typing/is-record.js';
import type { WriteArgs } from './write-args.js';

type Args = Readonly<WriteArgs>;

const PUBLISHING = new Set(['publish', 'future']);

/** The warning for `body`, the answer to `asked`, when the server kept pending what was sent to be published. */
export function pendingReview(resource: ResourceName, asked: Args, body: unknown): string | undefined {
  if (!isRecord(body) || typeof asked.status !== 'string' || !PUBLISHING.has(asked.status)) return undefined;
  if (body.status !== 'pending') return undefined;
  const item = typeof body.id === 'number' ? `${singular(resource)} ${body.id}` : `the ${singular(resource)}`;
  const slug =
    typeof asked.slug === 'string' && asked.slug !== '' && body.slug !== asked.slug
      ? `; its slug ${asked.slug} is given when it is published`
      : '';
  return `warning: ${item} is pending review, not published: this account cannot publish (an editor can)${slug}`;
}
