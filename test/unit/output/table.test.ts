// Terminal tables: fitting a 60-column terminal by cutting cells (titles first) and color on request only.
import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { renderItem, renderList } from '../../../src/output/render.js';
import type { OutputOptions } from '../../../src/output/types.js';
import { fitColumns, truncateToWidth } from '../../../src/output/width.js';
import { EVENT_COLUMNS, events, jazzNight } from './fixtures.js';

const lines = (...rows: string[]): string => `${rows.join('\n')}\n`;
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

function options(extra: Partial<OutputOptions> = {}): OutputOptions {
  return { format: 'table', columns: EVENT_COLUMNS, color: false, ...extra };
}

describe('table width', () => {
  it.each<[string, Partial<OutputOptions>, string]>([
    [
      'the title is cut before any other column',
      { fields: ['id', 'start_date', 'title', 'venue.venue'] },
      lines(
        '┌────┬──────────────────────┬─────────────┬────────────────┐',
        '│ id │ start_date           │ title       │ venue.venue    │',
        '├────┼──────────────────────┼─────────────┼────────────────┤',
        '│ 8  │ 2026-12-05 20:00 EST │ Rock & Rol… │ Blue Note Hall │',
        '│ 9  │ 2026-12-20           │ Winter Mar… │                │',
        '└────┴──────────────────────┴─────────────┴────────────────┘',
      ),
    ],
    [
      'then the widest columns give way evenly',
      {},
      lines(
        '┌────┬──────────┬──────────┬──────────┬──────────┬─────────┐',
        '│ id │ start_d… │ end_date │ title    │ venue.v… │ status  │',
        '├────┼──────────┼──────────┼──────────┼──────────┼─────────┤',
        '│ 8  │ 2026-12… │ 2026-12… │ Rock &…  │ Blue No… │ publish │',
        '│ 9  │ 2026-12… │ 2026-12… │ Winter…  │          │ draft   │',
        '└────┴──────────┴──────────┴──────────┴──────────┴─────────┘',
      ),
    ],
    [
      'a single item cuts its values',
      { fields: ['id', 'title', 'description', 'image'] },
      lines(
        '┌─────────────┬────────────────────────────────────────────┐',
        '│ id          │ 8                                          │',
        '│ title       │ Rock & Roll Night                          │',
        '│ description │ An evening of live jazz & blues. Doors at… │',
        '│ image       │ http://127.0.0.1:8787/wp-content/uploads/… │',
        '└─────────────┴────────────────────────────────────────────┘',
      ),
    ],
  ])('%s', (name, extra, expected) => {
    const out = name.startsWith('a single item')
      ? renderItem(jazzNight, options({ ...extra, width: 60 }))
      : renderList(events, undefined, options({ ...extra, width: 60 }));
    expect(out).toBe(expected);
    for (const line of out.trimEnd().split('\n')) expect(stringWidth(line)).toBeLessThanOrEqual(60);
  });

  it('a wide enough terminal changes nothing', () => {
    expect(renderList(events, undefined, options({ width: 200 }))).toBe(renderList(events, undefined, options()));
  });

  it('cells become one line without control characters', () => {
    const item = { ...jazzNight, title: 'Two\nlines\tand a tab', description: 'bell\u0007 escape\u001b[31m' };
    expect(renderItem(item, options({ fields: ['title', 'description'] }))).toBe(
      lines(
        '┌─────────────┬─────────────────────┐',
        '│ title       │ Two lines and a tab │',
        '│ description │ bell escape[31m     │',
        '└─────────────┴─────────────────────┘',
      ),
    );
  });
});

describe('truncateToWidth', () => {
  it.each<[string, number, string]>([
    ['Rock & Roll Night', 17, 'Rock & Roll Night'],
    ['Rock & Roll Night', 11, 'Rock & Rol…'],
    ['Rock & Roll Night', 7, 'Rock &…'],
    ['Rock & Roll Night', 1, '…'],
    ['音楽の夜', 5, '音楽…'],
    ['🎷 Jazz', 4, '🎷…'],
  ])('%j to %i columns', (text, width, expected) => {
    expect(truncateToWidth(text, width)).toBe(expected);
    expect(stringWidth(truncateToWidth(text, width))).toBeLessThanOrEqual(width);
  });
});

describe('fitColumns', () => {
  it.each<[string, [number, boolean][], number, number[]]>([
    [
      'fits already',
      [
        [2, false],
        [17, true],
      ],
      30,
      [2, 17],
    ],
    [
      'prose first, down to its floor',
      [
        [20, false],
        [30, true],
      ],
      40,
      [20, 20],
    ],
    [
      'prose floor, then widest',
      [
        [20, false],
        [30, true],
      ],
      25,
      [15, 10],
    ],
    [
      'widest ties: the rightmost gives first',
      [
        [12, false],
        [12, false],
      ],
      23,
      [12, 11],
    ],
    [
      'never below the minimum',
      [
        [20, false],
        [30, true],
        [2, false],
      ],
      3,
      [5, 5, 2],
    ],
  ])('%s', (_name, columns, budget, expected) => {
    expect(
      fitColumns(
        columns.map(([natural, shrinkFirst]) => ({ natural, shrinkFirst })),
        budget,
      ),
    ).toEqual(expected);
  });
});

describe('color', () => {
  const cases: [string, (color: boolean) => string][] = [
    ['list', (color) => renderList(events, undefined, options({ color }))],
    ['fitted list', (color) => renderList(events, undefined, options({ color, width: 60 }))],
    ['item', (color) => renderItem(jazzNight, options({ color }))],
  ];

  it.each(cases)('%s: ANSI codes only when color is true, same text either way', (_name, render) => {
    const colored = render(true);
    const plain = render(false);
    expect(colored).toMatch(ANSI);
    expect(colored).toContain('\u001b[1mid\u001b[22m');
    expect(colored).toContain('\u001b[2m');
    expect(plain).not.toContain('\u001b');
    expect(colored.replace(ANSI, '')).toBe(plain);
  });

  it('bold header and dim borders', () => {
    const out = renderList(events.slice(0, 1), undefined, options({ color: true, fields: ['id', 'status'] }));
    expect(out).toBe(
      lines(
        '\u001b[2m┌────┬─────────┐\u001b[22m',
        '\u001b[2m│\u001b[22m \u001b[1mid\u001b[22m \u001b[2m│\u001b[22m \u001b[1mstatus\u001b[22m  \u001b[2m│\u001b[22m',
        '\u001b[2m├────┼─────────┤\u001b[22m',
        '\u001b[2m│\u001b[22m 8  \u001b[2m│\u001b[22m publish \u001b[2m│\u001b[22m',
        '\u001b[2m└────┴─────────┘\u001b[22m',
      ),
    );
  });

  it('other formats never color', () => {
    for (const format of ['json', 'ndjson', 'csv', 'tsv', 'ids', 'count'] as const) {
      expect(renderList(events, undefined, options({ format, color: true }))).not.toContain('\u001b');
    }
  });
});
