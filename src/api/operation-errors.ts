// The errors each operation of the catalog can answer, by code: the ones every request can get, the ones a kind of
// request can get, and each operation's own. errors.ts gives every code its status and message; /doc documents
// each operation's error statuses from here alone, and the API suite holds every answer to that document.
import { catalog, type OperationId } from './catalog.js';
import type { ErrorCode } from './errors.js';
import type { Method, OperationSpec } from './field-spec.js';

/**
 * Every request: credentials are checked before routing (401 for a wrong login or password, 429 while sign-ins
 * from the caller are throttled), every text sent may be refused as not UTF-8 or holding NUL, a server still
 * opening its calendar answers nothing else, and every request may fail inside the server.
 */
const EVERY_REQUEST = [
  'invalid_username',
  'incorrect_password',
  'rest_too_many_requests',
  'rest_invalid_param',
  'calendar_opening',
  'rest_internal_error',
] as const satisfies readonly ErrorCode[];

/**
 * A request's body, whatever its method (WordPress reads a JSON body on a GET or a DELETE too): it may be too large,
 * of another media type, or JSON that is not valid.
 */
const BODY = [
  'rest_invalid_json',
  'rest_body_too_large',
  'rest_unsupported_media_type',
] as const satisfies readonly ErrorCode[];

/** Operations whose path has a parameter: a value that does not fit its pattern (`/events/abc`) matches no route. */
const WITH_PATH_PARAMS = ['rest_no_route'] as const satisfies readonly ErrorCode[];

/**
 * Operations that need more than public access: the route's permission gate, and a store that may not take the
 * change (a full disk, a read-only calendar file, a database out of reach).
 */
const RESTRICTED = [
  'rest_forbidden',
  'insufficient_storage',
  'calendar_read_only',
  'calendar_unavailable',
  'calendar_commit_unknown',
] as const satisfies readonly ErrorCode[];

/** Creates take an Idempotency-Key (src/server/idempotency.ts). */
const IDEMPOTENT = [
  'idempotency_key_invalid',
  'idempotency_key_reused',
  'idempotency_item_gone',
] as const satisfies readonly ErrorCode[];

/** Operations with required args, when one is missing. */
const WITH_REQUIRED_ARGS = ['rest_missing_callback_param'] as const satisfies readonly ErrorCode[];

/** Updates and deletes take If-Match: 412 when it names none of the item's current tags. */
const CONDITIONAL = ['rest_precondition_failed'] as const satisfies readonly ErrorCode[];

const eventItem = ['rest-event-not-found', 'rest-invalid-event-id'] as const;
const eventReadable = ['event-no-longer-available', 'event-not-accessible', 'event-password-protected'] as const;
/**
 * Post writes: an author other than the caller, a status the caller may not publish with, a translation joining a
 * post the caller may not edit.
 */
const postWrite = ['rest_cannot_edit_others', 'rest_cannot_publish', 'rest_cannot_edit'] as const;
/** Event writes add linked posts given by ID, and category names that find none (only editors create them). */
const eventWrite = [...postWrite, 'invalid-linked-post-id', 'rest_cannot_create'] as const;

/** What each operation's handler (and the domain writes it runs) adds to the rules above. */
export const OPERATION_ERRORS = {
  // A `namespace` arg naming another namespace.
  'meta.index': ['rest_no_route'],
  'meta.doc': [],
  'events.list': ['rest_forbidden_hidden', 'event-archive-page-not-found'],
  'events.create': [...eventWrite],
  'events.get': [...eventItem, ...eventReadable],
  'events.delete': [...eventItem, 'event-is-in-trash'],
  'events.update': [...eventItem, ...eventWrite],
  'events.getBySlug': [...eventReadable],
  'events.deleteBySlug': ['event-is-in-trash'],
  'events.updateBySlug': [...eventWrite],
  'venues.list': ['venue-archive-page-not-found'],
  'venues.create': [...postWrite],
  'venues.get': ['venue-not-accessible'],
  'venues.delete': ['venue-is-in-trash'],
  'venues.update': [...postWrite],
  'venues.getBySlug': ['venue-not-accessible'],
  'venues.deleteBySlug': ['venue-is-in-trash'],
  'venues.updateBySlug': [...postWrite],
  'organizers.list': ['organizer-archive-page-not-found'],
  'organizers.create': [...postWrite],
  'organizers.get': ['organizer-not-accessible'],
  'organizers.delete': ['organizer-is-in-trash'],
  'organizers.update': [...postWrite],
  'organizers.getBySlug': ['organizer-not-accessible'],
  'organizers.deleteBySlug': ['organizer-is-in-trash'],
  'organizers.updateBySlug': [...postWrite],
  'categories.list': [],
  'categories.create': ['term_exists'],
  'categories.get': [],
  'categories.update': ['term_exists', 'duplicate_term_slug'],
  'categories.delete': [],
  // Tags are flat: a `parent` is refused.
  'tags.list': [],
  'tags.create': ['term_exists', 'rest_taxonomy_not_hierarchical'],
  'tags.get': [],
  'tags.update': ['term_exists', 'duplicate_term_slug', 'rest_taxonomy_not_hierarchical'],
  'tags.delete': [],
} as const satisfies Record<OperationId, readonly ErrorCode[]>;

/** The methods whose requests carry a body (documented as the operation's request body). */
export const BODY_METHODS: ReadonlySet<Method> = new Set(['POST', 'PUT', 'PATCH']);

/** Every error code an operation can answer, each once (the same whichever of its methods is used). */
export function errorCodes(id: OperationId): ErrorCode[] {
  const op: OperationSpec = catalog[id];
  const codes: ErrorCode[] = [...EVERY_REQUEST, ...BODY];
  if (op.permission !== 'public') codes.push(...RESTRICTED);
  if (Object.values(op.params).some((spec) => spec.required === true)) codes.push(...WITH_REQUIRED_ARGS);
  if (op.action === 'update' || op.action === 'delete') codes.push(...CONDITIONAL);
  if (op.action === 'create') codes.push(...IDEMPOTENT);
  if (Object.keys(op.pathParams).length > 0) codes.push(...WITH_PATH_PARAMS);
  codes.push(...OPERATION_ERRORS[id]);
  return [...new Set(codes)];
}
