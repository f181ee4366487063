// What `cal` must do on a real TEC site, one scenario per finding: run live by test/tec/site.test.ts (and recorded
// by `npm run record:tec`), and replayed from test/fixtures/tec/ by test/e2e/tec-replay.test.ts in the default suite.
import { writeFile } from 'node:fs/promises';
import { expect } from 'vitest';
import { idOf, json, ok, type Scenario, type ScenarioContext } from './scenario-kit.js';
import { CONCURRENCY_SCENARIOS } from './concurrency-scenarios.js';
import { FEED_SCENARIOS } from './feed-scenarios.js';
import { IDEMPOTENCY_SCENARIOS } from './idempotency-scenarios.js';
import { LINKED_NAME_SCENARIOS } from './linked-name-scenarios.js';
import { COST_AND_NAME_SCENARIOS } from './cost-and-name-scenarios.js';
import { PROTECTED_SCENARIOS } from './protected-scenarios.js';
import { SITE_ZONE_SCENARIOS } from './site-zone-scenarios.js';
import { MONTH_READ_SCENARIOS } from './month-read-scenarios.js';

export { BASELINE_ZONE, ROLES, type Role, type ScenarioContext, type SiteZone } from './scenario-kit.js';
import { TEXTURIZED_TITLES } from '../helpers/texturized-titles.js';

/** Every event here is in this window: inside TEC's default two years, and passed explicitly where lists ask. */
const DAY = '2027-06-04';
const WINDOW = ['--start-date', '2027-06-01', '--end-date', '2027-06-30'];

/** `cal events create` of an hour-long event on the scenarios' day (more flags follow). */
const newEvent = (title: string) => [
  'events',
  'create',
  '--title',
  title,
  '--start-date',
  `${DAY} 18:00`,
  '--end-date',
  `${DAY} 19:00`,
];
/** The same event as an import or --from-file record. */
const newRecord = (title: string) => ({ title, start_date: `${DAY} 18:00`, end_date: `${DAY} 19:00` });

/** The fields an update must not touch, as `cal events get --json` shows them. */
const EVENT_STATE =
  'status,all_day,timezone,start_date,end_date,cost,website,featured,sticky,hide_from_listings,show_map,show_map_link,venue.id,organizer.id,categories.name,tags.name,image.id';

/** An event with every field set, a draft given a slug (imports find it by that: TEC lists no hidden events). */
async function fullEvent(
  context: ScenarioContext,
  title: string,
): Promise<{ id: number; venue: number; organizer: number }> {
  const { cal, name } = context;
  const venue = idOf(
    await cal(['venues', 'create', '--venue', name(`${title} Hall`), '--city', 'Vic', '--format', 'ids']),
  );
  const organizer = idOf(await cal(['organizers', 'create', '--organizer', name(`${title} Crew`), '--format', 'ids']));
  const id = idOf(
    await cal([
      'events',
      'create',
      '--title',
      name(title),
      '--start-date',
      `${DAY} 20:00`,
      '--end-date',
      `${DAY} 23:00`,
      '--timezone',
      'Europe/Madrid',
      '--venue',
      String(venue),
      '--organizer',
      String(organizer),
      '--cost',
      '15',
      '--website',
      'https://gig.example.org',
      '--featured',
      '--sticky',
      '--hide-from-listings',
      '--show-map',
      '--show-map-link',
      '--status',
      'draft',
      '--slug',
      context.slug(title),
      '--categories',
      name('Music'),
      '--tags',
      name('Late'),
      '--format',
      'ids',
    ]),
  );
  return { id, venue, organizer };
}

