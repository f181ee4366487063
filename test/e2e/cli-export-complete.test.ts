// Nothing lost in a move: a calendar exported kind by kind (venues, organizers, categories, tags, events) and
// imported into an empty file answers the same, in JSON, NDJSON and CSV — hidden and protected events, descriptions
// as written and every language with its translation links included. Export says what a server could not give.
import { writeFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_AUTH } from '../helpers/cli.js';
import { useSandbox } from '../helpers/setup.js';
import { json, ok, run, seed, send, YEAR, type Env, type Json } from './cli-support.js';

const box = useSandbox();
let source: Env;

const KINDS = ['venues', 'organizers', 'categories', 'tags'] as const;
const LANGUAGES = ['ca', 'en', 'es'];
const at = (day: string, time: string) => `${YEAR}-${day} ${time}`;

beforeAll(async () => {
  source = box.calendarEnv('source');
  await seed(box, box.path('source.json'), async (api) => {
    const hall = await send(api, 'POST', 'venues', {
      venue: 'Blue Hall & Co',
      address: '1 Main St',
      city: 'Vic',
      country: 'Spain',
      geo_lat: 41.9301,
      geo_lng: 2.2549,
      description: '<p>Big room</p><p>Two floors</p>',
    });
    await send(api, 'POST', 'venues', { venue: 'Attic', status: 'draft' });
    const ana = await send(api, 'POST', 'organizers', { organizer: 'Ana', email: 'ana@example.org', phone: '555' });
    const music = await send(api, 'POST', 'categories', { name: 'Music' });
    await send(api, 'POST', 'categories', { name: 'Jazz', parent: music.id, description: 'Swing, bebop' });
    await send(api, 'POST', 'categories', { name: 'Art' });
    const free = await send(api, 'POST', 'tags', { name: 'free' });
    const gig = await send(api, 'POST', 'events', {
      title: 'Gig',
      start_date: at('03-01', '20:00'),
      end_date: at('03-01', '23:00'),
      timezone: 'Europe/Madrid',
      venue: hall.id,
      organizer: [ana.id],
      categories: ['jazz'],
      tags: ['free'],
      cost: '15',
      featured: true,
      description: '<p>First paragraph</p><p>Second, with a<br>line break</p>',
      excerpt: 'Short',
    });
    // Translations: Spanish items with their own slugs, and the same slugs in Catalan (slugs are per language).
    const sala = await send(api, 'POST', 'venues', {
      venue: 'Sala Azul',
      city: 'Vic',
      site_language: 'es',
      translation_of: hall.id,
    });
    await send(api, 'POST', 'organizers', { organizer: 'Ana', site_language: 'ca', translation_of: ana.id });
    const musica = await send(api, 'POST', 'categories', {
      name: 'Música',
      site_language: 'es',
      translation_of: music.id,
    });
    await send(api, 'POST', 'tags', { name: 'gratis', site_language: 'es', translation_of: free.id });
    await send(api, 'POST', 'events', {
      title: 'Concierto',
      start_date: at('03-01', '20:00'),
      end_date: at('03-01', '23:00'),
      timezone: 'Europe/Madrid',
      venue: sala.id,
      categories: [musica.id],
      description: '<p>Primer párrafo</p><p>Segundo</p>',
      site_language: 'es',
      translation_of: gig.id,
    });
    // Earlier than its original, which an import still needs first.
    await send(api, 'POST', 'events', {
      title: 'Gig',
      start_date: at('02-28', '20:00'),
      end_date: at('02-28', '23:00'),
      site_language: 'ca',
      translation_of: gig.id,
    });
    await send(api, 'POST', 'events', {
      title: 'Members Night',
      start_date: at('03-02', '20:00'),
      end_date: at('03-02', '22:00'),
      description: 'For members',
      categories: ['art'],
      password: 'pw-members',
    });
    await send(api, 'POST', 'events', {
      title: 'Quiet Rehearsal',
      start_date: at('03-03', '10:00'),
      end_date: at('03-03', '12:00'),
      hide_from_listings: true,
      excerpt: 'Not listed',
    });
    await send(api, 'POST', 'events', {
      title: 'Setlist',
      start_date: at('03-04', '10:00'),
      end_date: at('03-04', '12:00'),
      description: '<ul><li>one</li><li><strong>two</strong> &amp; three</li></ul>',
      status: 'draft',
      slug: 'setlist',
    });
  });
});

