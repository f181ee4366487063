// Client calls are typed by the catalog (src/api/sent-args.ts): a parameter the operation does not have, a value of
// the wrong type, or a path capture it does not take does not compile. The checks below are the compiler's (`npx tsc
// --noEmit`, which takes the tests in); each @ts-expect-error fails the build once its line compiles.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { catalog } from '../../src/api/catalog.js';
import type { SentArgs, UnsentChecks } from '../../src/api/sent-args.js';
import type { RenderedVenue } from '../../src/api/response-posts.js';
import { flagsFor } from '../../src/cli/flags.js';
import type { Resent } from '../../src/remote/writes/reset-state.js';
import { resetState } from '../../src/remote/writes/reset-state.js';
import {
  onTheWire,
  type Answered,
  type AnsweredItem,
  type ReadArgs,
  type WriteArgs,
} from '../../src/remote/writes/write-args.js';
import { Client } from '../../src/client/client.js';
import type { Transport, TransportRequest } from '../../src/client/transport.js';

/** Never called: what the compiler accepts and refuses of calls. */
export async function calls(client: Client, resource: 'venues' | 'organizers'): Promise<void> {
  await client.call('events.list', { args: { per_page: 5, starts_after: '2027-01-01', categories: [3, 'jazz'] } });
  // @ts-expect-error: a misspelt parameter
  await client.call('events.list', { args: { per_pag: 5 } });
  // @ts-expect-error: a parameter of another operation (events are not listed by name)
  await client.call('events.list', { args: { name: 'x' } });
  // @ts-expect-error: a status that is none (its values are listed)
  await client.call('events.create', { args: { title: 'A talk', status: 'published' } });
  // @ts-expect-error: a title is text
  await client.call('events.create', { args: { title: 12 } });
  // @ts-expect-error: a switch is yes or no, never a list
  await client.call('events.create', { args: { title: 'A talk', all_day: ['yes'] } });
  // @ts-expect-error: a path capture the operation does not take
  await client.call('events.get', { path: { slug: 'a-talk' } });
  // @ts-expect-error: a read by ID needs its ID
  await client.call('events.get', { path: {} });
  // A call to one of several operations sends what the one called takes.
  await client.call(`${resource}.list`, { args: { search: 'Hall', per_page: 50 } });
  // @ts-expect-error: neither venues nor organizers are listed by start date
  await client.call(`${resource}.list`, { args: { start_date: '2027-01-01' } });
}

/**
 * Never called: an update's read-merge-write names the fields it reads as the answer declares them, and those it
 * sends back as its operation takes them.
 */
export function merged(venue: Answered<RenderedVenue>): Resent<'events'>[] {
  // @ts-expect-error: a field the venue's answer does not declare
  const misspelt = venue.stateprovinc;
  // @ts-expect-error: a venue's field, which an event's update does not take
  const elsewhere: Resent<'events'> = { stateprovince: venue.stateprovince };
  return [{ status: venue.status, timezone: misspelt }, elsewhere];
}

/**
 * Never called: the writer's own data (src/remote/writes/write-args.ts) names what a write sends and what an answer
 * holds as the catalog does, though its values are checked at run time.
 */
export function written(item: AnsweredItem): WriteArgs[] {
  // @ts-expect-error: a field no answer declares
  const misspelt = item.modifed;
  // @ts-expect-error: a parameter no create or update takes
  const sent: WriteArgs = { titel: 'A talk' };
  // @ts-expect-error: a merge sends back what the update takes, by name
  const kept = resetState('events', item).stat;
  // @ts-expect-error: a language is text
  const reading: ReadArgs = { site_language: 3 };
  return [{ title: misspelt, status: kept, site_language: reading.site_language }, sent, onTheWire(sent)];
}

describe('calls typed by the catalog', () => {
  it('gives every named check a sent type', () => {
    expectTypeOf<UnsentChecks>().toEqualTypeOf<never>();
  });

  it("types the arguments a command's flags make as those of its operation", () => {
    const args = flagsFor(catalog['events.list'].params).toArgs({ perPage: 5 });
    expectTypeOf(args).toEqualTypeOf<SentArgs<'events.list'>>();
    expect(args).toEqual({ per_page: 5 });
    // @ts-expect-error: a parameter the operation does not have
    expect(args.per_pag).toBeUndefined();
  });

  it('takes clearing values as null, and an event update needs no field', () => {
    expectTypeOf<{ venue: null }>().toMatchTypeOf<SentArgs<'events.update'>>();
    expectTypeOf<Record<never, never>>().toMatchTypeOf<SentArgs<'events.update'>>();
  });

  it('sends what it was given, typed or not', async () => {
    const sent: TransportRequest[] = [];
    const transport: Transport = {
      target: 'http://calendar.test/',
      send: async (request) => {
        sent.push(request);
        return { status: 200, headers: {}, body: [] };
      },
      close: async () => {},
    };
    await new Client(transport).call('events.list', { args: { per_page: 5, categories: [3, 'jazz'] } });
    expect(sent.map((request) => request.path)).toEqual(['events?per_page=5&categories[]=3&categories[]=jazz']);
  });
});
