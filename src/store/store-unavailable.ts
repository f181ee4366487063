// A write refused because the database holding the calendar cannot be reached: nothing of it was saved, reads go on
// from memory, and writes work again once the database answers. When the database stopped answering while the write
// was being committed and could not be asked afterwards, the write may have been saved: `saved` is 'unknown' then.
export class StoreUnavailableError extends Error {
  constructor(
    readonly reason: string,
    readonly saved: 'no' | 'unknown' = 'no',
  ) {
    super(
      saved === 'no'
        ? `the database holding the calendar cannot be reached (${reason}): the change was not saved`
        : `the database holding the calendar stopped answering while the change was committed (${reason}): it may have been saved`,
    );
  }
}
