// `cal api`: -f raw and -F typed fields (query for reads, JSON body for writes), --input bodies, --paginate across
// every page, bodies printed even on errors.
import { describe, expect, it } from 'vitest';
import { parseFields } from '../../../src/cli/api-fields.js';
import { runCli, strictTransport } from '../../helpers/cli-fakes.js';
import { useSandbox } from '../../helpers/setup.js';

const noFiles = (file: string) => Promise.reject(new Error(`unexpected read of ${file}`));

describe('parseFields', () => {
  it.each([
    [['name=jazz'], { name: 'jazz' }],
    [['per_page=5', 'featured=true', 'parent=null'], { per_page: 5, featured: true, parent: null }],
    [['categories[]=music', 'categories[]=3'], { categories: ['music', 3] }],
    [['tag=a', 'tag=b'], { tag: ['a', 'b'] }],
    [['venue={"venue":"Hall","city":"Vic"}'], { venue: { venue: 'Hall', city: 'Vic' } }],
    [['title=a=b'], { title: 'a=b' }],
  ])('-F %j is typed', async (pairs, expected) => {
    expect(await parseFields({ typed: pairs }, noFiles)).toEqual(expected);
  });

  it.each([
    [['per_page=5', 'featured=true', 'parent=null'], { per_page: '5', featured: 'true', parent: 'null' }],
    [
      ['venue={"venue":"Hall"}', 'note=@notes.txt', 'pad= x '],
      { venue: '{"venue":"Hall"}', note: '@notes.txt', pad: ' x ' },
    ],
    [['categories[]=3', 'categories[]=music'], { categories: ['3', 'music'] }],
  ])('-f %j stays text', async (pairs, expected) => {
    expect(await parseFields({ raw: pairs }, noFiles)).toEqual(expected);
  });

  it('reads a typed @FILE value as text, and puts raw fields before typed ones under a repeated key', async () => {
    const read = (file: string) => Promise.resolve(`contents of ${file}\n`);
    expect(await parseFields({ typed: ['tag=2', 'body=@notes.txt'], raw: ['tag=1'] }, read)).toEqual({
      tag: ['1', 2],
      body: 'contents of notes.txt\n',
    });
  });

  it.each([
    [{ typed: ['=x'] }, '--field: expected key=value, got "=x"'],
    [{ raw: ['novalue'] }, '--raw-field: expected key=value, got "novalue"'],
    [{ typed: ['body=@'] }, '--field: expected a file name after @ in "body=@"'],
  ])('rejects %j', async (flags, message) => {
    await expect(parseFields(flags, noFiles)).rejects.toThrow(message);
  });
});

