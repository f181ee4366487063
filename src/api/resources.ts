// The API's resources, declared once: each one's word for a single item, the field that names an item, its kind
// and the store collection that keeps it. Which field refers to which resource is said on the field's spec (`refers`).
import { isOneOf } from '../typing/one-of.js';
import { keysOf } from '../typing/typed-keys.js';

/** Events; venues and organizers, the posts events link to; categories and tags, the taxonomies' terms. */
export type ResourceKind = 'event' | 'linked' | 'term';

export interface ResourceSpec {
  /** The word for one item: "no venue 12". */
  readonly singular: string;
  /** The field that names an item (required on create). */
  readonly nameField: string;
  readonly kind: ResourceKind;
  /** The store collection the records are kept in. */
  readonly collection: string;
}

/** Keyed by the plural, the name the routes, the CLI and the API's JSON use. */
export const RESOURCES = {
  events: { singular: 'event', nameField: 'title', kind: 'event', collection: 'events' },
  venues: { singular: 'venue', nameField: 'venue', kind: 'linked', collection: 'venues' },
  organizers: { singular: 'organizer', nameField: 'organizer', kind: 'linked', collection: 'organizers' },
  categories: { singular: 'category', nameField: 'name', kind: 'term', collection: 'categories' },
  tags: { singular: 'tag', nameField: 'name', kind: 'term', collection: 'tags' },
} as const satisfies Readonly<Record<string, ResourceSpec>>;

type Table = typeof RESOURCES;
export type ResourceName = keyof Table;

/** The resources of some kinds: `ResourcesOf<'term'>` is 'categories' | 'tags'. */
export type ResourcesOf<K extends ResourceKind> = {
  [R in ResourceName]: Table[R]['kind'] extends K ? R : never;
}[ResourceName];
export type TermResource = ResourcesOf<'term'>;
export type LinkedResource = ResourcesOf<'linked'>;
/** Posts (events, venues, organizers) have slugs routes, statuses and a trash; terms have none of those. */
export type PostResource = ResourcesOf<'event' | 'linked'>;

export type Singular<R extends ResourceName> = Table[R]['singular'];
export type NameField<R extends ResourceName> = Table[R]['nameField'];

/** Every resource, in the table's order. */
export const RESOURCE_NAMES: readonly ResourceName[] = keysOf(RESOURCES);

export function isResource(name: string): name is ResourceName {
  return isOneOf(RESOURCE_NAMES, name);
}

export function isTerm(name: string): name is TermResource {
  return isResource(name) && RESOURCES[name].kind === 'term';
}

export function isLinked(name: string): name is LinkedResource {
  return isResource(name) && RESOURCES[name].kind === 'linked';
}

export function isPost(name: string): name is PostResource {
  return isResource(name) && RESOURCES[name].kind !== 'term';
}

export const TERM_RESOURCES: readonly TermResource[] = RESOURCE_NAMES.filter(isTerm);
export const LINKED_RESOURCES: readonly LinkedResource[] = RESOURCE_NAMES.filter(isLinked);

/** The word for one item of the resource, typed by it: `singular('venues')` is 'venue'. */
export function singular<R extends ResourceName>(resource: R): Singular<R> {
  return RESOURCES[resource].singular;
}

/** The field that names an item of the resource, typed by it: `nameField('venues')` is 'venue'. */
export function nameField<R extends ResourceName>(resource: R): NameField<R> {
  return RESOURCES[resource].nameField;
}
