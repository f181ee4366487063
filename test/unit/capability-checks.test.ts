// Calls a server cannot honour: refused before sending where the answer would be wrong, warned where only dropped.
import { describe, expect, it } from 'vitest';
import { NO_CAPABILITIES, SERVER_CAPABILITIES } from '../../src/api/capabilities.js';
import type { OperationId } from '../../src/api/catalog.js';
import { rulesFor, verdict } from '../../src/remote/capability-checks.js';
import { runCli, strictTransport } from '../helpers/cli-fakes.js';

const judge = (op: OperationId, args: Record<string, unknown>) => verdict(rulesFor(op, args), NO_CAPABILITIES);

describe('on a server that declares nothing', () => {
  it.each<[OperationId, Record<string, unknown>, string]>([
    [
      'events.list',
      { site_language: 'es' },
      "this server has no languages (--lang, or the profile's lang); nothing was sent",
    ],
    [
      'events.get',
      { site_language: 'es' },
      "this server has no languages (--lang, or the profile's lang); nothing was sent",
    ],
    ['events.delete', { force: true }, 'this server only moves items to the trash (--force); nothing was sent'],
    ['venues.deleteBySlug', { force: true }, 'this server only moves items to the trash (--force); nothing was sent'],
    [
      'events.list',
      { geoloc: true },
      'this server cannot filter events by place (--geoloc...): the list would be wrong; nothing was sent',
    ],
    [
      'events.list',
      { geoloc_lat: 41.9, geoloc_lng: 2.2 },
      'this server cannot filter events by place (--geoloc...): the list would be wrong; nothing was sent',
    ],
    [
      'events.create',
      { title: 'x', password: 'hush' },
      'this server cannot protect events with a password; nothing was sent',
    ],
  ])('refuses %s with %j', (op, args, refusal) => {
    expect(judge(op, args)).toEqual({ refusal, warnings: [] });
  });

  it.each<[OperationId, Record<string, unknown>, string]>([
    [
      'venues.create',
      { venue: 'Hall', geo_lat: 41.9, geo_lng: 2.2 },
      'warning: this server does not keep venue coordinates (geo_lat, geo_lng); they are dropped',
    ],
    [
      'events.update',
      { ical_uid: 'a@b' },
      'warning: this server does not keep iCalendar UIDs (ical_uid); they are dropped',
    ],
    [
      'events.create',
      { title: 'x', translation_of: 4 },
      'warning: this server has no languages: the item is not linked as a translation (translation_of)',
    ],
  ])('warns of %s with %j', (op, args, warning) => {
    expect(judge(op, args)).toEqual({ warnings: [warning] });
  });

  it('lets the rest through, and a read with an event password too', () => {
    expect(judge('events.list', { search: 'jazz', force: true })).toEqual({ warnings: [] });
    expect(judge('events.get', { password: 'hush' })).toEqual({ warnings: [] });
    expect(judge('events.delete', { force: false })).toEqual({ warnings: [] });
  });
});

describe('on cal serve', () => {
  it('honours all of it', () => {
    const args = { site_language: 'es', force: true, geoloc: true, geo_lat: 1, ical_uid: 'a', translation_of: 2 };
    for (const op of ['events.list', 'events.delete', 'events.create'] as const)
      expect(verdict(rulesFor(op, args), SERVER_CAPABILITIES)).toEqual({ warnings: [] });
  });
});

describe('the CLI', () => {
  it.each([
    [['events', 'list', '--lang', 'es']],
    [['events', 'delete', '5', '--yes', '--force']],
    [['events', 'list', '--geoloc']],
    [['events', 'translate', '5', '--lang', 'es', '--title', 'Hola']],
    [['export', '--lang', 'es']],
    [['import', '-', '--format', 'json', '--lang', 'es']],
  ])('%j exits 2 before any request on a server that cannot honour it', async (argv) => {
    const transport = strictTransport([]);
    const result = await runCli(argv, { transport, capabilities: NO_CAPABILITIES, stdin: '[]' });
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toMatch(
      /^cal: this server (has no languages|only moves items to the trash|cannot filter events by place)/,
    );
    transport.verify();
  });

  it('sends what the server only drops, saying so once', async () => {
    const venue = { id: 9, venue: 'Hall' };
    const transport = strictTransport([
      {
        method: 'POST',
        path: 'venues',
        body: { venue: 'Hall', geo_lat: 41.9, geo_lng: 2.2 },
        reply: { status: 201, body: venue },
      },
    ]);
    const result = await runCli(
      ['venues', 'create', '--venue', 'Hall', '--geo-lat', '41.9', '--geo-lng', '2.2', '--format', 'ids'],
      {
        transport,
        capabilities: NO_CAPABILITIES,
      },
    );
    expect(result).toEqual({
      code: 0,
      stdout: '9\n',
      stderr: 'warning: this server does not keep venue coordinates (geo_lat, geo_lng); they are dropped\n',
    });
  });
});
