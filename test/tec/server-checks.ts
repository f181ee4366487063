// How `cal serve` must answer to answer as TEC does: each check sends the same requests to a server and returns
// what it observed. test/tec/server.test.ts runs each on the real site and on `cal serve` side by side (and records
// the site's observation); test/api/tec-server-parity.test.ts holds `cal serve` to the recorded one.
export type Send = (
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: Record<string, unknown>,
) => Promise<{ status: number; body: any }>;

export interface ServerCheck {
  readonly name: string;
  readonly title: string;
  /** `name(text)` makes a name this run owns; the observation must not depend on it, nor on IDs. */
  observe(send: Send, name: (text: string) => string): Promise<Record<string, unknown>>;
}

const pick = (body: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, body[key]]));

export const SERVER_CHECKS: readonly ServerCheck[] = [
  {
    name: 'publication-date-in-site-zone',
    title: "an event's publication date is read in the site's zone, not the event's",
    async observe(send, name) {
      const created = await send('POST', 'events', {
        title: name('Dated'),
        start_date: '2027-03-05 20:00:00',
        end_date: '2027-03-05 23:00:00',
        timezone: 'America/New_York',
        date: '2017-01-05 14:23:36',
      });
      return pick(created.body, ['date', 'date_utc', 'timezone']);
    },
  },
  {
    name: 'given-publication-dates',
    title: 'a given UTC date is kept for a draft, a local date alone floats, and a new post was modified when dated',
    async observe(send, name) {
      const given = '2017-01-05 14:23:36';
      const dates = (body: Record<string, unknown>) =>
        pick(body, ['status', 'date', 'date_utc', 'modified', 'modified_utc']);
      const kinds = [
        ['events', { title: name('Dated'), start_date: '2029-03-05 20:00:00', end_date: '2029-03-05 21:00:00' }],
        ['venues', { venue: name('Dated Hall') }],
        ['organizers', { organizer: name('Dated Crew') }],
      ] as const;
      const observed: Record<string, unknown> = {};
      for (const [kind, fields] of kinds) {
        const make = async (extra: Record<string, unknown>) =>
          dates((await send('POST', kind, { ...fields, ...extra })).body);
        observed[kind] = {
          draftGivenUtc: await make({ status: 'draft', date_utc: given }),
          draftGivenLocal: await make({ status: 'draft', date: given }),
          publishedGivenLocal: await make({ status: 'publish', date: given }),
        };
      }
      return observed;
    },
  },
  {
    name: 'doc-server-url',
    title: "/doc names the REST root with its trailing slash as its server (TEC's SwaggerDocumentationCest)",
    async observe(send) {
      const doc = (await send('GET', 'doc')).body as { servers: { url: string }[] };
      // The host differs (TEC drops the port): the path is what is compared.
      return { path: new URL(doc.servers[0]?.url ?? '').pathname.replace('/cal/', '/tribe/') };
    },
  },
  {
    name: 'date-filters-compare-instants',
    title: 'date filters compare UTC instants: a Sydney morning and a New York night are cut as UTC days',
    async observe(send, name) {
      const make = async (title: string, timezone: string, start: string, end: string) =>
        (await send('POST', 'events', { title: name(title), timezone, start_date: start, end_date: end })).body
          .id as number;
      const events = {
        sydney: await make('Sydney Dawn', 'Australia/Sydney', '2029-05-10 00:30:00', '2029-05-10 02:00:00'),
        york: await make('New York Night', 'America/New_York', '2029-05-10 20:00:00', '2029-05-10 23:00:00'),
        utc: await make('Noon', 'UTC', '2029-05-10 12:00:00', '2029-05-10 13:00:00'),
      };
      const found = async (query: string) => {
        const ids = new Set(
          ((await send('GET', `events?${query}&per_page=50`)).body.events ?? []).map((e: { id: number }) => e.id),
        );
        return Object.entries(events)
          .filter(([, id]) => ids.has(id))
          .map(([label]) => label);
      };
      return {
        startsThatDay: await found('start_date=2029-05-10&end_date=2029-05-12'),
        endsThatDay: await found('start_date=2029-05-08&end_date=2029-05-10'),
      };
    },
  },
  {
    name: 'linked-duplicates-ignore-case',
    title: 'an inline venue or organizer that differs from one there only in letter case is that one',
    async observe(send, name) {
      const event = async (title: string, venue: Record<string, unknown>, organizer: Record<string, unknown>) =>
        (
          await send('POST', 'events', {
            title: name(title),
            start_date: '2029-06-01 20:00:00',
            end_date: '2029-06-01 22:00:00',
            venue,
            organizer: [organizer],
          })
        ).body;
      const first = await event(
        'Case One',
        { venue: name('Case Hall'), city: 'Vic', address: '1 Main St' },
        { organizer: name('Case Crew'), email: 'crew@example.org' },
      );
      const second = await event(
        'Case Two',
        { venue: name('CASE HALL'), city: 'VIC', address: '1 MAIN ST' },
        { organizer: name('case crew'), email: 'CREW@example.org' },
      );
      return {
        sameVenue: first.venue.id === second.venue.id,
        sameOrganizer: first.organizer[0].id === second.organizer[0].id,
      };
    },
  },
  {
    name: 'unpublished-dates-and-free-cost',
    title: 'drafts and pending events have no UTC dates yet; a cost of "0" answers as none',
    async observe(send, name) {
      const zero = (value: unknown) =>
        value === '0000-00-00 00:00:00' ? 'none' : typeof value === 'string' ? 'set' : value;
      const make = async (title: string, extra: Record<string, unknown>) =>
        (
          await send('POST', 'events', {
            title: name(title),
            start_date: '2029-03-05 20:00:00',
            end_date: '2029-03-05 23:00:00',
            ...extra,
          })
        ).body;
      const shape = (event: Record<string, any>) => ({
        date: zero(event.date),
        date_utc: zero(event.date_utc),
        modified_utc: zero(event.modified_utc),
      });
      const free = await make('Zero Cost', { cost: '0' });
      return {
        draft: shape(await make('Draft', { status: 'draft' })),
        pending: shape(await make('Pending', { status: 'pending' })),
        published: shape(free),
        zeroCost: { cost: free.cost, values: free.cost_details.values },
      };
    },
  },
  {
    name: 'term-exists',
    title: 'a taken term name is refused in TEC words; a taken slug is made unique on create and refused on update',
    async observe(send, name) {
      const twice = async (taxonomy: string) => {
        const first = (await send('POST', taxonomy, { name: name('Twice') })).body;
        const { status, body } = await send('POST', taxonomy, { name: name('Twice') });
        const other = await send('POST', taxonomy, { name: name('Other'), slug: first.slug });
        const renamed = await send('POST', `${taxonomy}/${other.body.id}`, { slug: first.slug });
        return {
          name: { status, code: body.code, message: body.message },
          slugOnCreate: { status: other.status, suffix: String(other.body.slug).slice(String(first.slug).length) },
          slugOnUpdate: {
            status: renamed.status,
            code: renamed.body.code,
            message: String(renamed.body.message).replace(first.slug, 'SLUG'),
          },
        };
      };
      return { categories: await twice('categories'), tags: await twice('tags') };
    },
  },
  {
    name: 'titles-and-names-as-html',
    title: 'titles and venue and organizer names answer texturized; term names with & escaped',
    async observe(send, name) {
      const text = `Bob's "Place" -- 2x4... & co 'quoted' '90s`;
      const venue = (await send('POST', 'venues', { venue: name(text) })).body;
      const organizer = (await send('POST', 'organizers', { organizer: name(`Ann's & "Co"`) })).body;
      const event = (
        await send('POST', 'events', {
          title: name(text),
          start_date: '2029-03-05 20:00:00',
          end_date: '2029-03-05 23:00:00',
        })
      ).body;
      const tag = (await send('POST', 'tags', { name: name(`Rock 'n' "Roll" & Soul`) })).body;
      const strip = (value: unknown) => String(value).slice(name('').length);
      return {
        title: strip(event.title),
        venue: strip(venue.venue),
        organizer: strip(organizer.organizer),
        tag: strip(tag.name),
      };
    },
  },
  {
    name: 'edit-context-keeps-fields',
    title: 'context=edit is taken on event reads and lists and changes none of the fields TEC answers',
    async observe(send, name) {
      const event = (
        await send('POST', 'events', {
          title: name(`Edit's "context" -- 1...`),
          description: 'Line "one"\n\nTwo & <em>three</em>',
          excerpt: "An 'excerpt'",
          start_date: '2027-03-05 20:00:00',
          end_date: '2027-03-05 23:00:00',
        })
      ).body;
      const text = (body: Record<string, unknown>) => JSON.stringify(pick(body, ['title', 'description', 'excerpt']));
      const view = await send('GET', `events/${event.id}`);
      const edit = await send('GET', `events/${event.id}?context=edit`);
      const listed = await send('GET', `events?include=${event.id}&context=edit`);
      return {
        read: { status: edit.status, sameText: text(edit.body) === text(view.body) },
        list: { status: listed.status, sameText: text(listed.body.events[0]) === text(view.body) },
      };
    },
  },
  {
    name: 'term-names-of-digits',
    title:
      'a term route makes a term named by digits and answers term_exists with its ID; an event write reads digits as an ID',
    async observe(send) {
      // Digits no term has as its ID, nor as its name.
      const digits = `9${Date.now()}`;
      const taxonomy = async (path: 'categories' | 'tags') => {
        const made = await send('POST', path, { name: digits });
        const again = await send('POST', path, { name: digits });
        const event = await send('POST', 'events', {
          title: `Digits ${digits}`,
          start_date: '2029-03-05 20:00:00',
          end_date: '2029-03-05 23:00:00',
          [path]: [digits],
        });
        return {
          made: { status: made.status, named: made.body.name === digits },
          again: { status: again.status, code: again.body.code, namesIt: again.body.data?.term_id === made.body.id },
          inEventWrite: { status: event.status, terms: event.body[path] },
        };
      };
      return { categories: await taxonomy('categories'), tags: await taxonomy('tags') };
    },
  },
];
