// `cal export`: every page of events.list with the filter flags, written exactly in each format.
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../../helpers/setup.js';
import { NO_CAPABILITIES, SERVER_CAPABILITIES } from '../../../src/api/capabilities.js';
import { runCli, strictTransport, type Expectation } from '../../helpers/cli-fakes.js';
import { CSV_EXPORT, CSV_HEADER, jazz, jazzApi, market, marketApi } from './bulk-fixtures.js';

/**
 * The two events over two pages of the list, as the API pages them to an editor (with the text as written), then the
 * events hidden from listings.
 */
const pages = (query: string): Expectation[] => [
  {
    method: 'GET',
    path: `events?${query}context=edit&per_page=50&page=1`,
    reply: { body: { events: [jazzApi], total: 2, total_pages: 2 } },
  },
  {
    method: 'GET',
    path: `events?${query}context=edit&per_page=50&page=2`,
    reply: { body: { events: [marketApi], total: 2, total_pages: 2 } },
  },
  hidden(query),
];

const hidden = (query: string): Expectation => ({
  method: 'GET',
  path: `events?${query}context=edit&hide_from_listings=true&per_page=50&page=1`,
  reply: { body: { events: [], total: 0, total_pages: 0 } },
});

/** A site of one language (no languages to go through), which lists hidden events to editors. */
const ONE_LANGUAGE = { ...SERVER_CAPABILITIES, languages: false };

async function exportWith(argv: string[], expectations: Expectation[], capabilities = ONE_LANGUAGE) {
  const transport = strictTransport(expectations);
  const result = await runCli(['export', ...argv], { transport, capabilities });
  transport.verify();
  return result;
}

