// The built CLI importing files saved by a real spreadsheet program (LibreOffice Calc in en-US, es-ES and ca-ES:
// test/fixtures/spreadsheets/make.sh), and .xlsx workbooks exported and imported back.
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { execa } from 'execa';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';
import { useSandbox } from '../helpers/setup.js';
import { ok, run, seed, send, YEAR, type Env, type Json } from './cli-support.js';

const box = useSandbox();
const FIXTURES = new URL('../fixtures/spreadsheets/', import.meta.url).pathname;

const summary = (result: { exitCode?: number; stderr: string }) => ({ code: result.exitCode, stderr: result.stderr });
const exported = async (env: Env): Promise<Json[]> =>
  JSON.parse(ok(await run(['export', '--start-date', '2000-01-01'], env))) as Json[];

const yoga = (day: string) => ({
  title: 'Yoga',
  start_date: `2027-${day} 09:00:00`,
  end_date: `2027-${day} 10:00:00`,
  timezone: 'Europe/Madrid',
  all_day: false,
  featured: false,
  cost: '',
  categories: ['Salut'],
  venue: { venue: 'Gimnàs' },
  description: '',
});

/** The programme as every fixture holds it; the cost cell is a number (12,50 in es and ca, which the server keeps as 12.50). */
const programme = (cost: string) => [
  {
    title: 'Concierto de Año Nuevo',
    start_date: '2027-01-09 19:30:00',
    end_date: '2027-01-09 21:45:00',
    timezone: 'Europe/Madrid',
    all_day: false,
    featured: true,
    cost,
    categories: ['Clàssica', 'Música'],
    // The server curls quotes in names, as WordPress does.
    venue: { venue: 'Sala Gran de l’Ateneu' },
    description: 'Orquestra de Cambra; «Valses» de Strauss.\nEntrada: 12,50 € (anticipada).',
  },
  yoga('01-11'),
  {
    title: 'Fira de Sant Antoni',
    start_date: '2027-01-17 00:00:00',
    end_date: '2027-01-17 23:59:59',
    timezone: 'Europe/Madrid',
    all_day: true,
    featured: false,
    categories: ['Fires'],
    description: 'Parades i animals al carrer Major.',
  },
  { ...yoga('01-18'), slug: 'yoga-2' },
  { ...yoga('02-01'), slug: 'yoga-3' },
];

const FIXTURE_RUNS = [
  { file: 'programme-en-US.csv', args: ['--date-order', 'mdy'], cost: '12.50' },
  { file: 'programme-es-ES.csv', args: ['--date-order', 'dmy'], cost: '12.50' },
  { file: 'programme-ca-ES.csv', args: ['--date-order', 'dmy'], cost: '12.50' },
  { file: 'programme-en-US.xlsx', args: [], cost: '12.5' },
  { file: 'programme-es-ES.xlsx', args: [], cost: '12.5' },
];

