// argv → requests: each resource verb builds exactly the API call its flags describe.
import { describe, expect, it } from 'vitest';
import { runCli, strictTransport, type Expectation } from '../../helpers/cli-fakes.js';

const event = {
  id: 42,
  title: 'Jazz Night',
  start_date: '2026-12-05 20:00:00',
  end_date: '2026-12-05 23:00:00',
  timezone: 'UTC',
  timezone_abbr: 'UTC',
  status: 'publish',
  venue: [],
};

async function expectRequests(argv: string[], expectations: Expectation[], code = 0) {
  const transport = strictTransport(expectations);
  const result = await runCli(argv, { transport });
  expect(result.stderr).toBe('');
  expect(result.code).toBe(code);
  transport.verify();
  return result;
}

describe('list', () => {
  it.each([
    [
      ['events', 'list', '--starts-after', '2026-12-01', '--categories', 'music,theatre', '--per-page', '50'],
      'events?per_page=50&starts_after=2026-12-01&categories[]=music&categories[]=theatre&page=1',
    ],
    [
      ['events', 'list', '--tags', 'jazz', '--tags', 'free', '--featured', '--lang', 'es'],
      'events?tags[]=jazz&tags[]=free&featured=true&site_language=es&page=1',
    ],
    [
      ['events', 'list', '--no-featured', '--status', 'publish,draft', '--venue', '4'],
      'events?venue[]=4&featured=false&status[]=publish&status[]=draft&page=1',
    ],
    [
      ['venues', 'list', '--search', 'blue hall', '--only-with-upcoming', 'true'],
      'venues?search=blue%20hall&only_with_upcoming=true&page=1',
    ],
    [
      ['categories', 'list', '--no-hide-empty', '--orderby', 'count', '--order', 'desc'],
      'categories?order=desc&orderby=count&hide_empty=false&page=1',
    ],
  ])('%j → GET %s', async (argv, path) => {
    const resource = argv[0] as string;
    await expectRequests(
      [...argv, '--format', 'ids'],
      [{ method: 'GET', path, reply: { body: { [resource]: [{ id: 1 }], total: 1, total_pages: 1 } } }],
    );
  });

  // Every yes-or-no filter reads alike: bare, --no-x, --x=false, whether the API types it boolean or truthy text.
  it.each([
    [['events', 'list', '--strict-dates'], 'events?strict_dates=true&page=1'],
    [['events', 'list', '--no-strict-dates'], 'events?strict_dates=false&page=1'],
    [['events', 'list', '--featured=false'], 'events?featured=false&page=1'],
    [['events', 'list', '--featured=yes'], 'events?featured=true&page=1'],
    [['events', 'list', '--strict-dates=false'], 'events?strict_dates=false&page=1'],
    [['venues', 'list', '--has-events'], 'venues?has_events=true&page=1'],
    [['venues', 'list', '--no-has-events'], 'venues?has_events=false&page=1'],
    [['organizers', 'list', '--has-events=0'], 'organizers?has_events=false&page=1'],
    [['venues', 'list', '--only-with-upcoming'], 'venues?only_with_upcoming=true&page=1'],
    [['venues', 'list', '--only-with-upcoming=false'], 'venues?only_with_upcoming=false&page=1'],
    [['venues', 'list', '--no-only-with-upcoming'], 'venues?only_with_upcoming=false&page=1'],
    [['venues', 'list', '--only-with-upcoming', 'false'], 'venues?only_with_upcoming=false&page=1'],
    [['categories', 'list', '--hide-empty'], 'categories?hide_empty=true&page=1'],
    [['categories', 'list', '--hide-empty=false'], 'categories?hide_empty=false&page=1'],
    [['tags', 'list', '--hide-empty=off', '--search', 'jazz'], 'tags?search=jazz&hide_empty=false&page=1'],
  ])('switch %j → GET %s', async (argv, path) => {
    const resource = argv[0] as string;
    await expectRequests(
      [...argv, '--format', 'ids'],
      [{ method: 'GET', path, reply: { body: { [resource]: [{ id: 1 }], total: 1, total_pages: 1 } } }],
    );
  });

  it('follows every page with --all and stops at --limit', async () => {
    const page = (n: number, ids: number[]) => ({
      method: 'GET' as const,
      path: `events?per_page=2&page=${n}`,
      reply: { body: { events: ids.map((id) => ({ id })), total: 5, total_pages: 3 } },
    });
    const all = await expectRequests(
      ['events', 'list', '--all', '--per-page', '2', '--format', 'ids'],
      [page(1, [1, 2]), page(2, [3, 4]), page(3, [5])],
    );
    expect(all.stdout).toBe('1\n2\n3\n4\n5\n');
    const limited = await expectRequests(
      ['events', 'list', '--limit', '3', '--per-page', '2', '--format', 'ids'],
      [page(1, [1, 2]), page(2, [3, 4])],
    );
    expect(limited.stdout).toBe('1\n2\n3\n');
  });

  it('prints the total with --format count', async () => {
    const result = await expectRequests(
      ['tags', 'list', '--format', 'count'],
      [{ method: 'GET', path: 'tags?page=1', reply: { body: { tags: [{ id: 1 }], total: 17, total_pages: 2 } } }],
    );
    expect(result.stdout).toBe('17\n');
  });

  // A site answering a list with its home page, or with nothing, has not said it holds no events.
  it.each([
    ['an HTML page', '<html><body>Welcome</body></html>'],
    ['an empty answer', undefined],
  ])('fails on one line when the server answers with %s', async (_what, body) => {
    const transport = strictTransport([{ method: 'GET', path: 'events?page=1', reply: { body } }]);
    const result = await runCli(['events', 'list', '--format', 'ids'], { transport });
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'cal: the server answered page 1 of the events list without a JSON object\n',
    });
  });
});

