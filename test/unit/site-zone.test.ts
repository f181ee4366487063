// The site's zone as WordPress' REST index gives it, and the zone TEC reckons a fixed offset's instants in.
import { describe, expect, it } from 'vitest';
import { NO_CAPABILITIES, SERVER_CAPABILITIES } from '../../src/api/capabilities.js';
import { manualOffsetZone } from '../../src/client/site-zone.js';
import { instantZone } from '../../src/client/tec-offset-zones.js';
import { isValidTimeZone } from '../../src/dates/zones.js';

describe('a manual offset from gmt_offset', () => {
  it('reads the option as WordPress answers it: a numeric string, or a number', () => {
    expect(manualOffsetZone('2')).toBe('UTC+2');
    expect(manualOffsetZone(2)).toBe('UTC+2');
    expect(manualOffsetZone('-3.5')).toBe('UTC-3.5');
    expect(manualOffsetZone('5.75')).toBe('UTC+5.75');
    expect(manualOffsetZone(-12)).toBe('UTC-12');
  });

  it('is UTC for zero, nothing, or what no zone can be', () => {
    for (const offset of ['0', 0, '', ' ', null, undefined, 'two', '99', 5.3])
      expect(manualOffsetZone(offset)).toBe('UTC');
  });
});

describe('the zone instants are reckoned in', () => {
  it('is the offset itself on a server that keeps fixed offsets, and any named zone as it is', () => {
    expect(instantZone('UTC+2', SERVER_CAPABILITIES)).toBe('UTC+2');
    expect(instantZone('Europe/Madrid', NO_CAPABILITIES)).toBe('Europe/Madrid');
    expect(instantZone('UTC', NO_CAPABILITIES)).toBe('UTC');
  });

  it("is TEC's guess on TEC, with its summer time, and UTC where PHP finds none", () => {
    expect(instantZone('UTC+2', NO_CAPABILITIES)).toBe('Europe/Helsinki');
    expect(instantZone('UTC-5', NO_CAPABILITIES)).toBe('America/New_York');
    expect(instantZone('UTC+5.5', NO_CAPABILITIES)).toBe('Asia/Kolkata');
    expect(instantZone('UTC+6', NO_CAPABILITIES)).toBe('UTC');
    expect(instantZone('UTC-2', NO_CAPABILITIES)).toBe('UTC');
  });

  it('names zones this machine knows', () => {
    for (let tenths = -120; tenths <= 140; tenths += 5) {
      const offset = manualOffsetZone(tenths / 10);
      expect(isValidTimeZone(instantZone(offset, NO_CAPABILITIES))).toBe(true);
    }
  });
});
