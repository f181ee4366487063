// A copy the target database refused (a constraint the records break): nothing of it was written. Apart from the
// copy so that reporting it loads no database client.
export class CopyRefusedError extends Error {}
