// One event, one record: an import run again finds what it wrote. Titles the server answers texturized, terms named
// by digits, two imports of one file at once, and rows whose dates the server changes on the way in.
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/setup.js';
import { json, ok, readCalendar, run, YEAR, type Json } from './cli-support.js';
import { TEXTURIZED_TITLES } from '../helpers/texturized-titles.js';

const box = useSandbox('test');

const summary = (stderr: string) => stderr.split('\n').at(-1);
const csvCell = (text: string) => `"${text.replace(/"/g, '""')}"`;

const TITLES = TEXTURIZED_TITLES;

describe('an import run again', () => {
  it('finds rows without a slug by title and start however the server texturizes the title', async () => {
    const env = box.fileEnv;
    const rows = TITLES.map((title, i) => `${csvCell(title)},${YEAR}-03-0${i + 1} 19:00,${YEAR}-03-0${i + 1} 21:00`);
    const file = await box.write('titles.csv', ['title,start_date,end_date', ...rows].join('\n'));
    expect(summary((await run(['import', file], env)).stderr)).toBe('created 8, updated 0, skipped 0, failed 0');
    expect(summary((await run(['import', file], env)).stderr)).toBe('created 0, updated 0, skipped 8, failed 0');
    expect(summary((await run(['import', file, '--update'], env)).stderr)).toBe(
      'created 0, updated 8, skipped 0, failed 0',
    );
    expect((await readCalendar(box.file)).events).toHaveLength(8);
  });

  it('keeps rows whose end is before the start, or a date alone before a timed start, and finds them again', async () => {
    const env = box.fileEnv;
    const file = await box.write(
      'dates.csv',
      [
        'title,start_date,end_date',
        `Backwards,04/06/${YEAR} 20:00,04/06/${YEAR} 18:00`,
        `New Year's Eve,31/12/${YEAR} 20:00,31/12/${YEAR}`,
      ].join('\n'),
    );
    const first = await run(['import', file, '--date-order', 'dmy'], env);
    expect(first.stderr).toBe(
      [
        `Backwards: warning: end_date ${YEAR}-06-04 18:00 is before the start; sent as the start, where servers keep such an end`,
        `New Year's Eve: warning: end_date ${YEAR}-12-31 is before the start; sent as the start, where servers keep such an end`,
        'created 2, updated 0, skipped 0, failed 0',
      ].join('\n'),
    );
    const again = await run(['import', file, '--date-order', 'dmy'], env);
    expect(summary(again.stderr)).toBe('created 0, updated 0, skipped 2, failed 0');
    const events = (await readCalendar(box.file)).events as Json[];
    expect(events.map((event) => [event.title, event.start_date, event.end_date])).toEqual([
      ['Backwards', `${YEAR}-06-04 20:00:00`, `${YEAR}-06-04 20:00:00`],
      [`New Year's Eve`, `${YEAR}-12-31 20:00:00`, `${YEAR}-12-31 20:00:00`],
    ]);
  });
});

describe('terms named by digits', () => {
  it('are names in a file, JSON or CSV: made once and found again; on the command line digits stay an ID', async () => {
    const env = box.fileEnv;
    const record = { title: 'Class of', start_date: `${YEAR}-05-01 10:00`, end_date: `${YEAR}-05-01 11:00` };
    const jsonFile = await box.write(
      'terms.json',
      JSON.stringify([{ ...record, categories: ['2026'], tags: ['2027'] }]),
    );
    const csvFile = await box.write(
      'terms.csv',
      `title,start_date,end_date,categories,tags\nReunion,${YEAR}-05-02 10:00,${YEAR}-05-02 11:00,2026,2027|Jazz\n`,
    );
    for (const file of [jsonFile, csvFile, jsonFile, csvFile]) {
      const result = await run(['import', file], env);
      expect({ code: result.exitCode, stderr: result.stderr }).toMatchObject({ code: 0, stderr: expect.any(String) });
    }
    const events = json<Json[]>(
      await run(['events', 'list', '--fields', 'title,categories.name,tags.name', '--json'], env),
    );
    expect(events).toEqual([
      { title: 'Class of', categories: [{ name: '2026' }], tags: [{ name: '2027' }] },
      { title: 'Reunion', categories: [{ name: '2026' }], tags: [{ name: '2027' }, { name: 'Jazz' }] },
    ]);
    const tags = json<Json[]>(await run(['tags', 'list', '--no-hide-empty', '--fields', 'name', '--json'], env));
    expect(tags).toEqual([{ name: '2027' }, { name: 'Jazz' }]);
    // `--tags 2027` names the tag with ID 2027, which there is none of.
    const typed = await run(
      [
        'events',
        'create',
        '--title',
        'Typed',
        '--start-date',
        `${YEAR}-05-03 10:00`,
        '--end-date',
        `${YEAR}-05-03 11:00`,
        '--tags',
        '2027',
        '--format',
        'ids',
      ],
      env,
    );
    expect(typed.stderr).toMatch(/^warning: event \d+: tags 2027 not set \(the server drops terms it does not know\)$/);
  });

  it('are refused by name to a writer who may not make terms, where a word goes in the write', async () => {
    const file = box.path('authors.json');
    const local = { ...box.env, CAL_DATA: file };
    const password = ok(await run(['users', 'add', 'ava', '--role', 'author'], local)).trim();
    const server = await box.startServer(file);
    const asAva = { ...box.env, CAL_URL: server.base, CAL_USER: 'ava', CAL_PASSWORD: password };
    const record = { start_date: `${YEAR}-05-04 10:00`, end_date: `${YEAR}-05-04 11:00` };
    const input = await box.write(
      'mine.json',
      JSON.stringify([
        { ...record, title: 'Worded', tags: ['Fresh'] },
        { ...record, title: 'Numbered', tags: ['1999'] },
      ]),
    );
    const result = await run(['import', input], asAva);
    expect({ code: result.exitCode, stderr: result.stderr }).toEqual({
      code: 1,
      stderr:
        'record 2 (line 1): tags: no tag is named "1999", and this user may not create one (a name of digits alone ' +
        'would be read as an ID)\ncreated 1, updated 0, skipped 0, failed 1',
    });
    const events = json<Json[]>(await run(['events', 'list', '--fields', 'title,tags.name', '--json'], asAva));
    expect(events).toEqual([{ title: 'Worded', tags: [{ name: 'Fresh' }] }]);
    await server.stop();
  });
});

