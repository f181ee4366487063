// Why a calendar in PostgreSQL cannot be opened; apart from the store so that reporting them loads no client.

/** Another process holds this calendar while a copy is made into it, or is making it while this one opens it. */
export class CalendarInUseError extends Error {
  constructor(
    readonly location: string,
    /** The holder as PostgreSQL knows it: `cal serve` or `cal`, and where from; undefined when gone meanwhile. */
    readonly holder: string | undefined,
  ) {
    super(`${location} is in use by another cal process (${holder ?? 'a cal serve, or a command writing it'})`);
  }
}

/** The database holds no calendar this cal can read: none yet, or one of a newer schema. */
export class SchemaError extends Error {}
