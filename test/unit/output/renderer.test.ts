// rendererFor: the renderer picked per format prints exactly what renderList/renderItem print, data formats included.
import { describe, expect, it } from 'vitest';
import { isDataFormat } from '../../../src/output/render-data.js';
import { renderItem, renderList } from '../../../src/output/render.js';
import { rendererFor } from '../../../src/output/renderer.js';
import { OUTPUT_FORMATS, type OutputFormat, type OutputOptions } from '../../../src/output/types.js';
import { EVENT_COLUMNS, events, jazzNight, jazzNightAsText } from './fixtures.js';

const options = (format: OutputFormat, extra: Partial<OutputOptions> = {}): OutputOptions => ({
  format,
  columns: EVENT_COLUMNS,
  color: false,
  ...extra,
});

describe('rendererFor', () => {
  it('sorts the formats into data formats and the table/CSV ones', () => {
    expect(OUTPUT_FORMATS.filter(isDataFormat)).toEqual(['json', 'ndjson', 'ids', 'count']);
  });

  it.each(OUTPUT_FORMATS)('prints lists and items in %s as renderList/renderItem do', async (format) => {
    const renderer = await rendererFor(options(format));
    expect(renderer.list(events, 7)).toBe(renderList(events, 7, options(format)));
    expect(renderer.list([], 0)).toBe(renderList([], 0, options(format)));
    expect(renderer.item(jazzNight)).toBe(renderItem(jazzNight, options(format)));
  });

  it('projects --fields in JSON and keeps the API object without them, names as text', async () => {
    const projected = await rendererFor(options('json', { fields: ['id', 'venue.venue'] }));
    expect(JSON.parse(projected.item(jazzNight))).toEqual({
      id: jazzNight.id,
      venue: { venue: (jazzNight.venue as { venue: string }).venue },
    });
    const whole = await rendererFor(options('ndjson'));
    expect(whole.list([jazzNight], 1)).toBe(`${JSON.stringify(jazzNightAsText)}\n`);
  });

  it('counts the total the API reported, and one for an item', async () => {
    const counter = await rendererFor(options('count'));
    expect(counter.list(events, 42)).toBe('42\n');
    expect(counter.list(events, undefined)).toBe(`${events.length}\n`);
    expect(counter.item(jazzNight)).toBe('1\n');
  });

  it('refuses an unknown --tz in data formats too', async () => {
    const renderer = await rendererFor(options('json', { timezone: 'Mars/Olympus_Mons' }));
    expect(() => renderer.list(events, 2)).toThrow(RangeError);
  });
});
