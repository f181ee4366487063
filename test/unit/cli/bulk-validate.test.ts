// The local checks of an event import record: the featured image and the venue's map position.
import { describe, expect, it } from 'vitest';
import { validateRecord } from '../../../src/codecs/validate.js';
import { fromCsvRow } from '../../../src/codecs/csv/rows.js';

const NOW = Date.UTC(2026, 10, 21);
const event = { title: 'Gig', start_date: '2027-01-10 20:00', end_date: '2027-01-10 22:00' };
const fieldsOf = (record: Record<string, unknown>) => {
  const checked = validateRecord({ ...event, ...record }, NOW);
  if ('error' in checked) throw new Error(checked.error);
  return checked.record.fields;
};
const errorOf = (record: Record<string, unknown>) => {
  const checked = validateRecord({ ...event, ...record }, NOW);
  return 'error' in checked ? checked.error : undefined;
};

describe('import records: image and venue position', () => {
  it('takes an image URL or a media ID', () => {
    expect(fieldsOf({ image: 'https://img.example.org/poster.jpg' }).image).toBe('https://img.example.org/poster.jpg');
    expect(fieldsOf({ image: 12 }).image).toBe(12);
    expect(fieldsOf({ image: '' }).image).toBeNull();
  });

  it('refuses an image that is neither', () => {
    expect(errorOf({ image: 'poster.jpg' })).toBe('image: expected an http(s) URL or a media ID, got "poster.jpg"');
    expect(errorOf({ image: 'ftp://img.example.org/a.jpg' })).toBe(
      'image: expected an http(s) URL or a media ID, got "ftp://img.example.org/a.jpg"',
    );
    expect(errorOf({ image: true })).toBe('image: expected text, got true');
  });

  it('reads venue coordinates as numbers, from JSON numbers or CSV text', () => {
    expect(fieldsOf({ venue: { venue: 'Hall', geo_lat: 41.5, geo_lng: 2.1 } }).venue).toEqual({
      venue: 'Hall',
      geo_lat: 41.5,
      geo_lng: 2.1,
    });
    const row = new Map(
      Object.entries({
        ...event,
        venue: 'Hall',
        venue_geo_lat: '41.5',
        venue_geo_lng: '-2.25',
        image: 'https://img.example.org/a.jpg',
      }),
    );
    expect(fieldsOf(fromCsvRow(row))).toMatchObject({
      venue: { venue: 'Hall', geo_lat: 41.5, geo_lng: -2.25 },
      image: 'https://img.example.org/a.jpg',
    });
  });

  it('refuses a coordinate that is not a number, and coordinates on an organizer', () => {
    expect(errorOf({ venue: { venue: 'Hall', geo_lat: 'north', geo_lng: 2 } })).toBe(
      'venue.geo_lat: expected a number, got "north"',
    );
    expect(errorOf({ organizer: [{ organizer: 'Ana', geo_lat: 1 }] })).toBe('organizer: unknown field "geo_lat"');
  });
});
