// The API's error codes, statuses and messages in one table, and the error type handlers throw.

export const ERRORS = {
  rest_no_route: [404, 'No route was found matching the URL and request method.'],
  rest_missing_callback_param: [400, 'Missing parameter(s): %s'],
  rest_invalid_param: [400, 'Invalid parameter(s): %s'],
  rest_invalid_json: [400, 'Invalid JSON body passed.'],
  rest_batch_not_allowed: [400, 'The requested route does not support batch requests.'],
  rest_forbidden: [401, 'Sorry, you are not allowed to do that.'],
  // WordPress' own answer when a post is given an author other than the caller without `edit_others_posts`.
  rest_cannot_edit_others: [403, 'Sorry, you are not allowed to %s posts as this user.'],
  // WordPress' answers to a user who cannot publish asking for a status that would, and to a write that would create
  // a term, or change a post, the caller may not.
  rest_cannot_publish: [403, 'Sorry, you are not allowed to create private posts in this post type.'],
  rest_cannot_create: [403, 'Sorry, you are not allowed to create terms in this taxonomy.'],
  rest_cannot_edit: [403, 'Sorry, you are not allowed to edit this post.'],
  rest_forbidden_hidden: [401, 'Sorry, you are not allowed to list events hidden from listings.'],
  rest_not_logged_in: [401, 'You are not currently logged in.'],
  invalid_username: [401, 'Unknown username. Check again or try your email address.'],
  incorrect_password: [401, 'The provided password is an invalid application password.'],
  rest_too_many_requests: [429, 'Too many failed sign-in attempts; try again in a minute.'],
  rest_body_too_large: [413, 'The request body is too large.'],
  rest_unsupported_media_type: [415, 'The request body must be JSON or form-encoded.'],
  'rest-event-not-found': [404, 'Event with ID %s does not exist.'],
  'rest-invalid-event-id': [400, 'The specified ID is not a valid event.'],
  'event-no-longer-available': [403, 'This event is no longer available'],
  'event-not-accessible': [403, 'The requested event is not accessible'],
  'event-password-protected': [403, 'The requested event is not accessible without a password'],
  'event-is-in-trash': [410, 'The event is already trashed'],
  'event-archive-page-not-found': [404, 'The requested event archive page does not exist'],
  'venue-not-accessible': [403, 'The requested venue is not accessible'],
  'organizer-not-accessible': [403, 'The requested organizer is not accessible'],
  'venue-is-in-trash': [410, 'The venue is already trashed'],
  'organizer-is-in-trash': [410, 'The organizer is already trashed'],
  'venue-archive-page-not-found': [404, 'The requested venue archive page does not exist'],
  'organizer-archive-page-not-found': [404, 'The requested organizer archive page does not exist'],
  'could-not-create-venue': [400, 'The venue could not be created from the provided data'],
  'could-not-create-organizer': [400, 'The organizer could not be created from the provided data'],
  'invalid-linked-post-id': [400, 'The linked post ID %s is not valid for this field'],
  term_exists: [400, 'A term with the name provided already exists with this parent.'],
  // WordPress texturizes the quotes of this one (captured on TEC 6.17.2).
  duplicate_term_slug: [500, 'The slug &#8220;%s&#8221; is already in use by another term.'],
  rest_taxonomy_not_hierarchical: [400, 'Can not set parent term, taxonomy is not hierarchical.'],
  rest_precondition_failed: [412, 'The item has changed since it was read (If-Match names none of its tags).'],
  rest_internal_error: [500, 'The server could not complete the request.'],
  // WebDAV's status for a store that cannot take the change; WordPress has no code of its own for a full disk.
  insufficient_storage: [507, 'No space left on the disk holding %s: the change was not saved.'],
  // A calendar file its owner made read-only: read, never written (its mode is never changed).
  calendar_read_only: [503, 'The calendar file %s is read-only (mode %s): the change was not saved.'],
  // `cal serve` between binding its port and having its calendar open: every request, a read too, gets this.
  calendar_opening: [503, 'The server is still opening the calendar. Try again shortly.'],
  // A calendar kept in PostgreSQL while the database cannot be reached: reads are answered from memory meanwhile.
  calendar_unavailable: [
    503,
    'The database holding the calendar cannot be reached: the change was not saved. Try again shortly.',
  ],
  // The database stopped answering while a write was committed, and could not be asked afterwards whether it was.
  calendar_commit_unknown: [
    503,
    'The database stopped answering while the change was saved: it may have been. Send it again with the same Idempotency-Key to learn which.',
  ],
  // Creates made with an Idempotency-Key (src/server/idempotency.ts).
  idempotency_key_invalid: [400, 'Idempotency-Key must be 1 to 255 visible ASCII characters.'],
  idempotency_key_reused: [
    422,
    'This Idempotency-Key was sent with another request: send each new request with a new key.',
  ],
  idempotency_item_gone: [410, 'The item made with this Idempotency-Key (ID %s) has since been deleted.'],
} as const satisfies Record<string, readonly [number, string]>;

