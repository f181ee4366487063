// On a terminal a list says why it is empty (for events, the dates that applied) and which terms it hid for having
// no events; in a pipe it prints the items alone and asks nothing more.
import { describe, expect, it } from 'vitest';
import { runCli, strictTransport, type Expectation } from '../../helpers/cli-fakes.js';
import { useSandbox } from '../../helpers/setup.js';

const API = 'http://localhost/wp-json/cal/events/v1/';

/** A list answer as servers give it, `rest_url` echoing the query they applied. */
function answer(path: string, key: string, items: { id: number }[], query: string, total = items.length): Expectation {
  const body = { [key]: items, rest_url: `${API}${key}/?${query}`, total, total_pages: total === 0 ? 0 : 1 };
  return { method: 'GET', path, reply: { body } };
}

async function notes(argv: string[], expectations: Expectation[], tty = true) {
  const transport = strictTransport(expectations);
  const result = await runCli([...argv, '--format', 'ids'], { transport, tty });
  expect(result.code, result.stderr).toBe(0);
  transport.verify();
  return result;
}

const DEFAULT_WINDOW = 'page=1&per_page=10&start_date=2026-11-20 00:00:00&end_date=2028-11-21 23:59:59&status=any';

describe('an empty event list on a terminal', () => {
  it.each([
    [
      [],
      'events?page=1',
      DEFAULT_WINDOW,
      'No events between 2026-11-20 and 2028-11-21, the default window (yesterday to two years ahead); --start-date and --end-date move it.',
    ],
    [
      ['--start-date', '2031-01-01'],
      'events?start_date=2031-01-01&page=1',
      'page=1&per_page=10&start_date=2031-01-01 00:00:00&end_date=2028-11-21 23:59:59&status=any',
      'No events between 2031-01-01 and 2028-11-21: the end defaults to two years ahead; --end-date moves it.',
    ],
    [
      ['--end-date', '2026-12-01'],
      'events?end_date=2026-12-01&page=1',
      'page=1&per_page=10&start_date=2026-11-20 00:00:00&end_date=2026-12-01 23:59:59&status=any',
      'No events between 2026-11-20 and 2026-12-01: the start defaults to yesterday; --start-date moves it.',
    ],
    [
      ['--start-date', '2027-01-01T10:00', '--end-date', '2027-02-01', '--strict-dates'],
      'events?start_date=2027-01-01T10%3A00&end_date=2027-02-01&strict_dates=true&page=1',
      'page=1&per_page=10&start_date=2027-01-01 10:00:00&end_date=2027-02-01 00:00:00&status=any',
      'No events between 2027-01-01 10:00:00 and 2027-02-01.',
    ],
    [
      ['--starts-after', '2027-01-01'],
      'events?starts_after=2027-01-01&page=1',
      'page=1&per_page=10&status=any&starts_after=2027-01-01 23:59:59',
      'No events starting after 2027-01-01.',
    ],
  ])('%j says which dates applied', async (flags, path, query, note) => {
    // Strict times typed without an offset are read in the site's zone: a UTC site here.
    const siteZone: Expectation[] = flags.includes('--strict-dates')
      ? [{ method: 'GET', path: '?_fields=timezone_string,gmt_offset', reply: { body: { timezone_string: 'UTC' } } }]
      : [];
    const result = await notes(['events', 'list', ...flags], [...siteZone, answer(path, 'events', [], query)]);
    expect(result).toMatchObject({ stdout: '', stderr: `${note}\n` });
  });

  it('says nothing in a pipe', async () => {
    const result = await notes(['events', 'list'], [answer('events?page=1', 'events', [], DEFAULT_WINDOW)], false);
    expect(result).toMatchObject({ stdout: '', stderr: '' });
  });

  it('says when the page asked for is past the last one', async () => {
    const result = await notes(
      ['events', 'list', '--page', '5'],
      [{ method: 'GET', path: 'events?page=5', reply: { body: { events: [], total: 3, total_pages: 1 } } }],
    );
    expect(result.stderr).toBe('No events on page 5: the list has 1 page.\n');
  });

  it('says only that it is empty when the server echoes no dates', async () => {
    const result = await notes(
      ['events', 'list'],
      [{ method: 'GET', path: 'events?page=1', reply: { body: { events: [] } } }],
    );
    expect(result.stderr).toBe('No events.\n');
  });
});

