// Spreadsheet files as admins have them, imported by the built cal: rows that share a title, a CSV saved in a
// European locale, and TEC importer columns both ways.
import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/setup.js';
import { json, ok, run, type Json } from './cli-support.js';

const box = useSandbox();
const summary = (stderr: string) => stderr.split('\n').at(-1);

describe('spreadsheet imports', { timeout: 60_000 }, () => {
  it('rows that share a title are one event each; the same file again finds each, and --update updates each', async () => {
    const env = box.calendarEnv('yoga');
    const file = box.path('yoga.csv');
    const mondays = ['2027-06-07', '2027-06-14', '2027-06-21'];
    await writeFile(
      file,
      ['title,start_date,end_date,description', ...mondays.map((day) => `Yoga,${day} 19:00,${day} 20:00,Mats`)].join(
        '\n',
      ),
    );
    expect(summary((await run(['import', file], env)).stderr)).toBe('created 3, updated 0, skipped 0, failed 0');
    expect(summary((await run(['import', file], env)).stderr)).toBe('created 0, updated 0, skipped 3, failed 0');
    expect(summary((await run(['import', file, '--update'], env)).stderr)).toBe(
      'created 0, updated 3, skipped 0, failed 0',
    );
    const events = json<Json[]>(
      await run(['events', 'list', '--start-date', '2027-06-01', '--end-date', '2027-06-30', '--json'], env),
    );
    expect(events.map((event) => event.start_date)).toEqual(mondays.map((day) => `${day} 19:00:00`));
  });

  it('reads a CSV saved in a Spanish locale once told the date order, and writes failed rows back alike', async () => {
    const env = box.calendarEnv('spanish');
    const file = box.path('programa.csv');
    await writeFile(
      file,
      '\uFEFFTítulo;Fecha;Fin;Destacado\r\nConcierto;04/06/2027 19:00;04/06/2027 21:00;VERDADERO\r\nSin fin;05/06/2027 10:00;;FALSO\r\n',
    );
    const map = ['--map', 'Título=title,Fecha=start_date,Fin=end_date,Destacado=featured'];
    const unordered = await run(['import', file, ...map], env);
    expect(unordered.exitCode).toBe(1);
    expect(unordered.stderr).toContain(
      'record 1 (line 2): start_date: "04/06/2027 19:00" could be day/month or month/day: say which with --date-order dmy or mdy (or cal config set date_order)',
    );
    const errors = box.path('failed.csv');
    const ordered = await run(['import', file, ...map, '--date-order', 'dmy', '--errors', errors], env);
    expect(ordered.stderr).toBe('record 2 (line 3): missing end_date\ncreated 1, updated 0, skipped 0, failed 1');
    const [event] = json<Json[]>(
      await run(['events', 'list', '--start-date', '2027-06-01', '--end-date', '2027-06-30', '--json'], env),
    );
    expect(event).toMatchObject({ title: 'Concierto', start_date: '2027-06-04 19:00:00', featured: true });
    expect(await box.read('failed.csv')).toBe('\uFEFFTítulo;Fecha;Fin;Destacado\nSin fin;05/06/2027 10:00;;FALSO\n');
    // The setting does what the flag does.
    ok(await run(['config', 'set', 'date_order', 'dmy'], env));
    expect(summary((await run(['import', file, ...map], env)).stderr)).toBe(
      'created 0, updated 0, skipped 1, failed 1',
    );
  });

  it("exports in TEC's importer columns, and imports them back as the same events", async () => {
    const source = box.calendarEnv('tec-source');
    ok(
      await run(
        [
          'events',
          'create',
          '--title',
          'Jazz, live',
          '--start-date',
          '2027-06-04 20:00',
          '--end-date',
          '2027-06-04 23:00',
          '--timezone',
          'Europe/Madrid',
          '--venue',
          '{"venue":"Blue Hall"}',
          '--categories',
          'Music,Jazz',
          '--cost',
          '15',
          '--featured',
        ],
        source,
      ),
    );
    const file = box.path('for-tec.csv');
    ok(
      await run(
        ['export', '--start-date', '2027-06-01', '--format', 'csv', '--columns', 'tec', '--output', file],
        source,
      ),
    );
    const text = await box.read('for-tec.csv');
    expect(text.split('\n')[0]).toBe(
      'Event Name,Event Description,Event Excerpt,Event Start Date,Event Start Time,Event End Date,Event End Time,' +
        'Event Time Zone,All Day Event,Hide Event From Event Listings,Event Sticky in Month View,Feature Event,' +
        'Event Venue Name,Event Organizer Name(s) or ID(s),Event Show Map Link,Event Show Map,Event Cost,' +
        'Event Category,Event Tags,Event Website,Event Featured Image',
    );
    const copy = box.calendarEnv('tec-copy');
    expect(summary((await run(['import', file], copy)).stderr)).toBe('created 1, updated 0, skipped 0, failed 0');
    const fields = ['--fields', 'title,start_date,end_date,timezone,featured,cost,venue.venue', '--json'];
    const window = ['--start-date', '2027-06-01', '--end-date', '2027-06-30'];
    const [before] = json<Json[]>(await run(['events', 'list', ...window, ...fields], source));
    const [after] = json<Json[]>(await run(['events', 'list', ...window, ...fields], copy));
    expect(after).toEqual(before);
    const categories = async (env: typeof source) =>
      json<Json[]>(await run(['events', 'list', ...window, '--fields', 'categories.name', '--json'], env));
    expect(await categories(copy)).toEqual(await categories(source));
  });
});
