// The collaborators commands receive; only this file reaches for the real process.
export interface Io {
  /** `columns`: a terminal's width. */
  readonly stdout: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  readonly stderr: NodeJS.WritableStream & { isTTY?: boolean };
  readonly stdin: NodeJS.ReadableStream & { isTTY?: boolean };
}

export interface CliContext {
  readonly io: Io;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly now: () => number;
  /** The working folder: where project configuration is looked for. */
  readonly cwd: () => string;
  /** Resolves when the process is asked to stop (SIGINT/SIGTERM); long-running commands await it. */
  readonly stopSignal: () => Promise<string>;
}

export function processContext(): CliContext {
  return {
    io: { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin },
    env: process.env,
    now: Date.now,
    cwd: () => process.cwd(),
    stopSignal: () =>
      new Promise((resolve) => {
        const stop = (signal: string) => {
          process.off('SIGINT', stop);
          process.off('SIGTERM', stop);
          resolve(signal);
        };
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      }),
  };
}