describe('cal api', () => {
  const box = useSandbox();

  it('puts fields in the query of a GET and prints the JSON', async () => {
    const transport = strictTransport([
      { method: 'GET', path: 'events?per_page=5&categories[]=music', reply: { body: { events: [], total: 0 } } },
    ]);
    const result = await runCli(['api', 'get', 'events', '-F', 'per_page=5', '-F', 'categories[]=music'], {
      transport,
    });
    expect(result).toEqual({ code: 0, stdout: '{\n  "events": [],\n  "total": 0\n}\n', stderr: '' });
    transport.verify();
  });

  it('sends fields as the JSON body of a write: -f as text, -F typed', async () => {
    const transport = strictTransport([
      {
        method: 'POST',
        path: 'tags',
        body: { name: '2026', description: 'null', parent: null, count: 3 },
        reply: { status: 201, body: { id: 7 } },
      },
    ]);
    const result = await runCli(
      [
        'api',
        'POST',
        '/tags',
        '-f',
        'name=2026',
        '--raw-field',
        'description=null',
        '-F',
        'parent=null',
        '--field',
        'count=3',
      ],
      { transport },
    );
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ id: 7 });
    transport.verify();
  });

  it('reads a --field value from a file with @FILE and from stdin with @-', async () => {
    const notes = await box.write('notes.html', '<p>Bring a chair.</p>\n');
    const transport = strictTransport([
      {
        method: 'PATCH',
        path: 'events/12',
        body: { description: '<p>Bring a chair.</p>\n', excerpt: 'Short.' },
        reply: { body: { id: 12 } },
      },
    ]);
    const result = await runCli(['api', 'PATCH', 'events/12', '-F', `description=@${notes}`, '-F', 'excerpt=@-'], {
      transport,
      stdin: 'Short.',
    });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    transport.verify();
  });

  it('fails naming the flag when a --field file cannot be read, sending nothing', async () => {
    const result = await runCli(['api', 'POST', 'tags', '-F', `name=@${box.path('missing.txt')}`], {
      transport: strictTransport([]),
    });
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: `cal: --field: cannot read ${box.path('missing.txt')}: ENOENT\n`,
    });
  });

  it('sends the JSON object of --input as the body, the fields in the query', async () => {
    const file = await box.write('changes.json', JSON.stringify({ title: 'Late Jazz', venue: { venue: 'Hall' } }));
    const transport = strictTransport([
      {
        method: 'PATCH',
        path: 'events/12?lang=es&notify=true',
        body: { title: 'Late Jazz', venue: { venue: 'Hall' } },
        reply: { body: { id: 12, title: 'Late Jazz' } },
      },
    ]);
    const result = await runCli(['api', 'PATCH', 'events/12', '--input', file, '-f', 'lang=es', '-F', 'notify=true'], {
      transport,
    });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ id: 12, title: 'Late Jazz' });
    transport.verify();
  });

  it('reads --input - from stdin', async () => {
    const transport = strictTransport([
      { method: 'POST', path: 'tags', body: { name: 'jazz' }, reply: { status: 201, body: { id: 7 } } },
    ]);
    const result = await runCli(['api', 'POST', 'tags', '--input', '-'], { transport, stdin: '{"name":"jazz"}\n' });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    transport.verify();
  });

  it.each([
    [['--input', '-'], 'not json', 'cal: --input: stdin is not valid JSON ('],
    [['--input', '-'], '[1, 2]', 'cal: --input: expected a JSON object in stdin\n'],
    [
      ['--input', '-', '-F', 'name=@-'],
      '{}',
      'cal: stdin can be read once: give - to only one of --input and --field @-\n',
    ],
  ])('refuses %j with stdin %j, exit 2, sending nothing', async (flags, stdin, message) => {
    const result = await runCli(['api', 'POST', 'tags', ...flags], { transport: strictTransport([]), stdin });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.startsWith(message)).toBe(true);
    expect(result.stderr.split('\n')).toHaveLength(2);
  });

  it('refuses --input with GET', async () => {
    const result = await runCli(['api', 'GET', 'events', '--input', '-'], {
      transport: strictTransport([]),
      stdin: '{}',
    });
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: 'cal: --input sends a request body: use it with POST, PUT, PATCH or DELETE, not GET\n',
    });
  });

  it('prints the error body on stdout and one line on stderr, exit 1', async () => {
    const body = {
      code: 'rest_no_route',
      message: 'No route was found matching the URL and request method.',
      data: { status: 404 },
    };
    const transport = strictTransport([{ method: 'GET', path: 'nope', reply: { status: 404, body } }]);
    const result = await runCli(['api', 'GET', 'nope', '--include'], { transport });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(`404\n\n${JSON.stringify(body, null, 2)}\n`);
    expect(result.stderr).toBe('cal: rest_no_route: No route was found matching the URL and request method.\n');
  });

  it('refuses an unknown method', async () => {
    const result = await runCli(['api', 'FETCH', 'events'], { transport: strictTransport([]) });
    expect(result).toMatchObject({
      code: 2,
      stderr: 'cal: unknown method "FETCH"; use one of GET, POST, PUT, PATCH, DELETE\n',
    });
  });
});

