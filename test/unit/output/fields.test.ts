// Table tests for dotted field paths (pickField, projectFields) and cell text of API values.
import { describe, expect, it } from 'vitest';
import { cellText } from '../../../src/output/cells.js';
import { projectFields } from '../../../src/output/fields.js';
import { pickField } from '../../../src/output/render.js';
import { jazzNight, winterMarket } from './fixtures.js';

describe('pickField', () => {
  it.each<[string, Record<string, unknown>, string, unknown]>([
    ['top-level scalar', jazzNight, 'id', 8],
    ['top-level string kept as given', jazzNight, 'title', 'Rock &amp; Roll Night'],
    ['nested object', jazzNight, 'venue.venue', 'Blue Note Hall'],
    ['deeper nesting', jazzNight, 'cost_details.currency_symbol', '$'],
    ['array maps', jazzNight, 'organizer.organizer', ['Jazz Society', 'Smith &amp; Sons']],
    ['terms map', winterMarket, 'categories.name', ['Festivals', 'Markets']],
    ['numeric index', jazzNight, 'organizer.1.organizer', 'Smith &amp; Sons'],
    ['nested arrays flatten', jazzNight, 'organizer.global_id_lineage', ['127.0.0.1?id=6', '127.0.0.1?id=12']],
    ['empty venue maps to nothing', winterMarket, 'venue.venue', []],
    ['missing key', jazzNight, 'nope', undefined],
    ['missing nested key', jazzNight, 'venue.nope', undefined],
    ['path through a scalar', jazzNight, 'title.length', undefined],
    ['index out of range', jazzNight, 'organizer.5.organizer', undefined],
    ['false image', winterMarket, 'image', false],
  ])('%s', (_name, item, path, expected) => {
    expect(pickField(item, path)).toEqual(expected);
  });

  it('does not read inherited properties', () => {
    expect(pickField({}, 'constructor')).toBeUndefined();
  });
});

describe('projectFields', () => {
  it.each<[string, Record<string, unknown>, string[], Record<string, unknown>]>([
    ['keeps nesting', jazzNight, ['id', 'venue.venue'], { id: 8, venue: { venue: 'Blue Note Hall' } }],
    [
      'maps arrays',
      jazzNight,
      ['organizer.id', 'organizer.organizer'],
      {
        organizer: [
          { id: 6, organizer: 'Jazz Society' },
          { id: 12, organizer: 'Smith &amp; Sons' },
        ],
      },
    ],
    ['empty array stays empty', winterMarket, ['venue.venue'], { venue: [] }],
    ['order follows the paths', jazzNight, ['title', 'id'], { title: 'Rock &amp; Roll Night', id: 8 }],
    ['absent keys are left out', winterMarket, ['id', 'geo_lat'], { id: 9 }],
    [
      'shorter path wins',
      jazzNight,
      ['cost_details', 'cost_details.values'],
      { cost_details: jazzNight['cost_details'] },
    ],
    ['index picks one element', jazzNight, ['organizer.0.organizer'], { organizer: [{ organizer: 'Jazz Society' }] }],
    ['values are left as the API gave them', jazzNight, ['start_date'], { start_date: '2026-12-05 20:00:00' }],
  ])('%s', (_name, item, paths, expected) => {
    expect(projectFields(item, paths)).toEqual(expected);
    expect(Object.keys(projectFields(item, paths))).toEqual(Object.keys(expected));
  });
});

describe('cellText', () => {
  it.each<[string, unknown, string | undefined, string]>([
    ['escaped title', 'Rock &amp; Roll', undefined, 'Rock & Roll'],
    ['numeric entities', 'Caf&#233; &#8211; Bar &quot;X&quot;', undefined, 'Café – Bar "X"'],
    [
      'HTML description',
      '<p>An evening of <strong>live jazz</strong>.</p>\n<p>Doors at 7.</p>',
      undefined,
      'An evening of live jazz. Doors at 7.',
    ],
    ['escaped markup stays text', '&lt;b&gt;bold&lt;/b&gt;', undefined, '<b>bold</b>'],
    ['a lone < is text', 'x < y', undefined, 'x < y'],
    ['plain text keeps its line breaks', 'line 1\nline 2', undefined, 'line 1\nline 2'],
    ['edges trimmed', '  padded  ', undefined, 'padded'],
    ['number', 42, undefined, '42'],
    ['float', 40.7, undefined, '40.7'],
    ['true', true, undefined, 'true'],
    ['false', false, undefined, 'false'],
    ['null', null, undefined, ''],
    ['undefined', undefined, undefined, ''],
    ['empty array', [], undefined, ''],
    ['array of scalars', ['10', '20', 30], undefined, '10, 20, 30'],
    ['venue object', jazzNight['venue'], undefined, 'Blue Note Hall'],
    ['organizer array', jazzNight['organizer'], undefined, 'Jazz Society, Smith & Sons'],
    ['terms', winterMarket['categories'], undefined, 'Festivals, Markets'],
    ['image object', jazzNight['image'], 'image', 'http://127.0.0.1:8787/wp-content/uploads/2026/11/jazz.jpg'],
    ['no image', false, 'image', ''],
    ['other object as JSON', { a: 1, b: ['x'] }, undefined, '{"a":1,"b":["x"]}'],
    ['empty members skipped', ['a', '', null, 'b'], undefined, 'a, b'],
  ])('%s', (_name, value, key, expected) => {
    expect(cellText(value, key)).toBe(expected);
  });
});