export const SCENARIOS: readonly Scenario[] = [
  {
    name: 'update-keeps-fields',
    title: 'an update by flags changes what it names and keeps the rest, for events, venues and organizers',
    async run(context) {
      const { cal, name } = context;
      const { id, venue, organizer } = await fullEvent(context, 'Keeps Gig');
      const before = json(await cal(['events', 'get', String(id), '--fields', EVENT_STATE, '--json']));
      expect(before).toMatchObject({
        status: 'draft',
        featured: true,
        timezone: 'Europe/Madrid',
        venue: { id: venue },
      });
      const renamed = json(
        await cal(['events', 'update', String(id), '--title', name('Keeps Gig 2'), '--fields', EVENT_STATE, '--json']),
      );
      expect(renamed).toEqual(before);
      await cal(['venues', 'update', String(venue), '--status', 'draft']);
      const venueAfter = json(
        await cal([
          'venues',
          'update',
          String(venue),
          '--city',
          'Manlleu',
          '--fields',
          'status,city,show_map',
          '--json',
        ]),
      );
      expect(venueAfter).toEqual({ status: 'draft', city: 'Manlleu', show_map: true });
      await cal(['organizers', 'update', String(organizer), '--status', 'draft']);
      const organizerAfter = json(
        await cal(['organizers', 'update', String(organizer), '--phone', '555', '--fields', 'status,phone', '--json']),
      );
      expect(organizerAfter).toEqual({ status: 'draft', phone: '555' });
    },
  },
  {
    name: 'import-update-and-seed-rerun',
    title: 'import --update and a seed rerun keep what their records do not name',
    async run(context) {
      const { cal, name, box } = context;
      const { id } = await fullEvent(context, 'Rerun Gig');
      const before = json(await cal(['events', 'get', String(id), '--fields', EVENT_STATE, '--json']));
      const record = {
        title: name('Rerun Gig'),
        slug: context.slug('Rerun Gig'),
        start_date: `${DAY} 20:00`,
        end_date: `${DAY} 23:00`,
      };
      const file = await box.write('rerun.json', JSON.stringify([record]));
      expect((await cal(['import', file, '--update'])).stderr).toBe('created 0, updated 1, skipped 0, failed 0');
      expect(json(await cal(['events', 'get', String(id), '--fields', EVENT_STATE, '--json']))).toEqual(before);
      // The fixture's name for the event is its slug, which finds it.
      const fixture = `events:\n  ${record.slug}:\n    title: ${record.title}\n    start_date: ${DAY} 20:00\n    end_date: ${DAY} 23:00\n`;
      await box.write('seed.yaml', fixture);
      const seeded = await cal(['seed', box.path('seed.yaml')]);
      expect(seeded.stderr).toMatch(/created 0, updated 1$/);
      expect(json(await cal(['events', 'get', String(id), '--fields', EVENT_STATE, '--json']))).toEqual(before);
    },
  },
  {
    name: 'venue-one-id',
    title: 'a venue goes as one ID, and an inline venue as one object',
    async run({ cal, name }) {
      const venue = idOf(await cal(['venues', 'create', '--venue', name('One Hall'), '--format', 'ids']));
      const event = json(await cal([...newEvent(name('One Venue')), '--venue', String(venue), '--json']));
      expect(event.venue.id).toBe(venue);
      const inline = json(
        await cal([
          ...newEvent(name('Inline Venue')),
          '--venue',
          JSON.stringify({ venue: name('Inline Hall'), city: 'Vic' }),
          '--json',
        ]),
      );
      expect(inline.venue.venue).toBe(name('Inline Hall'));
    },
  },
  {
    name: 'tags-by-name',
    title: 'tag names of existing tags go as their IDs, so no tag named after an ID appears; new names are created',
    async run({ cal, name }) {
      const free = idOf(await cal(['tags', 'create', '--name', name('Tag Free'), '--format', 'ids']));
      const event = json(
        await cal([...newEvent(name('Tagged')), '--tags', `${name('Tag Free')},${name('Tag New')}`, '--json']),
      );
      expect(event.tags.map((tag: { id: number; name: string }) => tag.name).sort()).toEqual([
        name('Tag Free'),
        name('Tag New'),
      ]);
      expect(event.tags.map((tag: { id: number }) => tag.id)).toContain(free);
      const tags = json<{ name: string }[]>(
        await cal(['tags', 'list', '--search', name('Tag'), '--no-hide-empty', '--per-page', '50', '--json']),
      );
      expect(tags.map((tag) => tag.name).sort()).toEqual([name('Tag Free'), name('Tag New')]);
    },
  },
  {
    name: 'term-made-in-vain-deleted',
    title: 'an editor deletes a tag for good: the call cal makes for a term it made while another writer made the name',
    async run({ cal, name }) {
      const editor = { role: 'editor' } as const;
      const made = idOf(await cal(['tags', 'create', '--name', name('Vain tag'), '--format', 'ids'], editor));
      ok(await cal(['tags', 'delete', String(made), '--yes'], editor));
      const left = json<unknown[]>(
        await cal(['tags', 'list', '--search', name('Vain tag'), '--no-hide-empty', '--json'], editor),
      );
      expect(left).toEqual([]);
    },
  },
  {
    name: 'generate-tags',
    title: 'cal generate fills a site with events whose tags are the generated names, the protected ones unprotected',
    async run({ cal }) {
      const generated = await cal([
        'generate',
        '--events',
        '12',
        '--seed',
        'tec',
        '--from',
        '2027-06-10',
        '--days',
        '10',
      ]);
      expect(generated.exitCode, generated.stderr).toBe(0);
      expect(generated.stderr).toMatch(
        /^warning: this server cannot protect events with a password: \d+ generated events are left unprotected$/m,
      );
      const events = json<{ tags: { name: string }[] }[]>(
        await cal([
          'events',
          'list',
          '--start-date',
          '2027-06-10',
          '--end-date',
          '2027-06-20',
          '--per-page',
          '50',
          '--fields',
          'tags.name',
          '--json',
        ]),
      );
      const names = events.flatMap((event) => event.tags.map((tag) => tag.name));
      expect(names.length).toBeGreaterThan(0);
      // A tag named after another tag's ID is the damage this guards against.
      expect(names.filter((name) => /^\d+$/.test(name))).toEqual([]);
    },
  },
  {
    name: 'password-refused',
    title: 'a password is refused before sending, by the command and for an import record',
    async run({ cal, name, box }) {
      const refused = await cal([...newEvent(name('Secret')), '--password', 'hush']);
      expect({ code: refused.exitCode, stderr: refused.stderr }).toEqual({
        code: 2,
        stderr: 'cal: this server cannot protect events with a password; nothing was sent',
      });
      const file = await box.write('secret.json', JSON.stringify([{ ...newRecord(name('Secret')), password: 'hush' }]));
      const imported = await cal(['import', file]);
      expect({ code: imported.exitCode, stderr: imported.stderr }).toEqual({
        code: 1,
        stderr:
          'record 1 (line 1): this server cannot protect events with a password; nothing was sent\ncreated 0, updated 0, skipped 0, failed 1',
      });
    },
  },
  {
    name: 'import-update-clears',
    title: 'an exported calendar imports again with --update: what cannot be cleared is said once, the rest is cleared',
    async run({ cal, name, box }) {
      for (const title of ['Export One', 'Export Two'])
        ok(
          await cal([
            'events',
            'create',
            '--title',
            name(title),
            '--start-date',
            `${DAY} 18:00`,
            '--end-date',
            `${DAY} 19:00`,
            '--cost',
            '5',
            '--excerpt',
            'Short',
          ]),
        );
      const exported = json<Record<string, unknown>[]>(await cal(['export', ...WINDOW, '--search', name('Export')]));
      expect(exported).toHaveLength(2);
      const file = await box.write(
        'export.json',
        JSON.stringify(exported.map((event) => ({ ...event, excerpt: '', cost: '' }))),
      );
      const result = await cal(['import', file, '--update', '--concurrency', '1']);
      expect({ code: result.exitCode, stderr: result.stderr }).toEqual({
        code: 0,
        stderr:
          'warning: this server cannot clear description, excerpt; left as they were\ncreated 0, updated 2, skipped 0, failed 0',
      });
      const after = json<{ cost: string }[]>(
        await cal(['events', 'list', ...WINDOW, '--search', name('Export'), '--fields', 'cost', '--json']),
      );
      expect(after).toEqual([{ cost: '' }, { cost: '' }]);
    },
  },
  {
    name: 'contributor-imports',
    title: "a contributor's import made twice makes each event once",
    async run({ cal, name, box }) {
      const file = await box.write(
        'classes.json',
        JSON.stringify([
          { title: name('Yoga'), status: 'publish', start_date: `${DAY} 10:00`, end_date: `${DAY} 11:00` },
        ]),
      );
      // Sent as published, kept pending: said, never reported as published.
      expect((await cal(['import', file], { role: 'contributor' })).stderr).toMatch(
        /^warning: event \d+ is pending review, not published: this account cannot publish \(an editor can\)\ncreated 1, updated 0, skipped 0, failed 0$/,
      );
      expect((await cal(['import', file], { role: 'contributor' })).stderr).toBe(
        'created 0, updated 0, skipped 1, failed 0',
      );
      const mine = json<{ status: string }[]>(
        await cal([
          'events',
          'list',
          ...WINDOW,
          '--status',
          'pending',
          '--search',
          name('Yoga'),
          '--fields',
          'status',
          '--json',
        ]),
      );
      expect(mine).toEqual([{ status: 'pending' }]);
    },
  },
  {
    name: 'set-slug-by-slug',
    title: 'an update found by slug can give the event a new slug',
    async run({ cal, name, slug }) {
      ok(await cal([...newEvent(name('Old Name'))]));
      const renamed = json(
        await cal([
          'events',
          'update',
          '--slug',
          slug('Old Name'),
          '--set-slug',
          slug('New Name'),
          '--fields',
          'slug',
          '--json',
        ]),
      );
      expect(renamed).toEqual({ slug: slug('New Name') });
      expect(json(await cal(['events', 'get', '--slug', slug('New Name'), '--fields', 'title', '--json']))).toEqual({
        title: name('Old Name'),
      });
    },
  },
  {
    name: 'image-ids',
    title: 'an image given by ID goes as text, from --from-file and from an import',
    async run({ cal, name, box, site }) {
      const withUrl = json(
        await cal([...newEvent(name('Pictured')), '--image', `${site}/wp-includes/images/w-logo-blue.png`, '--json']),
      );
      const image = withUrl.image.id as number;
      expect(image).toBeGreaterThan(0);
      const input = await box.write('pictured.json', JSON.stringify({ ...newRecord(name('Pictured Again')), image }));
      expect(json(await cal(['events', 'create', '--from-file', input, '--json'])).image.id).toBe(image);
      const file = await box.write('pictures.json', JSON.stringify([{ ...newRecord(name('Pictured Import')), image }]));
      expect((await cal(['import', file])).stderr).toBe('created 1, updated 0, skipped 0, failed 0');
    },
  },
  {
    name: 'offset-dates',
    title: 'a date with an offset or a timestamp keeps its instant in the event zone',
    async run({ cal, name }) {
      const event = json(
        await cal([
          'events',
          'create',
          '--title',
          name('Offset'),
          '--start-date',
          `${DAY}T19:00:00+02:00`,
          '--end-date',
          `${DAY}T21:00:00+02:00`,
          '--timezone',
          'America/New_York',
          '--json',
        ]),
      );
      expect(event).toMatchObject({
        start_date: `${DAY} 13:00:00`,
        end_date: `${DAY} 15:00:00`,
        utc_start_date: `${DAY} 17:00:00`,
      });
      const moved = json(
        await cal([
          'events',
          'update',
          String(event.id),
          '--start-date',
          String(Date.UTC(2027, 5, 4, 16) / 1000),
          '--json',
        ]),
      );
      // The end moves with the start: the event keeps its two hours.
      expect(moved).toMatchObject({
        start_date: `${DAY} 12:00:00`,
        end_date: `${DAY} 14:00:00`,
        timezone: 'America/New_York',
      });
    },
  },
  {
    name: 'venue-removal-reported',
    title: 'a venue removal the server ignores is reported, exit 1',
    async run({ cal, name }) {
      const venue = idOf(await cal(['venues', 'create', '--venue', name('Sticky Hall'), '--format', 'ids']));
      const id = idOf(await cal([...newEvent(name('Kept Venue')), '--venue', String(venue), '--format', 'ids']));
      const removed = await cal(['events', 'update', String(id), '--venue', '', '--format', 'ids']);
      expect({ code: removed.exitCode, stdout: removed.stdout, stderr: removed.stderr }).toEqual({
        code: 1,
        stdout: String(id),
        stderr: `cal: the server did not do all that was asked: venue: still ${venue}, asked to remove it`,
      });
    },
  },
  {
    name: 'login-checks',
    title: 'cal login keeps a password the site takes, and refuses one it does not (exit 4)',
    async run({ cal, box }) {
      const env = { XDG_CONFIG_HOME: box.path('login-config'), CAL_USER: '', CAL_PASSWORD: '' };
      const refused = await cal(['login', '--user', 'admin', '--password-stdin'], { env, input: 'not-the-password\n' });
      expect({ code: refused.exitCode, stderr: refused.stderr }).toEqual({
        code: 4,
        stderr:
          "cal: incorrect_password: the server refused admin's credentials (The provided password is an invalid application password.); nothing was stored",
      });
    },
  },
  {
    name: 'refusals',
    title:
      'what TEC would ignore and so answer wrongly is refused before sending: --lang, translate, --force, --geoloc',
    async run({ cal, name }) {
      const id = idOf(await cal([...newEvent(name('Refused')), '--format', 'ids']));
      const refusals = [
        [
          ['events', 'list', '--lang', 'es'],
          "this server has no languages (--lang, or the profile's lang); nothing was sent",
        ],
        [
          ['events', 'translate', String(id), '--lang', 'es', '--title', name('Hola')],
          "this server has no languages (--lang, or the profile's lang); nothing was sent",
        ],
        [
          ['events', 'delete', String(id), '--yes', '--force'],
          'this server only moves items to the trash (--force); nothing was sent',
        ],
        [
          ['events', 'list', '--geoloc'],
          'this server cannot filter events by place (--geoloc...): the list would be wrong; nothing was sent',
        ],
      ] as const;
      for (const [args, message] of refusals) {
        const result = await cal(args);
        expect({ args, code: result.exitCode, stderr: result.stderr }).toEqual({
          args,
          code: 2,
          stderr: `cal: ${message}`,
        });
      }
      // Nothing was deleted.
      expect(json(await cal(['events', 'get', String(id), '--fields', 'status', '--json']))).toEqual({
        status: 'publish',
      });
    },
  },
  {
    name: 'dropped-fields-warned',
    title: 'what TEC only drops is sent with a warning: venue coordinates, ical_uid',
    async run({ cal, name }) {
      const venue = await cal([
        'venues',
        'create',
        '--venue',
        name('Mapped Hall'),
        '--geo-lat',
        '41.93',
        '--geo-lng',
        '2.25',
        '--format',
        'ids',
      ]);
      expect({ code: venue.exitCode, stderr: venue.stderr }).toEqual({
        code: 0,
        stderr: 'warning: this server does not keep venue coordinates (geo_lat, geo_lng); they are dropped',
      });
      const event = await cal([...newEvent(name('With UID')), '--ical-uid', 'uid-1@example.org', '--format', 'ids']);
      expect({ code: event.exitCode, stderr: event.stderr }).toEqual({
        code: 0,
        stderr: 'warning: this server does not keep iCalendar UIDs (ical_uid); they are dropped',
      });
    },
  },
  {
    name: 'not-found',
    title: 'an item that is not there is named as missing, with the code TEC answered',
    async run({ cal, slug }) {
      const missing = [
        [['venues', 'get', '99999'], 'no venue 99999 (rest_invalid_param)'],
        [['organizers', 'get', '99999'], 'no organizer 99999 (rest_invalid_param)'],
        [['events', 'get', '99999'], 'no event 99999 (rest-event-not-found)'],
        [['events', 'get', '--slug', slug('Nowhere')], `no event has the slug ${slug('Nowhere')} (rest_invalid_param)`],
      ] as const;
      for (const [args, message] of missing) {
        const result = await cal(args);
        expect({ args, code: result.exitCode, stderr: result.stderr }).toEqual({
          args,
          code: 1,
          stderr: `cal: ${message}`,
        });
      }
    },
  },
  {
    name: 'names-as-text',
    title: 'venue, organizer and term names read as plain text, so an export imported again makes nothing twice',
    async run({ cal, name, box }) {
      const hall = name('Smith & Sons Hall');
      const venue = idOf(await cal(['venues', 'create', '--venue', hall, '--format', 'ids']));
      const id = idOf(
        await cal([
          ...newEvent(name('Food Fair')),
          '--venue',
          String(venue),
          '--organizer',
          JSON.stringify({ organizer: name('Ana & Bo') }),
          '--categories',
          name('Food & Drink'),
          '--format',
          'ids',
        ]),
      );
      const event = json(
        await cal([
          'events',
          'get',
          String(id),
          '--fields',
          'venue.venue,organizer.organizer,categories.name',
          '--json',
        ]),
      );
      expect(event).toEqual({
        venue: { venue: hall },
        organizer: [{ organizer: name('Ana & Bo') }],
        categories: [{ name: name('Food & Drink') }],
      });
      const exported = json<Record<string, any>[]>(await cal(['export', ...WINDOW, '--search', name('Food Fair')]));
      expect(exported[0]).toMatchObject({ venue: { venue: hall }, categories: [name('Food & Drink')] });
      const file = await box.write('again.json', JSON.stringify(exported));
      expect((await cal(['import', file, '--update'])).stderr).toMatch(/\ncreated 0, updated 1, skipped 0, failed 0$/);
      const halls = json<{ venue: string }[]>(await cal(['venues', 'list', '--search', name('Smith'), '--json']));
      expect(halls.map((item) => item.venue)).toEqual([hall]);
      const terms = json<{ name: string }[]>(await cal(['categories', 'list', '--search', name('Food'), '--json']));
      expect(terms.map((item) => item.name)).toEqual([name('Food & Drink')]);
    },
  },
  {
    name: 'namespace',
    title: 'a site URL without the namespace finds tribe/events/v1 (said once); an API-root URL is taken as it is',
    async run({ cal, name, base }) {
      const id = idOf(await cal([...newEvent(name('Found')), '--format', 'ids']));
      const bare = await cal(['events', 'get', String(id), '--fields', 'title', '--json'], {
        env: { CAL_NAMESPACE: '' },
      });
      expect({ code: bare.exitCode, stdout: JSON.parse(bare.stdout), stderr: bare.stderr }).toEqual({
        code: 0,
        stdout: { title: name('Found') },
        stderr:
          'note: this site serves tribe/events/v1, not cal/events/v1: using it (cal config set namespace tribe/events/v1 says so for good)',
      });
      const root = await cal(['events', 'get', String(id), '--fields', 'title', '--json'], {
        env: { CAL_NAMESPACE: '', CAL_URL: `${base}/wp-json/tribe/events/v1/` },
      });
      expect({ code: root.exitCode, stderr: root.stderr }).toEqual({ code: 0, stderr: '' });
    },
  },
  {
    name: 'list-answers',
    title: 'lists TEC answers wrongly come out right: --include beyond two years, several --tags, --only-with-upcoming',
    async run({ cal, name }) {
      const [a, b] = [name('List A'), name('List B')];
      for (const tag of [a, b]) ok(await cal(['tags', 'create', '--name', tag]));
      const first = idOf(await cal([...newEvent(name('Tagged A')), '--tags', a, '--format', 'ids']));
      const second = idOf(await cal([...newEvent(name('Tagged B')), '--tags', b, '--format', 'ids']));
      const tagged = ok(await cal(['events', 'list', ...WINDOW, '--tags', `${a},${b}`, '--format', 'ids']));
      expect(tagged.split('\n').map(Number).sort()).toEqual([first, second].sort());
      // Beyond TEC's default window of two years from today.
      const far = idOf(
        await cal([
          'events',
          'create',
          '--title',
          name('Far Off'),
          '--start-date',
          '2031-03-06 20:00',
          '--end-date',
          '2031-03-06 21:00',
          '--format',
          'ids',
        ]),
      );
      expect(ok(await cal(['events', 'list', '--include', `${far},${first}`, '--format', 'ids']))).toBe(
        `${first}\n${far}`,
      );
      // A venue whose only event comes after ten others.
      for (let i = 0; i < 11; i++) ok(await cal([...newEvent(name(`Filler ${i}`))]));
      const late = idOf(await cal(['venues', 'create', '--venue', name('Late Hall'), '--format', 'ids']));
      ok(
        await cal([
          'events',
          'create',
          '--title',
          name('Late Show'),
          '--start-date',
          '2028-06-01 20:00',
          '--end-date',
          '2028-06-01 22:00',
          '--venue',
          String(late),
        ]),
      );
      const halls = ok(
        await cal(['venues', 'list', '--only-with-upcoming', 'true', '--per-page', '50', '--format', 'ids']),
      );
      expect(halls.split('\n').map(Number)).toContain(late);
    },
  },
  {
    name: 'auth-status',
    title: 'cal auth status says who signs in on the site, with which role, and that it declares nothing beyond TEC',
    async run({ cal }) {
      const editor = ok(await cal(['auth', 'status', '--json'], { role: 'editor' }));
      expect(JSON.parse(editor)).toMatchObject({
        user: 'editor',
        roles: ['editor'],
        capabilities: expect.arrayContaining(['publish_tribe_events', 'edit_others_tribe_events']),
        server_capabilities: [],
      });
      const contributor = JSON.parse(ok(await cal(['auth', 'status', '--json'], { role: 'contributor' })));
      expect(contributor).toMatchObject({ roles: ['contributor'], capabilities: [] });
    },
  },
  {
    name: 'configured-timezone',
    title:
      'with a configured timezone, a new event is in it, typed dates and list days are read in it, and JSON shows --tz',
    async run({ cal, name }) {
      const madrid = { env: { CAL_TZ: 'Europe/Madrid' } };
      const newYork = { env: { CAL_TZ: 'America/New_York' } };
      const fields = ['--fields', 'start_date,end_date,utc_start_date,timezone', '--json'];
      const created = json(
        await cal(
          [
            'events',
            'create',
            '--title',
            name('Zone Rule'),
            '--start-date',
            '2027-06-05 00:30',
            '--end-date',
            '2027-06-05 01:30',
            '--fields',
            'id,start_date,utc_start_date,timezone',
            '--json',
          ],
          madrid,
        ),
      );
      expect(created).toMatchObject({ start_date: '2027-06-05 00:30:00', utc_start_date: '2027-06-04 22:30:00' });
      expect(created.timezone).toBe('Europe/Madrid');
      const id = String(created.id);
      // Typed in New York, kept in the event's own zone.
      const moved = json(
        await cal(
          ['events', 'update', id, '--start-date', '2027-06-05 01:00', '--end-date', '2027-06-05 02:00', ...fields],
          { env: { CAL_TZ: 'UTC' } },
        ),
      );
      expect(moved).toEqual({
        start_date: '2027-06-05 01:00:00',
        end_date: '2027-06-05 02:00:00',
        utc_start_date: '2027-06-05 01:00:00',
        timezone: 'UTC',
      });
      const raw = json(await cal(['events', 'get', id, '--fields', 'start_date,timezone', '--json']));
      expect(raw).toEqual({ start_date: '2027-06-05 03:00:00', timezone: 'Europe/Madrid' });
      const day = (date: string) => [
        'events',
        'list',
        '--start-date',
        date,
        '--end-date',
        date,
        '--all',
        '--format',
        'ids',
      ];
      expect(ok(await cal(day('2027-06-04'), newYork)).split('\n')).toContain(id);
      expect(ok(await cal(day('2027-06-05'), newYork)).split('\n')).not.toContain(id);
      expect(ok(await cal(day('2027-06-05'), madrid)).split('\n')).toContain(id);
      const tokyo = json(await cal(['events', 'get', id, '--tz', 'Asia/Tokyo', ...fields]));
      expect(tokyo).toEqual({
        start_date: '2027-06-05 10:00:00',
        end_date: '2027-06-05 11:00:00',
        utc_start_date: '2027-06-05 01:00:00',
        timezone: 'Asia/Tokyo',
      });
    },
  },
  {
    name: 'export-says-what-it-cannot-carry',
    title: 'export on TEC says that hidden events are not listed, and carries what is',
    async run({ cal, name }) {
      ok(await cal([...newEvent(name('Carried')), '--format', 'ids']));
      const hidden = ok(await cal([...newEvent(name('Not Listed')), '--hide-from-listings', '--format', 'ids']));
      const exported = await cal(['export', ...WINDOW, '--search', name('')]);
      expect(exported.exitCode).toBe(0);
      const titles = (JSON.parse(exported.stdout) as { title: string }[]).map((event) => event.title);
      expect(titles).toContain(name('Carried'));
      expect(titles).not.toContain(name('Not Listed'));
      expect(exported.stderr).toContain(
        'warning: this server does not list events hidden from listings: those it has are not in this export',
      );
      // The hidden event is there, readable by ID.
      expect(json(await cal(['events', 'get', hidden.trim(), '--fields', 'hide_from_listings', '--json']))).toEqual({
        hide_from_listings: true,
      });
    },
  },
  {
    name: 'export-text-as-written',
    title:
      "export carries each event's text as written, read from WordPress' own route by those who may edit it; importing it again changes nothing",
    async run({ cal, name, box }) {
      const at = (hour: number) => ['--start-date', `${DAY} ${hour}:00`, '--end-date', `${DAY} ${hour}:30`];
      const written = {
        title: name(`Written Bob's "party" - 1 ... & more`),
        description: 'First line\nsecond "line" &quot;\n\n<em>Para</em> two',
        excerpt: "An 'excerpt' -- here",
      };
      const authors = { title: name("Written Ana's -- own & co"), description: 'Plain "text"', excerpt: 'Hers' };
      const create = (text: typeof written) => [
        'events',
        'create',
        '--title',
        text.title,
        '--description',
        text.description,
        '--excerpt',
        text.excerpt,
        '--format',
        'ids',
      ];
      ok(await cal([...create(written), ...at(21)]));
      ok(await cal([...create(authors), ...at(22)], { role: 'author' }));
      const exportArgs = ['export', '--start-date', DAY, '--end-date', DAY, '--search', name('Written')];
      const text = (events: Record<string, unknown>[]) =>
        events.map(({ title, description, excerpt }) => ({ title, description, excerpt }));

      // WordPress keeps what an author writes as its HTML filter leaves it (kses: `&` as `&amp;`): that is their text.
      const stored = { ...authors, title: name("Written Ana's -- own &amp; co") };
      const admin = await cal(exportArgs);
      expect(text(JSON.parse(ok(admin)) as Record<string, unknown>[])).toEqual([written, stored]);
      expect(admin.stderr).not.toContain('as the server shows them');
      // An author may edit their own event alone: the administrator's comes as TEC renders it, and is said.
      const author = await cal(exportArgs, { role: 'author' });
      expect(text(JSON.parse(ok(author)) as Record<string, unknown>[])).toEqual([
        {
          title: name('Written Bob’s “party” – 1 … & more'),
          description: '<p>First line<br />\nsecond &#8220;line&#8221; &quot;</p>\n<p><em>Para</em> two</p>',
          excerpt: 'An ‘excerpt’ — here',
        },
        stored,
      ]);
      expect(author.stderr).toContain(
        'warning: some events carry their title, description and excerpt as the server shows them, not as written (quotes, dashes and paragraphs may differ): this account may not edit them, or the server does not give their text as written',
      );
      // Imported again, the file changes nothing; moved to a calendar file, it keeps every character.
      const file = await box.write('written.json', admin.stdout);
      expect((await cal(['import', file, '--update'])).stderr).toMatch(/created 0, updated 2, skipped 0, failed 0$/);
      expect(ok(await cal(exportArgs))).toBe(admin.stdout);
      const local = { env: { CAL_URL: '', CAL_NAMESPACE: '', CAL_DATA: box.path('moved.json') } };
      ok(await cal(['import', file], local));
      expect(ok(await cal(exportArgs, local))).toBe(admin.stdout);
    },
  },
  {
    name: 'rows-share-a-title',
    title: 'CSV rows without a slug are found by title and start: three rows of one title are three events, once',
    async run({ cal, name, box }) {
      const title = name('Yoga Class');
      const file = box.path('yoga.csv');
      const days = ['2027-06-07', '2027-06-14', '2027-06-21'];
      await writeFile(
        file,
        ['title,start_date,end_date', ...days.map((day) => `${title},${day} 19:00,${day} 20:00`)].join('\n'),
      );
      const summary = (stderr: string) => stderr.split('\n').at(-1);
      expect(summary((await cal(['import', file])).stderr)).toBe('created 3, updated 0, skipped 0, failed 0');
      expect(summary((await cal(['import', file])).stderr)).toBe('created 0, updated 0, skipped 3, failed 0');
      expect(summary((await cal(['import', file, '--update'])).stderr)).toBe(
        'created 0, updated 3, skipped 0, failed 0',
      );
      const found = json<{ start_date: string }[]>(
        await cal(['events', 'list', ...WINDOW, '--search', title, '--fields', 'start_date', '--json']),
      );
      expect(found.map((event) => event.start_date)).toEqual(days.map((day) => `${day} 19:00:00`));
    },
  },
  {
    name: 'unknown-terms-warned',
    title: 'TEC drops category and tag IDs it does not know and makes the event: cal says which, and goes on',
    async run({ cal, name }) {
      const made = await cal([
        ...newEvent(name('Unknown Terms')),
        '--categories',
        '999999',
        '--tags',
        '888888',
        '--json',
      ]);
      expect(made.exitCode, made.stderr).toBe(0);
      const event = JSON.parse(made.stdout) as { id: number; categories: unknown[]; tags: unknown[] };
      expect(event).toMatchObject({ categories: [], tags: [] });
      expect(made.stderr).toBe(
        `warning: event ${event.id}: categories 999999; tags 888888 not set (the server drops terms it does not know)`,
      );
    },
  },
  {
    name: 'ics-uids-without-slugs',
    title:
      "an iCalendar export gives a contributor's pending events (no slug) UIDs of their own, found again on import",
    async run({ cal, name, box }) {
      for (const [title, hour] of [
        ['Ics Yoga', '10'],
        ['Ics Pilates', '12'],
      ] as const) {
        const span = ['--start-date', `${DAY} ${hour}:00`, '--end-date', `${DAY} ${hour}:30`];
        ok(
          await cal(['events', 'create', '--title', name(title), '--status', 'pending', ...span], {
            role: 'contributor',
          }),
        );
      }
      const file = box.path('pending.ics');
      const exportArgs = ['export', '--format', 'ics', '--status', 'pending', '--search', name('Ics'), ...WINDOW];
      const uids = async () => {
        ok(await cal([...exportArgs, '--output', file]));
        return (await box.read('pending.ics')).match(/^UID:.*$/gm) ?? [];
      };
      const given = await uids();
      expect(given).toHaveLength(2);
      for (const uid of given) expect(uid).toMatch(/^UID:event-\d+@/);
      expect(new Set(given).size).toBe(2);
      expect(await uids()).toEqual(given);
      // TEC keeps no UID and these events no slug: they are found again by title and start.
      expect((await cal(['import', file])).stderr).toBe('created 0, updated 0, skipped 2, failed 0');
      const copy = { CAL_URL: '', CAL_DATA: box.path('copy.json') };
      expect((await cal(['import', file], { env: copy })).stderr).toBe('created 2, updated 0, skipped 0, failed 0');
    },
  },
  {
    name: 'quick-add',
    title: 'cal add reads a line in the site zone, finds the venue by slug and the terms by name, makes a new tag',
    async run({ cal, name, slug }) {
      const venue = idOf(await cal(['venues', 'create', '--venue', name('Quick Hall'), '--format', 'ids']));
      ok(await cal(['categories', 'create', '--name', name('Quick Music'), '--format', 'ids']));
      const line = `${name('Quick Gig')} ${DAY} 8pm-11pm at ${slug('Quick Hall')} #${slug('Quick Music')} #${slug('Quick New')}`;
      const event = json(await cal(['add', line, '--json']));
      expect(event).toMatchObject({
        title: name('Quick Gig'),
        start_date: `${DAY} 20:00:00`,
        end_date: `${DAY} 23:00:00`,
        venue: { id: venue },
      });
      expect(event.categories.map((term: { name: string }) => term.name)).toEqual([name('Quick Music')]);
      expect(event.tags.map((term: { slug: string }) => term.slug)).toEqual([slug('Quick New')]);
      // The site's zone, as TEC gives it in WordPress' REST index.
      expect(typeof event.timezone).toBe('string');
      const unknown = await cal(['add', `${name('Quick Lost')} ${DAY} 9pm at ${name('Nowhere')}`]);
      expect(unknown.exitCode).toBe(2);
      expect(unknown.stderr).toContain('cal: no venue');
    },
  },
  {
    name: 'texturized-titles',
    title: 'rows without a slug are found again by title and start however TEC texturizes their titles',
    async run({ cal, name, box }) {
      const titles = TEXTURIZED_TITLES;
      // Each title is searched for by its longest stretch of words as stored: here its prefix, word and hour.
      const csv = (rows: readonly string[], hour: number) =>
        [
          'title,start_date,end_date',
          ...rows.map(
            (title, i) =>
              `"${name(`Texturized ${hour + i} ${title}`).replace(/"/g, '""')}",${DAY} ${hour + i}:00,${DAY} ${hour + i}:30`,
          ),
        ].join('\n');
      const summary = (stderr: string) => stderr.split('\n').at(-1);
      const file = await box.write('titles.csv', csv(titles, 10));
      expect(summary((await cal(['import', file])).stderr)).toBe('created 8, updated 0, skipped 0, failed 0');
      expect(summary((await cal(['import', file])).stderr)).toBe('created 0, updated 0, skipped 8, failed 0');
      expect(summary((await cal(['import', file, '--update'])).stderr)).toBe(
        'created 0, updated 8, skipped 0, failed 0',
      );
      // A contributor's events are drafts without a slug, found among the unpublished ones.
      const theirs = await box.write('theirs.csv', csv([`Kids' "Art" -- Club...`, `Ana's & Bo's`], 19));
      for (const summaryLine of [
        'created 2, updated 0, skipped 0, failed 0',
        'created 0, updated 0, skipped 2, failed 0',
      ])
        expect(summary((await cal(['import', theirs], { role: 'contributor' })).stderr)).toBe(summaryLine);
      const found = json<{ id: number }[]>(
        await cal([
          'events',
          'list',
          ...WINDOW,
          '--status',
          'publish,draft',
          '--search',
          name('Texturized'),
          '--fields',
          'id',
          '--per-page',
          '50',
          '--json',
        ]),
      );
      expect(found).toHaveLength(10);
    },
  },
  {
    name: 'term-names-of-digits',
    title: 'a category or tag named by digits in an import file is that name, made once and found again',
    async run({ cal, name, box }) {
      // Digits of this run alone: its prefix's time.
      const digits = String(parseInt(name('').slice(1), 36));
      const word = name('Digit Word');
      const jsonFile = await box.write(
        'digits.json',
        JSON.stringify([{ ...newRecord(name('Digits Json')), categories: [digits], tags: [digits] }]),
      );
      const csvFile = await box.write(
        'digits.csv',
        `title,start_date,end_date,categories,tags\n"${name('Digits Csv')}",${DAY} 18:00,${DAY} 19:00,${digits},${digits}|${word}\n`,
      );
      for (const [file, summary] of [
        [jsonFile, 'created 1, updated 0, skipped 0, failed 0'],
        [csvFile, 'created 1, updated 0, skipped 0, failed 0'],
        [jsonFile, 'created 0, updated 0, skipped 1, failed 0'],
        [csvFile, 'created 0, updated 0, skipped 1, failed 0'],
      ] as const) {
        const result = await cal(['import', file]);
        expect({ code: result.exitCode, stderr: result.stderr }).toEqual({ code: 0, stderr: summary });
      }
      const events = json<Record<string, unknown>[]>(
        await cal([
          'events',
          'list',
          ...WINDOW,
          '--search',
          name('Digits'),
          '--fields',
          'title,categories.name,tags.name',
          '--json',
        ]),
      );
      expect(events).toEqual([
        { title: name('Digits Json'), categories: [{ name: digits }], tags: [{ name: digits }] },
        { title: name('Digits Csv'), categories: [{ name: digits }], tags: [{ name: digits }, { name: word }] },
      ]);
      const tags = json<{ name: string }[]>(
        await cal(['tags', 'list', '--search', digits, '--no-hide-empty', '--fields', 'name', '--json']),
      );
      expect(tags).toEqual([{ name: digits }]);
    },
  },
  {
    name: 'two-importers-at-once',
    title: 'two writers importing one file at once make each event and tag once, and no tag named after an ID',
    async run({ cal, name, slug, box }) {
      const records = Array.from({ length: 20 }, (_, i) => ({
        ...newRecord(name(`Race ${i}`)),
        slug: slug(`Race ${i}`),
        tags: [name(`racetag${i % 3}`)],
      }));
      const file = await box.write('race.json', JSON.stringify(records));
      // Two writers, as on two computers (each with its own cache of what the server can do): a replay answers each
      // its own requests, whichever order the two runs send them in.
      const editor = { role: 'editor', env: { XDG_CACHE_HOME: box.path('editor-cache') } } as const;
      const runs = await Promise.all([cal(['import', file]), cal(['import', file], editor)]);
      const total = { created: 0, skipped: 0 };
      for (const result of runs) {
        expect(result.exitCode, result.stderr).toBe(0);
        const counts = /created (\d+), updated 0, skipped (\d+), failed 0$/.exec(result.stderr);
        total.created += Number(counts?.[1]);
        total.skipped += Number(counts?.[2]);
      }
      // Whichever run made an event, the other found it: before its own create, or after, by the slug it asked for.
      expect(total).toEqual({ created: 20, skipped: 20 });
      const events = json<{ slug: string; tags: { name: string }[] }[]>(
        await cal([
          'events',
          'list',
          ...WINDOW,
          '--search',
          name('Race'),
          '--per-page',
          '50',
          '--fields',
          'slug,tags.name',
          '--json',
        ]),
      );
      expect(events.map((event) => event.slug).sort()).toEqual(records.map((record) => record.slug).sort());
      const tags = json<{ name: string }[]>(
        await cal(['tags', 'list', '--search', name('racetag'), '--no-hide-empty', '--fields', 'name', '--json']),
      );
      expect(tags.map((tag) => tag.name).sort()).toEqual([0, 1, 2].map((i) => name(`racetag${i}`)));
      expect(events.flatMap((event) => event.tags.map((tag) => tag.name)).filter((tag) => /^\d+$/.test(tag))).toEqual(
        [],
      );
    },
  },
  {
    name: 'end-before-start',
    title: 'a row whose end is before its start is sent ending at its start, so TEC lists it and a rerun finds it',
    async run({ cal, name, box }) {
      const file = await box.write(
        'backwards.csv',
        `title,start_date,end_date\n"${name('Backwards')}",${DAY} 20:00,${DAY} 18:00\n`,
      );
      const first = await cal(['import', file]);
      expect(first.stderr).toBe(
        `${name('Backwards')}: warning: end_date ${DAY} 18:00 is before the start; sent as the start, where servers keep such an end\n` +
          'created 1, updated 0, skipped 0, failed 0',
      );
      expect((await cal(['import', file])).stderr.split('\n').at(-1)).toBe('created 0, updated 0, skipped 1, failed 0');
      const listed = json<Record<string, string>[]>(
        await cal([
          'events',
          'list',
          ...WINDOW,
          '--search',
          name('Backwards'),
          '--fields',
          'start_date,end_date,utc_end_date',
          '--json',
        ]),
      );
      expect(listed).toEqual([
        { start_date: `${DAY} 20:00:00`, end_date: `${DAY} 20:00:00`, utc_end_date: `${DAY} 20:00:00` },
      ]);
    },
  },
  {
    name: 'weekly-series',
    title:
      'a weekly series is made as one event per occurrence, its following occurrences moved and renamed, and the series trashed',
    async run({ cal, name }) {
      const made = await cal([
        'events',
        'create',
        '--title',
        name('Series Yoga'),
        '--start-date',
        '2027-06-07 18:00',
        '--end-date',
        '2027-06-07 19:00',
        '--timezone',
        'Europe/Madrid',
        '--repeat',
        'weekly for 4',
        '--format',
        'ids',
      ]);
      const ids = ok(made).trim().split('\n').map(Number);
      expect(ids).toHaveLength(4);
      expect(made.stderr).toBe(`created a series of 4 events (every week, 4 times): ${ids.join(', ')}`);
      const list = async () =>
        json<Record<string, string>[]>(
          await cal([
            'events',
            'list',
            ...WINDOW,
            '--search',
            name('Series Yoga'),
            '--fields',
            'id,title,start_date,end_date,slug',
            '--json',
          ]),
        );
      const days = ['07', '14', '21', '28'];
      const first = await list();
      expect(first.map((event) => `${event.start_date} ${event.title}`)).toEqual(
        days.map((day) => `2027-06-${day} 18:00:00 ${name('Series Yoga')}`),
      );
      // Each occurrence's slug names its series and its original start (TEC keeps no UID).
      const base = (first[0]?.slug ?? '').replace(/-20270607t160000z$/, '');
      expect(first.map((event) => event.slug)).toEqual(days.map((day) => `${base}-202706${day}t160000z`));
      const moved = await cal([
        'events',
        'update',
        String(ids[1]),
        '--following',
        '--start-date',
        '2027-06-14 19:30',
        '--title',
        name('Series Yoga (new room)'),
        '--format',
        'ids',
      ]);
      expect(ok(moved).trim().split('\n').map(Number)).toEqual(ids.slice(1));
      expect((await list()).map((event) => `${event.start_date} ${event.end_date} ${event.title}`)).toEqual([
        `2027-06-07 18:00:00 2027-06-07 19:00:00 ${name('Series Yoga')}`,
        ...days
          .slice(1)
          .map((day) => `2027-06-${day} 19:30:00 2027-06-${day} 20:30:00 ${name('Series Yoga (new room)')}`),
      ]);
      const trashed = await cal(['events', 'delete', String(ids[0]), '--series', '--yes', '--format', 'ids']);
      expect(ok(trashed).trim().split('\n').map(Number)).toEqual(ids);
      expect(await list()).toEqual([]);
    },
  },
  {
    name: 'ics-series-rerun',
    title:
      'a recurring iCalendar event is imported as its occurrences, found again on a rerun, and one the file drops is listed, then trashed with --prune',
    async run({ cal, name, box }) {
      const series = (...extra: string[]) =>
        [
          'BEGIN:VCALENDAR',
          'VERSION:2.0',
          'BEGIN:VEVENT',
          `UID:${name('series')}@example.org`,
          `SUMMARY:${name('Series Choir')}`,
          'DTSTART;TZID=Europe/Madrid:20270608T100000',
          'DTEND;TZID=Europe/Madrid:20270608T113000',
          'RRULE:FREQ=WEEKLY;COUNT=3',
          ...extra,
          'END:VEVENT',
          'END:VCALENDAR',
          '',
        ].join('\r\n');
      const window = ['--from', '2027-06-01', '--until', '2027-07-01'];
      const file = await box.write('choir.ics', series());
      const first = await cal(['import', file, ...window]);
      expect(first.stderr).toBe(
        `${file}: series "${name('Series Choir')}" (line 3): 3 occurrences, 2027-06-08 to 2027-06-22\n` +
          // TEC keeps no UID: each occurrence is known by its slug.
          'warning: this server does not keep iCalendar UIDs (ical_uid); they are dropped\n' +
          'created 3, updated 0, skipped 0, failed 0',
      );
      expect((await cal(['import', file, ...window])).stderr.split('\n').at(-1)).toBe(
        'created 0, updated 0, skipped 3, failed 0',
      );
      const fewer = await box.write('fewer.ics', series('EXDATE;TZID=Europe/Madrid:20270615T100000'));
      const listed = await cal(['import', fewer, ...window]);
      expect(listed.stderr).toMatch(
        new RegExp(
          `\\n1 occurrence held here is no longer in the file \\(--prune trashes it\\):\\n  held event \\d+ 2027-06-15 10:00 "${name('Series Choir')}"`,
        ),
      );
      const pruned = await cal(['import', fewer, ...window, '--prune']);
      expect(pruned.stderr.split('\n').slice(-2)).toEqual([
        'created 0, updated 0, skipped 2, failed 0',
        'trashed 1, failed 0',
      ]);
      const left = json<Record<string, string>[]>(
        await cal(['events', 'list', ...WINDOW, '--search', name('Series Choir'), '--fields', 'start_date', '--json']),
      );
      expect(left.map((event) => event.start_date)).toEqual(['2027-06-08 10:00:00', '2027-06-22 10:00:00']);
    },
  },
  {
    name: 'start-moves-end-with-it',
    title:
      'moving only the start keeps the length (TEC stored an end before the start, its lists kept the old times); an end before the start is refused before anything is sent',
    async run({ cal, name }) {
      const id = idOf(
        await cal([
          'events',
          'create',
          '--title',
          name('Early swim'),
          '--start-date',
          `${DAY} 06:00`,
          '--end-date',
          `${DAY} 07:00`,
          '--format',
          'ids',
        ]),
      );
      const moved = await cal(['events', 'update', String(id), '--start-date', `${DAY} 08:00`, '--json']);
      expect(moved.stderr).toBe(`the end moves with the start, keeping the event's 1 h: ${DAY} 09:00`);
      expect(json(moved)).toMatchObject({ start_date: `${DAY} 08:00:00`, end_date: `${DAY} 09:00:00` });
      // TEC's own lists (its occurrence table) see the new times.
      const listed = json<Record<string, string>[]>(
        await cal([
          'events',
          'list',
          '--starts-after',
          `${DAY} 07:30`,
          '--starts-before',
          `${DAY} 08:30`,
          '--strict-dates',
          '--search',
          name('Early swim'),
          '--fields',
          'id,start_date,end_date',
          '--json',
        ]),
      );
      expect(listed).toEqual([{ id, start_date: `${DAY} 08:00:00`, end_date: `${DAY} 09:00:00` }]);
      const backwards = await cal([
        'events',
        'update',
        String(id),
        '--start-date',
        `${DAY} 10:00`,
        '--end-date',
        `${DAY} 09:30`,
      ]);
      expect(backwards.exitCode).toBe(2);
      expect(backwards.stderr).toBe(
        `cal: --end-date ${DAY} 09:30 is before --start-date ${DAY} 10:00: nothing was sent`,
      );
    },
  },
  {
    name: 'publish-draft-dated-now',
    title:
      "publishing a draft dates it at its publication, not at its last save (the merge no longer re-sends a draft's floating date)",
    async run({ cal, name }) {
      const id = idOf(await cal([...newEvent(name('Draft gig')), '--status', 'draft', '--format', 'ids']));
      const draft = json(await cal(['events', 'get', String(id), '--fields', 'date,date_utc', '--json']));
      // WordPress lets an unpublished post's date float: it has none in UTC yet.
      expect(draft.date_utc).toBe('0000-00-00 00:00:00');
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const published = json(
        await cal([
          'events',
          'update',
          String(id),
          '--status',
          'publish',
          '--fields',
          'status,date,date_utc',
          '--json',
        ]),
      );
      expect(published.status).toBe('publish');
      expect(published.date > draft.date).toBe(true);
      expect(published.date_utc).not.toBe('0000-00-00 00:00:00');
    },
  },
  {
    name: 'contributor-publish-pending',
    title: "a contributor's publish comes back pending, its slug dropped: said once a run, in create and in import",
    async run({ cal, name, slug, box }) {
      const made = await cal(
        [
          ...newEvent(name('Contrib gig')),
          '--status',
          'publish',
          '--slug',
          slug('Contrib gig'),
          '--fields',
          'status,slug',
          '--json',
        ],
        { role: 'contributor' },
      );
      expect(json(made)).toEqual({ status: 'pending', slug: '' });
      expect(made.stderr).toMatch(
        new RegExp(
          `^warning: event \\d+ is pending review, not published: this account cannot publish \\(an editor can\\); its slug ${slug('Contrib gig')} is given when it is published$`,
        ),
      );
      const file = await box.write(
        'contrib.ndjson',
        ['A', 'B']
          .map((letter) => JSON.stringify({ ...newRecord(name(`Contrib row ${letter}`)), status: 'publish' }))
          .join('\n'),
      );
      const imported = await cal(['import', file], { role: 'contributor' });
      expect(imported.stderr.split('\n').filter((line) => line.includes('pending review'))).toHaveLength(1);
      expect(imported.stderr.split('\n').at(-1)).toBe('created 2, updated 0, skipped 0, failed 0');
    },
  },
  {
    name: 'restore-from-trash',
    title:
      'an update restores a trashed event (TEC refuses to read it: its state comes from the trash list), keeping its fields',
    async run({ cal, name }) {
      const id = idOf(
        await cal([
          ...newEvent(name('Trashed gig')),
          '--timezone',
          'Europe/Madrid',
          '--cost',
          '15',
          '--featured',
          '--format',
          'ids',
        ]),
      );
      expect(ok(await cal(['events', 'delete', String(id), '--yes', '--format', 'ids'])).trim()).toBe(String(id));
      const restored = json(
        await cal([
          'events',
          'update',
          String(id),
          '--status',
          'publish',
          '--fields',
          'status,timezone,start_date,cost,featured',
          '--json',
        ]),
      );
      expect(restored).toEqual({
        status: 'publish',
        timezone: 'Europe/Madrid',
        start_date: `${DAY} 18:00:00`,
        cost: '$15',
        featured: true,
      });
    },
  },
  {
    name: 'status-any',
    title: '--status any lists every status but the trash (TEC answers 400 to status=any itself)',
    async run({ cal, name }) {
      for (const [title, status] of [
        ['Any out', 'publish'],
        ['Any soon', 'draft'],
      ] as const)
        ok(await cal([...newEvent(name(title)), '--status', status, '--format', 'ids']));
      const listed = json<Record<string, string>[]>(
        await cal([
          'events',
          'list',
          ...WINDOW,
          '--status',
          'any',
          '--search',
          name('Any'),
          '--fields',
          'title,status',
          '--json',
        ]),
      );
      expect(listed.map((event) => event.status).sort()).toEqual(['draft', 'publish']);
    },
  },
  {
    name: 'login-bare-url',
    title: 'cal login against the site URL alone finds the namespace as every other command does',
    async run({ cal, box, credentials }) {
      const { user, password } = credentials('administrator');
      // No namespace set: the site's own (tribe/events/v1) is found on the first 404.
      const env = { XDG_CONFIG_HOME: box.path('bare-login'), CAL_USER: '', CAL_PASSWORD: '', CAL_NAMESPACE: '' };
      const login = await cal(['login', '--user', user, '--password-stdin'], { env, input: `${password}\n` });
      expect(login.exitCode, login.stderr).toBe(0);
      const [note, stored] = login.stderr.split('\n');
      expect(note).toBe(
        'note: this site serves tribe/events/v1, not cal/events/v1: using it (cal config set namespace tribe/events/v1 says so for good)',
      );
      expect(stored).toMatch(
        new RegExp(`^Stored credentials of ${user} for profile default, for http://127\\.0\\.0\\.1:\\d+ only`),
      );
    },
  },
  {
    name: 'dst-gap-length',
    title: 'an hour-long event typed in a DST gap says where its start lands and how long it lasts now',
    async run({ cal, name }) {
      const made = await cal([
        'events',
        'create',
        '--title',
        name('Spring gap'),
        '--start-date',
        '2027-03-28 02:30',
        '--end-date',
        '2027-03-28 03:30',
        '--timezone',
        'Europe/Madrid',
        '--format',
        'ids',
      ]);
      expect(made.exitCode, made.stderr).toBe(0);
      const lines = made.stderr.split('\n');
      expect(lines[0]).toMatch(
        /^warning: start_date 2027-03-28 02:30 does not exist in Europe\/Madrid \(the clocks skip it\)/,
      );
      // TEC keeps 03:30 to 03:30: no length at all.
      expect(lines.at(-1)).toBe('warning: the event lasts 0 min, not the 1 h typed');
    },
  },
  ...SITE_ZONE_SCENARIOS,
  ...CONCURRENCY_SCENARIOS,
  ...PROTECTED_SCENARIOS,
  ...COST_AND_NAME_SCENARIOS,
  ...FEED_SCENARIOS,
  ...IDEMPOTENCY_SCENARIOS,
  ...LINKED_NAME_SCENARIOS,
  ...MONTH_READ_SCENARIOS,
];
