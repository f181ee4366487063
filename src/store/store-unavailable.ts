// A write refused because the database holding the calendar cannot be reached: nothing of it was saved, reads go on
// from memory, and writes work again once the database answers.
export class StoreUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`the database holding the calendar cannot be reached (${reason}): the change was not saved`);
  }
}
