// The built CLI importing a foreign iCalendar file, venues/organizers/terms files, dry runs and --errors files.
import { access, readFile, writeFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/setup.js';
import { ok, run } from './cli-support.js';

const box = useSandbox();
const FOREIGN = new URL('../fixtures/foreign.ics', import.meta.url).pathname;
const outcome = (result: Awaited<ReturnType<typeof run>>) => ({ code: result.exitCode, stderr: result.stderr });

describe.concurrent('cal import with files from elsewhere', { timeout: 90_000 }, () => {
  it('imports an iCalendar file from another program, reports the bad event, writes it for a retry, and is idempotent', async () => {
    const env = box.calendarEnv('foreign');
    const errors = box.path('failed.ics');
    const first = await run(['import', FOREIGN, '--errors', errors], env);
    expect(outcome(first)).toEqual({
      code: 1,
      stderr: [
        `warning: ${FOREIGN}: DURATION on line 96: expected a duration such as PT1H30M or P1D, got "PT2X": ignored, the event ends when it starts`,
        `warning: ${FOREIGN}: 1 event without SUMMARY (line 87) titled "(no title)"`,
        `${FOREIGN}: series "Weekly sync" (line 66): 10 occurrences, 2027-01-04 to 2027-03-08`,
        'record 20 (line 98): DTSTART on line 101: expected a date (YYYYMMDD) or a date-time (YYYYMMDDTHHMMSS), got "20270808T1800"',
        'created 19, updated 0, skipped 0, failed 1',
      ].join('\n'),
    });
    const events = JSON.parse(
      ok(await run(['export', '--start-date', '2027-01-01', '--status', 'publish,draft'], env)),
    ) as Record<string, unknown>[];
    // The weekly series as its ten occurrences, the one moved on January 11th where it went.
    const weekly = ['01-04', '01-11', '01-18', '01-25', '02-01', '02-08', '02-15', '02-22', '03-01', '03-08'].map(
      (day) => [
        day === '01-11' ? 'Weekly sync (moved)' : 'Weekly sync',
        `2027-${day} ${day === '01-11' ? '14' : '10'}:00:00`,
        'Europe/Paris',
        false,
      ],
    );
    expect(events.map((e) => [e.title, e.start_date, e.timezone, e.all_day])).toEqual([
      ...weekly,
      ['Launch call (IANA zone)', '2027-03-10 16:00:00', 'America/New_York', false],
      ['Server maintenance (UTC)', '2027-04-01 22:00:00', 'UTC', false],
      ['Company holiday', '2027-05-01 00:00:00', 'UTC', true],
      ['Quarterly planning (Outlook zone)', '2027-06-15 09:30:00', 'Europe/Berlin', false],
      ['Morning run (floating time)', '2027-07-02 07:00:00', 'UTC', false],
      ['Cancelled meetup', '2027-08-05 18:00:00', 'UTC', false],
      ['(no title)', '2027-08-06 18:00:00', 'UTC', false],
      ['Bad duration', '2027-08-07 18:00:00', 'UTC', false],
      ['Trade fair', '2027-09-20 00:00:00', 'UTC', true],
    ]);
    const planning = events.find((e) => e.title === 'Quarterly planning (Outlook zone)');
    expect(planning).toMatchObject({
      uid: '040000008200E00074C5B7101A82E00800000000D0F4A1C2B3E4D501000000000000000010000000',
      categories: ['Finance', 'Internal', 'Planning'],
      venue: { venue: 'Room 4.2', address: 'Main Building, Berlin' },
      organizer: [{ organizer: 'Ada Lovelace', email: 'ada@example.org' }],
    });
    // The failed event comes back as a calendar of its own, with the file's time zones.
    const failed = new ICAL.Component(ICAL.parse(await readFile(errors, 'utf8')) as unknown[]);
    expect(failed.getAllSubcomponents('vevent').map((e) => e.getFirstPropertyValue('uid'))).toEqual([
      'bad-start@example.net',
    ]);
    expect(failed.getAllSubcomponents('vtimezone')).toHaveLength(1);
    // Exported again, the events carry the UIDs they came with.
    const exported = new ICAL.Component(
      ICAL.parse(ok(await run(['export', '--format', 'ics', '--start-date', '2027-01-01'], env))) as unknown[],
    );
    expect(exported.getAllSubcomponents('vevent').map((e) => e.getFirstPropertyValue('uid'))).toContain(
      'abc123@google.com',
    );
    const again = await run(['import', FOREIGN], env);
    expect(again.stderr.split('\n').slice(-1)).toEqual(['created 0, updated 0, skipped 19, failed 1']);
  });

  it('imports events written without a VCALENDAR, keeps their paragraphs, skips a line it cannot read, and refuses a file that is not iCalendar', async () => {
    const env = box.calendarEnv('lenient');
    const file = async (name: string, ...lines: string[]) => {
      const path = box.path(name);
      await writeFile(path, `${lines.join('\r\n')}\r\n`);
      return path;
    };
    // One event as khal writes it: no VCALENDAR around it.
    const bare = await file(
      'bare.ics',
      'BEGIN:VEVENT',
      'UID:bare-1@example.org',
      'SUMMARY:Planning',
      'DTSTART;TZID=Europe/Berlin:20300409T093000',
      'DTEND;TZID=Europe/Berlin:20300409T103000',
      'DESCRIPTION:Hello\\,\\n\\nAn hour to plan the spring.',
      'END:VEVENT',
    );
    expect(outcome(await run(['import', bare], env))).toEqual({
      code: 0,
      stderr: [
        `warning: ${bare}: 1 event without a VCALENDAR around them: read as one calendar`,
        'created 1, updated 0, skipped 0, failed 0',
      ].join('\n'),
    });
    // A folded line that lost its leading space.
    const broken = await file(
      'broken.ics',
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:broken-1@example.org',
      'SUMMARY:Picnic',
      'DTSTART;VALUE=DATE:20301215',
      'ATTENDEE;CN=Ann:mailto:ann@example.org',
      'n Lee;CUTYPE=INDIVIDUAL:mailto:lee@example.org',
      'DESCRIPTION:Bring a blanket',
      'END:VEVENT',
      'END:VCALENDAR',
    );
    expect(outcome(await run(['import', broken], env))).toEqual({
      code: 0,
      stderr: [
        `warning: ${broken}: line 8 skipped: not an iCalendar property (NAME:value): "n Lee;CUTYPE=INDIVIDUAL:mailto:lee@example.org"`,
        'created 1, updated 0, skipped 0, failed 0',
      ].join('\n'),
    });
    const events = JSON.parse(
      ok(await run(['export', '--start-date', '2030-01-01', '--end-date', '2030-12-31'], env)),
    ) as Record<string, unknown>[];
    expect(events.map((e) => [e.title, e.start_date, e.all_day, e.description])).toEqual([
      ['Planning', '2030-04-09 09:30:00', false, 'Hello,\n\nAn hour to plan the spring.'],
      ['Picnic', '2030-12-15 00:00:00', true, 'Bring a blanket'],
    ]);
    const notIcs = await file('card.ics', 'BEGIN:VCARD', 'FN:Sam', 'END:VCARD');
    expect(outcome(await run(['import', notIcs], env))).toEqual({
      code: 1,
      stderr: `cal: ${notIcs} is not iCalendar: it has no BEGIN:VCALENDAR or BEGIN:VEVENT line`,
    });
  });

  it('--dry-run reports what would happen and writes nothing', async () => {
    const env = box.calendarEnv('dry');
    const dry = await run(['import', FOREIGN, '--dry-run'], env);
    expect(dry.exitCode).toBe(1);
    expect(dry.stdout.split('\n')).toHaveLength(19);
    expect(dry.stdout).toMatch(/^record 1 \(line 21\): would create ical-[0-9a-f]{12}\n/);
    // Each occurrence of the weekly series by its series' slug and its original start.
    expect(dry.stdout).toMatch(/\nrecord 8 \(line 73\): would create ical-[0-9a-f]{12}-20270111t090000z\n/);
    expect(dry.stderr.split('\n').slice(-1)).toEqual(['dry run: created 19, updated 0, skipped 0, failed 1']);
    // The lookups read the calendar, which is not made by them: nothing was written.
    await expect(access(box.path('dry.json'))).rejects.toThrow(/ENOENT/);
  });

  it('matches a password-protected event with the password its record gives', async () => {
    const env = box.calendarEnv('protected');
    const file = box.path('protected.ndjson');
    // By its slug: a protected event is read only with its password. (Without a slug, its title and start find it.)
    const event = {
      title: 'Members night',
      slug: 'members-night',
      start_date: '2027-02-01 20:00',
      end_date: '2027-02-01 23:00',
      password: 'club-secret',
    };
    await writeFile(file, `${JSON.stringify(event)}\n`);
    expect(outcome(await run(['import', file], env))).toEqual({
      code: 0,
      stderr: 'created 1, updated 0, skipped 0, failed 0',
    });
    expect(outcome(await run(['import', file], env))).toEqual({
      code: 0,
      stderr: 'created 0, updated 0, skipped 1, failed 0',
    });
    await writeFile(file, `${JSON.stringify({ ...event, password: undefined })}\n`);
    expect(outcome(await run(['import', file], env))).toEqual({
      code: 1,
      stderr:
        'record 1 (line 1): the event members-night exists and is password-protected: give its password in the record to match it\ncreated 0, updated 0, skipped 0, failed 1',
    });
    await writeFile(file, `${JSON.stringify({ ...event, slug: undefined, password: undefined })}\n`);
    expect(outcome(await run(['import', file], env))).toEqual({
      code: 0,
      stderr: 'created 0, updated 0, skipped 1, failed 0',
    });
  });

  it("finds an event's venue and organizers given as a slug or a name, creating those it cannot find", async () => {
    const env = box.calendarEnv('linked-text');
    const venues = box.path('linked-venues.json');
    await writeFile(venues, JSON.stringify([{ venue: 'Blue Hall', city: 'Vic' }]));
    const organizers = box.path('linked-organizers.json');
    await writeFile(organizers, JSON.stringify([{ organizer: 'Ana Puig', email: 'ana@example.org' }]));
    ok(await run(['venues', 'import', venues], env));
    ok(await run(['organizers', 'import', organizers], env));
    const events = box.path('linked-events.ndjson');
    const base = { start_date: '2027-03-01 20:00', end_date: '2027-03-01 22:00' };
    await writeFile(
      events,
      [
        JSON.stringify({ ...base, title: 'By slug', venue: 'blue-hall', organizer: ['ana-puig'] }),
        JSON.stringify({ ...base, title: 'By name', venue: 'Blue Hall', organizer: ['Ana Puig', 'New Crew'] }),
      ].join('\n'),
    );
    expect(outcome(await run(['import', events], env))).toEqual({
      code: 0,
      stderr: 'created 2, updated 0, skipped 0, failed 0',
    });
    const saved = JSON.parse(ok(await run(['export', '--start-date', '2027-01-01'], env))) as Record<string, unknown>[];
    expect(
      saved.map((e) => [
        e.title,
        (e.venue as { venue: string }).venue,
        (e.organizer as { organizer: string }[]).map((o) => o.organizer),
      ]),
    ).toEqual([
      ['By slug', 'Blue Hall', ['Ana Puig']],
      ['By name', 'Blue Hall', ['Ana Puig', 'New Crew']],
    ]);
    // Nothing was created twice: the text found the items imported before.
    expect(ok(await run(['venues', 'list', '--format', 'count'], env))).toBe('1');
    expect(ok(await run(['organizers', 'list', '--format', 'count'], env))).toBe('2');
  });

  it('imports venues from RFC 4180 CSV (BOM, quotes, commas, line breaks) once, and updates them with --update', async () => {
    const env = box.calendarEnv('venues');
    const file = box.path('venues.csv');
    await writeFile(
      file,
      '\uFEFFvenue,address,city,geo_lat,geo_lng,show_map\r\n"Hall ""A""","1 Main St, Floor 2","Vic",41.93,2.25,true\r\n"Club\r\nRoom",,Oslo,,,\r\n',
    );
    expect(outcome(await run(['venues', 'import', file], env))).toEqual({
      code: 0,
      stderr: 'created 2, updated 0, skipped 0, failed 0',
    });
    expect(outcome(await run(['venues', 'import', file], env))).toEqual({
      code: 0,
      stderr: 'created 0, updated 0, skipped 2, failed 0',
    });
    const venues = JSON.parse(ok(await run(['venues', 'list', '--json'], env))) as Record<string, unknown>[];
    // Records go in parallel: their order of creation is not the file's.
    // Names are answered as WordPress answers them (curly quotes) and read as text.
    expect(venues.map((v) => [v.venue, v.city]).sort()).toEqual([
      ['Club\nRoom', 'Oslo'],
      ['Hall “A”', 'Vic'],
    ]);
    const hall = venues.find((v) => v.venue === 'Hall “A”');
    expect(hall).toMatchObject({
      address: '1 Main St, Floor 2',
      geo_lat: 41.93,
      geo_lng: 2.25,
      show_map: true,
      slug: 'hall-a',
    });
    await writeFile(file, 'venue,city\n"Hall ""A""",Girona\n');
    expect(outcome(await run(['venues', 'import', file, '--update'], env))).toEqual({
      code: 0,
      stderr: 'created 0, updated 1, skipped 0, failed 0',
    });
    expect(JSON.parse(ok(await run(['venues', 'get', String(hall?.id), '--json'], env)))).toMatchObject({
      city: 'Girona',
      address: '1 Main St, Floor 2',
    });
  });

  it('imports organizers from NDJSON and categories with parents from JSON, reporting bad records by line', async () => {
    const env = box.calendarEnv('terms');
    const organizers = box.path('organizers.ndjson');
    await writeFile(
      organizers,
      '{"organizer":"ACME","email":"info@acme.example"}\n{"organizer":""}\n{"organizer":"Zed","website":"https://zed.example"}\n',
    );
    expect(outcome(await run(['organizers', 'import', organizers], env))).toEqual({
      code: 1,
      stderr: 'record 2 (line 2): missing organizer\ncreated 2, updated 0, skipped 0, failed 1',
    });
    const categories = box.path('categories.json');
    await writeFile(
      categories,
      JSON.stringify(
        [
          { name: 'Music' },
          { name: 'Jazz', parent: 'music' },
          { name: 'Bebop', parent: 'Jazz' },
          { name: 'Orphan', parent: 'nowhere' },
        ],
        null,
        2,
      ),
    );
    expect(outcome(await run(['categories', 'import', categories], env))).toEqual({
      code: 1,
      stderr:
        'record 4 (line 13): parent: no category "nowhere"; import parents before their children\ncreated 3, updated 0, skipped 0, failed 1',
    });
    const terms = JSON.parse(ok(await run(['categories', 'list', '--json', '--no-hide-empty'], env))) as {
      id: number;
      name: string;
      parent: number;
    }[];
    const id = (name: string) => terms.find((t) => t.name === name)?.id;
    expect(terms.find((t) => t.name === 'Bebop')?.parent).toBe(id('Jazz'));
    expect(terms.find((t) => t.name === 'Jazz')?.parent).toBe(id('Music'));
    const tags = box.path('tags.csv');
    await writeFile(tags, 'name,slug\nFree entry,free\nOutdoor,\n');
    expect(outcome(await run(['tags', 'import', tags], env))).toEqual({
      code: 0,
      stderr: 'created 2, updated 0, skipped 0, failed 0',
    });
    expect(outcome(await run(['tags', 'import', tags], env))).toEqual({
      code: 0,
      stderr: 'created 0, updated 0, skipped 2, failed 0',
    });
    const refused = await run(['tags', 'import', FOREIGN], env);
    expect(outcome(refused)).toEqual({
      code: 2,
      stderr: 'cal: iCalendar files hold events; tags import reads json, ndjson, csv or xlsx',
    });
  });
});