describe.concurrent('files saved by LibreOffice Calc', { timeout: 90_000 }, () => {
  for (const { file, args, cost } of FIXTURE_RUNS) {
    it(`${file}: every event field by field, once; again all skipped; --update updates`, async () => {
      const env = box.calendarEnv(`fixture-${file}`);
      const path = `${FIXTURES}${file}`;
      expect(summary(await run(['import', path, ...args], env))).toEqual({
        code: 0,
        stderr: 'created 5, updated 0, skipped 0, failed 0',
      });
      const events = await exported(env);
      const expected = programme(cost);
      expect(events).toHaveLength(expected.length);
      events.forEach((event, i) => expect(event).toMatchObject(expected[i] ?? {}));
      // The free entry is words, not a number; the server keeps it as it keeps any cost text.
      expect(events[2]?.cost).toMatch(/^gratuït$/i);
      expect(summary(await run(['import', path, ...args], env))).toEqual({
        code: 0,
        stderr: 'created 0, updated 0, skipped 5, failed 0',
      });
      expect(summary(await run(['import', path, ...args, '--update'], env))).toEqual({
        code: 0,
        stderr: 'created 0, updated 5, skipped 0, failed 0',
      });
      expect(await exported(env)).toEqual(events);
    });
  }

  it('es-ES CSV without a date order: the ambiguous rows fail with the reason, --errors keeps ";" and the BOM', async () => {
    const env = box.calendarEnv('fixture-ambiguous');
    const path = box.path('programme-bom.csv');
    await writeFile(path, `\uFEFF${await readFile(`${FIXTURES}programme-es-ES.csv`, 'utf8')}`);
    const errors = box.path('failed-es.csv');
    const result = await run(['import', path, '--errors', errors], env);
    expect(result.exitCode).toBe(1);
    const ambiguous = [
      [1, 2, '09/01/2027 19:30'],
      [2, 4, '11/01/2027 09:00'],
      [4, 6, '01/02/2027 09:00'],
    ].map(
      ([index, line, cell]) =>
        `record ${index} (line ${line}): start_date: "${cell}" could be day/month or month/day: say which with --date-order dmy or mdy (or cal config set date_order)`,
    );
    expect(result.stderr).toBe([...ambiguous, 'created 2, updated 0, skipped 0, failed 3'].join('\n'));
    const failed = await readFile(errors, 'utf8');
    expect(failed.startsWith('\uFEFFTitle;Start date;End date;Timezone;All day;Featured;Cost;')).toBe(true);
    expect(failed.split('\n').filter((line) => line.startsWith('Yoga;'))).toEqual([
      'Yoga;11/01/2027 09:00;11/01/2027 10:00;Europe/Madrid;FALSO;FALSO;;Salut;Gimnàs;',
      'Yoga;01/02/2027 09:00;01/02/2027 10:00;Europe/Madrid;FALSO;FALSO;;Salut;Gimnàs;',
    ]);
    expect(summary(await run(['import', errors, '--date-order', 'dmy'], env))).toEqual({
      code: 0,
      stderr: 'created 3, updated 0, skipped 0, failed 0',
    });
    // The rows read at first were created first, and took the first slugs.
    const unslugged = (events: Json[]) => events.map(({ slug: _slug, ...event }) => event);
    expect(unslugged(await exported(env))).toMatchObject(unslugged(programme('12.50')));
  });

  it('--errors of a workbook is a workbook (or CSV by its name); --sheet names a missing sheet with those there are', async () => {
    const env = box.calendarEnv('fixture-xlsx-errors');
    const path = box.path('programme.xlsx');
    await copyFile(`${FIXTURES}programme-es-ES.xlsx`, path);
    // The second Yoga row loses its title, so it fails.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    const sheet = workbook.worksheets[0];
    if (sheet === undefined) throw new Error('the fixture has no sheet');
    sheet.getCell('A4').value = null;
    await workbook.xlsx.writeFile(path);
    const errors = box.path('failed.xlsx');
    const result = await run(['import', path, '--errors', errors], env);
    expect(summary(result)).toEqual({
      code: 1,
      stderr: 'record 3 (line 4): missing title\ncreated 4, updated 0, skipped 0, failed 1',
    });
    const failed = new ExcelJS.Workbook();
    await failed.xlsx.readFile(errors);
    const rows = failed.worksheets[0];
    expect(rows?.rowCount).toBe(2);
    expect(rows?.getRow(1).values).toEqual([
      undefined,
      'Title',
      'Start date',
      'End date',
      'Timezone',
      'All day',
      'Featured',
      'Cost',
      'Categories',
      'Venue',
      'Description',
    ]);
    expect(rows?.getCell('B2').value).toEqual(new Date('2027-01-18T09:00:00Z'));
    expect(rows?.getCell('E2').value).toBe(false);
    const csv = box.path('failed-from-xlsx.csv');
    await run(['import', path, '--errors', csv], box.calendarEnv('fixture-xlsx-errors-csv'));
    expect(await readFile(csv, 'utf8')).toBe(
      'Title,Start date,End date,Timezone,All day,Featured,Cost,Categories,Venue,Description\n' +
        ',2027-01-18 09:00:00,2027-01-18 10:00:00,Europe/Madrid,false,false,,Salut,Gimnàs,\n',
    );
    const missing = await run(['import', path, '--sheet', 'Hoja2'], env);
    expect(summary(missing)).toEqual({
      code: 2,
      stderr: `cal: --sheet: ${path} has no sheet "Hoja2"; its sheets: "Programme"`,
    });
  });
});

