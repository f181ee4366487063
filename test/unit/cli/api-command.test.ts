// `cal api`: typed --field values, query for reads and JSON body for writes, bodies printed even on errors.
import { describe, expect, it } from 'vitest';
import { parseFields } from '../../../src/cli/commands/api.js';
import { runCli, strictTransport } from '../../helpers/cli-fakes.js';

describe('parseFields', () => {
  it.each([
    [['name=jazz'], { name: 'jazz' }],
    [['per_page=5', 'featured=true', 'parent=null'], { per_page: 5, featured: true, parent: null }],
    [['categories[]=music', 'categories[]=3'], { categories: ['music', 3] }],
    [['tag=a', 'tag=b'], { tag: ['a', 'b'] }],
    [['venue={"venue":"Hall","city":"Vic"}'], { venue: { venue: 'Hall', city: 'Vic' } }],
    [['title=a=b'], { title: 'a=b' }],
  ])('%j', (pairs, expected) => {
    expect(parseFields(pairs)).toEqual(expected);
  });

  it('rejects a pair without a key', () => {
    expect(() => parseFields(['=x'])).toThrow('--field: expected key=value, got "=x"');
  });
});

describe('cal api', () => {
  it('puts fields in the query of a GET and prints the JSON', async () => {
    const transport = strictTransport([
      { method: 'GET', path: 'events?per_page=5&categories[]=music', reply: { body: { events: [], total: 0 } } },
    ]);
    const result = await runCli(['api', 'get', 'events', '-f', 'per_page=5', '-f', 'categories[]=music'], {
      transport,
    });
    expect(result).toEqual({ code: 0, stdout: '{\n  "events": [],\n  "total": 0\n}\n', stderr: '' });
    transport.verify();
  });

  it('sends fields as the JSON body of a write', async () => {
    const transport = strictTransport([
      { method: 'POST', path: 'tags', body: { name: 'jazz' }, reply: { status: 201, body: { id: 7 } } },
    ]);
    const result = await runCli(['api', 'POST', '/tags', '--field', 'name=jazz'], { transport });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ id: 7 });
    transport.verify();
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
