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

/**
 * The database's change log does not go on from the revision a process holds (restored, or failed over to a replica
 * that lacked writes): the process must read the calendar afresh, and writes fail until it does (a server fault,
 * not one to retry).
 */
export class CalendarDivergedError extends Error {}