describe.concurrent('export --format xlsx and import it back', { timeout: 90_000 }, () => {
  let source: Env;
  beforeAll(async () => {
    source = box.calendarEnv('xlsx-source');
    await seed(box, box.path('xlsx-source.json'), async (api) => {
      await send(api, 'POST', 'events', {
        title: 'Jazz & Blues',
        start_date: `${YEAR}-02-05 20:00`,
        end_date: `${YEAR}-02-05 23:00`,
        timezone: 'Europe/Madrid',
        description: 'Live jazz.\nBring friends.',
        cost: '$15',
        featured: true,
        venue: { venue: 'Blue Hall', city: 'Vic', zip: '08500', geo_lat: 41.9301, geo_lng: 2.2549 },
        organizer: [{ organizer: 'Ana', email: 'ana@example.org' }],
        categories: ['Music', 'Jazz'],
        tags: ['free'],
      });
      await send(api, 'POST', 'events', {
        title: 'Winter Market',
        status: 'draft',
        start_date: `${YEAR}-02-06`,
        end_date: `${YEAR}-02-07`,
        all_day: true,
      });
    });
  });

  it('events: the same records back; again all skipped; --update updates', async () => {
    const file = box.path('events.xlsx');
    expect(ok(await run(['export', '--format', 'xlsx', '--output', file, '--start-date', '2000-01-01'], source))).toBe(
      '',
    );
    const target = box.calendarEnv('xlsx-copy');
    expect(summary(await run(['import', file], target))).toEqual({
      code: 0,
      stderr: 'created 2, updated 0, skipped 0, failed 0',
    });
    expect(await exported(target)).toEqual(await exported(source));
    expect(summary(await run(['import', file], target))).toEqual({
      code: 0,
      stderr: 'created 0, updated 0, skipped 2, failed 0',
    });
    expect(summary(await run(['import', file, '--update'], target))).toEqual({
      code: 0,
      stderr: 'created 0, updated 2, skipped 0, failed 0',
    });
    expect(await exported(target)).toEqual(await exported(source));
  });

  it("--columns tec: TEC's importer columns, dates as date cells, read back the same dates", async () => {
    const file = box.path('tec.xlsx');
    ok(
      await run(
        ['export', '--format', 'xlsx', '--columns', 'tec', '--output', file, '--start-date', '2000-01-01'],
        source,
      ),
    );
    const target = box.calendarEnv('xlsx-tec');
    expect(summary(await run(['import', file], target))).toEqual({
      code: 0,
      stderr: 'created 2, updated 0, skipped 0, failed 0',
    });
    const pick = (events: Json[]) =>
      events.map(({ title, start_date, end_date, timezone, all_day, featured, categories }) => ({
        title,
        start_date,
        end_date,
        timezone,
        all_day,
        featured,
        categories,
      }));
    expect(pick(await exported(target))).toEqual(pick(await exported(source)));
  });

  it('to a stdout that is no terminal: the workbook bytes', async () => {
    const result = await run(['export', '--format', 'xlsx', '--start-date', '2000-01-01'], source);
    expect(result.exitCode).toBe(0);
    expect(result.stdout.startsWith('PK')).toBe(true);
  });

  it('a workbook on stdin with --format xlsx, and one that cal generate writes', async () => {
    const file = box.path('stdin.xlsx');
    ok(await run(['export', '--format', 'xlsx', '--output', file, '--start-date', '2000-01-01'], source));
    const target = box.calendarEnv('xlsx-stdin');
    const piped = await execa('node', [BIN, 'import', '-', '--format', 'xlsx'], {
      reject: false,
      env: { NO_COLOR: '1', ...target },
      inputFile: file,
    });
    expect(summary(piped)).toEqual({ code: 0, stderr: 'created 2, updated 0, skipped 0, failed 0' });
    const generated = box.path('generated.xlsx');
    ok(await run(['generate', '--events', '4', '--output', generated], target));
    expect(summary(await run(['import', generated], box.calendarEnv('xlsx-generated')))).toEqual({
      code: 0,
      stderr: 'created 4, updated 0, skipped 0, failed 0',
    });
  });

  it('venues: export and import back the same', async () => {
    const file = box.path('venues.xlsx');
    ok(await run(['venues', 'export', '--format', 'xlsx', '--output', file], source));
    const target = box.calendarEnv('xlsx-venues');
    expect(summary(await run(['venues', 'import', file], target))).toEqual({
      code: 0,
      stderr: 'created 1, updated 0, skipped 0, failed 0',
    });
    expect(ok(await run(['venues', 'export'], target))).toBe(ok(await run(['venues', 'export'], source)));
  });
});
