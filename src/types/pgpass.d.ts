// pgpass (the PostgreSQL client's reader of ~/.pgpass and PGPASSFILE), typed as src/lazy-libraries/pg.ts uses it.
declare module 'pgpass' {
  interface PgPassConnection {
    readonly host?: string;
    readonly port?: number | string;
    readonly database?: string;
    readonly user?: string;
  }
  /** Calls `done` with the password of the first entry that matches, or undefined (no file, or none matches). */
  function pgpass(connection: PgPassConnection, done: (password: string | undefined) => void): void;
  export default pgpass;
}
