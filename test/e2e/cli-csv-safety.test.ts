// CSV written for spreadsheets: formulas neutralised by default and read back intact, --keep-formulas, --bom.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/setup.js';
import { json, ok, run, seed, send, YEAR, type Env } from './cli-support.js';

const box = useSandbox();
let source: Env;
const TITLE = '=HYPERLINK(A1;B1)';

beforeAll(async () => {
  source = box.calendarEnv('source');
  await seed(box, box.path('source.json'), async (api) => {
    const venue = await send(api, 'POST', 'venues', { venue: '@Home', city: '-', geo_lat: 40.4, geo_lng: -3.7038 });
    await send(api, 'POST', 'events', {
      title: TITLE,
      start_date: `${YEAR}-03-01 10:00:00`,
      end_date: `${YEAR}-03-01 11:00:00`,
      venue: venue.id,
      excerpt: '+1 more',
    });
  });
});

describe.concurrent('CSV for spreadsheets', { timeout: 60_000 }, () => {
  it('neutralises formula cells on export, keeps numbers, and import reads the values back', async () => {
    const csv = ok(await run(['export', '--format', 'csv'], source));
    expect(csv).toContain(`'=HYPERLINK(A1;B1)`);
    expect(csv).toContain("'@Home");
    expect(csv).toContain("'+1 more");
    expect(csv).toContain(',-3.7038,');
    expect(csv).not.toMatch(/(^|,)[=+@]/m);

    const copy = box.calendarEnv('copy');
    ok(await run(['import', '-', '--format', 'csv'], copy, csv));
    const [event] = json<Record<string, unknown>[]>(await run(['events', 'list', '--json'], copy));
    expect(event).toMatchObject({ title: TITLE, excerpt: '<p>+1 more</p>' });
    expect(event?.venue).toMatchObject({ venue: '@Home', city: '-', geo_lng: -3.7038 });
  });

  it('writes cells as they are with --keep-formulas', async () => {
    const csv = ok(await run(['export', '--format', 'csv', '--keep-formulas'], source));
    expect(csv).toContain('\n=HYPERLINK(A1;B1),');
    expect(csv).toContain(',@Home,');
  });

  it('neutralises list output in CSV too, and venues export', async () => {
    expect(ok(await run(['events', 'list', '--format', 'csv', '--fields', 'title'], source))).toBe(
      `title\n'=HYPERLINK(A1;B1)`,
    );
    expect(ok(await run(['venues', 'export', '--format', 'csv'], source))).toContain("'@Home,");
  });

  it('starts with a byte order mark with --bom, and import reads it', async () => {
    const file = box.path('bom.csv');
    ok(await run(['venues', 'export', '--format', 'csv', '--bom', '--output', file], source));
    const bytes = await readFile(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const copy = box.calendarEnv('bom-copy');
    ok(await run(['venues', 'import', file], copy));
    expect(json<Record<string, unknown>[]>(await run(['venues', 'list', '--json'], copy))).toMatchObject([
      { venue: '@Home' },
    ]);
  });

  it('refuses the CSV options with another format', async () => {
    const result = await run(['export', '--bom'], source);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toBe('cal: --bom goes with --format csv');
  });
});
