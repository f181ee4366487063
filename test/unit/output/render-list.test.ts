// Exact output of renderList/renderItem in every format, for events and venues, plus empty lists.
import { describe, expect, it } from 'vitest';
import { renderItem, renderList } from '../../../src/output/render.js';
import { OUTPUT_FORMATS, type OutputFormat, type OutputOptions } from '../../../src/output/types.js';
import {
  EVENT_COLUMNS,
  VENUE_COLUMNS,
  events,
  eventsAsText,
  jazzNight,
  jazzNightAsText,
  venues,
  venuesAsText,
} from './fixtures.js';

const lines = (...rows: string[]): string => `${rows.join('\n')}\n`;

function eventOptions(format: OutputFormat, extra: Partial<OutputOptions> = {}): OutputOptions {
  return { format, columns: EVENT_COLUMNS, color: false, ...extra };
}

function venueOptions(format: OutputFormat, extra: Partial<OutputOptions> = {}): OutputOptions {
  return { format, columns: VENUE_COLUMNS, color: false, ...extra };
}

describe('renderList: events in every format', () => {
  it.each<[OutputFormat, string]>([
    [
      'table',
      lines(
        '┌────┬──────────────────────┬──────────────────────┬───────────────────┬────────────────┬─────────┐',
        '│ id │ start_date           │ end_date             │ title             │ venue.venue    │ status  │',
        '├────┼──────────────────────┼──────────────────────┼───────────────────┼────────────────┼─────────┤',
        '│ 8  │ 2026-12-05 20:00 EST │ 2026-12-05 23:00 EST │ Rock & Roll Night │ Blue Note Hall │ publish │',
        '│ 9  │ 2026-12-20           │ 2026-12-22           │ Winter Market     │                │ draft   │',
        '└────┴──────────────────────┴──────────────────────┴───────────────────┴────────────────┴─────────┘',
      ),
    ],
    [
      'csv',
      lines(
        'id,start_date,end_date,title,venue.venue,status',
        '8,2026-12-05 20:00:00,2026-12-05 23:00:00,Rock & Roll Night,Blue Note Hall,publish',
        '9,2026-12-20 00:00:00,2026-12-22 23:59:59,Winter Market,,draft',
      ),
    ],
    [
      'tsv',
      lines(
        'id\tstart_date\tend_date\ttitle\tvenue.venue\tstatus',
        '8\t2026-12-05 20:00:00\t2026-12-05 23:00:00\tRock & Roll Night\tBlue Note Hall\tpublish',
        '9\t2026-12-20 00:00:00\t2026-12-22 23:59:59\tWinter Market\t\tdraft',
      ),
    ],
    ['ids', lines('8', '9')],
    ['count', lines('2')],
    ['json', `${JSON.stringify(eventsAsText, null, 2)}\n`],
    ['ndjson', lines(JSON.stringify(eventsAsText[0]), JSON.stringify(eventsAsText[1]))],
  ])('%s', (format, expected) => {
    expect(renderList(events, undefined, eventOptions(format))).toBe(expected);
  });

  it('json without fields is the API objects, names as text', () => {
    expect(JSON.parse(renderList(events, 2, eventOptions('json')))).toEqual(eventsAsText);
    const [first] = renderList(events, 2, eventOptions('ndjson')).split('\n');
    expect(JSON.parse(first ?? '')).toEqual(jazzNightAsText);
  });

  it('count prints the total when the API gave one', () => {
    expect(renderList(events, 37, eventOptions('count'))).toBe('37\n');
  });
});

describe('renderList: venues in every format', () => {
  it.each<[OutputFormat, string]>([
    [
      'table',
      lines(
        '┌────┬────────────────┬──────────┬───────────────┐',
        '│ id │ venue          │ city     │ country       │',
        '├────┼────────────────┼──────────┼───────────────┤',
        '│ 4  │ Blue Note Hall │ New York │ United States │',
        '│ 11 │ Inline Café    │ Lisbon   │ Portugal      │',
        '└────┴────────────────┴──────────┴───────────────┘',
      ),
    ],
    [
      'csv',
      lines('id,venue,city,country', '4,Blue Note Hall,New York,United States', '11,Inline Café,Lisbon,Portugal'),
    ],
    [
      'tsv',
      lines(
        'id\tvenue\tcity\tcountry',
        '4\tBlue Note Hall\tNew York\tUnited States',
        '11\tInline Café\tLisbon\tPortugal',
      ),
    ],
    ['ids', lines('4', '11')],
    ['count', lines('2')],
    ['json', `${JSON.stringify(venuesAsText, null, 2)}\n`],
    ['ndjson', lines(JSON.stringify(venuesAsText[0]), JSON.stringify(venuesAsText[1]))],
  ])('%s', (format, expected) => {
    expect(renderList(venues, undefined, venueOptions(format))).toBe(expected);
  });
});