describe('two imports of one file at once', () => {
  it('make each event and tag once: a create that lost its slug to the other run goes to that event', async () => {
    const file = box.path('race.json');
    const server = await box.startServer(file);
    const env = { ...box.env, CAL_URL: server.base };
    const records = Array.from({ length: 30 }, (_, i) => ({
      title: `Race ${i}`,
      slug: `race-slug-${i}`,
      start_date: `${YEAR}-07-01 10:00`,
      end_date: `${YEAR}-07-01 11:00`,
      tags: [`racetag${i % 3}`, '2027'],
    }));
    const input = await box.write('race-file.json', JSON.stringify(records));
    const runs = await Promise.all([
      run(['import', input, '--concurrency', '4'], env),
      run(['import', input, '--concurrency', '4'], env),
    ]);
    const counts = runs.map((result) => {
      expect(result.exitCode, result.stderr).toBe(0);
      const match = /created (\d+), updated 0, skipped (\d+), failed 0$/.exec(result.stderr);
      return { created: Number(match?.[1]), skipped: Number(match?.[2]) };
    });
    // Whichever run made an event, the other found it (before its create, or after it, by the slug it asked for).
    expect(
      counts.reduce((sum, count) => ({ created: sum.created + count.created, skipped: sum.skipped + count.skipped })),
    ).toEqual({ created: 30, skipped: 30 });
    const events = json<Json[]>(
      await run(['events', 'list', '--per-page', '100', '--fields', 'slug,tags.name', '--json'], env),
    );
    expect(events.map((event) => event.slug).sort()).toEqual(records.map((record) => record.slug).sort());
    const tags = json<Json[]>(await run(['tags', 'list', '--no-hide-empty', '--fields', 'name', '--json'], env));
    expect(tags.map((tag) => tag.name).sort()).toEqual(['2027', 'racetag0', 'racetag1', 'racetag2']);
    await server.stop();
  });

  it('on a server that makes slugs unique in the write (unique_slugs), a create given its slug is not looked up again', async () => {
    const server = await box.startServer(box.path('unique-slugs.json'));
    const records = ['one', 'two', 'three'].map((name) => ({
      title: `Unique ${name}`,
      slug: `unique-${name}`,
      start_date: `${YEAR}-07-02 10:00`,
      end_date: `${YEAR}-07-02 11:00`,
    }));
    const input = await box.write('unique-slugs-file.json', JSON.stringify(records));
    const result = await run(['import', input, '--verbose'], { ...box.env, CAL_URL: server.base });
    expect(result.exitCode, result.stderr).toBe(0);
    expect(summary(result.stderr)).toBe('created 3, updated 0, skipped 0, failed 0');
    // One look-up by slug per record, before its create; none after it.
    const lookUps = result.stderr.split('\n').filter((line) => /^→ GET \S+\/events\/by-slug\//.test(line));
    expect(lookUps.map((line) => line.slice(line.lastIndexOf('/') + 1)).sort()).toEqual(
      records.map((record) => record.slug).sort(),
    );
    await server.stop();
  });
});
