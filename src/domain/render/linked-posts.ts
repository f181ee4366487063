// Venue and organizer objects as the API returns them, alone or embedded in events, each built in the order its
// declaration (src/api/response-posts.ts) gives.
import type { OrganizerFiltered, RenderedOrganizer, RenderedVenue, VenueFiltered } from '../../api/response-posts.js';
import { texturize } from './texturize.js';
import { htmlToText, renderHtml } from '../content.js';
import type { OrganizerRecord, VenueRecord } from '../../store/records/records.js';
import { postUrl, publicationFields, renderImage } from './post-common.js';
import { globalId, type RenderContext } from './render-context.js';
import { translationMap } from '../translations.js';

export interface RenderOptions {
  /** Single reads add schema.org data (`json_ld`); lists and writes do not. */
  single?: boolean;
}

/** Upstream filters out empty values (`array_filter`): a venue without phone has no `phone` key. */
function dropEmpty<T extends object>(fields: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key in fields) {
    const value = fields[key];
    if (value === '' || value === false || value === null || value === undefined || value === '0') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out;
}

export function renderVenue(ctx: RenderContext, venue: VenueRecord, options: RenderOptions = {}): RenderedVenue {
  const url = postUrl(ctx, 'venue', venue);
  const head = dropEmpty<VenueFiltered>({
    id: venue.id,
    author: String(venue.author),
    status: venue.status,
    ...publicationFields(venue),
    url,
    venue: texturize(venue.title),
    description: renderHtml(venue.description),
    excerpt: renderHtml(venue.excerpt),
    slug: venue.slug,
    image: renderImage(ctx, venue.image),
    address: venue.address,
    city: venue.city,
    country: venue.country,
    province: venue.province,
    state: venue.state,
    zip: venue.zip,
    phone: venue.phone,
    website: venue.website,
    stateprovince: venue.stateprovince,
    // Only venues with coordinates carry them, as upstream's geolocation add-on does.
    geo_lat: venue.geo_lat ?? undefined,
    geo_lng: venue.geo_lng ?? undefined,
    json_ld: options.single ? venueJsonLd(venue, url) : undefined,
  });
  const id = globalId(ctx.urls.base, venue.id);
  return {
    ...head,
    show_map: venue.show_map ?? true,
    show_map_link: venue.show_map_link ?? true,
    global_id: id,
    global_id_lineage: [id],
    language: venue.language ?? ctx.settings.default_language,
    translations: translationMap(ctx.store, 'venues', venue),
  };
}

export function venueJsonLd(venue: VenueRecord, url: string): Record<string, unknown> {
  return dropEmpty({
    '@context': 'http://schema.org',
    '@type': 'Place',
    name: venue.title,
    description: htmlToText(renderHtml(venue.description)),
    url,
    address: dropEmpty({
      '@type': 'PostalAddress',
      streetAddress: venue.address,
      addressLocality: venue.city,
      addressRegion: venue.stateprovince || venue.state || venue.province,
      postalCode: venue.zip,
      addressCountry: venue.country,
    }),
    telephone: venue.phone,
    sameAs: venue.website,
  });
}

export function renderOrganizer(
  ctx: RenderContext,
  organizer: OrganizerRecord,
  options: RenderOptions = {},
): RenderedOrganizer {
  const id = globalId(ctx.urls.base, organizer.id);
  const body = dropEmpty<OrganizerFiltered>({
    id: organizer.id,
    author: String(organizer.author),
    status: organizer.status,
    ...publicationFields(organizer),
    url: postUrl(ctx, 'organizer', organizer),
    organizer: texturize(organizer.title),
    description: renderHtml(organizer.description),
    excerpt: renderHtml(organizer.excerpt),
    slug: organizer.slug,
    image: renderImage(ctx, organizer.image),
    phone: organizer.phone,
    website: organizer.website,
    email: organizer.email,
    json_ld: options.single ? organizerJsonLd(organizer) : undefined,
    global_id: id,
    global_id_lineage: [id],
    language: organizer.language ?? ctx.settings.default_language,
  });
  // After the filter: an empty translations object is still part of the shape.
  return { ...body, translations: translationMap(ctx.store, 'organizers', organizer) };
}

export function organizerJsonLd(organizer: OrganizerRecord): Record<string, unknown> {
  return dropEmpty({
    '@context': 'http://schema.org',
    '@type': 'Person',
    name: organizer.title,
    description: htmlToText(renderHtml(organizer.description)),
    url: organizer.website,
    telephone: organizer.phone,
    email: organizer.email,
    sameAs: organizer.website,
  });
}
