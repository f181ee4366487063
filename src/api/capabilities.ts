// What a server of this API can do beyond The Events Calendar's REST API v1: declared in its discovery answer
// (`GET {api}` → `capabilities`), read by the client to decide how to write. A server that declares nothing (TEC)
// is taken to have none of them.
export interface Capabilities {
  /** Updates change only the fields they name (TEC resets most of the others). */
  readonly partial_update: boolean;
  /** `site_language`, `translation_of` and per-language content. */
  readonly languages: boolean;
  /** Events can be protected with a password on create and update. */
  readonly event_password: boolean;
  /** `DELETE …?force=true` deletes events, venues and organizers for good (TEC only moves them to the trash). */
  readonly permanent_delete: boolean;
  /** Dates with an offset (`…+02:00`) and Unix timestamps denote instants (TEC relabels their wall time). */
  readonly offset_dates: boolean;
  /** Venues keep coordinates (`geo_lat`, `geo_lng`) and event lists filter by place (`geoloc*`). */
  readonly geoloc: boolean;
  /** Events keep the iCalendar UID they were imported with (`ical_uid`). */
  readonly ical_uid: boolean;
  /** `include` lists the events named, whatever their dates (TEC keeps its default two-year window). */
  readonly include_any_date: boolean;
  /** Several `tags` list the events with any of them (TEC filters by the first alone). */
  readonly tags_any: boolean;
  /** `only_with_upcoming` looks at every upcoming event (TEC at the first ten). */
  readonly only_with_upcoming: boolean;
  /** `hide_from_listings=true` lists the events hidden from listings, for editors (TEC never lists them). */
  readonly list_hidden: boolean;
  /** Responses carry ETags and writes honour `If-Match`. */
  readonly etag: boolean;
  /** `context=edit` on event reads answers each event's text as written (`raw`) to callers who may edit it. */
  readonly edit_context: boolean;
  /**
   * A slug is made unique in the write that sets it, so two writers at once never both get one (WordPress checks a
   * slug apart from its write: an import looks again after each create there).
   */
  readonly unique_slugs: boolean;
  /**
   * A site or event zone set to a fixed offset ("UTC+2") keeps instants at that offset. TEC reckons such an event's
   * instants, and lists strict times, in a named zone it guesses from the offset (UTC+2 → Europe/Helsinki, with
   * its summer time; some offsets → UTC): src/client/tec-offset-zones.ts.
   */
  readonly fixed_offsets: boolean;
  /**
   * A create sent with an `Idempotency-Key` is made once: the same request sent again with the key (by the same user,
   * within a day) answers the item it made. A client may then send a create again when no answer came.
   */
  readonly idempotency_keys: boolean;
  /**
   * Writes can be sent together through WordPress' batch route (`POST /wp-json/batch/v1`, up to 25 at once, as
   * WordPress takes them), each answered as if sent alone (TEC's routes allow no batches).
   */
  readonly batch: boolean;
  /**
   * The batch route takes 100 writes at once, in a body of up to 8,000 values (src/api/batch-limits.ts), where
   * WordPress takes 25.
   */
  readonly large_batches: boolean;
}

/** Every capability, in the order they are shown. */
export const CAPABILITY_NAMES: readonly (keyof Capabilities)[] = [
  'partial_update',
  'languages',
  'event_password',
  'permanent_delete',
  'offset_dates',
  'geoloc',
  'ical_uid',
  'include_any_date',
  'tags_any',
  'only_with_upcoming',
  'list_hidden',
  'etag',
  'edit_context',
  'unique_slugs',
  'fixed_offsets',
  'idempotency_keys',
  'batch',
  'large_batches',
];

/** A server that declares none: The Events Calendar itself. */
export const NO_CAPABILITIES: Capabilities = {
  partial_update: false,
  languages: false,
  event_password: false,
  permanent_delete: false,
  offset_dates: false,
  geoloc: false,
  ical_uid: false,
  include_any_date: false,
  tags_any: false,
  only_with_upcoming: false,
  list_hidden: false,
  etag: false,
  edit_context: false,
  unique_slugs: false,
  fixed_offsets: false,
  idempotency_keys: false,
  batch: false,
  large_batches: false,
};

/** What `cal serve` declares. */
export const SERVER_CAPABILITIES: Capabilities = {
  partial_update: true,
  languages: true,
  event_password: true,
  permanent_delete: true,
  offset_dates: true,
  geoloc: true,
  ical_uid: true,
  include_any_date: true,
  tags_any: true,
  only_with_upcoming: true,
  list_hidden: true,
  etag: true,
  edit_context: true,
  unique_slugs: true,
  fixed_offsets: true,
  idempotency_keys: true,
  batch: true,
  large_batches: true,
};

/** The capabilities a discovery answer declares; anything missing or not `true` is taken as absent. */
export function capabilitiesOf(discovery: unknown): Capabilities {
  const declared =
    typeof discovery === 'object' && discovery !== null && 'capabilities' in discovery
      ? discovery.capabilities
      : undefined;
  const has = (name: keyof Capabilities) =>
    typeof declared === 'object' && declared !== null && name in declared && Reflect.get(declared, name) === true;
  return {
    partial_update: has('partial_update'),
    languages: has('languages'),
    event_password: has('event_password'),
    permanent_delete: has('permanent_delete'),
    offset_dates: has('offset_dates'),
    geoloc: has('geoloc'),
    ical_uid: has('ical_uid'),
    include_any_date: has('include_any_date'),
    tags_any: has('tags_any'),
    only_with_upcoming: has('only_with_upcoming'),
    list_hidden: has('list_hidden'),
    etag: has('etag'),
    edit_context: has('edit_context'),
    unique_slugs: has('unique_slugs'),
    fixed_offsets: has('fixed_offsets'),
    idempotency_keys: has('idempotency_keys'),
    batch: has('batch'),
    large_batches: has('large_batches'),
  };
}
