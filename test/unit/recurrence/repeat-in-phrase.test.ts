// Repeat words in a one-line event (now: Thursday 2026-11-26, 13:00 in Madrid): what leaves the title, where the
// series starts, and its rule.
import { describe, expect, it } from 'vitest';
import { formatWallTime } from '../../../src/dates/wall-time.js';
import { parsePhrase } from '../../../src/domain/quick-add/phrase.js';
import { findRepeat } from '../../../src/domain/quick-add/repeat-in-phrase.js';

const options = { zone: 'Europe/Madrid', now: Date.UTC(2026, 10, 26, 12, 0, 0) };

/** title | start | end | all day or zone | rule | venue | terms. */
function understood(text: string): string {
  const result = parsePhrase(text, options);
  if ('error' in result) return `error: ${result.error}`;
  const { title, when, venue, terms, repeat } = result.phrase;
  return [
    title,
    formatWallTime(when.start),
    formatWallTime(when.end),
    when.allDay ? 'all day' : when.zone,
    repeat ?? '-',
    venue ?? '-',
    terms.join(',') || '-',
  ].join(' | ');
}

describe('repeat words in a phrase', () => {
  it.each([
    // A weekday and no date: the first such day from today on, at the phrase's time.
    [
      'Standup every friday 8pm until june',
      'Standup | 2026-11-27 20:00:00 | 2026-11-27 21:00:00 | Europe/Madrid | FREQ=WEEKLY;UNTIL=20270630T215959Z;BYDAY=FR | - | -',
    ],
    [
      'Yoga every tue,thu 7am for 10 #sport',
      'Yoga | 2026-11-26 07:00:00 | 2026-11-26 08:00:00 | Europe/Madrid | FREQ=WEEKLY;COUNT=10;BYDAY=TU,TH | - | sport',
    ],
    [
      'Review every 2 weeks on monday 10:00',
      'Review | 2026-11-30 10:00:00 | 2026-11-30 11:00:00 | Europe/Madrid | FREQ=WEEKLY;INTERVAL=2;BYDAY=MO | - | -',
    ],
    [
      'Yoga every tue and thu at 7am x8',
      'Yoga | 2026-11-26 07:00:00 | 2026-11-26 08:00:00 | Europe/Madrid | FREQ=WEEKLY;COUNT=8;BYDAY=TU,TH | - | -',
    ],
    [
      'Daily standup every weekday 9:30 15m',
      'Daily standup | 2026-11-26 09:30:00 | 2026-11-26 09:45:00 | Europe/Madrid | FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR | - | -',
    ],
    [
      'Festival every day 10am for 10 days',
      'Festival | 2026-11-26 10:00:00 | 2026-11-26 11:00:00 | Europe/Madrid | FREQ=DAILY;UNTIL=20261205T225959Z | - | -',
    ],
    [
      'Gym every mon wed fri 7am 90m',
      'Gym | 2026-11-27 07:00:00 | 2026-11-27 08:30:00 | Europe/Madrid | FREQ=WEEKLY;BYDAY=MO,WE,FR | - | -',
    ],
    // No time either: all day.
    ['Bins every monday', 'Bins | 2026-11-30 00:00:00 | 2026-11-30 23:59:59 | all day | FREQ=WEEKLY;BYDAY=MO | - | -'],
    [
      'Bins every monday until june #home',
      'Bins | 2026-11-30 00:00:00 | 2026-11-30 23:59:59 | all day | FREQ=WEEKLY;UNTIL=20270630;BYDAY=MO | - | home',
    ],
    [
      'Rent monthly on the 1st',
      'Rent | 2026-12-01 00:00:00 | 2026-12-01 23:59:59 | all day | FREQ=MONTHLY;BYMONTHDAY=1 | - | -',
    ],
    [
      'Pub quiz monthly on the last friday 8pm for 6',
      'Pub quiz | 2026-11-27 20:00:00 | 2026-11-27 21:00:00 | Europe/Madrid | FREQ=MONTHLY;COUNT=6;BYDAY=-1FR | - | -',
    ],
    // Without days, the when is the phrase's own.
    ['Standup daily 9am', 'Standup | 2026-11-26 09:00:00 | 2026-11-26 10:00:00 | Europe/Madrid | FREQ=DAILY | - | -'],
    [
      'Sprint review every 2 weeks 2027-01-11 15:00 until 2027-06-30',
      'Sprint review | 2027-01-11 15:00:00 | 2027-01-11 16:00:00 | Europe/Madrid | FREQ=WEEKLY;INTERVAL=2;UNTIL=20270630T215959Z | - | -',
    ],
    // A date the phrase names is kept.
    [
      'Club every friday 2027-01-08 7pm',
      'Club | 2027-01-08 19:00:00 | 2027-01-08 20:00:00 | Europe/Madrid | FREQ=WEEKLY;BYDAY=FR | - | -',
    ],
    [
      'Club every tuesday tomorrow 7pm',
      'Club | 2026-11-27 19:00:00 | 2026-11-27 20:00:00 | Europe/Madrid | FREQ=WEEKLY;BYDAY=TU | - | -',
    ],
    // Time ranges, durations, zones and venues as without repeat words.
    [
      'Jazz every friday 8pm-11pm at Blue Note #music',
      'Jazz | 2026-11-27 20:00:00 | 2026-11-27 23:00:00 | Europe/Madrid | FREQ=WEEKLY;BYDAY=FR | Blue Note | music',
    ],
    [
      'Dinner at Casa Pepe every friday 8:30pm',
      'Dinner | 2026-11-27 20:30:00 | 2026-11-27 21:30:00 | Europe/Madrid | FREQ=WEEKLY;BYDAY=FR | Casa Pepe | -',
    ],
    [
      'Gig every friday 8pm for 3 hours',
      'Gig | 2026-11-27 20:00:00 | 2026-11-27 23:00:00 | Europe/Madrid | FREQ=WEEKLY;BYDAY=FR | - | -',
    ],
    [
      'Party every sat 10pm until 2am',
      'Party | 2026-11-28 22:00:00 | 2026-11-29 02:00:00 | Europe/Madrid | FREQ=WEEKLY;BYDAY=SA | - | -',
    ],
    [
      'Call every friday 10:00 Europe/London until june',
      'Call | 2026-11-27 10:00:00 | 2026-11-27 11:00:00 | Europe/London | FREQ=WEEKLY;UNTIL=20270630T225959Z;BYDAY=FR | - | -',
    ],
    // The end may follow the venue.
    [
      'Standup every day 9am at Office until june',
      'Standup | 2026-11-26 09:00:00 | 2026-11-26 10:00:00 | Europe/Madrid | FREQ=DAILY;UNTIL=20270630T215959Z | Office | -',
    ],
    [
      'Yoga every tue 7am at Studio 4 for 10',
      'Yoga | 2026-12-01 07:00:00 | 2026-12-01 08:00:00 | Europe/Madrid | FREQ=WEEKLY;COUNT=10;BYDAY=TU | Studio 4 | -',
    ],
    [
      'Standup every friday until june 30 8pm',
      'Standup | 2026-11-27 20:00:00 | 2026-11-27 21:00:00 | Europe/Madrid | FREQ=WEEKLY;UNTIL=20270630T215959Z;BYDAY=FR | - | -',
    ],
    // Title words, not repeat words.
    [
      'Weekly review friday 10am',
      'Weekly review | 2026-11-27 10:00:00 | 2026-11-27 11:00:00 | Europe/Madrid | - | - | -',
    ],
    [
      'Team weekly sync tomorrow 10am',
      'Team weekly sync | 2026-11-27 10:00:00 | 2026-11-27 11:00:00 | Europe/Madrid | - | - | -',
    ],
    [
      'Breakfast at Every Day Cafe tomorrow 9am',
      'Breakfast | 2026-11-27 09:00:00 | 2026-11-27 10:00:00 | Europe/Madrid | - | Every Day Cafe | -',
    ],
    [
      'Every Brilliant Thing tomorrow 8pm',
      'Every Brilliant Thing | 2026-11-27 20:00:00 | 2026-11-27 21:00:00 | Europe/Madrid | - | - | -',
    ],
  ])('%s', (text, expected) => expect(understood(text)).toBe(expected));

  it('says why a rule does not fit, and what is missing', () => {
    expect(understood('Standup every friday 8pm until 2026-11-01')).toBe(
      'error: "every friday until 2026-11-01" is not a repeat rule: it ends on 2026-11-01, before it starts on 2026-11-27',
    );
    expect(understood('Standup every day')).toMatch(/^error: no date or time in "Standup every day": say when/);
    expect(understood('every friday 8pm')).toBe('error: no title in "every friday 8pm": put it before the date');
  });

  it('finds the repeat words apart from the rest', () => {
    const words = 'Standup every friday 8pm until june at Room 5'.split(' ');
    expect(findRepeat(words, options)).toEqual({
      words: ['Standup', '8pm', 'at', 'Room', '5'],
      text: 'every friday until june',
      days: 'FREQ=WEEKLY;BYDAY=FR',
    });
    expect(findRepeat('Lunch tomorrow 1pm'.split(' '), options)).toBeUndefined();
  });
});
