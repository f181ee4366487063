// `cal __complete` asking a real server over HTTP for the IDs and names it offers.
import { beforeAll, describe, expect, it } from 'vitest';
import { completionCandidates, completionValues } from '../helpers/cli-fakes.js';
import { useApi } from '../helpers/setup.js';

describe('live candidates from a server', () => {
  const server = useApi();
  const ids: number[] = [];
  beforeAll(async () => {
    for (const venue of ['Sala Apolo', 'Razzmatazz'])
      ids.push((await server.request('POST', 'venues', { body: { venue } })).json.id);
    await server.request('POST', 'tags', { body: { name: 'Unused tag' } });
  });

  it('labels an event with its title as text, though the server answers it as HTML', async () => {
    const event = await server.request('POST', 'events', {
      body: { title: `Rock & "Roll"`, start_date: '2027-05-01 20:00:00', end_date: '2027-05-01 22:00:00' },
    });
    expect(event.json.title).toBe('Rock &#038; &#8220;Roll&#8221;');
    expect(await completionCandidates(['--url', server.site, 'events', 'get', ''])).toEqual([
      `${event.json.id}\tRock & “Roll”`,
    ]);
  });

  it('asks the server named by --url for one small page', async () => {
    expect(await completionCandidates(['--url', server.site, 'venues', 'delete', ''])).toEqual([
      `${ids[1]}\tRazzmatazz`,
      `${ids[0]}\tSala Apolo`,
    ]);
    expect(
      completionValues(await completionCandidates(['events', 'create', '--tags', ''], { CAL_URL: server.site })),
    ).toHaveLength(1);
  });

  it('prints only what needs no lookup when the server cannot be reached', async () => {
    expect(await completionCandidates(['--url', 'http://127.0.0.1:9', 'venues', 'get', ''])).toEqual([]);
    expect(await completionCandidates(['--url', 'http://127.0.0.1:9', 'venues', 'list', '--status', 'dr'])).toEqual([
      'draft',
    ]);
  });
});
