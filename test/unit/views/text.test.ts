// The text pieces of the terminal views: bars, wrapping, API events to plain text, colors, the mini month.
import { describe, expect, it } from 'vitest';
import { toViewEvent } from '../../../src/output/views/api-event.js';
import { barText, wrapText } from '../../../src/output/views/cell-text.js';
import { cellWidth } from '../../../src/output/views/grid-text.js';
import { calendarNames, dayHeading, monthTitle, weekdayHeads } from '../../../src/output/views/labels.js';
import { renderMiniMonth } from '../../../src/output/views/mini-month.js';
import { colorIndex, painter } from '../../../src/output/views/paint.js';
import { displayWidth } from '../../../src/output/width.js';
import { monthWeeks } from '../../../src/domain/views/days.js';
import type { BarSegment } from '../../../src/domain/views/week-layout.js';
import { allDay, timed } from './fixtures.js';

const festival = timed('Winter Festival', '2026-11-19 10:00:00', '2026-11-25 18:00:00');
const segment = (over: Partial<BarSegment>): BarSegment => ({
  event: festival,
  startCol: 0,
  endCol: 2,
  continuesBefore: false,
  continuesAfter: false,
  ...over,
});

describe('barText', () => {
  it.each([
    ['a bar with its start time and a line to its end', segment({}), 30, '10:00 Winter Festival ────────'],
    [
      'a bar going on from last week and into the next',
      segment({ continuesBefore: true, continuesAfter: true }),
      30,
      '◂Winter Festival ────────────▸',
    ],
    ['a title cut to leave the line visible', segment({}), 16, '10:00 Winter… ──'],
    [
      'a one-day all-day event, with no line',
      { ...segment({ endCol: 0 }), event: allDay('Market', '2026-11-22', '2026-11-22') },
      15,
      '◆ Market',
    ],
  ])('%s', (_what, bar, width, expected) => {
    const text = barText(bar, width, 'UTC');
    expect(text).toBe(expected);
    expect(displayWidth(text)).toBeLessThanOrEqual(width);
  });
});

describe('wrapText', () => {
  it.each([
    ['Jazz Night & friends', 14, 2, ['Jazz Night &', 'friends']],
    ['Breakfast talk about the history of the old town', 14, 2, ['Breakfast talk', 'about the his…']],
    ['Supercalifragilistic', 10, 2, ['Supercali…']],
    ['Short', 10, 2, ['Short']],
    ['', 10, 2, []],
  ])('%j in %i columns, at most %i lines', (text, width, max, expected) => {
    expect(wrapText(text, width, max)).toEqual(expected);
  });
});

describe('cellWidth', () => {
  it.each([
    [120, 16],
    [100, 13],
    [80, 10],
    [77, 9],
  ])('shares %i columns as seven days of %i', (width, cell) => {
    expect(cellWidth(width)).toBe(cell);
  });
});

describe('toViewEvent', () => {
  const base = {
    id: 7,
    title: 'Gig &lt;b&gt;loud&lt;/b&gt; &amp; \u001b[31mred',
    all_day: false,
    start_date: '2026-11-21 20:00:00',
    end_date: '2026-11-21 23:00:00',
    utc_start_date: '2026-11-21 19:00:00',
    utc_end_date: '2026-11-21 22:00:00',
    venue: { venue: 'Blue &amp; Green Hall' },
    categories: [{ name: 'Music' }, { name: 'Jazz &amp; Blues' }],
    url: 'http://127.0.0.1/event/gig/',
  };

  it("decodes the API's HTML-escaped text and drops terminal control characters", () => {
    expect(toViewEvent(base)).toEqual({
      id: 7,
      title: 'Gig <b>loud</b> & [31mred',
      allDay: false,
      start: Date.UTC(2026, 10, 21, 19),
      end: Date.UTC(2026, 10, 21, 22),
      localStartDay: '2026-11-21',
      localEndDay: '2026-11-21',
      venue: 'Blue & Green Hall',
      categories: ['Music', 'Jazz & Blues'],
      url: 'http://127.0.0.1/event/gig/',
    });
  });

  it.each([
    ['no venue ([])', { venue: [] }, undefined],
    ['several venues', { venue: [{ venue: 'First' }, { venue: 'Second' }] }, 'First'],
  ])('names the venue with %s', (_what, over, venue) => {
    expect(toViewEvent({ ...base, ...over })?.venue).toBe(venue);
  });

  it('skips what cannot be placed on a calendar', () => {
    expect(toViewEvent({ ...base, utc_start_date: '' })).toBeUndefined();
    expect(toViewEvent({ ...base, id: 'x' })).toBeUndefined();
  });
});

describe('painter', () => {
  it('gives a category the same color every time and leaves text alone without colors', () => {
    expect(colorIndex('Music')).toBe(colorIndex('music'));
    const event = { ...festival, categories: ['Music'] };
    expect(painter(false).event(event, 'Winter')).toBe('Winter');
    // eslint-disable-next-line no-control-regex -- matching ANSI escapes is the point
    expect(painter(true).event(event, 'Winter')).toMatch(/^\u001b\[\d+mWinter\u001b\[39m$/);
    expect(painter(true).event(festival, 'No category')).toBe('No category');
  });
});

describe('renderMiniMonth', () => {
  it('marks busy days and today', () => {
    const lines = renderMiniMonth(monthWeeks(2027, 2, 1), {
      month: '2027-02',
      weekStart: 1,
      today: '2027-02-10',
      busy: new Set(['2027-02-01', '2027-02-10']),
      paint: painter(false),
    });
    expect(lines).toEqual([
      ' Mo   Tu   We   Th   Fr   Sa   Su',
      '  1 •  2    3    4    5    6    7',
      '  8    9  [10]• 11   12   13   14',
      ' 15   16   17   18   19   20   21',
      ' 22   23   24   25   26   27   28',
    ]);
  });
});

describe('calendarNames', () => {
  it('names weekdays and months through Intl, in English where Intl has no data for the language', () => {
    expect(calendarNames('en')).toEqual({
      weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
      months: [
        'January',
        'February',
        'March',
        'April',
        'May',
        'June',
        'July',
        'August',
        'September',
        'October',
        'November',
        'December',
      ],
      shortMonths: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
      today: 'today',
    });
    expect(calendarNames('zz')).toEqual(calendarNames('en'));
    const es = calendarNames('es');
    expect([dayHeading('2026-11-21', es), monthTitle(2026, 11, es), weekdayHeads(1, 2, es).join(' ')]).toEqual([
      'Sáb 21 nov 2026',
      'Noviembre 2026',
      'Lu Ma Mi Ju Vi Sá Do',
    ]);
  });
});
