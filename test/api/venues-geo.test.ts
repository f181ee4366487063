// Venue coordinates: set in pairs and in range, shown after stateprovince, cleared together.
import { describe, expect, it } from 'vitest';
import { useApi } from '../helpers/setup.js';

const api = useApi();
describe('venue coordinates', () => {
  it('stores them, renders them after stateprovince and clears both with ""', async () => {
    const created = await api.request('POST', 'venues', {
      body: {
        venue: 'Geo Hall',
        state: 'CT',
        country: 'Spain',
        province: 'Barcelona',
        geo_lat: '41.93',
        geo_lng: 2.254,
      },
    });
    expect(created.status).toBe(201);
    const keys = Object.keys(created.json);
    expect(keys.slice(keys.indexOf('stateprovince'), keys.indexOf('stateprovince') + 4)).toEqual([
      'stateprovince',
      'geo_lat',
      'geo_lng',
      'show_map',
    ]);
    expect(created.json).toMatchObject({ stateprovince: 'Barcelona', geo_lat: 41.93, geo_lng: 2.254 });
    const cleared = await api.request('PATCH', `venues/${created.json.id}`, { body: { geo_lat: '', geo_lng: '' } });
    expect(cleared.json).not.toHaveProperty('geo_lat');
    expect(cleared.json).not.toHaveProperty('geo_lng');
  });

  it.each([
    [{ geo_lat: 41 }, { geo_lat: 'geo_lat must be sent with geo_lng.' }],
    [{ geo_lat: 100, geo_lng: 2 }, { geo_lat: 'geo_lat must be a number between -90 and 90.' }],
    [{ geo_lat: 'north', geo_lng: 2 }, { geo_lat: 'geo_lat must be a number between -90 and 90.' }],
  ])('%j → 400, nothing written', async (geo, params) => {
    const before = await api.fileText();
    const reply = await api.request('POST', 'venues', { body: { venue: 'Bad Geo', ...geo } });
    expect(reply.status).toBe(400);
    expect(reply.json.data.params).toEqual(params);
    expect(await api.fileText()).toBe(before);
  });
});
