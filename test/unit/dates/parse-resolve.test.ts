// Relative arithmetic with nothing relative: the shortcut takes the first normalising alone, which holds only if
// normalising what is normalised changes nothing (the full steps normalise three times).
import { describe, expect, it } from 'vitest';
import { applyRelative, type Fields } from '../../../src/dates/parse-resolve.js';
import { newParseState } from '../../../src/dates/parse-state.js';
import { normalizeWallFields } from '../../../src/dates/wall-time.js';

const normalized = (f: Fields): Fields => {
  const w = normalizeWallFields(f.y, f.m, f.d, f.h, f.i, f.s);
  return { y: w.year, m: w.month, d: w.day, h: w.hour, i: w.minute, s: w.second };
};

describe('applyRelative with nothing relative', () => {
  it('gives the fields normalised, as the full steps (three normalisings) do', () => {
    let seed = 11;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const around = (centre: number, spread: number) => centre + Math.floor((random() - 0.5) * 2 * spread);
    for (let n = 0; n < 5000; n++) {
      const fields: Fields = {
        y: around(2000, 1200),
        m: around(6, 20),
        d: around(15, 60),
        h: around(12, 40),
        i: around(30, 100),
        s: around(30, 100),
      };
      const once = normalized(fields);
      expect(applyRelative(fields, newParseState().rel), JSON.stringify(fields)).toEqual(once);
      expect(normalized(normalized(once))).toEqual(once);
    }
  });

  it('still adds what is relative', () => {
    const rel = { ...newParseState().rel, d: 3, h: -25 };
    expect(applyRelative({ y: 2027, m: 2, d: 27, h: 10, i: 0, s: 0 }, rel)).toEqual({
      y: 2027,
      m: 3,
      d: 1,
      h: 9,
      i: 0,
      s: 0,
    });
  });
});
