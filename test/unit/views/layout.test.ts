// Event spans, agenda grouping and week rows: the pure layout under every calendar view.
import { describe, expect, it } from 'vitest';
import { agendaDays } from '../../../src/domain/views/agenda.js';
import { weekOf } from '../../../src/domain/views/days.js';
import { isBarEvent, spanOf } from '../../../src/domain/views/view-event.js';
import { layoutWeek } from '../../../src/domain/views/week-layout.js';
import { allDay, timed } from './fixtures.js';

describe('spanOf', () => {
  it.each([
    [
      'an evening',
      timed('a', '2026-11-21 20:00:00', '2026-11-21 23:00:00', 'Europe/Madrid'),
      'Europe/Madrid',
      '2026-11-21',
      '2026-11-21',
      false,
    ],
    [
      'an evening seen from Tokyo',
      timed('a', '2026-11-21 20:00:00', '2026-11-21 23:00:00', 'Europe/Madrid'),
      'Asia/Tokyo',
      '2026-11-22',
      '2026-11-22',
      false,
    ],
    [
      'a night over midnight',
      timed('a', '2026-11-28 22:00:00', '2026-11-29 02:00:00', 'Europe/Madrid'),
      'Europe/Madrid',
      '2026-11-28',
      '2026-11-29',
      true,
    ],
    [
      'an end at midnight',
      timed('a', '2026-11-21 20:00:00', '2026-11-22 00:00:00'),
      'UTC',
      '2026-11-21',
      '2026-11-21',
      false,
    ],
    [
      'no length at all',
      timed('a', '2026-11-21 20:00:00', '2026-11-21 20:00:00'),
      'UTC',
      '2026-11-21',
      '2026-11-21',
      false,
    ],
    [
      'an all-day event in any zone',
      allDay('a', '2026-11-22', '2026-11-22'),
      'Pacific/Kiritimati',
      '2026-11-22',
      '2026-11-22',
      true,
    ],
    ['all-day days', allDay('a', '2026-11-12', '2026-11-14'), 'America/Los_Angeles', '2026-11-12', '2026-11-14', true],
  ])('%s', (_what, event, zone, first, last, bar) => {
    const span = spanOf(event, zone);
    expect(span).toEqual({ first, last });
    expect(isBarEvent(event, span)).toBe(bar);
  });
});

describe('agendaDays', () => {
  const festival = timed('Festival', '2026-11-19 10:00:00', '2026-11-22 18:00:00');
  const market = allDay('Market', '2026-11-21', '2026-11-21');
  const jazz = timed('Jazz', '2026-11-21 20:00:00', '2026-11-21 23:00:00');
  const breakfast = timed('Breakfast', '2026-11-21 08:00:00', '2026-11-21 09:00:00');
  const later = timed('Later', '2026-12-05 10:00:00', '2026-12-05 11:00:00');

  it('lists each day with events: whole-day entries first by title, then timed ones by start', () => {
    const days = agendaDays([jazz, later, festival, breakfast, market], '2026-11-20', 3, 'UTC');

    expect(
      days.map((d) => [d.day, d.entries.map((e) => `${e.event.title}:${e.part}:${e.dayNumber}/${e.dayCount}`)]),
    ).toEqual([
      ['2026-11-20', ['Festival:middle:2/4']],
      ['2026-11-21', ['Festival:middle:3/4', 'Market:whole:1/1', 'Breakfast:whole:1/1', 'Jazz:whole:1/1']],
      ['2026-11-22', ['Festival:last:4/4']],
    ]);
  });

  it('places the end day of an event before events starting later that day', () => {
    const days = agendaDays(
      [festival, timed('Brunch', '2026-11-22 11:00:00', '2026-11-22 12:00:00')],
      '2026-11-22',
      1,
      'UTC',
    );
    expect(days[0]?.entries.map((e) => `${e.event.title}:${e.part}`)).toEqual(['Festival:last', 'Brunch:whole']);
  });

  it('finds nothing outside the days asked for', () => {
    expect(agendaDays([later, festival], '2026-11-23', 7, 'UTC')).toEqual([]);
  });
});

describe('layoutWeek', () => {
  const week = weekOf('2026-11-18', 1);

  it('draws multi-day and all-day events as bars in lanes, longer ones on top, and keeps timed events per day', () => {
    const festival = timed('Festival', '2026-11-19 10:00:00', '2026-11-25 18:00:00');
    const residency = allDay('Residency', '2026-11-10', '2026-11-17');
    const market = allDay('Market', '2026-11-22', '2026-11-22');
    const fair = allDay('Fair', '2026-11-16', '2026-11-18');
    const jazz = timed('Jazz', '2026-11-21 20:00:00', '2026-11-21 23:00:00');
    const breakfast = timed('Breakfast', '2026-11-21 08:00:00', '2026-11-21 09:00:00');

    const layout = layoutWeek([jazz, market, festival, breakfast, residency, fair], week, 'UTC');

    const lanes = layout.lanes.map((lane) =>
      lane.map(
        (s) =>
          `${s.event.title} ${s.startCol}-${s.endCol}${s.continuesBefore ? ' <' : ''}${s.continuesAfter ? ' >' : ''}`,
      ),
    );
    expect(lanes).toEqual([
      ['Fair 0-2', 'Festival 3-6 >'],
      ['Residency 0-1 <', 'Market 6-6'],
    ]);
    expect(layout.timed.map((list) => list.map((e) => e.title))).toEqual([
      [],
      [],
      [],
      [],
      [],
      ['Breakfast', 'Jazz'],
      [],
    ]);
  });

  it('leaves out what happens in other weeks', () => {
    const layout = layoutWeek(
      [timed('Before', '2026-11-15 10:00:00', '2026-11-15 11:00:00'), allDay('After', '2026-11-23', '2026-11-24')],
      week,
      'UTC',
    );
    expect(layout.lanes).toEqual([]);
    expect(layout.timed.flat()).toEqual([]);
  });
});