describe('renderList: --fields with nested paths', () => {
  const fields = ['id', 'title', 'venue.venue', 'organizer.organizer', 'categories.name'];

  it.each<[OutputFormat, string]>([
    [
      'table',
      lines(
        '┌────┬───────────────────┬────────────────┬────────────────────────────┬────────────────────┐',
        '│ id │ title             │ venue.venue    │ organizer.organizer        │ categories.name    │',
        '├────┼───────────────────┼────────────────┼────────────────────────────┼────────────────────┤',
        '│ 8  │ Rock & Roll Night │ Blue Note Hall │ Jazz Society, Smith & Sons │ Music              │',
        '│ 9  │ Winter Market     │                │                            │ Festivals, Markets │',
        '└────┴───────────────────┴────────────────┴────────────────────────────┴────────────────────┘',
      ),
    ],
    [
      'csv',
      lines(
        'id,title,venue.venue,organizer.organizer,categories.name',
        '8,Rock & Roll Night,Blue Note Hall,"Jazz Society, Smith & Sons",Music',
        '9,Winter Market,,,"Festivals, Markets"',
      ),
    ],
    [
      'tsv',
      lines(
        'id\ttitle\tvenue.venue\torganizer.organizer\tcategories.name',
        '8\tRock & Roll Night\tBlue Note Hall\tJazz Society, Smith & Sons\tMusic',
        '9\tWinter Market\t\t\tFestivals, Markets',
      ),
    ],
    [
      'ndjson',
      lines(
        '{"id":8,"title":"Rock & Roll Night","venue":{"venue":"Blue Note Hall"},"organizer":[{"organizer":"Jazz Society"},{"organizer":"Smith & Sons"}],"categories":[{"name":"Music"}]}',
        '{"id":9,"title":"Winter Market","venue":[],"organizer":[],"categories":[{"name":"Festivals"},{"name":"Markets"}]}',
      ),
    ],
    [
      'json',
      lines(
        '[',
        '  {',
        '    "id": 8,',
        '    "title": "Rock & Roll Night",',
        '    "venue": {',
        '      "venue": "Blue Note Hall"',
        '    },',
        '    "organizer": [',
        '      {',
        '        "organizer": "Jazz Society"',
        '      },',
        '      {',
        '        "organizer": "Smith & Sons"',
        '      }',
        '    ],',
        '    "categories": [',
        '      {',
        '        "name": "Music"',
        '      }',
        '    ]',
        '  },',
        '  {',
        '    "id": 9,',
        '    "title": "Winter Market",',
        '    "venue": [],',
        '    "organizer": [],',
        '    "categories": [',
        '      {',
        '        "name": "Festivals"',
        '      },',
        '      {',
        '        "name": "Markets"',
        '      }',
        '    ]',
        '  }',
        ']',
      ),
    ],
    ['ids', lines('8', '9')],
    ['count', lines('2')],
  ])('%s', (format, expected) => {
    expect(renderList(events, undefined, eventOptions(format, { fields }))).toBe(expected);
  });

  it('an empty fields list means the default columns', () => {
    expect(renderList(events, undefined, eventOptions('csv', { fields: [] }))).toBe(
      renderList(events, undefined, eventOptions('csv')),
    );
  });
});

describe('renderList: empty lists', () => {
  // Only json and count print something for an empty list; see renderList.
  it.each<[OutputFormat, string]>([
    ['table', ''],
    ['json', '[]\n'],
    ['ndjson', ''],
    ['csv', ''],
    ['tsv', ''],
    ['ids', ''],
    ['count', '0\n'],
  ])('%s', (format, expected) => {
    expect(renderList([], undefined, eventOptions(format))).toBe(expected);
    expect(renderList([], 0, eventOptions(format, { fields: ['id', 'venue.venue'] }))).toBe(expected);
  });
});

