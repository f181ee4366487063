// The built CLI and iCalendar identities: an export gives every event a UID of its own (events without a slug
// included), the same from one export to the next; importing it finds each event again; and a file holding one
// UID several times imports the version calendar programs keep.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/setup.js';
import { ok, run, YEAR, type Env } from './cli-support.js';

const box = useSandbox();

const uids = (text: string) =>
  new ICAL.Component(ICAL.parse(text) as unknown[])
    .getAllSubcomponents('vevent')
    .map((vevent) => [vevent.getFirstPropertyValue('summary'), vevent.getFirstPropertyValue('uid')]);

const exportIcs = (env: Env) =>
  run(['export', '--format', 'ics', '--status', 'publish,draft,pending', '--start-date', `${YEAR}-01-01`], env);

describe('iCalendar exports and the events they name', { timeout: 90_000 }, () => {
  it('gives events without a slug UIDs of their own, kept from export to export, and an import finds each again', async () => {
    const file = box.path('site.json');
    const local = { ...box.env, CAL_DATA: file };
    const passwordOf = async (user: string, role: string) =>
      ok(await run(['users', 'add', user, '--role', role], local)).trim();
    const passwords = { ada: await passwordOf('ada', 'administrator'), cora: await passwordOf('cora', 'contributor') };
    const server = await box.startServer(file);
    try {
      const admin = { ...box.env, CAL_URL: server.base, CAL_USER: 'ada', CAL_PASSWORD: passwords.ada };
      const cora = { ...admin, CAL_USER: 'cora', CAL_PASSWORD: passwords.cora };
      const at = (day: string) => ['--start-date', `${YEAR}-03-${day} 10:00`, '--end-date', `${YEAR}-03-${day} 11:00`];
      ok(await run(['events', 'create', '--title', 'Concert', ...at('02')], admin));
      // A draft made without a slug, and a contributor's events waiting for review: WordPress keeps no slug.
      ok(await run(['events', 'create', '--title', 'Rehearsal', '--status', 'draft', ...at('03')], admin));
      for (const [title, day] of [
        ['Yoga', '04'],
        ['Pilates', '05'],
      ] as const)
        ok(await run(['events', 'create', '--title', title, ...at(day)], cora));

      const exported = ok(await exportIcs(admin));
      const host = new URL(server.base).host;
      const given = uids(exported);
      expect(given.map(([title]) => title)).toEqual(['Concert', 'Rehearsal', 'Yoga', 'Pilates']);
      for (const [, uid] of given) expect(uid).toMatch(new RegExp(`^event-\\d+@${host.replace(/\./g, '\\.')}$`));
      expect(new Set(given.map(([, uid]) => uid)).size).toBe(4);
      expect(uids(ok(await exportIcs(admin)))).toEqual(given);

      const file = await box.write('site.ics', exported);
      expect((await run(['import', file], admin)).stderr).toBe('created 0, updated 0, skipped 4, failed 0');

      // Another calendar makes each event, keeps its UID, and finds each again.
      const copy = box.calendarEnv('copy');
      expect((await run(['import', file], copy)).stderr).toBe('created 4, updated 0, skipped 0, failed 0');
      expect(uids(ok(await exportIcs(copy)))).toEqual(given);
      expect((await run(['import', file], copy)).stderr).toBe('created 0, updated 0, skipped 4, failed 0');
    } finally {
      await server.stop();
    }
  });

  it('imports, of one UID written several times, the version with the highest SEQUENCE, saying which', async () => {
    const event = (title: string, sequence: number) => [
      'BEGIN:VEVENT',
      'UID:talk@example.org',
      `SEQUENCE:${sequence}`,
      `SUMMARY:${title}`,
      `DTSTART:${YEAR}0310T180000Z`,
      'END:VEVENT',
    ];
    const file = await box.write(
      'sent-twice.ics',
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//test//EN',
        ...event('Talk (moved)', 2),
        ...event('Talk', 1),
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
    const env = box.calendarEnv('versions');
    const first = await run(['import', file], env);
    expect({ code: first.exitCode, stderr: first.stderr }).toEqual({
      code: 0,
      stderr: [
        `warning: ${file}: UID "talk@example.org": 2 versions (lines 4 and 10): the one on line 4 is read (SEQUENCE 2, the highest)`,
        'created 1, updated 0, skipped 0, failed 0',
      ].join('\n'),
    });
    const titles = JSON.parse(ok(await run(['events', 'list', '--start-date', `${YEAR}-01-01`, '--json'], env))) as {
      title: string;
    }[];
    expect(titles.map((event) => event.title)).toEqual(['Talk (moved)']);
  });
});
