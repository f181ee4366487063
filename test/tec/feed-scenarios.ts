// TEC's own iCalendar feed as the source of `cal sync`: a file calendar kept equal to the site's feed, its changes
// and trashed events followed.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { eventCreateArgs } from '../e2e/cli-support.js';
import { idOf, json, ok, type Scenario } from './scenario-kit.js';

/** An iCalendar feed of `events` ([uid, title, day]), as another program would publish it. */
const feedOf = (events: readonly (readonly [string, string, string])[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//feed//EN',
    ...events.flatMap(([uid, title, day]) => [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      'DTSTAMP:20261101T000000Z',
      `DTSTART:202908${day}T170000Z`,
      `DTEND:202908${day}T190000Z`,
      `SUMMARY:${title}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

export const FEED_SCENARIOS: readonly Scenario[] = [
  {
    name: 'sync-from-tec-feed',
    title: "cal sync keeps a calendar file equal to the site's feed: created, then renamed and trashed there",
    async run({ cal, name, box, base }) {
      const make = async (title: string, day: string) =>
        idOf(
          await cal(eventCreateArgs(name(title), `2029-07-${day} 19:00`, `2029-07-${day} 21:00`, '--format', 'ids')),
        );
      const concert = await make('Feed Concert', '02');
      const market = await make('Feed Market', '03');
      await make('Feed Talk', '04');
      const local = { env: { CAL_URL: '', CAL_DATA: box.path('synced.json') } };
      const sync = [
        'sync',
        `${base}/events/?ical=1&tribe-bar-date=2029-07-01`,
        '--from',
        '2029-07-01',
        '--until',
        '2029-08-01',
      ];
      const listed = async () =>
        json<{ title: string }[]>(
          await cal(
            [
              'events',
              'list',
              '--search',
              name('Feed'),
              '--start-date',
              '2029-07-01',
              '--end-date',
              '2029-07-31',
              '--fields',
              'title',
              '--json',
            ],
            local,
          ),
        ).map((event) => event.title);
      const first = await cal(sync, local);
      expect(first.stderr).toMatch(/^created [3-9]\d*, updated 0, trashed 0, unchanged 0, failed 0$/);
      expect(await listed()).toEqual([name('Feed Concert'), name('Feed Market'), name('Feed Talk')]);
      ok(await cal(['events', 'update', String(concert), '--title', name('Feed Concert Moved')]));
      ok(await cal(['events', 'delete', String(market), '--yes']));
      const second = await cal(sync, local);
      expect(second.stderr).toMatch(/^created 0, updated [1-9]\d*, trashed 1, unchanged \d+, failed 0$/);
      expect(await listed()).toEqual([name('Feed Concert Moved'), name('Feed Talk')]);
    },
  },
  {
    name: 'sync-into-tec',
    title: 'cal sync keeps a TEC site equal to a feed: creates, updates a changed event, trashes one that left',
    async run({ cal, name }) {
      // UIDs of this run's own: a used site keeps earlier runs' events, found by the slugs made of their UIDs.
      const uid = (letter: string) => `${name(letter).replace(/\s+/g, '-')}@feed.test`;
      let text = feedOf([
        [uid('a'), name('Synced Concert'), '02'],
        [uid('b'), name('Synced Market'), '03'],
      ]);
      const server = createServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(text);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const feed = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.ics`;
        const sync = ['sync', feed, '--from', '2029-08-01', '--until', '2029-09-01'];
        const listed = async () =>
          json<{ title: string; start_date: string }[]>(
            await cal([
              'events',
              'list',
              '--search',
              name('Synced'),
              '--start-date',
              '2029-08-01',
              '--end-date',
              '2029-08-31',
              '--fields',
              'title,start_date',
              '--json',
            ]),
          ).map((event) => `${event.start_date.slice(0, 16)} ${event.title}`);
        // TEC keeps no UIDs: events are known by the slugs made of them (said once a run).
        const first = await cal(sync);
        expect(first.stderr.split('\n')).toEqual([
          'warning: this server does not keep iCalendar UIDs (ical_uid); they are dropped',
          'created 2, updated 0, trashed 0, unchanged 0, failed 0',
        ]);
        expect(await listed()).toEqual([
          `2029-08-02 17:00 ${name('Synced Concert')}`,
          `2029-08-03 17:00 ${name('Synced Market')}`,
        ]);
        expect((await cal(sync)).stderr.split('\n').at(-1)).toBe(
          'created 0, updated 0, trashed 0, unchanged 2, failed 0',
        );
        text = feedOf([[uid('a'), name('Synced Concert Late'), '05']]);
        expect((await cal(sync)).stderr.split('\n').at(-1)).toBe(
          'created 0, updated 1, trashed 1, unchanged 0, failed 0',
        );
        expect(await listed()).toEqual([`2029-08-05 17:00 ${name('Synced Concert Late')}`]);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    },
  },
];
