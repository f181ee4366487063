// The data the writer handles, typed by the catalog: what a write sends, by the names the catalog's creates and
// updates take, and an item as a server answered it, by the fields its answer declares. A misspelt name does not
// compile; values stay `unknown`, checked where they are read, since records come from files and servers at run time.
// A record may hold other names too (a file's, a caller's): the writer passes them on as they are, and code that
// must see every name (the checks of an answer, the clears) reads the record by any name, as text.
import type { OperationId } from '../../api/catalog.js';
import type { RenderedEvent, RenderedOrganizer, RenderedVenue } from '../../api/response-posts.js';
import type { RenderedTerm } from '../../api/response-terms.js';
import type { SentArgs } from '../../api/sent-args.js';

type WriteOperation = Extract<OperationId, `${string}.create` | `${string}.update` | `${string}.updateBySlug`>;
type WriteParam = { [Id in WriteOperation]: keyof SentArgs<Id> }[WriteOperation];

/** A create's or an update's arguments, of any resource: a name that no write takes does not compile. */
export type WriteArgs = { [K in WriteParam]?: unknown };

/** The arguments of a read that an update makes of its item: the item's language, taken from the write. */
export type ReadArgs = Pick<SentArgs<'events.get'>, 'site_language'>;

/** An item as a server answered it: its fields by the names the answer declares. */
export type Answered<T> = { readonly [K in keyof T]?: unknown };

type AnsweredName = keyof RenderedEvent | keyof RenderedVenue | keyof RenderedOrganizer | keyof RenderedTerm;

/** A post or a term as a server answered it, of any kind. */
export type AnsweredItem = { readonly [K in AnsweredName]?: unknown };

/**
 * What a write hands the client: its arguments as a record, whose values the server checks (src/api/validate.ts on
 * cal serve; TEC its own). The one place where the writer's typed names meet the client's per-operation types.
 */
export const onTheWire = (args: Readonly<WriteArgs>): Readonly<Record<string, unknown>> => args;