/** Every item of a calendar as an administrator reads it: hidden events too, protected ones with their password. */
async function everything(api: string): Promise<Record<string, Json[]>> {
  const get = async (path: string) => {
    const response = await fetch(`${api}${path}`, { headers: { authorization: ADMIN_AUTH } });
    expect(response.status, path).toBe(200);
    return (await response.json()) as Json;
  };
  const out: Record<string, Json[]> = { events: [], venues: [], organizers: [], categories: [], tags: [] };
  for (const language of LANGUAGES) {
    const window = `status=any&per_page=50&start_date=2000-01-01&end_date=2100-12-31&site_language=${language}`;
    const listed = [
      ...(await get(`events?${window}`)).events,
      ...(await get(`events?${window}&hide_from_listings=true`)).events,
    ];
    for (const event of listed as Json[])
      out.events?.push(
        event.password ? await get(`events/${event.id}?password=${event.password}&site_language=${language}`) : event,
      );
    for (const kind of KINDS) {
      const filter = kind === 'venues' || kind === 'organizers' ? 'status=any' : 'hide_empty=false';
      out[kind]?.push(...(await get(`${kind}?per_page=50&${filter}&site_language=${language}`))[kind]);
    }
  }
  return out;
}

/**
 * IDs mapped to slugs; what names IDs, the server's address or times of writing dropped; HTML compared as HTML
 * (whitespace beside tags is not text); lists in slug order.
 */
function comparable(calendar: Record<string, Json[]>): Record<string, Json[]> {
  // IDs of posts (events, venues, organizers) and of terms (categories, tags) are two spaces.
  const spaceOf = (kind: string) => (kind === 'categories' || kind === 'tags' ? 'term' : 'post');
  const placeOf = new Map<string, string>();
  for (const [kind, items] of Object.entries(calendar))
    for (const item of items) placeOf.set(`${spaceOf(kind)}:${item.id}`, `${item.language}/${item.slug}`);
  const DROPPED =
    /^(id|term_taxonomy_id|date|date_utc|modified|modified_utc|rest_url|global_id|global_id_lineage|urls|json_ld|url)$/;
  const clean = (value: unknown, space: string, key = ''): unknown => {
    if (key === 'parent' && typeof value === 'number') return value === 0 ? '' : placeOf.get(`term:${value}`);
    if (key === 'translations' && value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([lang, id]) => [lang, placeOf.get(`${space}:${id}`)]));
    if (Array.isArray(value)) return value.map((item) => clean(item, space));
    if (typeof value === 'string' && /<[a-z]/i.test(value)) return value.replace(/\s*(<[^>]+>)\s*/g, '$1');
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value)
          // An event without a website of its own shows its permalink there.
          .filter(([name, inner]) => !DROPPED.test(name) && !(name === 'website' && inner === (value as Json).url))
          .map(([name, inner]) => [name, clean(inner, name in SPACES ? (SPACES[name] ?? space) : space, name)]),
      );
    return value;
  };
  const place = (item: Json) => `${item.language}/${item.slug}`;
  return Object.fromEntries(
    Object.entries(calendar).map(([kind, items]) => [
      kind,
      (clean(items, spaceOf(kind)) as Json[]).sort((a, b) => place(a).localeCompare(place(b))),
    ]),
  );
}

/** The ID space of what an event links to. */
const SPACES: Record<string, string> = { venue: 'post', organizer: 'post', categories: 'term', tags: 'term' };

