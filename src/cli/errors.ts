// The CLI's error kinds; main() alone turns them into messages and exit codes.

export const EXIT = { ok: 0, failed: 1, usage: 2, auth: 4, cancelled: 130 } as const;

/** Wrong flags or arguments: exit code 2. */
export class UsageError extends Error {}

/** Anything the command tried and could not do: exit code 1. */
export class CommandError extends Error {}

/** Some of the items a command was given failed, each said on stderr already: the exit code is theirs, if shared. */
export class ItemsFailedError extends CommandError {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}