describe('--fields', () => {
  const list = (item: Record<string, unknown>): Expectation => ({
    method: 'GET',
    path: 'tags?page=1',
    reply: { body: { tags: [item], total: 1, total_pages: 1 } },
  });

  it('refuses a field no item has, on one line listing the valid ones, with nothing on stdout', async () => {
    const result = await runCli(['tags', 'list', '--fields', 'id,nope,naem'], {
      transport: strictTransport([list({ id: 1, name: 'Jazz' })]),
    });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /^cal: --fields: tags have no fields "nope", "naem"; valid fields: id, count, [^\n]*\n$/,
    );
  });

  it('takes a field the server sent beyond those the API documents, and any nested path', async () => {
    const result = await expectRequests(
      ['tags', 'list', '--fields', 'id,term_group,urls.nope'],
      [list({ id: 1, term_group: 0, urls: { self: 'x' } })],
    );
    expect(result.stdout).toBe('id\tterm_group\turls.nope\n1\t0\t\n');
  });

  it('checks a read of one item against what came back', async () => {
    const result = await runCli(['events', 'get', '42', '--fields', 'nope'], {
      transport: strictTransport([{ method: 'GET', path: 'events/42', reply: { body: event } }]),
    });
    expect(result).toMatchObject({ code: 2, stdout: '' });
    expect(result.stderr).toMatch(/^cal: --fields: events have no field "nope"; valid fields: id, /);
  });
});

describe('get, update, delete', () => {
  it.each([
    [['events', 'get', '42'], 'GET', 'events/42', undefined],
    [
      ['events', 'get', '--slug', 'jazz night', '--password', 'letmein'],
      'GET',
      'events/by-slug/jazz%20night?password=letmein',
      undefined,
    ],
    [['venues', 'get', '--slug', 'blue-note-hall'], 'GET', 'venues/by-slug/blue-note-hall', undefined],
    [
      ['events', 'update', '42', '--featured', '--set-slug', 'new-name', '--cost', '$15'],
      'POST',
      'events/42',
      { featured: true, slug: 'new-name', cost: '$15' },
    ],
    [['events', 'update', '--slug', 'old', '--title', 'Renamed'], 'POST', 'events/by-slug/old', { title: 'Renamed' }],
    [
      ['categories', 'update', '3', '--parent', '2', '--name', 'Jazz'],
      'POST',
      'categories/3',
      { name: 'Jazz', parent: 2 },
    ],
    [['events', 'delete', '42', '--yes'], 'DELETE', 'events/42', undefined],
    [['events', 'delete', '42', '--yes', '--force'], 'DELETE', 'events/42?force=true', undefined],
    [['events', 'delete', '--yes', '--force', '42'], 'DELETE', 'events/42?force=true', undefined],
    [['events', 'delete', '--yes', '--force=false', '42'], 'DELETE', 'events/42?force=false', undefined],
    [
      ['events', 'update', '--featured', '42', '--sticky=false'],
      'POST',
      'events/42',
      { featured: true, sticky: false },
    ],
    [['organizers', 'delete', '--slug', 'ana', '--yes'], 'DELETE', 'organizers/by-slug/ana', undefined],
  ] as const)('%j → %s %s', async (argv, method, path, body) => {
    await expectRequests(
      [...argv, '--format', 'ids'],
      [{ method, path, ...(body ? { body } : {}), reply: { body: event } }],
    );
  });
});

