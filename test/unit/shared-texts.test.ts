// Unit tests for texts kept once: an equal text given later is answered with the one kept, and unlike texts do not
// pile up. (JavaScript compares strings by value: which string object is answered cannot be seen from here.)
import { describe, expect, it } from 'vitest';
import { SharedTexts } from '../../src/domain/render/shared-texts.js';

describe('SharedTexts', () => {
  it('answers each text with an equal one, and holds what it was given', () => {
    const texts = new SharedTexts();
    const tail = '"custom_fields":[],"language":"en","translations":{}';
    expect(texts.holds(tail)).toBe(false);
    expect(texts.share(tail)).toBe(tail);
    expect(texts.share(`[${tail}]`.slice(1, -1))).toBe(tail);
    expect(texts.holds(tail)).toBe(true);
  });

  it('keeps a bounded number of texts: unlike ones are let go of, and each is still answered as it is', () => {
    const texts = new SharedTexts();
    texts.share('"ical_uid":"0@example.org"');
    for (let i = 1; i <= 100; i++)
      expect(texts.share(`"ical_uid":"${i}@example.org"`)).toBe(`"ical_uid":"${i}@example.org"`);
    expect(texts.holds('"ical_uid":"0@example.org"')).toBe(false);
    expect(texts.holds('"ical_uid":"100@example.org"')).toBe(true);
  });
});
