// The categories and tags the API answers: the endpoint shape and the one embedded in events (they differ
// upstream), field by field in answer order. /doc's schemas and the renderers' types both come from here.
import {
  anObject,
  emptyList,
  integer,
  link,
  mapOf,
  anInteger,
  objectOf,
  oneOf,
  optional,
  shape,
  text,
  textOf,
  type Complete,
  type Rendered,
} from './response-field.js';

/** The taxonomies as WordPress names them. */
export const TAXONOMY_NAMES = ['tribe_events_cat', 'post_tag'] as const;

const taxonomy = textOf('The taxonomy the term belongs to', TAXONOMY_NAMES);

export const TERM_URLS = {
  self: link('The term REST URL'),
  collection: link('The collection REST URL'),
  up: optional(link('The parent term REST URL')),
};

const urls = objectOf(TERM_URLS, {
  description: 'REST URLs of the term itself, its collection and its parent (when it has one)',
  required: true,
});

export const TERM = shape('Term', {
  id: integer('The term ID'),
  count: integer('The number of posts associated with the term'),
  description: text('The term description'),
  name: text('The term name'),
  slug: text('The term slug'),
  taxonomy,
  parent: optional(integer('The parent term ID, 0 for none (categories only)')),
  meta: oneOf('Term meta; [] when empty', anObject(), emptyList({})),
  url: link('The URL to the term archive page'),
  urls,
  language: text('The language code of the term'),
  translations: mapOf(anInteger, "The IDs of the term's translations, keyed by language code"),
  _links: optional(anObject('Hypermedia links; single-term responses only')),
});

export const EMBEDDED_TERM = shape('EmbeddedTerm', {
  name: text('The term name'),
  slug: text('The term slug'),
  term_group: integer('The term group'),
  term_taxonomy_id: integer('The term taxonomy ID'),
  taxonomy,
  description: text('The term description'),
  parent: integer('The parent term ID, 0 for none'),
  count: integer('The number of posts associated with the term'),
  filter: textOf('The sanitisation context of the term', ['raw']),
  id: integer('The term ID'),
  urls,
});

export type RenderedTerm = Rendered<typeof TERM.fields>;
export type RenderedEmbeddedTerm = Rendered<typeof EMBEDDED_TERM.fields>;
export type TermUrls = Complete<typeof TERM_URLS>;

/** What the term renderers build. */
export type TermFields = Complete<typeof TERM.fields>;
export type EmbeddedTermFields = Complete<typeof EMBEDDED_TERM.fields>;
