// OWASP's CSV-injection rule: cells a spreadsheet would run are shown as text, and read back as they were.
import { describe, expect, it } from 'vitest';
import { neutraliseFormula, restoreFormula, safeRows } from '../../../src/codecs/spreadsheet-cells.js';

describe('neutraliseFormula', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+34 600 123 456', "'+34 600 123 456"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
    ["'=1+1", "''=1+1"],
  ])('neutralises %j', (cell, written) => {
    expect(neutraliseFormula(cell)).toBe(written);
    expect(restoreFormula(written)).toBe(cell);
  });

  it.each(['-3.7038', '+34', '-12', '1e5', '-1.5E-3', 'Jazz = swing', "it's", "'quoted'", '', 'a-b'])(
    'leaves %j as it is',
    (cell) => {
      expect(neutraliseFormula(cell)).toBe(cell);
      expect(restoreFormula(cell)).toBe(cell);
    },
  );

  it('reads a hand-written apostrophe before a formula as the formula', () => {
    expect(restoreFormula("'=A1")).toBe('=A1');
  });
});

describe('safeRows', () => {
  it('neutralises the records but not the header', () => {
    expect(safeRows([['-x'], ['=y']], { escapeFormulas: true, bom: false })).toEqual([['-x'], ["'=y"]]);
    expect(safeRows([['-x'], ['=y']], { escapeFormulas: false, bom: false })).toEqual([['-x'], ['=y']]);
  });
});
