// What is said of a file's skipped lines keeps the file's order, once each, a superseded version's included; an
// event's text for the errors file is whole.
import { describe, expect, it } from 'vitest';
import { calendar, readIcs, vevent } from '../../helpers/ics-text.js';

const START = 'DTSTART:20300101T100000Z';

describe("a file's events", () => {
  it("say their lines skipped in the file's order, among the others, each once: a superseded version's too", () => {
    const { said, input } = readIcs(
      calendar(
        ...vevent('first', 'First', 'X-A;=b:c', START),
        'this is not a property',
        ...vevent('second', 'Second (old)', 'SEQUENCE:0', 'X-B;=c:d', START),
        ...vevent('second', 'Second', 'SEQUENCE:1', START),
        'UID;=x:third',
      ),
    );
    expect(said).toEqual([
      `line 7 skipped: X-A could not be read (Empty parameter name in ';=b:c'): "X-A;=b:c"`,
      'line 10 skipped: not an iCalendar property (NAME:value): "this is not a property"',
      `line 15 skipped: X-B could not be read (Empty parameter name in ';=c:d'): "X-B;=c:d"`,
      `line 24 skipped: UID could not be read (Empty parameter name in ';=x:third'): "UID;=x:third"`,
      'UID "second": 2 versions (lines 11 and 18): the one on line 18 is read (SEQUENCE 1, the highest)',
    ]);
    expect(input.entries.map((entry) => (entry.value as { title: string }).title)).toEqual(['First', 'Second']);
  });

  it('say an unreadable UID once, though it is looked at before the event is read', () => {
    const { said, input } = readIcs(calendar('BEGIN:VEVENT', 'UID;=x:lost', 'SUMMARY:No UID', START, 'END:VEVENT'));
    expect(said.filter((line) => line.includes('UID could not be read'))).toHaveLength(1);
    expect(input.entries).toHaveLength(1);
  });

  it('give their whole text, alarms included, for the errors file: each time it is asked for, the same', () => {
    const alarm = ['BEGIN:VALARM', 'ACTION:DISPLAY', 'TRIGGER:-PT15M', 'END:VALARM'];
    const { input } = readIcs(
      calendar(...vevent('kept', 'Kept', START, ...alarm), ...vevent('failed', 'Failed', 'DTSTART:never', ...alarm)),
    );
    const [kept, failed] = input.entries;
    expect(failed?.problem).toBeDefined();
    for (const [entry, uid] of [
      [kept, 'kept'],
      [failed, 'failed'],
    ] as const) {
      const text = String(entry?.source);
      expect(text.split('\r\n').filter((line) => line !== '')).toEqual(
        expect.arrayContaining(['BEGIN:VEVENT', `UID:${uid}`, 'BEGIN:VALARM', 'TRIGGER:-PT15M', 'END:VEVENT']),
      );
      expect(String(entry?.source)).toBe(text);
    }
  });
});