describe('an answer that is not an item', () => {
  it.each([['table'], ['json']])('fails on one line in --format %s, printing nothing', async (format) => {
    const result = await runCli(['events', 'get', '42', '--format', format, '--tz', 'Europe/Madrid'], {
      transport: strictTransport([{ method: 'GET', path: 'events/42', reply: { body: 'not an event' } }]),
    });
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toBe('cal: the server answered with no item to print (expected a JSON object)\n');
  });
});

describe('terms by slug, and a category parent by ID, slug or name', () => {
  const tag = { id: 4, name: 'Jazz', slug: 'jazz', count: 0 };
  const music = { id: 1, name: 'Music', slug: 'music', parent: 0, count: 0 };
  // Servers reach terms by ID only: a slug is looked up in the list first.
  const findTag: Expectation = {
    method: 'GET',
    path: 'tags?slug=jazz&hide_empty=false&per_page=1',
    reply: { body: { tags: [tag] } },
  };
  const musicBySlug: Expectation = {
    method: 'GET',
    path: 'categories?slug=music&hide_empty=false&per_page=50',
    reply: { body: { categories: [music] } },
  };

  it.each([
    [
      ['tags', 'get', '--slug', 'jazz'],
      [findTag, { method: 'GET', path: 'tags/4', reply: { body: tag } }],
    ],
    [
      ['tags', 'update', '--slug', 'jazz', '--set-slug', 'jazz-2', '--name', 'Live jazz'],
      [
        findTag,
        {
          method: 'POST',
          path: 'tags/4',
          body: { name: 'Live jazz', slug: 'jazz-2' },
          reply: { body: { ...tag, name: 'Live jazz', slug: 'jazz-2' } },
        },
      ],
    ],
    [
      ['tags', 'update', '4', '--set-slug', 'jazz-2'],
      [{ method: 'POST', path: 'tags/4', body: { slug: 'jazz-2' }, reply: { body: { ...tag, slug: 'jazz-2' } } }],
    ],
    [
      ['tags', 'delete', '--slug', 'jazz', '--yes'],
      [findTag, { method: 'DELETE', path: 'tags/4', reply: { body: tag } }],
    ],
    [
      ['categories', 'create', '--name', 'Blues', '--parent', 'music'],
      [
        musicBySlug,
        {
          method: 'POST',
          path: 'categories',
          body: { name: 'Blues', parent: 1 },
          reply: { body: { id: 7, name: 'Blues', slug: 'blues', parent: 1 } },
        },
      ],
    ],
    [
      ['categories', 'update', '7', '--parent', 'Music'],
      [
        musicBySlug,
        {
          method: 'POST',
          path: 'categories/7',
          body: { parent: 1 },
          reply: { body: { id: 7, name: 'Blues', slug: 'blues', parent: 1 } },
        },
      ],
    ],
    [
      ['categories', 'list', '--parent', 'music'],
      [
        musicBySlug,
        { method: 'GET', path: 'categories?parent=1&page=1', reply: { body: { categories: [], total: 0 } } },
      ],
    ],
  ] as const)('%j', async (argv, expectations) => {
    await expectRequests([...argv, '--format', 'ids'], [...expectations]);
  });

  it('finds a parent by its name when no slug matches it, and says when none has it', async () => {
    const foodAndDrink = { id: 9, name: 'Food &amp; Drink', slug: 'food-drinks', parent: 0 };
    await expectRequests(
      ['categories', 'update', '7', '--parent', 'Food & Drink', '--format', 'ids'],
      [
        {
          method: 'GET',
          path: 'categories?slug=food-drink&hide_empty=false&per_page=50',
          reply: { body: { categories: [] } },
        },
        {
          method: 'GET',
          path: 'categories?search=Food%20%26%20Drink&hide_empty=false&per_page=50',
          reply: { body: { categories: [foodAndDrink] } },
        },
        { method: 'POST', path: 'categories/7', body: { parent: 9 }, reply: { body: { id: 7, parent: 9 } } },
      ],
    );
    const transport = strictTransport([
      {
        method: 'GET',
        path: 'categories?slug=nowhere&hide_empty=false&per_page=50',
        reply: { body: { categories: [] } },
      },
      {
        method: 'GET',
        path: 'categories?search=Nowhere&hide_empty=false&per_page=50',
        reply: { body: { categories: [] } },
      },
    ]);
    expect(await runCli(['categories', 'update', '7', '--parent', 'Nowhere'], { transport })).toEqual({
      code: 1,
      stdout: '',
      stderr: 'cal: parent: no category has the slug or name "Nowhere"\n',
    });
    transport.verify();
  });

  it('says when no term has the slug, and sends nothing more', async () => {
    const transport = strictTransport([{ ...findTag, reply: { body: { tags: [] } } }]);
    expect(await runCli(['tags', 'update', '--slug', 'jazz', '--name', 'Z'], { transport })).toEqual({
      code: 1,
      stdout: '',
      stderr: 'cal: no tag has the slug jazz\n',
    });
    transport.verify();
  });
});

