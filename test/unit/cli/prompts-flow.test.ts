// Interactive creates: each answer checked as typed and asked again when wrong, defaults, picks from the calendar.
import { describe, expect, it } from 'vitest';
import { runCli, scriptedPrompter, strictTransport, type Expectation } from '../../helpers/cli-fakes.js';

const SITE_ZONE: Expectation = {
  method: 'GET',
  path: '?_fields=timezone_string,gmt_offset',
  reply: { body: { name: 'Calendar', timezone_string: 'Europe/Madrid' } },
};
const VENUES: Expectation = {
  method: 'GET',
  path: 'venues?per_page=50',
  reply: {
    body: {
      venues: [
        { id: 4, venue: 'Blue Note Hall', city: 'New York' },
        { id: 5, venue: 'Community Center' },
      ],
      total: 2,
    },
  },
};
const ORGANIZERS: Expectation = {
  method: 'GET',
  path: 'organizers?per_page=50',
  reply: {
    body: {
      organizers: [
        { id: 6, organizer: 'Jazz Society' },
        { id: 7, organizer: 'City Council' },
      ],
      total: 2,
    },
  },
};
const terms = (taxonomy: string, items: { id: number; name: string }[]): Expectation => ({
  method: 'GET',
  path: `${taxonomy}?per_page=50&hide_empty=false&page=1`,
  reply: { body: { [taxonomy]: items, total: items.length, total_pages: 1 } },
});
const CATEGORIES = terms('categories', [
  { id: 3, name: 'Music' },
  { id: 8, name: 'Theatre' },
]);
const TAGS = terms('tags', [{ id: 9, name: 'outdoors' }]);
const NO_LINKED = [
  { method: 'GET', path: 'venues?per_page=50', reply: { body: { venues: [], total: 0 } } },
  { method: 'GET', path: 'organizers?per_page=50', reply: { body: { organizers: [], total: 0 } } },
  terms('categories', []),
  terms('tags', []),
] satisfies Expectation[];

const created = (body: Record<string, unknown>): Expectation => ({
  method: 'POST',
  path: 'events',
  body,
  reply: { status: 201, body: { id: 42, title: body.title } },
});

