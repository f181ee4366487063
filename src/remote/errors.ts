// The errors of the client that knows servers; the command line (src/cli/report.ts) turns them into its messages
// and exit codes.

/** A request this server cannot take as asked (a field or filter it lacks, input of the wrong shape): not sent. */
export class RefusedRequestError extends Error {}

/** What the calls set out to do and could not: an item not found, an answer without what it must hold. */
export class RemoteError extends Error {}