describe('create', () => {
  it('sends every kind of flag value with its type, a venue as one ID and term names as IDs', async () => {
    const result = await expectRequests(
      [
        'events',
        'create',
        '--title',
        'Jazz Night',
        '--start-date',
        'tomorrow 8pm',
        '--end-date',
        'tomorrow 11pm',
        '--venue',
        '12',
        '--organizer',
        '3,4',
        '--organizer',
        '{"organizer":"Ana"}',
        '--categories',
        'Music',
        '--all-day',
        '--no-sticky',
        '--author',
        '1',
        '--status',
        'draft',
        '--lang',
        'ca',
        '--format',
        'json',
        '--fields',
        'id,title',
      ],
      [
        {
          method: 'GET',
          path: 'categories?slug=music&hide_empty=false&per_page=50&site_language=ca',
          reply: {
            body: {
              categories: [
                { id: 8, name: 'Music &amp; Song', slug: 'music-song' },
                { id: 7, name: 'Music', slug: 'music' },
              ],
            },
          },
        },
        {
          method: 'POST',
          path: 'events',
          body: {
            title: 'Jazz Night',
            start_date: 'tomorrow 8pm',
            end_date: 'tomorrow 11pm',
            author: 1,
            status: 'draft',
            all_day: true,
            sticky: false,
            categories: [7],
            venue: 12,
            organizer: [3, 4, { organizer: 'Ana' }],
            site_language: 'ca',
          },
          reply: {
            status: 201,
            body: {
              ...event,
              all_day: true,
              sticky: false,
              categories: [{ id: 7, name: 'Music' }],
              venue: { id: 12, venue: 'Blue Hall' },
              organizer: [{ id: 3 }, { id: 4 }, { id: 5, organizer: 'Ana' }],
            },
          },
        },
      ],
    );
    expect(JSON.parse(result.stdout)).toEqual({ id: 42, title: 'Jazz Night' });
  });

  it('reads fields from --from-file - and lets flags win', async () => {
    const transport = strictTransport([
      {
        method: 'POST',
        path: 'tags',
        body: { name: 'from flag', description: 'from file' },
        reply: { status: 201, body: { id: 9 } },
      },
    ]);
    const result = await runCli(['tags', 'create', '--from-file', '-', '--name', 'from flag', '--format', 'ids'], {
      transport,
      stdin: '{"name":"from file","description":"from file"}',
    });
    expect(result).toEqual({ code: 0, stdout: '9\n', stderr: '' });
    transport.verify();
  });
});

