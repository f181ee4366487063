// The vocabulary the catalog is written in: parameter specs, operations and the types derived from them.
import type { WallTime } from '../dates/wall-time.js';
import type { PostStatus } from './post-statuses.js';
import type { ResourceName } from './resources.js';

/**
 * The data an event may give to create its venue or organizers inline, by kind: the input of that kind's create
 * route. catalog.ts fills this in (declaration merging), since that input is derived from the catalog, which is
 * written in these specs.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by catalog.ts, see above.
export interface InlineCreateInputs {}

/** How an event names its venue or organizers: an existing ID, an `{id}` reference, or data to create. */
export type LinkedRef<K extends keyof InlineCreateInputs = keyof InlineCreateInputs> =
  | { kind: 'id'; id: number }
  /** `{id}` objects are checked for their type only when linking, as upstream (invalid-linked-post-id). */
  | { kind: 'ref'; id: number }
  /** Data validated as the body of the kind's create route. */
  | { kind: 'inline'; data: InlineCreateInputs[K] };

/** JSON types WordPress enforces on declared args (coercion and "x is not of type y" errors). */
export type FieldType = 'string' | 'integer' | 'boolean' | 'number' | 'array' | 'object';

/**
 * Named domain checks and what each leaves in the validated input. Each runs on the raw value (WordPress'
 * validate_callback step) and may normalise it; the implementations live with the server, keyed by these names and
 * bound to these output types. A check that does not normalise leaves the value sent, then coerced to its
 * declared type: its output here is that type.
 */
export interface CheckOutputs {
  'positive-int': number;
  'per-page': number;
  'non-empty-string': string;
  /**
   * The date text sent; writes read it in the event's zone. (The check also passes a timestamp, but every `date`
   * field is declared a string, so a number is then refused as not of that type.)
   */
  date: string;
  /** A list's date bound, read once: site-local, from UTC when `strict_dates` is set or the value is a timestamp. */
  'list-date': WallTime;
  /** Whether a list's dates are read as stated: true, 1, yes or on (upper or lower case); other text, and its absence, mean no. */
  'strict-dates': boolean;
  'user-id': number;
  'post-status': PostStatus;
  /** The statuses asked for, `any` included. */
  'status-filter': string[];
  timezone: string;
  'url-or-empty': string;
  /** A media ID, an image URL to fetch, or null for none. */
  image: number | { url: string } | null;
  'id-list': number[];
  'category-refs': number[];
  'tag-refs': number[];
  'venue-ids': number[];
  'organizer-ids': number[];
  'linked-venue': LinkedRef<'venues'>[];
  'linked-organizer': LinkedRef<'organizers'>[];
  /** Term IDs and names of terms to create. */
  'category-ids': Array<string | number>;
  'tag-ids': Array<string | number>;
  'category-list': number[];
  'tag-list': number[];
  /** 0 for none. */
  'category-id': number;
  'site-language': string;
  'event-exists': number;
  'venue-exists': number;
  'organizer-exists': number;
  'category-exists': number;
  'tag-exists': number;
  'event-slug-exists': string;
  'venue-slug-exists': string;
  'organizer-slug-exists': string;
  /** Only `false` passes: the calendar has no ticketing. */
  ticketed: false;
  /** null when a venue's coordinates are cleared together. */
  coordinate: number | null;
  radius: number;
  'translation-of': number;
}

export type CheckName = keyof CheckOutputs;

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
  /** The resource whose items the value names (by ID, or as the check allows): completion, seeds and store checks. */
  readonly refers?: ResourceName;
  /** Upstream name differs from the JSON-schema type (e.g. truthy strings); shown in docs only. */
  readonly example?: string;
}

export type Params = Readonly<Record<string, FieldSpec>>;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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

/**
 * The value a field holds once validated: its check's output, else one of its listed values, else yes or no for a
 * truthy field, else its type.
 */
export type OutputOf<F extends FieldSpec> = F['check'] extends CheckName
  ? CheckOutputs[F['check']]
  : F extends { readonly enum: readonly (infer E)[] }
    ? E
    : F['truthy'] extends true
      ? boolean
      : F['type'] extends 'integer' | 'number'
        ? number
        : F['type'] extends 'boolean'
          ? boolean
          : F['type'] extends 'string'
            ? string
            : unknown;

/** Required fields, and fields with a default where defaults apply (every action but updates), are always there. */
type IsPresent<F extends FieldSpec, Defaults extends boolean> = F['required'] extends true
  ? true
  : Defaults extends true
    ? F extends { readonly default: string | number | boolean } | { readonly defaultFrom: string }
      ? true
      : false
    : false;

/**
 * The validated input of an operation: present fields hold their output; the others are absent, or null when the body
 * sent a JSON null (validation leaves nulls alone: some writes read them as "clear").
 */
export type InputOfParams<P extends Params, Defaults extends boolean = true> = {
  readonly [K in keyof P as IsPresent<P[K], Defaults> extends true ? K : never]: OutputOf<P[K]>;
} & {
  readonly [K in keyof P as IsPresent<P[K], Defaults> extends true ? never : K]?: OutputOf<P[K]> | null;
};
