// One-line events: how a phrase splits into title, when, venue and terms (now: Thursday 2026-11-26, 13:00 in Madrid).
import { describe, expect, it } from 'vitest';
import { formatWallTime } from '../../../src/dates/wall-time.js';
import { parsePhrase } from '../../../src/domain/quick-add/phrase.js';

const options = { zone: 'Europe/Madrid', now: Date.UTC(2026, 10, 26, 12, 0, 0) };

/** The phrase as one line of what was understood: title | start | end | all day | zone | venue | terms. */
function understood(text: string): string {
  const result = parsePhrase(text, options);
  if ('error' in result) return `error: ${result.error}`;
  const { title, when, venue, terms } = result.phrase;
  return [
    title,
    formatWallTime(when.start),
    formatWallTime(when.end),
    when.allDay ? 'all day' : 'timed',
    when.zone,
    venue ?? '-',
    terms.join(',') || '-',
  ].join(' | ');
}

describe('parsePhrase', () => {
  it.each([
    [
      'Jazz night next friday 8pm-11pm at Blue Note #music',
      'Jazz night | 2026-11-27 20:00:00 | 2026-11-27 23:00:00 | timed | Europe/Madrid | Blue Note | music',
    ],
    ['Standup tomorrow 10-11', 'Standup | 2026-11-27 10:00:00 | 2026-11-27 11:00:00 | timed | Europe/Madrid | - | -'],
    [
      'Board meeting 2027-06-04 19:00 2h',
      'Board meeting | 2027-06-04 19:00:00 | 2027-06-04 21:00:00 | timed | Europe/Madrid | - | -',
    ],
    ['Gig fri 8pm for 3 hours', 'Gig | 2026-11-27 20:00:00 | 2026-11-27 23:00:00 | timed | Europe/Madrid | - | -'],
    ['Fair june 4', 'Fair | 2026-06-04 00:00:00 | 2026-06-04 23:59:59 | all day | Europe/Madrid | - | -'],
    [
      'Workshop next monday 9am-5pm',
      'Workshop | 2026-11-30 09:00:00 | 2026-11-30 17:00:00 | timed | Europe/Madrid | - | -',
    ],
    [
      'Call tomorrow 10:00 Europe/London',
      'Call | 2026-11-27 10:00:00 | 2026-11-27 11:00:00 | timed | Europe/London | - | -',
    ],
    ['Call tomorrow 10:00 UTC', 'Call | 2026-11-27 10:00:00 | 2026-11-27 11:00:00 | timed | UTC | - | -'],
    // A start alone lasts an hour; "at" before a time is only a word.
    ['Dinner tomorrow at 8pm', 'Dinner | 2026-11-27 20:00:00 | 2026-11-27 21:00:00 | timed | Europe/Madrid | - | -'],
    [
      'Dinner at Casa Pepe tomorrow at 8:30pm #food #friends',
      'Dinner | 2026-11-27 20:30:00 | 2026-11-27 21:30:00 | timed | Europe/Madrid | Casa Pepe | food,friends',
    ],
    [
      'Talk dec 5 7pm @ Room 10',
      'Talk | 2026-12-05 19:00:00 | 2026-12-05 20:00:00 | timed | Europe/Madrid | Room 10 | -',
    ],
    ['tomorrow 9am Yoga', 'Yoga | 2026-11-27 09:00:00 | 2026-11-27 10:00:00 | timed | Europe/Madrid | - | -'],
    ['Party sat 10pm-2am', 'Party | 2026-11-28 22:00:00 | 2026-11-29 02:00:00 | timed | Europe/Madrid | - | -'],
    ['Concert sat 8-11pm', 'Concert | 2026-11-28 20:00:00 | 2026-11-28 23:00:00 | timed | Europe/Madrid | - | -'],
    ['Run sat 7am 90m', 'Run | 2026-11-28 07:00:00 | 2026-11-28 08:30:00 | timed | Europe/Madrid | - | -'],
    [
      'Sprint 2027-01-11 9am to 5:30pm',
      'Sprint | 2027-01-11 09:00:00 | 2027-01-11 17:30:00 | timed | Europe/Madrid | - | -',
    ],
    // Across the spring DST change in Madrid: three hours later by the clock is four on the wall.
    [
      'Night shift 2027-03-28 01:00 3h',
      'Night shift | 2027-03-28 01:00:00 | 2027-03-28 05:00:00 | timed | Europe/Madrid | - | -',
    ],
    // A one-letter word is a title's, not a military time zone.
    ['Plan B tomorrow 9am', 'Plan B | 2026-11-27 09:00:00 | 2026-11-27 10:00:00 | timed | Europe/Madrid | - | -'],
    // A number alone is not a date.
    ['Room 10 tomorrow', 'Room 10 | 2026-11-27 00:00:00 | 2026-11-27 23:59:59 | all day | Europe/Madrid | - | -'],
  ])('%s', (text, expected) => {
    expect(understood(text)).toBe(expected);
  });

  it('says what is missing: a date, or a title', () => {
    expect(understood('Jazz night at Blue Note #music')).toBe(
      'error: no date or time in "Jazz night at Blue Note #music": say when, e.g. "Jazz night tomorrow 8pm", ' +
        '"Jazz night june 4" (all day) or "Jazz night 2027-06-04 19:00 2h"',
    );
    expect(understood('tomorrow 8pm')).toBe('error: no title in "tomorrow 8pm": put it before the date');
    expect(understood('Gig at')).toMatch(/^error: no date or time in "Gig at": say when, e\.g\. "Gig tomorrow 8pm"/);
    // A duration needs a start time.
    expect(understood('Fair june 4 2h')).toMatch(/^error: no date or time/);
  });
});