describe('usage errors send nothing', () => {
  it.each([
    [
      ['events', 'create', '--title', 'x'],
      /missing required options --start-date, --end-date \(no terminal to ask on\)/,
    ],
    [['events', 'delete', '42'], /refusing to delete without --yes/],
    [['events', 'get'], /missing the events ID \(or --slug\)/],
    [['events', 'get', 'abc'], /not an ID: "abc"/],
    [['events', 'get', '4', '--slug', 'x'], /give either an ID or --slug, not both/],
    [['tags', 'update', '4', '--slug', 'x'], /give either an ID or --slug, not both \(--set-slug changes the slug\)/],
    [['events', 'update', '4'], /nothing to update/],
    [['events', 'list', '--per-page', 'ten'], /--per-page: expected an integer, got "ten"/],
    [['events', 'list', '--limit', '0'], /--limit: expected a positive integer/],
    [['events', 'list', '--format', 'xml'], /--format: expected one of table, json/],
    [['events', 'list', '--tz', 'Mars/Base'], /--tz: unknown time zone "Mars\/Base"/],
    [['venues', 'list', '--only-with-upcoming=ture'], /--only-with-upcoming: expected true or false, got "ture"/],
    [['events', 'list', '--strict-dates=maybe'], /--strict-dates: expected true or false, got "maybe"/],
    [['--timeout', 'soon', 'events', 'list'], /--timeout: expected seconds, got "soon"/],
    [['--url', 'calendar.example.org', 'events', 'list'], /--url: expected an http\(s\) URL/],
    [['categories', 'create', '--name', 'Blues', '--parent', ' '], /--parent: expected a category ID, slug or name/],
    [['tags', 'create', '--from-file', '-'], /--from-file: stdin is not valid JSON/],
    [
      ['categories', 'create', '--name', 'X', '--fields', 'id,nme'],
      /^cal: --fields: categories have no field "nme"; valid fields: id, count, description, name, slug, .*\n$/,
    ],
    [
      ['events', 'update', '4', '--featured', '--fields', 'id,titel,venue.venue'],
      /^cal: --fields: events have no field "titel"; valid fields: id, global_id, /,
    ],
    [['events', 'list', '--featured=maybe'], /^cal: --featured: expected true or false, got "maybe"\n$/],
    [['venues', 'list', '--has-events=', '--json'], /^cal: --has-events: expected true or false, got ""\n$/],
  ])('%j', async (argv, message) => {
    const transport = strictTransport([]);
    const result = await runCli(argv, { transport, stdin: 'not json' });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stdout).toBe('');
    transport.verify();
  });

  it('rejects a value outside an enum with commander', async () => {
    const result = await runCli(['events', 'create', '--status', 'bogus'], { transport: strictTransport([]) });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /argument 'bogus' is invalid\. Allowed choices are publish, future, draft, pending, private, trash/,
    );
  });
});

describe('an item that is not there', () => {
  const invalid = (name: string) => ({
    status: 400,
    body: {
      code: 'rest_invalid_param',
      message: `Invalid parameter(s): ${name}`,
      data: { status: 400, params: { [name]: 'Invalid parameter.' } },
    },
  });
  it.each([
    [['venues', 'get', '99999'], 'venues/99999', invalid('id'), 'cal: no venue 99999 (rest_invalid_param)\n'],
    [
      ['organizers', 'delete', '7', '--yes'],
      'organizers/7',
      invalid('id'),
      'cal: no organizer 7 (rest_invalid_param)\n',
    ],
    [
      ['events', 'get', '--slug', 'nope'],
      'events/by-slug/nope',
      invalid('slug'),
      'cal: no event has the slug nope (rest_invalid_param)\n',
    ],
  ])('%j says so, with the server code (TEC answers 400 on the ID)', async (argv, path, reply, stderr) => {
    const transport = strictTransport([{ method: argv[1] === 'delete' ? 'DELETE' : 'GET', path, reply }]);
    expect(await runCli(argv, { transport })).toEqual({ code: 1, stdout: '', stderr });
  });
});

describe('API errors become one line and an exit code', () => {
  it.each([
    [
      400,
      {
        code: 'rest_invalid_param',
        message: 'Invalid parameter(s): website',
        data: { status: 400, params: { website: 'Invalid parameter.' } },
      },
      1,
      'cal: rest_invalid_param: Invalid parameter(s): website (website: Invalid parameter.)\n',
    ],
    [
      404,
      { code: 'rest-event-not-found', message: 'Event with ID 42 does not exist.', data: { status: 404 } },
      1,
      'cal: no event 42 (rest-event-not-found)\n',
    ],
    [
      401,
      { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 401 } },
      4,
      'cal: rest_forbidden: Sorry, you are not allowed to do that.\n',
    ],
    [
      403,
      { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 403 } },
      4,
      'cal: rest_forbidden: Sorry, you are not allowed to do that.\n',
    ],
    [502, '<html>Bad gateway</html>', 1, 'cal: http_502: <html>Bad gateway</html>\n'],
  ])('%i', async (status, body, code, stderr) => {
    const transport = strictTransport([
      { method: 'POST', path: 'events/42', body: { title: 'x' }, reply: { status, body } },
    ]);
    const result = await runCli(['events', 'update', '42', '--title', 'x'], { transport });
    expect(result).toEqual({ code, stdout: '', stderr });
  });
});