describe('renderItem', () => {
  it.each<[OutputFormat, string[] | undefined, string]>([
    ['json', ['id', 'venue.city'], lines('{', '  "id": 8,', '  "venue": {', '    "city": "New York"', '  }', '}')],
    ['json', undefined, `${JSON.stringify(jazzNightAsText, null, 2)}\n`],
    ['ndjson', ['id', 'venue.city'], lines('{"id":8,"venue":{"city":"New York"}}')],
    [
      'csv',
      undefined,
      lines(
        'id,start_date,end_date,title,venue.venue,status',
        '8,2026-12-05 20:00:00,2026-12-05 23:00:00,Rock & Roll Night,Blue Note Hall,publish',
      ),
    ],
    ['tsv', ['id', 'tags.name'], lines('id\ttags.name', '8\tjazz, live')],
    ['ids', undefined, lines('8')],
    ['count', undefined, lines('1')],
    [
      'table',
      ['id', 'title', 'start_date', 'venue.venue', 'organizer.organizer', 'description'],
      lines(
        '┌─────────────────────┬──────────────────────────────────────────────┐',
        '│ id                  │ 8                                            │',
        '│ title               │ Rock & Roll Night                            │',
        '│ start_date          │ 2026-12-05 20:00 EST                         │',
        '│ venue.venue         │ Blue Note Hall                               │',
        '│ organizer.organizer │ Jazz Society, Smith & Sons                   │',
        '│ description         │ An evening of live jazz & blues. Doors at 7. │',
        '└─────────────────────┴──────────────────────────────────────────────┘',
      ),
    ],
  ])('%s with fields %j', (format, fields, expected) => {
    expect(renderItem(jazzNight, eventOptions(format, fields ? { fields } : {}))).toBe(expected);
  });

  it('table without fields shows scalars plus venue, organizer and term names', () => {
    expect(renderItem(jazzNight, eventOptions('table'))).toBe(
      lines(
        '┌────────────────────┬───────────────────────────────────────────────────────────┐',
        '│ id                 │ 8                                                         │',
        '│ global_id          │ 127.0.0.1?id=8                                            │',
        '│ author             │ 1                                                         │',
        '│ status             │ publish                                                   │',
        '│ date               │ 2026-11-21 12:49:05                                       │',
        '│ date_utc           │ 2026-11-21 12:49:05                                       │',
        '│ modified           │ 2026-11-21 12:49:05                                       │',
        '│ modified_utc       │ 2026-11-21 12:49:05                                       │',
        '│ url                │ http://127.0.0.1:8787/event/rock-roll-night/              │',
        '│ rest_url           │ http://127.0.0.1:8787/wp-json/tribe/events/v1/events/8    │',
        '│ title              │ Rock & Roll Night                                         │',
        '│ description        │ An evening of live jazz & blues. Doors at 7.              │',
        '│ excerpt            │ Live jazz downtown                                        │',
        '│ slug               │ rock-roll-night                                           │',
        '│ image              │ http://127.0.0.1:8787/wp-content/uploads/2026/11/jazz.jpg │',
        '│ all_day            │ false                                                     │',
        '│ start_date         │ 2026-12-05 20:00 EST                                      │',
        '│ end_date           │ 2026-12-05 23:00 EST                                      │',
        '│ utc_start_date     │ 2026-12-06 01:00:00                                       │',
        '│ utc_end_date       │ 2026-12-06 04:00:00                                       │',
        '│ timezone           │ America/New_York                                          │',
        '│ timezone_abbr      │ EST                                                       │',
        '│ cost               │ $15                                                       │',
        '│ website            │ https://jazz.example.com/night                            │',
        '│ show_map           │ true                                                      │',
        '│ show_map_link      │ true                                                      │',
        '│ hide_from_listings │ false                                                     │',
        '│ sticky             │ false                                                     │',
        '│ featured           │ true                                                      │',
        '│ categories         │ Music                                                     │',
        '│ tags               │ jazz, live                                                │',
        '│ venue              │ Blue Note Hall                                            │',
        '│ organizer          │ Jazz Society, Smith & Sons                                │',
        '└────────────────────┴───────────────────────────────────────────────────────────┘',
      ),
    );
  });

  it('table of a venue without fields', () => {
    const [, cafe] = venues;
    expect(renderItem(cafe ?? {}, venueOptions('table'))).toBe(
      lines(
        '┌───────────────┬──────────────────────────────────────────┐',
        '│ id            │ 11                                       │',
        '│ author        │ 1                                        │',
        '│ status        │ publish                                  │',
        '│ date          │ 2026-11-21 12:49:06                      │',
        '│ date_utc      │ 2026-11-21 12:49:06                      │',
        '│ modified      │ 2026-11-21 12:49:06                      │',
        '│ modified_utc  │ 2026-11-21 12:49:06                      │',
        '│ url           │ http://127.0.0.1:8787/venue/inline-cafe/ │',
        '│ venue         │ Inline Café                              │',
        '│ slug          │ inline-cafe                              │',
        '│ city          │ Lisbon                                   │',
        '│ country       │ Portugal                                 │',
        '│ show_map      │ true                                     │',
        '│ show_map_link │ true                                     │',
        '│ global_id     │ 127.0.0.1?id=11                          │',
        '└───────────────┴──────────────────────────────────────────┘',
      ),
    );
  });
});

describe('stable output', () => {
  it.each(OUTPUT_FORMATS)('%s has no trailing spaces and ends with a newline', (format) => {
    for (const fields of [undefined, ['id', 'title', 'description', 'venue.venue', 'organizer.organizer']]) {
      const out = renderList(events, undefined, eventOptions(format, fields ? { fields } : {}));
      expect(out.endsWith('\n')).toBe(true);
      expect(out).not.toMatch(/ +$/m);
      expect(renderList(events, undefined, eventOptions(format, fields ? { fields } : {}))).toBe(out);
    }
  });

  it('rejects an unknown --tz zone', () => {
    expect(() => renderList(events, undefined, eventOptions('table', { timezone: 'Mars/Olympus' }))).toThrow(
      RangeError,
    );
  });
});
