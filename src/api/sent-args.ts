// What a client may send to an operation, typed by its catalog entry: each parameter by its name, none required (the
// server applies defaults and says what is missing), each as the client may write it before the server reads it.
import type { CatalogType, OperationId } from './catalog.js';
import type { CheckName, FieldSpec, Params } from './field-spec.js';
import type { PostStatus } from './post-statuses.js';

/** An ID, or its digits as text (query strings are text). */
type SentId = number | string;
/** One or several; a list may also be sent as comma-separated text. */
type SentIds = SentId | readonly SentId[];
/** A venue or organizer as an event names it: an ID, `{"id": ID}`, a name, or the data to create it with. */
type SentLinked = SentId | Readonly<Record<string, unknown>>;

/** What each named check reads from a request: the raw values it takes, before it normalises them. */
export interface CheckInputs {
  'positive-int': SentId;
  'per-page': SentId;
  'non-empty-string': string;
  date: string | number;
  'list-date': string | number;
  'strict-dates': boolean | string | number;
  'user-id': SentId;
  'post-status': PostStatus;
  'status-filter': string | readonly string[];
  timezone: string;
  'url-or-empty': string;
  image: SentId | Readonly<Record<string, unknown>>;
  'id-list': SentIds;
  'category-refs': SentIds;
  'tag-refs': SentIds;
  'venue-ids': SentIds;
  'organizer-ids': SentIds;
  'linked-venue': SentLinked | readonly SentLinked[];
  'linked-organizer': SentLinked | readonly SentLinked[];
  'category-ids': SentIds;
  'tag-ids': SentIds;
  'category-list': SentIds;
  'tag-list': SentIds;
  'category-id': SentId;
  'site-language': string;
  'event-exists': SentId;
  'venue-exists': SentId;
  'organizer-exists': SentId;
  'category-exists': SentId;
  'tag-exists': SentId;
  'event-slug-exists': string;
  'venue-slug-exists': string;
  'organizer-slug-exists': string;
  ticketed: boolean | string | number;
  coordinate: number | string;
  radius: number | string;
  'translation-of': SentId;
}

/** The checks without a sent type here: none, or a new check's parameters would take anything. */
export type UnsentChecks = Exclude<CheckName, keyof CheckInputs>;

/**
 * A parameter's value as sent: what its check reads, else one of its listed values, else its declared type or text
 * the server reads as that type; lists take one item or several.
 */
type SentValue<F extends FieldSpec> = F['check'] extends keyof CheckInputs
  ? CheckInputs[F['check']]
  : F extends { readonly enum: readonly (infer E)[] }
    ? E
    : F['truthy'] extends true
      ? boolean | string | number
      : F['type'] extends 'integer' | 'number'
        ? number | string
        : F['type'] extends 'boolean'
          ? boolean | string
          : F['type'] extends 'string'
            ? string
            : F['type'] extends 'array'
              ? SentIds
              : unknown;

/**
 * Each parameter optional, null for "clear" where a write reads it so. Distributes over a union of operations: a
 * call to one of several sends what that one takes.
 */
export type SentParams<P extends Params> = { readonly [K in keyof P]?: SentValue<P[K]> | null };

/** The query or body arguments a client may send to `Id`; a misspelt or mistyped one does not compile. */
export type SentArgs<Id extends OperationId> = SentParams<CatalogType[Id]['params']>;

/** The path captures (`id`, `slug`) of `Id`, each required. */
export type SentPath<Id extends OperationId> = {
  readonly [K in keyof CatalogType[Id]['pathParams']]: string | number;
};
