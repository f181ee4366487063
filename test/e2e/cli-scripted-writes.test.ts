// Writes as scripts run them, on local calendar files: import --json names what it made, several IDs per update
// and delete (each reported, failures named at the end), one line per delete, --dry-run sends nothing, and -L.
import { beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/setup.js';
import { eventCreateArgs, ok, readCalendar, run, YEAR, type Env, type Json } from './cli-support.js';

const box = useSandbox();

const record = (name: string, day: number) => ({
  title: `${name} Night`,
  slug: `${name.toLowerCase()}-night`,
  start_date: `${YEAR}-03-0${day} 20:00`,
  end_date: `${YEAR}-03-0${day} 22:00`,
});

const lines = (text: string) => text.split('\n');

describe.concurrent('writes for scripts', () => {
  it('import --json prints one JSON value naming the IDs made, skipped and the records that failed', async () => {
    const env = box.calendarEnv('imported');
    const input = await box.write(
      'to-import.json',
      JSON.stringify([record('A', 1), record('B', 2), { title: 'No dates' }, record('C', 3)]),
    );
    const imported = await run(['import', input, '--json'], env);
    expect(imported.exitCode, imported.stderr).toBe(1);
    const summary = JSON.parse(imported.stdout) as Json;
    expect(summary).toMatchObject({
      dry_run: false,
      created: [
        { record: 1, slug: 'a-night', title: 'A Night' },
        { record: 2, slug: 'b-night' },
        { record: 4, slug: 'c-night' },
      ],
      updated: [],
      skipped: [],
      failed: [{ record: 3 }],
      not_attempted: [],
    });
    const ids = (summary.created as Json[]).map((made) => made.id as unknown);
    expect(ids.every((id) => typeof id === 'number')).toBe(true);
    const again = await run(['import', input, '--json', '--dry-run'], env);
    expect(JSON.parse(again.stdout)).toMatchObject({
      dry_run: true,
      created: [],
      skipped: ids.map((id) => ({ id })),
    });
  });

  describe.sequential('update and delete', () => {
    let env: Env;
    let file: string;
    let a: string, b: string, c: string;

    beforeAll(async () => {
      file = box.path('scripted.json');
      env = { ...box.env, CAL_DATA: file };
      const input = await box.write(
        'scripted-events.json',
        JSON.stringify([record('A', 1), record('B', 2), record('C', 3)]),
      );
      ok(await run(['import', input], env));
      [a, b, c] = lines(ok(await run(['events', 'list', '--format', 'ids'], env))) as [string, string, string];
    });

    it('--dry-run prints the requests and changes nothing; -L is --limit', async () => {
      const before = await readCalendar(file);
      const [update, create, remove, limited] = await Promise.all([
        run(['events', 'update', a, b, '--featured', '--dry-run'], env),
        run(eventCreateArgs('Dry', `${YEAR}-04-01 10:00`, `${YEAR}-04-01 11:00`, '--dry-run'), env),
        run(['events', 'delete', a, '--force', '--dry-run'], env),
        run(['events', 'list', '-L', '1', '--format', 'ids'], env),
      ]);
      expect([update.exitCode, update.stdout]).toEqual([
        0,
        `POST events/${a}\n{\n  "featured": true\n}\nPOST events/${b}\n{\n  "featured": true\n}`,
      ]);
      expect(create.exitCode, create.stderr).toBe(0);
      expect(lines(create.stdout)[0]).toBe('POST events');
      expect(JSON.parse(lines(create.stdout).slice(1).join('\n'))).toMatchObject({ title: 'Dry' });
      expect([remove.exitCode, remove.stdout]).toEqual([0, `DELETE events/${a}?force=true`]);
      expect([limited.exitCode, limited.stdout]).toEqual([0, a]);
      expect(await readCalendar(file)).toEqual(before);
    });

    it('updates and deletes several IDs, each tried, and names the one that failed', async () => {
      const updated = await run(['events', 'update', a, '99999', b, '--featured', '--format', 'ids'], env);
      expect([updated.exitCode, updated.stdout]).toEqual([1, `${a}\n${b}`]);
      expect(lines(updated.stderr)).toEqual([
        'event 99999: no event 99999 (rest-event-not-found)',
        'cal: 1 of 3 events not updated: 99999',
      ]);
      const deleted = await run(['events', 'delete', a, '99999', b, '-y'], env);
      expect([deleted.exitCode, deleted.stdout]).toEqual([
        1,
        `moved event ${a} to the trash\nmoved event ${b} to the trash`,
      ]);
      expect(lines(deleted.stderr)).toEqual([
        'event 99999: no event 99999 (rest-event-not-found)',
        'cal: 1 of 3 events not deleted: 99999',
      ]);
    });

    it('says in one line what a delete did, for each kind; --json prints the record as before', async () => {
      const [forced, venue, tag] = await Promise.all([
        run(['events', 'delete', c, '--force', '--yes'], env),
        run(['venues', 'create', '--venue', 'Hall', '--format', 'ids'], env).then(ok),
        run(['tags', 'create', '--name', 'Temp', '--format', 'ids'], env).then(ok),
      ]);
      expect([forced.exitCode, forced.stdout]).toEqual([0, `deleted event ${c}`]);
      const [venueTrashed, tagDeleted] = await Promise.all([
        run(['venues', 'delete', venue, '-y'], env),
        run(['tags', 'delete', tag, '-y'], env),
      ]);
      expect(venueTrashed.stdout).toBe(`moved venue ${venue} to the trash`);
      expect(tagDeleted.stdout).toBe(`deleted tag ${tag}`);
      const venueJson = await run(['venues', 'delete', venue, '--force', '-y', '--json'], env);
      expect(JSON.parse(ok(venueJson))).toMatchObject({ id: Number(venue), venue: 'Hall' });
    });
  });
});
