// Unit tests for the reads a rendering notes: made again on a store that gives the same answers, they say the
// rendering is current; any answer that changed (a record replaced, the settings, a count, a translation group) says
// it is not.
import { describe, expect, it } from 'vitest';
import { RecordingReader, sameAnswers } from '../../src/domain/render/recorded-reads.js';
import type { RenderReader } from '../../src/domain/render/render-context.js';
import { DEFAULT_SETTINGS, type EventRecord } from '../../src/store/records/records.js';

/** A store whose answers a test replaces, as writes replace records and settings (records: by "collection:id"). */
class Answers {
  settings = { ...DEFAULT_SETTINGS };
  readonly records = new Map<string, object>();
  readonly counts = new Map<number, number>();
  readonly translations = new Map<object, object[]>();

  reader(): RenderReader {
    return {
      settings: () => this.settings,
      get: (collection, id) => this.records.get(`${collection}:${id}`) as never,
      translationsOf: (_collection, record) => (this.translations.get(record) ?? []) as never,
      publishedEventCount: (termId) => this.counts.get(termId) ?? 0,
    };
  }
}

function recorded() {
  const answers = new Answers();
  answers.records.set('venues:7', { id: 7, venue: 'Sala Apolo' });
  answers.counts.set(3, 12);
  const reader = new RecordingReader(answers.reader());
  reader.settings();
  reader.get('venues', 7);
  reader.get('organizers', 99);
  reader.publishedEventCount(3);
  return { answers, reads: reader.reads.slice() };
}

describe('recorded reads', () => {
  it('give the same answers while nothing changed, a record that is not there included', () => {
    const { answers, reads } = recorded();
    expect(reads).toHaveLength(4 * 3);
    expect(sameAnswers(reads, answers.reader())).toBe(true);
  });

  it('differ once a record read is replaced, even by an equal one', () => {
    const { answers, reads } = recorded();
    answers.records.set('venues:7', { id: 7, venue: 'Sala Apolo' });
    expect(sameAnswers(reads, answers.reader())).toBe(false);
  });

  it('differ once a record that was not there is made', () => {
    const { answers, reads } = recorded();
    answers.records.set('organizers:99', { id: 99, organizer: 'Ana' });
    expect(sameAnswers(reads, answers.reader())).toBe(false);
  });

  it('differ once the settings or a count change', () => {
    const settings = recorded();
    settings.answers.settings = { ...settings.answers.settings };
    expect(sameAnswers(settings.reads, settings.answers.reader())).toBe(false);
    const counted = recorded();
    counted.answers.counts.set(3, 13);
    expect(sameAnswers(counted.reads, counted.answers.reader())).toBe(false);
  });

  it("differ once a record's translation group changes; a record in no group notes no read", () => {
    const answers = new Answers();
    const grouped = { id: 1, translation_group: 1 } as EventRecord;
    const alone = { id: 2, translation_group: null } as EventRecord;
    answers.translations.set(grouped, [grouped]);
    const reader = new RecordingReader(answers.reader());
    reader.translationsOf('events', grouped);
    reader.translationsOf('events', alone);
    const reads = reader.reads.slice();
    expect(reads).toHaveLength(3);
    expect(sameAnswers(reads, answers.reader())).toBe(true);
    answers.translations.set(grouped, [grouped, { id: 3, translation_group: 1 }]);
    expect(sameAnswers(reads, answers.reader())).toBe(false);
  });
});
