// Password-protected events: TEC and cal serve refuse to read one (`event-password-protected`, 403) without its
// password, but answer it whole, in the edit context, to whoever may edit it. Reads ask again so; a refusal left is
// about the event, not the account's sign-in.
import { ApiCallError } from '../client/client.js';

type Args = Record<string, unknown>;

export const isProtectedRefusal = (error: unknown): boolean =>
  error instanceof ApiCallError && error.code === 'event-password-protected';

/**
 * `read(args)`, asked again in the edit context when the event is protected and neither a password nor a context
 * was given: an editor (or the author) then reads it whole; anyone else gets the refusal as it was.
 */
export async function readUnlocked<T>(args: Readonly<Args>, read: (args: Args) => Promise<T>): Promise<T> {
  try {
    return await read({ ...args });
  } catch (error) {
    if (!isProtectedRefusal(error) || args.password !== undefined || args.context !== undefined) throw error;
    return read({ ...args, context: 'edit' });
  }
}

/** What a refusal of a protected event tells the user (exit 1: the sign-in is not at fault). */
export function protectedRefusalLine(error: ApiCallError): string {
  const id = error.pathValues?.id ?? error.pathValues?.slug;
  const event = id === undefined ? 'the event' : `the event ${String(id)}`;
  return `${event} is password-protected: give its password (--password), or sign in as someone who may edit it (${error.code})`;
}
