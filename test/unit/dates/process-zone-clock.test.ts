// Unit tests for wall-clock readings through process.env.TZ, checked against Intl for every zone ICU knows.

import { afterEach, describe, expect, it } from 'vitest';
import { isCanonicalZone, ProcessZoneClock } from '../../../src/dates/process-zone-clock.js';
import { wallFieldsToUtcMs } from '../../../src/dates/wall-time.js';

const INSTANTS = [
  wallFieldsToUtcMs(1, 3, 1),
  Date.UTC(1850, 0, 1),
  Date.UTC(1900, 5, 1),
  Date.UTC(1970, 0, 1),
  Date.UTC(2000, 6, 1, 12, 30, 15),
  Date.UTC(2026, 2, 8, 7),
  Date.UTC(2026, 9, 25, 0, 59, 59),
  Date.UTC(2026, 10, 1, 6),
  Date.UTC(2100, 6, 1),
  Date.UTC(9000, 6, 1),
];

function intlWallMs(zone: string, ms: number): number {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const parts = new Map(format.formatToParts(ms).map((p) => [p.type, Number(p.value)]));
  const field = (name: Intl.DateTimeFormatPartTypes): number => parts.get(name) ?? Number.NaN;
  return wallFieldsToUtcMs(
    field('year'),
    field('month'),
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
}

const savedTz = process.env.TZ;
afterEach(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

describe('ProcessZoneClock', () => {
  it('reads the same wall time as Intl in every canonical zone, LMT seconds and far years included', () => {
    const zones = Intl.supportedValuesOf('timeZone');
    const clock = new ProcessZoneClock(zones.length * INSTANTS.length);
    const mismatches: string[] = [];
    for (const zone of zones) {
      for (const ms of INSTANTS) {
        const got = clock.wallMs(zone, ms);
        const want = intlWallMs(zone, ms);
        if (got !== want) mismatches.push(`${zone} @ ${new Date(ms).toISOString()}: ${got} != ${want}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(clock.wallMs('America/New_York', 0), 'the budget is spent').toBeUndefined();
  });

  it('keeps seconds of a local mean time offset (New York before 1883 was UTC-4:56:02)', () => {
    const clock = new ProcessZoneClock();
    expect(clock.wallMs('America/New_York', Date.UTC(1850, 0, 1))).toBe(
      Date.UTC(1850, 0, 1) - (4 * 3600 + 56 * 60 + 2) * 1000,
    );
  });

  it('leaves process.env.TZ as it found it, set or unset', () => {
    const clock = new ProcessZoneClock();
    process.env.TZ = 'Asia/Tokyo';
    expect(clock.wallMs('Europe/Paris', Date.UTC(2026, 6, 1))).toBe(Date.UTC(2026, 6, 1, 2));
    expect(process.env.TZ).toBe('Asia/Tokyo');
    expect(new Date(0).getHours()).toBe(9);
    delete process.env.TZ;
    clock.wallMs('Europe/Paris', 0);
    expect('TZ' in process.env).toBe(false);
  });

  it('answers undefined once its budget is spent, so the caller moves to Intl', () => {
    const clock = new ProcessZoneClock(2);
    expect(clock.wallMs('Europe/Paris', 0)).toBe(3_600_000);
    expect(clock.wallMs('Europe/Paris', 0)).toBe(3_600_000);
    expect(clock.wallMs('Europe/Paris', 0)).toBeUndefined();
  });
});

describe('isCanonicalZone', () => {
  it('knows canonical IANA names and not aliases or other spellings', () => {
    expect(isCanonicalZone('America/New_York')).toBe(true);
    expect(isCanonicalZone('Europe/Madrid')).toBe(true);
    expect(isCanonicalZone('america/new_york')).toBe(false);
    expect(isCanonicalZone('US/Eastern')).toBe(false);
    expect(isCanonicalZone('Mars/Olympus_Mons')).toBe(false);
  });
});
