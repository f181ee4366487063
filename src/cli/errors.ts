// The CLI's error kinds; main() alone turns them into messages and exit codes.

export const EXIT = { ok: 0, failed: 1, usage: 2, auth: 4, cancelled: 130 } as const;

/** Wrong flags or arguments: exit code 2. */
export class UsageError extends Error {}

/** Anything the command tried and could not do: exit code 1. */
export class CommandError extends Error {}