describe('cal api --paginate', () => {
  const envelope = (page: number, ids: number[], totalPages: number) => ({
    events: ids.map((id) => ({ id })),
    rest_url: `http://x/events/?page=${page}`,
    total: 5,
    total_pages: totalPages,
  });

  it("follows every page of an envelope, keeping the user's parameters, and prints one array", async () => {
    const transport = strictTransport([
      {
        method: 'GET',
        path: 'events?featured=1&search=jazz&per_page=2&page=1',
        reply: { body: envelope(1, [1, 2], 3) },
      },
      {
        method: 'GET',
        path: 'events?featured=1&search=jazz&per_page=2&page=2',
        reply: { body: envelope(2, [3, 4], 3) },
      },
      { method: 'GET', path: 'events?featured=1&search=jazz&per_page=2&page=3', reply: { body: envelope(3, [5], 3) } },
    ]);
    const result = await runCli(
      ['api', 'GET', 'events?featured=1', '--paginate', '-F', 'per_page=2', '-f', 'search=jazz'],
      {
        transport,
      },
    );
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(result.stdout)).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }, { id: 5 }]);
    transport.verify();
  });

  it('starts from the page the path gives', async () => {
    const transport = strictTransport([
      {
        method: 'GET',
        path: 'categories?per_page=2&page=2',
        reply: { body: { categories: [{ id: 3 }], total_pages: 3 } },
      },
      {
        method: 'GET',
        path: 'categories?per_page=2&page=3',
        reply: { body: { categories: [{ id: 5 }], total_pages: 3 } },
      },
    ]);
    const result = await runCli(['api', 'GET', 'categories?page=2&per_page=2', '--paginate'], { transport });
    expect(JSON.parse(result.stdout)).toEqual([{ id: 3 }, { id: 5 }]);
    transport.verify();
  });

  it('concatenates bare arrays, counting pages by the X-WP-TotalPages header', async () => {
    const headers = { 'x-wp-total': '3', 'x-wp-totalpages': '2' };
    const transport = strictTransport([
      { method: 'GET', path: 'venues?page=1', reply: { body: [{ id: 1 }, { id: 2 }], headers } },
      { method: 'GET', path: 'venues?page=2', reply: { body: [{ id: 3 }], headers } },
    ]);
    const result = await runCli(['api', 'GET', 'venues', '--paginate'], { transport });
    expect(JSON.parse(result.stdout)).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    transport.verify();
  });

  it('without a page count, follows next_rest_url and stops at an empty page', async () => {
    const transport = strictTransport([
      {
        method: 'GET',
        path: 'tags?page=1',
        reply: { body: { tags: [{ id: 1 }], next_rest_url: 'http://x/tags/?page=2' } },
      },
      {
        method: 'GET',
        path: 'tags?page=2',
        reply: { body: { tags: [{ id: 2 }], next_rest_url: 'http://x/tags/?page=3' } },
      },
      { method: 'GET', path: 'tags?page=3', reply: { body: { tags: [], next_rest_url: 'http://x/tags/?page=4' } } },
    ]);
    const result = await runCli(['api', 'GET', 'tags', '--paginate'], { transport });
    expect(JSON.parse(result.stdout)).toEqual([{ id: 1 }, { id: 2 }]);
    transport.verify();
  });

  it('prints an empty array for an empty list', async () => {
    const transport = strictTransport([
      { method: 'GET', path: 'events?page=1', reply: { body: { events: [], total: 0, total_pages: 0 } } },
    ]);
    const result = await runCli(['api', 'GET', 'events', '--paginate'], { transport });
    expect(result).toEqual({ code: 0, stdout: '[]\n', stderr: '' });
  });

  it.each([
    [
      404,
      1,
      { code: 'rest_invalid_page', message: 'The page number requested is larger than the number of pages available.' },
    ],
    [401, 4, { code: 'rest_forbidden_context', message: 'Sorry, you are not allowed to do that.' }],
  ])('a page answering %i prints only its body, exit %i', async (status, code, body) => {
    const transport = strictTransport([
      { method: 'GET', path: 'events?page=1', reply: { body: envelope(1, [1, 2], 2) } },
      { method: 'GET', path: 'events?page=2', reply: { status, body } },
    ]);
    const result = await runCli(['api', 'GET', 'events', '--paginate'], { transport });
    expect(result).toEqual({
      code,
      stdout: `${JSON.stringify(body, null, 2)}\n`,
      stderr: `cal: ${body.code}: ${body.message}\n`,
    });
    transport.verify();
  });

  it('fails, printing nothing, when the answer is not a list', async () => {
    const transport = strictTransport([{ method: 'GET', path: 'events/12?page=1', reply: { body: { id: 12 } } }]);
    const result = await runCli(['api', 'GET', 'events/12', '--paginate'], { transport });
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'cal: --paginate: the answer to GET events/12?page=1 is not a list (no array of items in it)\n',
    });
  });

  it.each([
    [['POST', 'tags', '--paginate'], 'cal: --paginate follows the pages of a GET list, not POST\n'],
    [
      ['GET', 'events', '--paginate', '--include'],
      "cal: --paginate prints one array of every page's items: it cannot show headers with --include\n",
    ],
    [['GET', 'events?page=0', '--paginate'], 'cal: --paginate: page must be a positive integer, got "0"\n'],
  ])('refuses %j, exit 2, sending nothing', async (args, stderr) => {
    const result = await runCli(['api', ...args], { transport: strictTransport([]) });
    expect(result).toEqual({ code: 2, stdout: '', stderr });
  });
});
