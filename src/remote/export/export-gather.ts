// The events an export carries: every page of the list, the events hidden from listings where the server lists
// them to editors, protected events read again with the password the server gives editors, and each event's text
// as written where the server gives it (export-text.ts). What a server cannot give is left out and said, never
// exported emptied (an import elsewhere would publish it empty).
import type { Capabilities } from '../../api/capabilities.js';
import { ApiCallError, type Client } from '../../client/client.js';
import { isRecord } from '../../typing/is-record.js';
import { RemoteError } from '../errors.js';
import { listPages } from '../list-pages.js';
import { editContextArgs, shownTextNote, withWordPressText } from './export-text.js';

type Item = Record<string, unknown>;

const PER_PAGE = 50;

export interface GatheredEvents {
  readonly events: Item[];
  /** What could not be carried, for stderr. */
  readonly notes: string[];
}

/** A protected event read without its password: the API blanks its switches (upstream does so too). */
export function isLocked(event: Item): boolean {
  return event.all_day === null;
}

async function pagesOf(client: Client, args: Item, capabilities: Capabilities): Promise<Item[]> {
  const items: Item[] = [];
  for await (const page of listPages(client, 'events', { ...args, per_page: PER_PAGE, page: 1 }, capabilities))
    items.push(...page.items);
  return items;
}

/** The events hidden from listings, or undefined when the server says this caller may not list them. */
async function hiddenPages(client: Client, args: Item, capabilities: Capabilities): Promise<Item[] | undefined> {
  try {
    return await pagesOf(client, { ...args, hide_from_listings: true }, capabilities);
  } catch (error) {
    if (error instanceof ApiCallError && error.code === 'rest_forbidden_hidden') return undefined;
    throw error;
  }
}

const startOf = (event: Item): string =>
  typeof event.utc_start_date === 'string'
    ? event.utc_start_date
    : typeof event.start_date === 'string'
      ? event.start_date
      : '';

export async function gatherEvents(client: Client, filters: Item, capabilities: Capabilities): Promise<GatheredEvents> {
  const notes: string[] = [];
  const args = { ...filters, ...editContextArgs(client, capabilities) };
  const events = await pagesOf(client, args, capabilities);
  if (client.transport.signedIn === false)
    notes.push(
      'not signed in: this export holds the published events anyone may read; events hidden from listings and unpublished ones need credentials (cal login)',
    );
  else if (args.hide_from_listings === undefined) {
    if (capabilities.list_hidden) {
      const hidden = await hiddenPages(client, args, capabilities);
      if (hidden === undefined)
        notes.push('this account may not list events hidden from listings: those are not in this export');
      else {
        const seen = new Set(events.map((event) => event.id));
        events.push(...hidden.filter((event) => !seen.has(event.id)));
        // One order however the events were found: by start, as the list gives them.
        events.sort((a, b) => (startOf(a) < startOf(b) ? -1 : startOf(a) > startOf(b) ? 1 : 0));
      }
    } else notes.push('this server does not list events hidden from listings: those it has are not in this export');
  }
  const carried: Item[] = [];
  let withoutPassword = 0;
  for (const event of events) {
    if (!isLocked(event)) carried.push(event);
    else if (typeof event.password === 'string' && event.password !== '') {
      const reply = await client.call('events.get', {
        path: { id: Number(event.id) },
        args: {
          password: event.password,
          ...editContextArgs(client, capabilities),
          ...(typeof args.site_language === 'string' ? { site_language: args.site_language } : {}),
        },
      });
      if (!isRecord(reply.body))
        throw new RemoteError(`the password-protected event ${String(event.id)} could not be read with its password`);
      carried.push({ ...reply.body, password: event.password });
    } else withoutPassword++;
  }
  if (withoutPassword > 0)
    notes.push(
      `left out ${withoutPassword} password-protected event${withoutPassword === 1 ? '' : 's'}: this server does not give ${withoutPassword === 1 ? 'its password' : 'their passwords'} (exported without, ${withoutPassword === 1 ? 'it' : 'they'} would be imported public and empty)`,
    );
  const written = await withWordPressText(client, carried, capabilities);
  const shown = shownTextNote(written, client);
  if (shown !== undefined) notes.push(shown);
  return { events: written, notes };
}