export type ErrorCode = keyof typeof ERRORS;

/**
 * Refusals answered 401 to nobody and 403 to a signed-in caller who may not (WordPress'
 * rest_authorization_required_code()): the status their throwers pass instead of the table's.
 */
const SIGNED_IN_STATUS: Partial<Record<ErrorCode, number>> = { rest_forbidden: 403, rest_forbidden_hidden: 403 };

/** Every status a code is answered with: the table's, and the signed-in one of refusals. */
export function statusesOf(code: ErrorCode): number[] {
  const signedIn = SIGNED_IN_STATUS[code];
  return signedIn === undefined ? [ERRORS[code][0]] : [ERRORS[code][0], signedIn];
}

export type ErrorData = Record<string, unknown>;

export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly data: ErrorData;
  readonly extra: ErrorData;
  /** Response headers the error needs (e.g. Retry-After). */
  readonly headers: Record<string, string>;

  /** `args` fill the `%s` of the table message; `data` joins `status` in the body's `data`. */
  constructor(
    code: ErrorCode,
    options: {
      args?: readonly (string | number)[];
      data?: ErrorData;
      status?: number;
      extra?: ErrorData;
      message?: string;
      extraHeaders?: Record<string, string>;
    } = {},
  ) {
    const [status, template] = ERRORS[code];
    let message: string = options.message ?? template;
    for (const arg of options.args ?? []) message = message.replace('%s', String(arg));
    // An answer to the client, not a fault: no stack to capture (lookups of missing items make many of them).
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.code = code;
    this.status = options.status ?? status;
    this.data = options.data ?? {};
    this.extra = options.extra ?? {};
    this.headers = options.extraHeaders ?? {};
  }

  /** WordPress' error body: `{code, message, data: {status, ...}}`, plus any top-level extras. */
  toBody(): Record<string, unknown> {
    return { code: this.code, message: this.message, data: { status: this.status, ...this.data }, ...this.extra };
  }
}

/** A parameter that failed a domain check; collected into one `rest_invalid_param` error. */
export interface ParamProblem {
  readonly message: string;
  readonly detail?: { code: string; message: string; data: { param: string } };
}

export function invalidParams(problems: ReadonlyMap<string, ParamProblem>): ApiError {
  const names = [...problems.keys()];
  const params: Record<string, string> = {};
  const details: Record<string, ParamProblem['detail']> = {};
  for (const [name, problem] of problems) {
    params[name] = problem.message;
    if (problem.detail) details[name] = problem.detail;
  }
  return new ApiError('rest_invalid_param', {
    args: [names.join(', ')],
    data: { params, details: Object.keys(details).length > 0 ? details : [] },
  });
}

export function missingParams(names: readonly string[]): ApiError {
  return new ApiError('rest_missing_callback_param', { args: [names.join(', ')], data: { params: names } });
}
