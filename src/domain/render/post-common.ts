// Fields every post type renders alike: permalinks, publication dates and the featured image.
import type { ImageFields, RenderedImage } from '../../api/response-posts.js';
import type { MediaRecord, PostRecord } from '../../store/records/records.js';
import type { RenderContext } from './render-context.js';

const POST_TYPES = { event: 'tribe_events', venue: 'tribe_venue', organizer: 'tribe_organizer' } as const;

/** Pretty permalink for posts with a public slug; the plain `?post_type=&p=` form otherwise, as WordPress does. */
export function postUrl(ctx: RenderContext, kind: keyof typeof POST_TYPES, post: PostRecord): string {
  const pretty =
    post.slug !== '' && (post.status === 'publish' || post.status === 'private' || post.status === 'future');
  return pretty
    ? ctx.urls.permalink(kind, post.slug, post.language)
    : ctx.urls.plainPermalink(POST_TYPES[kind], post.id, post.language);
}

export function renderImage(ctx: RenderContext, id: number | null): RenderedImage | false {
  if (id === null) return false;
  const media: MediaRecord | undefined = ctx.store.get('media', id);
  if (!media) return false;
  const image: ImageFields = {
    url: media.url,
    id: media.id,
    extension: media.extension,
    width: media.width || undefined,
    height: media.height || undefined,
    // The store keeps no file sizes.
    filesize: undefined,
    sizes: media.sizes && Object.keys(media.sizes).length > 0 ? media.sizes : undefined,
  };
  return image;
}

/** What WordPress keeps as the UTC dates of a post not published yet: none, until it is. */
const NO_DATE = '0000-00-00 00:00:00';

/**
 * An unpublished post's UTC dates float (none) unless its UTC date was given: WordPress keeps a given
 * `post_date_gmt` for a draft, and makes a new post's modification time its publication time.
 */
export function publicationFields(post: PostRecord): Record<'date' | 'date_utc' | 'modified' | 'modified_utc', string> {
  const floating = (post.status === 'draft' || post.status === 'pending') && post.date_utc_given !== true;
  return {
    date: post.date,
    date_utc: floating ? NO_DATE : post.date_utc,
    modified: post.modified,
    modified_utc: floating ? NO_DATE : post.modified_utc,
  };
}