describe('categories and tags the server hides for having no events', () => {
  const withEmpty = (path: string, key: string, total: number) => answer(path, key, [{ id: 9 }], 'page=1', total);

  it('counts them on a terminal and says how to see them', async () => {
    const result = await notes(
      ['categories', 'list'],
      [
        answer('categories?page=1', 'categories', [{ id: 1 }, { id: 2 }], 'page=1'),
        withEmpty('categories?hide_empty=false&page=1&per_page=1', 'categories', 5),
      ],
    );
    expect(result).toMatchObject({
      stdout: '1\n2\n',
      stderr: '3 categories without events are hidden (--no-hide-empty shows them).\n',
    });
  });

  it('says so when they are all the list would have had', async () => {
    const result = await notes(
      ['tags', 'list', '--search', 'new'],
      [
        answer('tags?search=new&page=1', 'tags', [], 'page=1'),
        withEmpty('tags?search=new&hide_empty=false&page=1&per_page=1', 'tags', 1),
      ],
    );
    expect(result.stderr).toBe('No tags with events; 1 tag without events is hidden (--no-hide-empty shows them).\n');
  });

  it('says nothing more when none is hidden', async () => {
    const result = await notes(
      ['categories', 'list'],
      [
        answer('categories?page=1', 'categories', [{ id: 1 }], 'page=1'),
        withEmpty('categories?hide_empty=false&page=1&per_page=1', 'categories', 1),
      ],
    );
    expect(result.stderr).toBe('');
  });

  it('lists as usual, without the count, when the server refuses to count', async () => {
    const refused = { code: 'rest_invalid_param', message: 'no', data: { status: 400 } };
    const result = await notes(
      ['categories', 'list'],
      [
        answer('categories?page=1', 'categories', [{ id: 1 }], 'page=1'),
        { method: 'GET', path: 'categories?hide_empty=false&page=1&per_page=1', reply: { status: 400, body: refused } },
      ],
    );
    expect(result).toMatchObject({ stdout: '1\n', stderr: '' });
  });

  it('asks nothing more when --hide-empty or --no-hide-empty is given, or in a pipe', async () => {
    for (const [flag, query] of [
      ['--no-hide-empty', 'hide_empty=false'],
      ['--hide-empty', 'hide_empty=true'],
    ] as const) {
      const result = await notes(
        ['categories', 'list', flag],
        [answer(`categories?${query}&page=1`, 'categories', [], 'page=1')],
      );
      expect(result.stderr).toBe('No categories.\n');
    }
    const piped = await notes(['categories', 'list'], [answer('categories?page=1', 'categories', [], 'page=1')], false);
    expect(piped.stderr).toBe('');
  });
});

describe('on a local calendar', () => {
  const box = useSandbox();

  it('shows the window the list applied and the category it hid', async () => {
    const env = box.fileEnv;
    const created = await runCli(['categories', 'create', '--name', 'Brand New', '--format', 'ids'], { env });
    expect(created.code, created.stderr).toBe(0);
    const events = await runCli(['events', 'list', '--start-date', '2031-01-01'], { env, tty: true });
    expect(events).toMatchObject({
      code: 0,
      stdout: '',
      stderr:
        'No events between 2031-01-01 and 2028-11-21: the end defaults to two years ahead; --end-date moves it.\n',
    });
    const categories = await runCli(['categories', 'list'], { env, tty: true });
    expect(categories).toMatchObject({
      code: 0,
      stdout: '',
      stderr: 'No categories with events; 1 category without events is hidden (--no-hide-empty shows them).\n',
    });
    const all = await runCli(['categories', 'list', '--no-hide-empty', '--format', 'ids'], { env, tty: true });
    expect(all).toMatchObject({ code: 0, stdout: created.stdout, stderr: '' });
  });
});
