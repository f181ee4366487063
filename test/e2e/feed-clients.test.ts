// A real calendar client reads cal serve's feed: vdirsyncer's http storage (Debian's vdirsyncer) fetches it into a
// folder of events and khal (Debian's khal) lists them, each at its instant in its own zone, a series as its
// occurrences; python icalendar reads every event's zone from the VTIMEZONE the feed carries.
import { writeFile } from 'node:fs/promises';
import { execa } from 'execa';
import { expect, it } from 'vitest';
import { useSandbox } from '../helpers/setup.js';
import { describeWith, KHAL, VDIRSYNCER } from '../helpers/system.js';
import { ok, run } from './cli-support.js';

const box = useSandbox();

describeWith([VDIRSYNCER, KHAL], 'a calendar client subscribed to the feed', () => {
  it('sees every event, at its instant in its zone, and the occurrences of a series', async () => {
    const env = box.calendarEnv('client');
    const create = (title: string, start: string, end: string, zone: string, ...more: string[]) =>
      run(
        ['events', 'create', '--title', title, '--start-date', start, '--end-date', end, '--timezone', zone, ...more],
        env,
      );
    ok(await create('Jazz Night', '2027-03-05 20:00', '2027-03-05 23:00', 'America/New_York'));
    ok(await create('Madrid Talk', '2027-03-06 19:00', '2027-03-06 20:00', 'Europe/Madrid'));
    ok(await create('Tokyo Market', '2027-03-07 09:00', '2027-03-07 12:00', 'Asia/Tokyo'));
    ok(await create('Yoga', '2027-03-08 08:00', '2027-03-08 09:00', 'Europe/Madrid', '--repeat', 'weekly for 2'));
    const server = await box.startServer(env.CAL_DATA ?? '');
    try {
      const feed = `${server.base}/events/?ical=1&start_date=2027-03-01&end_date=2027-03-31`;
      const vdirsyncer = box.path('vdirsyncer.conf');
      await writeFile(
        vdirsyncer,
        [
          '[general]',
          `status_path = "${box.path('status')}/"`,
          '[pair feed]',
          'a = "feed_remote"',
          'b = "feed_local"',
          'collections = null',
          '[storage feed_remote]',
          'type = "http"',
          `url = "${feed}"`,
          '[storage feed_local]',
          'type = "filesystem"',
          `path = "${box.path('vdir')}/"`,
          'fileext = ".ics"',
          '',
        ].join('\n'),
      );
      await execa('mkdir', ['-p', box.path('vdir')]);
      const clientEnv = { HOME: box.dir, LC_ALL: 'C.UTF-8' };
      await execa('vdirsyncer', ['-c', vdirsyncer, 'discover', 'feed'], { env: clientEnv, input: '' });
      await execa('vdirsyncer', ['-c', vdirsyncer, 'sync'], { env: clientEnv });
      const khal = box.path('khal.conf');
      await writeFile(
        khal,
        [
          '[calendars]',
          '[[feed]]',
          `path = ${box.path('vdir')}/`,
          'type = calendar',
          '[sqlite]',
          `path = ${box.path('khal.db')}`,
          '[locale]',
          'timeformat = %H:%M',
          'dateformat = %Y-%m-%d',
          'longdateformat = %Y-%m-%d',
          'datetimeformat = %Y-%m-%d %H:%M',
          'longdatetimeformat = %Y-%m-%d %H:%M',
          'local_timezone = UTC',
          'default_timezone = UTC',
          '',
        ].join('\n'),
      );
      const listed = await execa(
        'khal',
        ['-c', khal, 'list', '2027-03-01', '30d', '--format', '{start} {end} {title}', '--day-format', ''],
        {
          env: clientEnv,
        },
      );
      expect(listed.stdout.split('\n').filter((line) => line !== '')).toEqual([
        '2027-03-06 01:00 2027-03-06 04:00 Jazz Night',
        '2027-03-06 18:00 2027-03-06 19:00 Madrid Talk',
        '2027-03-07 00:00 2027-03-07 03:00 Tokyo Market',
        '2027-03-08 07:00 2027-03-08 08:00 Yoga',
        '2027-03-15 07:00 2027-03-15 08:00 Yoga',
      ]);
      const zones = await execa(
        '/usr/bin/python3',
        [
          '-c',
          'import sys, icalendar\nfor e in icalendar.Calendar.from_ical(sys.stdin.read()).walk("VEVENT"): print(e["SUMMARY"], e["DTSTART"].dt.tzinfo)',
        ],
        { input: await (await fetch(feed)).text() },
      );
      expect(zones.stdout.split('\n').sort()).toEqual([
        'Jazz Night America/New_York',
        'Madrid Talk Europe/Madrid',
        'Tokyo Market Asia/Tokyo',
        'Yoga Europe/Madrid',
        'Yoga Europe/Madrid',
      ]);
    } finally {
      await server.stop();
    }
  });
});