const files = useSandbox();
describe('cal export', () => {
  it('writes one pretty JSON array by default, following every page', async () => {
    const result = await exportWith([], pages(''));
    expect(result).toEqual({ code: 0, stdout: `${JSON.stringify([jazz, market], null, 2)}\n`, stderr: '' });
    // Spot checks of the mapping the whole-text comparison relies on.
    expect(result.stdout).toContain(
      '    "title": "Jazz & Blues",\n    "description": "<p>Live <b>jazz</b>, all night.</p>\\n<p>Bring friends.</p>",\n',
    );
    expect(result.stdout).not.toContain('"website": "http://localhost/event/jazz-night/"');
    expect(result.stdout).toContain('    "cost": "",\n    "website": "https://market.example.org",\n');
  });

  it('writes one object a line with --format ndjson', async () => {
    const result = await exportWith(['--format', 'ndjson'], pages(''));
    expect(result.stdout).toBe(
      '{"title":"Jazz & Blues","description":"<p>Live <b>jazz</b>, all night.</p>\\n<p>Bring friends.</p>","excerpt":"","slug":"jazz-night","status":"publish",' +
        '"start_date":"2026-12-05 20:00:00","end_date":"2026-12-05 23:00:00","timezone":"Europe/Madrid","all_day":false,"cost":"$15",' +
        '"featured":true,"sticky":false,"hide_from_listings":false,"show_map":true,"show_map_link":false,"categories":["Jazz","Live, Music"],' +
        '"tags":["free|open"],"venue":{"venue":"Blue Hall","address":"1 Main St","city":"Vic","country":"Spain","zip":"08500","phone":"555"},' +
        '"organizer":[{"organizer":"Ana","phone":"1","email":"ana@example.org"},{"organizer":"Bob"}]}\n' +
        '{"title":"Market","description":"","excerpt":"Stalls","slug":"market","status":"draft","start_date":"2026-12-06 00:00:00",' +
        '"end_date":"2026-12-06 23:59:59","timezone":"UTC","all_day":true,"cost":"","website":"https://market.example.org","featured":false,' +
        '"sticky":false,"hide_from_listings":false,"show_map":false,"show_map_link":false,"categories":[],"tags":[],"organizer":[]}\n',
    );
    expect(result.code).toBe(0);
  });

  it('writes one CSV row an event with --format csv, lists joined with "|"', async () => {
    const result = await exportWith(['--format', 'csv'], pages(''));
    expect(result).toEqual({ code: 0, stdout: CSV_EXPORT, stderr: '' });
  });

  it('passes the list filter flags on and writes --output FILE instead of stdout', async () => {
    const result = await exportWith(
      [
        '--starts-after',
        '2026-12-01',
        '--categories',
        'music',
        '--status',
        'publish,draft',
        '--lang',
        'es',
        '--format',
        'csv',
        '--output',
        files.path('out.csv'),
      ],
      [
        // The site's languages: es is its default, so the records need not say it.
        {
          method: 'GET',
          path: '',
          reply: {
            body: {
              routes: { '/x': { endpoints: [{ args: { site_language: { default: 'es', enum: ['en', 'es'] } } }] } },
            },
          },
        },
        ...pages('starts_after=2026-12-01&categories[]=music&status[]=publish&status[]=draft&site_language=es&'),
      ],
      SERVER_CAPABILITIES,
    );
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(await files.read('out.csv')).toBe(CSV_EXPORT);
  });

  it('refuses to write an xlsx workbook to a terminal, before asking the server anything', async () => {
    const transport = strictTransport([]);
    const result = await runCli(['export', '--format', 'xlsx'], { transport, capabilities: ONE_LANGUAGE, tty: true });
    transport.verify();
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: 'cal: --format xlsx writes a binary workbook: give --output FILE (or redirect stdout)\n',
    });
  });

  it('writes an empty list when nothing matches', async () => {
    const none: Expectation[] = [
      {
        method: 'GET',
        path: 'events?featured=true&context=edit&per_page=50&page=1',
        reply: { body: { events: [], total: 0, total_pages: 0 } },
      },
      hidden('featured=true&'),
    ];
    expect(await exportWith(['--featured'], none)).toEqual({ code: 0, stdout: '[]\n', stderr: '' });
    expect(await exportWith(['--featured', '--format', 'csv'], none)).toEqual({
      code: 0,
      stdout: `${CSV_HEADER}\n`,
      stderr: '',
    });
    expect(await exportWith(['--featured', '--format', 'ndjson'], none)).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it("on a server without context=edit (TEC), reads the text as written of WordPress' route, else makes the HTML plain", async () => {
    const shown = ({ raw: _raw, ...event }: Record<string, unknown>) => event;
    const result = await exportWith(
      [],
      [
        {
          method: 'GET',
          path: 'events?per_page=50&page=1',
          reply: { body: { events: [shown(jazzApi), shown(marketApi)], total: 2, total_pages: 1 } },
        },
        {
          method: 'GET',
          path: 'wp/v2/tribe_events?context=edit&include=10,11&per_page=100&status=draft,publish&_fields=id,title.raw,content.raw,excerpt.raw',
          reply: { body: [{ id: 11, title: { raw: 'Market' }, content: { raw: '' }, excerpt: { raw: '  Stalls\n' } }] },
        },
      ],
      NO_CAPABILITIES,
    );
    expect(result).toEqual({
      code: 0,
      stdout: `${JSON.stringify([jazz, { ...market, excerpt: '  Stalls\n' }], null, 2)}\n`,
      stderr:
        'warning: this server does not list events hidden from listings: those it has are not in this export\n' +
        'warning: some events carry their title, description and excerpt as the server shows them, not as written (quotes, dashes and paragraphs may differ): this account may not edit them, or the server does not give their text as written\n',
    });
  });

  it('refuses an unknown format before sending anything', async () => {
    const result = await exportWith(['--format', 'xml'], []);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      "cal: option '--format <format>' argument 'xml' is invalid. Allowed choices are json, ndjson, csv, xlsx, ics.\n",
    );
  });
});