describe('cal events create on a terminal', () => {
  it('asks in words, re-asks a date it cannot read, ends an hour after the start by default and offers picks', async () => {
    const transport = strictTransport([
      SITE_ZONE,
      VENUES,
      ORGANIZERS,
      CATEGORIES,
      TAGS,
      created({
        title: 'Jazz Night',
        start_date: 'tomorrow 8pm',
        end_date: '2026-11-22 21:00',
        venue: 4,
        organizer: [6, 7],
        categories: [3],
      }),
    ]);
    const prompter = scriptedPrompter([
      [/^Title$/, 'Jazz Night'],
      [/^Time zone$/, ''],
      [/^Start$/, 'tomorow 8pm'],
      [/^Start$/, 'tomorrow 8pm'],
      [/^End$/, ''],
      [/^Venue$/, 'new york'],
      [/^Organizer$/, 'jazz'],
      [/^Another organizer$/, 'council'],
      [/^Another organizer$/, ''],
      [/^Categories$/, ['Music']],
      [/^Tags$/, []],
      [/^Repeat/, ''],
    ]);
    const result = await runCli(['events', 'create', '--format', 'ids'], { transport, prompter, tty: true });
    expect(result).toEqual({ code: 0, stdout: '42\n', stderr: '' });
    transport.verify();
    prompter.verify();
    const [title, zone, badStart, start, end, venue, organizer, another, noMore, categories] = prompter.log;
    expect(title).toMatchObject({ message: 'Title', answer: 'Jazz Night' });
    // The site's zone first: Enter alone takes it, and it is not sent (a server puts the event there anyway).
    expect(zone?.choices?.[0]).toBe('Europe/Madrid (+01:00)');
    expect(badStart).toMatchObject({ answer: 'tomorow 8pm', error: expect.stringMatching(/^not a date cal can read/) });
    expect(start).toEqual({ message: 'Start', answer: 'tomorrow 8pm', shown: 'tomorrow 8pm (Sun 2026-11-22 20:00)' });
    expect(end).toMatchObject({ message: 'End', default: '2026-11-22 21:00', answer: '2026-11-22 21:00' });
    expect(venue).toMatchObject({ answer: 'new york', choices: ['Blue Note Hall, New York (#4)'] });
    expect(organizer?.choices).toEqual(['Jazz Society (#6)']);
    // Those picked are not offered again; Enter alone ends the list.
    expect(another?.choices).toEqual(['City Council (#7)']);
    expect(noMore?.choices).toEqual(['(no more)']);
    expect(categories?.choices).toEqual(['Music', 'Theatre']);
  });

  it('offers "(none)" first where nothing is typed, and skips what the calendar has none of', async () => {
    const transport = strictTransport([
      SITE_ZONE,
      VENUES,
      { method: 'GET', path: 'organizers?per_page=50', reply: { body: { organizers: [], total: 0 } } },
      terms('categories', []),
      terms('tags', []),
      created({ title: 'Jazz Night', start_date: '2026-12-01 18:00', end_date: '2026-12-01 19:00' }),
    ]);
    const prompter = scriptedPrompter([
      [/^Time zone$/, ''],
      [/^End$/, ''],
      [/^Venue$/, (choices) => choices[0]?.value],
      [/^Repeat/, ''],
    ]);
    const result = await runCli(['events', 'create', '--title', 'Jazz Night', '--start-date', '2026-12-01 18:00'], {
      transport,
      prompter,
      tty: true,
    });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    transport.verify();
    prompter.verify();
    expect(prompter.log[2]?.choices).toEqual(['(none)', 'Blue Note Hall, New York (#4)', 'Community Center (#5)']);
  });

  it('asks only for what no flag gave, and asks nothing when every required field is given', async () => {
    const asked = strictTransport([
      created({ title: 'Jazz Night', start_date: 'tomorrow 8pm', end_date: 'tomorrow 11pm', venue: 5 }),
    ]);
    const given = [
      'events',
      'create',
      '--title',
      'Jazz Night',
      '--start-date',
      'tomorrow 8pm',
      '--end-date',
      'tomorrow 11pm',
      '--venue',
      '5',
      '--format',
      'ids',
    ];
    const silent = await runCli(given, { transport: asked, prompter: scriptedPrompter([]), tty: true });
    expect(silent).toEqual({ code: 0, stdout: '42\n', stderr: '' });

    const transport = strictTransport([
      { method: 'GET', path: 'organizers?per_page=50', reply: { body: { organizers: [], total: 0 } } },
      terms('categories', []),
      terms('tags', []),
      created({
        title: 'Jazz Night',
        timezone: 'Asia/Tokyo',
        start_date: 'tomorrow 8pm',
        end_date: '2026-11-22 21:00',
        venue: 5,
      }),
    ]);
    const prompter = scriptedPrompter([
      [/^End$/, ''],
      [/^Repeat/, ''],
    ]);
    const result = await runCli(
      [
        'events',
        'create',
        '--title',
        'Jazz Night',
        '--timezone',
        'Asia/Tokyo',
        '--start-date',
        'tomorrow 8pm',
        '--venue',
        '5',
      ],
      { transport, prompter, tty: true },
    );
    expect(result).toMatchObject({ code: 0, stderr: '' });
    transport.verify();
    prompter.verify();
  });

  it('re-asks a zone nobody knows, takes a city typed, and sends the zone chosen', async () => {
    const transport = strictTransport([
      ...NO_LINKED,
      created({
        title: 'Jazz Night',
        timezone: 'Europe/Madrid',
        start_date: 'tomorrow 8pm',
        end_date: '2026-11-22 21:00',
      }),
    ]);
    const prompter = scriptedPrompter([
      [/^Title$/, 'Jazz Night'],
      [/^Time zone$/, 'Mars/Olympus'],
      [/^Time zone$/, 'madrid'],
      [/^Start$/, 'tomorrow 8pm'],
      [/^End$/, ''],
      [/^Repeat/, ''],
    ]);
    // The configured zone is offered first; another one chosen is sent instead of it.
    const result = await runCli(['events', 'create'], {
      transport,
      prompter,
      tty: true,
      env: { CAL_TZ: 'America/New_York' },
    });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    transport.verify();
    prompter.verify();
    expect(prompter.log[1]).toMatchObject({ answer: 'Mars/Olympus', choices: [], error: 'no match' });
    expect(prompter.log[2]?.choices?.[0]).toBe('Europe/Madrid (+01:00)');
  });

  it('offers the configured zone first and reads the dates in it', async () => {
    const transport = strictTransport([
      ...NO_LINKED,
      created({
        title: 'Jazz Night',
        start_date: 'tomorrow 8pm',
        end_date: '2026-11-22 21:00',
        timezone: 'America/New_York',
      }),
    ]);
    const prompter = scriptedPrompter([
      [/^Title$/, 'Jazz Night'],
      [/^Time zone$/, ''],
      [/^Start$/, 'tomorrow 8pm'],
      [/^End$/, ''],
      [/^Repeat/, ''],
    ]);
    const result = await runCli(['events', 'create'], {
      transport,
      prompter,
      tty: true,
      env: { CAL_TZ: 'America/New_York' },
    });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    transport.verify();
    expect(prompter.log[1]?.choices?.[0]).toBe('America/New_York (-05:00)');
    expect(prompter.log[2]?.shown).toBe('tomorrow 8pm (Sun 2026-11-22 20:00)');
  });

  it('re-asks an end before the start, and defaults an all-day end to the start day', async () => {
    const transport = strictTransport([
      SITE_ZONE,
      ...NO_LINKED,
      created({ all_day: true, title: 'Fair', start_date: '2026-12-05', end_date: '2026-12-05' }),
    ]);
    const prompter = scriptedPrompter([
      [/^Title$/, 'Fair'],
      [/^Time zone$/, ''],
      [/^Start$/, '2026-12-05'],
      [/^End$/, '2026-12-04'],
      [/^End$/, ''],
      [/^Repeat/, ''],
    ]);
    const result = await runCli(['events', 'create', '--all-day'], { transport, prompter, tty: true });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    transport.verify();
    expect(prompter.log[3]).toMatchObject({
      answer: '2026-12-04',
      error: 'the end is before the start (Sat 2026-12-05)',
    });
    expect(prompter.log[4]).toMatchObject({ default: '2026-12-05', answer: '2026-12-05' });
  });

  it('finds a venue by its ID and re-asks an ID nothing has', async () => {
    const transport = strictTransport([
      SITE_ZONE,
      VENUES,
      ...NO_LINKED.slice(1),
      created({ title: 'Jazz Night', start_date: 'tomorrow 8pm', end_date: '2026-11-22 21:00', venue: 5 }),
    ]);
    const prompter = scriptedPrompter([
      [/^Title$/, 'Jazz Night'],
      [/^Time zone$/, ''],
      [/^Start$/, 'tomorrow 8pm'],
      [/^End$/, ''],
      [/^Venue$/, '#9'],
      [/^Venue$/, '5'],
      [/^Repeat/, ''],
    ]);
    const result = await runCli(['events', 'create'], { transport, prompter, tty: true });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    transport.verify();
    expect(prompter.log.slice(4, -1)).toEqual([
      { message: 'Venue', answer: '#9', choices: [], error: 'no match' },
      { message: 'Venue', answer: '5', choices: ['Community Center (#5)'] },
    ]);
  });

  it('searches a calendar with more venues than one page on the server, IDs included', async () => {
    const transport = strictTransport([
      SITE_ZONE,
      {
        method: 'GET',
        path: 'venues?per_page=50',
        reply: { body: { venues: [{ id: 4, venue: 'Blue Note Hall' }], total: 120 } },
      },
      {
        method: 'GET',
        path: 'venues/99',
        reply: { status: 404, body: { code: 'rest_post_invalid_id', message: 'Invalid venue ID.' } },
      },
      {
        method: 'GET',
        path: 'venues?search=apollo&per_page=50',
        reply: { body: { venues: [{ id: 77, venue: 'Apollo Theater' }], total: 1 } },
      },
      ...NO_LINKED.slice(1),
      created({ title: 'Jazz Night', start_date: 'tomorrow 8pm', end_date: '2026-11-22 21:00', venue: 77 }),
    ]);
    const prompter = scriptedPrompter([
      [/^Title$/, 'Jazz Night'],
      [/^Time zone$/, ''],
      [/^Start$/, 'tomorrow 8pm'],
      [/^End$/, ''],
      [/^Venue$/, '#99'],
      [/^Venue$/, 'apollo'],
      [/^Repeat/, ''],
    ]);
    const result = await runCli(['events', 'create'], { transport, prompter, tty: true });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    transport.verify();
    expect(prompter.log.slice(4, -1)).toEqual([
      { message: 'Venue', answer: '#99', choices: [], error: 'no match' },
      { message: 'Venue', answer: 'apollo', choices: ['Apollo Theater (#77)'] },
    ]);
  });

  it('asks a term or venue its name, under that word', async () => {
    const transport = strictTransport([
      { method: 'POST', path: 'tags', body: { name: 'jazz' }, reply: { status: 201, body: { id: 7 } } },
      { method: 'POST', path: 'venues', body: { venue: 'Apollo' }, reply: { status: 201, body: { id: 8 } } },
    ]);
    const prompter = scriptedPrompter([
      [/^Name$/, '  '],
      [/^Name$/, 'jazz'],
      [/^Name$/, 'Apollo'],
    ]);
    expect((await runCli(['tags', 'create', '--format', 'ids'], { transport, prompter, tty: true })).code).toBe(0);
    expect((await runCli(['venues', 'create', '--format', 'ids'], { transport, prompter, tty: true })).code).toBe(0);
    transport.verify();
    prompter.verify();
    expect(prompter.log[0]).toMatchObject({ error: 'Name cannot be empty' });
  });
});
