// Several VEVENTs with one UID and no RECURRENCE-ID are versions of one event: the one calendar programs keep is
// read (highest SEQUENCE, then latest LAST-MODIFIED, then latest DTSTAMP, then the first), and said.
import { describe, expect, it } from 'vitest';
import { calendar, readIcs, vevent } from '../../helpers/ics-text.js';

/** A version of six lines and more: BEGIN, UID, SUMMARY, DTSTART, then `lines`, then END. */
const version = (uid: string, title: string, ...lines: string[]) =>
  vevent(uid, title, 'DTSTART:20300101T100000Z', ...lines);

function read(text: string) {
  const { input, said } = readIcs(text);
  return {
    said,
    titles: input.entries.map((entry) => (entry.value as { title?: unknown } | undefined)?.title),
  };
}

describe('one UID written several times', () => {
  it('reads the highest SEQUENCE, wherever it is in the file, and says which was read', () => {
    const { said, titles } = read(
      calendar(
        ...version('talk@example.org', 'Talk (sent first)', 'SEQUENCE:1', 'DTSTAMP:20290101T000000Z'),
        ...version('talk@example.org', 'Talk (moved)', 'SEQUENCE:3', 'DTSTAMP:20290102T000000Z'),
        ...version('other@example.org', 'Other'),
        ...version('talk@example.org', 'Talk (stale copy)', 'SEQUENCE:2', 'DTSTAMP:20290301T000000Z'),
      ),
    );
    expect(said).toEqual([
      'UID "talk@example.org": 3 versions (lines 4, 11 and 23): the one on line 11 is read (SEQUENCE 3, the highest)',
    ]);
    expect(titles).toEqual(['Talk (moved)', 'Other']);
  });

  it('then the latest LAST-MODIFIED, then the latest DTSTAMP, then the first', () => {
    const { said, titles } = read(
      calendar(
        ...version('a', 'A old', 'SEQUENCE:0', 'LAST-MODIFIED:20290101T000000Z'),
        // No SEQUENCE is SEQUENCE 0.
        ...version('a', 'A new', 'LAST-MODIFIED:20290201T000000Z'),
        ...version('b', 'B new', 'DTSTAMP:20290201T000000Z'),
        ...version('b', 'B old', 'DTSTAMP:20290101T000000Z'),
        ...version('c', 'C first'),
        ...version('c', 'C second'),
      ),
    );
    expect(said).toEqual([
      'UID "a": 2 versions (lines 4 and 11): the one on line 11 is read (LAST-MODIFIED 20290201T000000Z, the latest)',
      'UID "b": 2 versions (lines 17 and 23): the one on line 17 is read (DTSTAMP 20290201T000000Z, the latest)',
      'UID "c": 2 versions (lines 29 and 34): the one on line 29 is read (the first: SEQUENCE, LAST-MODIFIED and DTSTAMP do not tell them apart)',
    ]);
    expect(titles).toEqual(['A new', 'B new', 'C first']);
  });

  it("takes a changed occurrence for no version of its series, and tells cal's own events apart by X-CAL-SLUG", () => {
    const { said, titles } = read(
      calendar(
        ...version('series', 'Series', 'RRULE:FREQ=WEEKLY;COUNT=3'),
        ...version('series', 'Moved once', 'RECURRENCE-ID:20300108T100000Z'),
        ...version('event-4@localhost', 'Ours', 'X-CAL-SLUG:ours'),
        ...version('event-4@localhost', 'Imported', 'X-CAL-SLUG:imported'),
      ),
    );
    expect(said).toEqual([]);
    expect(titles).toEqual(['Series', 'Moved once', 'Series', 'Ours', 'Imported']);
  });
});
