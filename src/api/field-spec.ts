// The vocabulary the catalog is written in: parameter specs, operations and the types derived from them.

/** JSON types WordPress enforces on declared args (coercion and "x is not of type y" errors). */
export type FieldType = 'string' | 'integer' | 'boolean' | 'number' | 'array' | 'object';

/**
 * Named domain checks. Each runs on the raw value (WordPress' validate_callback step) and may
 * normalise it; the implementations live with the server, keyed by these names.
 */
export type CheckName =
  | 'positive-int'
  | 'per-page'
  | 'non-empty-string'
  | 'date'
  | 'user-id'
  | 'post-status'
  | 'status-filter'
  | 'timezone'
  | 'url-or-empty'
  | 'image'
  | 'id-list'
  | 'category-refs'
  | 'tag-refs'
  | 'venue-ids'
  | 'organizer-ids'
  | 'linked-venue'
  | 'linked-organizer'
  | 'category-ids'
  | 'tag-ids'
  | 'category-list'
  | 'tag-list'
  | 'category-id'
  | 'site-language'
  | 'event-exists'
  | 'venue-exists'
  | 'organizer-exists'
  | 'category-exists'
  | 'tag-exists'
  | 'event-slug-exists'
  | 'venue-slug-exists'
  | 'organizer-slug-exists'
  | 'ticketed'
  | 'coordinate'
  | 'radius'
  | 'translation-of';

export interface FieldSpec {
  readonly description: string;
  /** Declared JSON type; omitted for args WordPress leaves untyped (they accept any shape). */
  readonly type?: FieldType;
  /** Item type of list-valued args (documented; lists also accept comma-separated strings). */
  readonly items?: 'integer' | 'string';
  /** Semantic format used by /doc, the CLI and prompts (dates, URLs...). */
  readonly format?: 'date-time' | 'uri' | 'email' | 'double' | 'time-zone';
  readonly default?: string | number | boolean | null;
  /** Untyped upstream yet read as yes or no (WordPress truthy text): a switch, as `boolean` fields are. */
  readonly truthy?: true;
  /** A site setting that overrides `default` (e.g. per_page follows posts_per_page). */
  readonly defaultFrom?: 'posts_per_page';
  /** Allowed values; enforced by validation only for fields without a `check` (checks own their rules). */
  readonly enum?: readonly string[];
  readonly required?: boolean;
  readonly check?: CheckName;
  /** Upstream name differs from the JSON-schema type (e.g. truthy strings); shown in docs only. */
  readonly example?: string;
}

export type Params = Readonly<Record<string, FieldSpec>>;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ResourceName = 'events' | 'venues' | 'organizers' | 'categories' | 'tags';

export type Action = 'index' | 'doc' | 'list' | 'get' | 'create' | 'update' | 'delete';

/** What the caller must be allowed to do; the per-object part is decided by the handler. */
export type Permission = 'public' | 'create' | 'edit' | 'delete';

export interface CliHints {
  /** Columns shown in tables by default. */
  readonly columns?: readonly string[];
  /** Positional argument of the CLI verb (the path identifier). */
  readonly positional?: 'id' | 'slug';
}

export interface OperationSpec {
  readonly resource: ResourceName | 'meta';
  readonly action: Action;
  readonly methods: readonly Method[];
  /** Path below the namespace root, with `{id}` / `{slug}` captures. */
  readonly path: string;
  readonly summary: string;
  /** Captures of the URL template (`{id}`, `{slug}`); kept apart from query and body args. */
  readonly pathParams: Params;
  /** Query (GET) or body (writes) args; query args are also read on writes, as upstream. */
  readonly params: Params;
  readonly status: 200 | 201;
  readonly permission: Permission;
  /** Our additions to the upstream API, listed so the seed check can allow them. */
  readonly extension?: readonly string[];
  readonly cli?: CliHints;
}

export type Catalog = Readonly<Record<string, OperationSpec>>;

type ValueOf<F extends FieldSpec> = F['type'] extends 'integer' | 'number'
  ? number
  : F['type'] extends 'boolean'
    ? boolean
    : F['type'] extends 'string'
      ? string
      : unknown;

type RequiredKeys<P extends Params> = { [K in keyof P]: P[K]['required'] extends true ? K : never }[keyof P];

/** The validated input of an operation: required args present, the rest optional. */
export type InputOfParams<P extends Params> = { -readonly [K in RequiredKeys<P>]: ValueOf<P[K]> } & {
  -readonly [K in Exclude<keyof P, RequiredKeys<P>>]?: ValueOf<P[K]>;
};