describe('export carries everything', { timeout: 120_000 }, () => {
  it('hidden and protected events, with the password, and descriptions as written', async () => {
    const exported = json<Json[]>(await run(['export'], source));
    expect(exported.map((event) => event.title).sort()).toEqual([
      'Concierto',
      'Gig',
      'Gig',
      'Members Night',
      'Quiet Rehearsal',
      'Setlist',
    ]);
    // Every language, each item in its own and linked to the item it translates, which comes before it.
    const placed = exported.map((event) => [event.title, event.language, event.translation_of]);
    expect(placed.slice(0, 2)).toEqual([
      ['Gig', undefined, undefined],
      ['Gig', 'ca', 'gig'],
    ]);
    expect(placed).toContainEqual(['Concierto', 'es', 'gig']);
    const byTitle = new Map(exported.filter((event) => !event.language).map((event) => [event.title, event]));
    // Descriptions as written: HTML stays the HTML given, plain text the text.
    expect(byTitle.get('Gig')).toMatchObject({
      description: '<p>First paragraph</p><p>Second, with a<br>line break</p>',
    });
    expect(byTitle.get('Members Night')).toMatchObject({ password: 'pw-members', description: 'For members' });
    expect(byTitle.get('Quiet Rehearsal')).toMatchObject({ hide_from_listings: true, excerpt: 'Not listed' });
    expect(byTitle.get('Setlist')?.description).toBe('<ul><li>one</li><li><strong>two</strong> &amp; three</li></ul>');
    expect(
      json<Json[]>(await run(['venues', 'export'], source)).find((v) => v.venue === 'Blue Hall & Co'),
    ).toMatchObject({
      description: 'Big room\n\nTwo floors',
    });
  });

  it('one language alone: its items keep their links, and an import without the originals says what is missing', async () => {
    const spanish = json<Json[]>(await run(['export', '--lang', 'es'], source));
    expect(spanish.map((event) => [event.title, event.language, event.translation_of])).toEqual([
      ['Concierto', 'es', 'gig'],
    ]);
    const file = box.path('spanish.json');
    await writeFile(file, JSON.stringify(spanish));
    const empty = box.calendarEnv('spanish-only');
    const imported = await run(['import', file], empty);
    expect(imported.exitCode).toBe(1);
    expect(imported.stderr).toContain(
      'record 1 (line 1): translation_of: no event gig; import the item it translates first',
    );
    expect(imported.stderr).toContain('created 0, updated 0, skipped 0, failed 1');
    const broken = box.path('broken.json');
    await writeFile(
      broken,
      JSON.stringify([{ ...spanish[0], translation_of: undefined, translation_of_language: 'en' }]),
    );
    expect((await run(['import', broken], empty)).stderr).toContain(
      'translation_of_language goes with translation_of (the slug)',
    );
  });

  it.each(['json', 'ndjson', 'csv'] as const)('a move kind by kind in %s compares equal', async (format) => {
    const copy = box.calendarEnv(`copy-${format}`);
    for (const kind of [...KINDS, 'events'] as const) {
      const file = box.path(`${format}-${kind}.${format}`);
      ok(
        await run(
          kind === 'events'
            ? ['export', '--output', file, '--format', format]
            : [kind, 'export', '--output', file, '--format', format],
          source,
        ),
      );
      ok(await run(kind === 'events' ? ['import', file] : [kind, 'import', file], copy));
    }
    const [before, after] = await Promise.all([
      box.startServer(box.path('source.json')),
      box.startServer(box.path(`copy-${format}.json`)),
    ]);
    try {
      const expected = comparable(await everything(before.api));
      // The comparison covers the links: a translation names its group's members by language and slug.
      expect(expected.events?.find((event) => event.title === 'Concierto')?.translations).toEqual({
        en: 'en/gig',
        ca: 'ca/gig',
      });
      expect(comparable(await everything(after.api))).toEqual(expected);
    } finally {
      await Promise.all([before.stop(), after.stop()]);
    }
  });
});

describe('an export carries what its caller may see', { timeout: 120_000 }, () => {
  it('nobody signed in, and a subscriber: the published events, and a line on stderr saying what was left out', async () => {
    const added = await run(['users', 'add', 'sub', '--role', 'subscriber'], source);
    const password = ok(added);
    const server = await box.startServer(box.path('source.json'));
    try {
      const remote = { ...source, CAL_DATA: '', CAL_URL: server.base };
      const titles = (result: Awaited<ReturnType<typeof run>>) =>
        json<Json[]>(result)
          .map((event) => event.title)
          .sort();
      // Neither the draft (Setlist) nor the hidden event (Quiet Rehearsal): what a visitor's list shows; the protected
      // one (Members Night) is left out whole, its password not given.
      const published = ['Concierto', 'Gig', 'Gig'];

      const nobody = await run(['export'], { ...remote, CAL_USER: '', CAL_PASSWORD: '' });
      expect(titles(nobody)).toEqual(published);
      expect(nobody.stderr).toBe(
        'warning: not signed in: this export holds the published events anyone may read; events hidden from listings and unpublished ones need credentials (cal login)\n' +
          'warning: the events carry their title, description and excerpt as the server shows them, not as written (quotes, dashes and paragraphs may differ): a server gives the text as written only to those who may edit an event\n' +
          'warning: left out 1 password-protected event: this server does not give its password (exported without, it would be imported public and empty)',
      );

      const subscriber = await run(['export'], { ...remote, CAL_USER: 'sub', CAL_PASSWORD: password });
      expect(titles(subscriber)).toEqual(published);
      expect(subscriber.stderr).toContain(
        'warning: this account may not list events hidden from listings: those are not in this export',
      );

      const admin = await run(['export'], remote);
      expect(titles(admin)).toEqual([...published, 'Members Night', 'Quiet Rehearsal', 'Setlist'].sort());
      expect(admin.stderr).toBe('');
    } finally {
      await server.stop();
    }
  });
});
