// How an .xlsx sheet is read: cells as the text a CSV file would hold (dates as the wall time shown, formulas by
// their cached result, rich text as its text), the header as a CSV header, row numbers as lines; and written back.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseXlsx } from '../../../src/codecs/xlsx/read.js';
import { eventsWorkbook, failedWorkbook } from '../../../src/codecs/xlsx/write.js';

const wall = (text: string) => new Date(`${text}Z`);
/** Bytes as ExcelJS's load takes them. */
const arrayBuffer = (bytes: Uint8Array) => Uint8Array.from(bytes).buffer;

async function bytesOf(fill: (workbook: ExcelJS.Workbook) => void): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook);
  return arrayBuffer(new Uint8Array(await workbook.xlsx.writeBuffer()));
}

describe('parseXlsx', () => {
  it('reads date, number, boolean, formula and rich text cells as text, by row number', async () => {
    const bytes = await bytesOf((workbook) => {
      const sheet = workbook.addWorksheet('Events');
      sheet.addRow(['Title', 'Start Date', 'End_Date', 'All day', 'Cost', 'Description', 'Featured']);
      sheet.addRow([]);
      sheet.addRow([
        { formula: 'CONCAT("Jazz"," night")', result: 'Jazz night' },
        wall('2027-06-04T19:30:00'),
        wall('2027-06-04T23:00:00'),
        false,
        12.5,
        { richText: [{ text: 'Bold ', font: { bold: true } }, { text: 'and plain' }] },
        true,
      ]);
      sheet.getCell('B3').numFmt = 'dd/mm/yyyy hh:mm';
      sheet.getCell('C3').numFmt = 'dd/mm/yyyy hh:mm';
      sheet.addRow(['Market', wall('2027-06-05T00:00:00'), wall('2027-06-05T00:00:00'), true]);
      sheet.getCell('B4').numFmt = 'dd/mm/yyyy';
      sheet.getCell('C4').numFmt = 'dd/mm/yyyy';
    });
    const input = await parseXlsx(bytes, 'programme.xlsx', 'events');
    expect(input.header).toEqual(['Title', 'Start Date', 'End_Date', 'All day', 'Cost', 'Description', 'Featured']);
    expect(input.entries.map(({ index, line, value }) => ({ index, line, value }))).toEqual([
      {
        index: 1,
        line: 3,
        value: {
          title: 'Jazz night',
          start_date: '2027-06-04 19:30:00',
          end_date: '2027-06-04 23:00:00',
          all_day: false,
          cost: '12.5',
          description: 'Bold and plain',
          featured: true,
        },
      },
      {
        index: 2,
        line: 4,
        value: { title: 'Market', start_date: '2027-06-05', end_date: '2027-06-05', all_day: true },
      },
    ]);
  });

  it("reads TEC's date-only columns and time cells as TEC's importer does", async () => {
    const bytes = await bytesOf((workbook) => {
      const sheet = workbook.addWorksheet('TEC');
      sheet.addRow(['Event Name', 'Event Start Date', 'Event Start Time', 'Event End Date', 'Event End Time']);
      sheet.addRow([
        'Talk',
        wall('2027-06-04T00:00:00'),
        wall('1899-12-30T18:00:00'),
        wall('2027-06-04T00:00:00'),
        '7:30 pm',
      ]);
      for (const cell of ['B2', 'C2', 'D2']) sheet.getCell(cell).numFmt = 'yyyy-mm-dd hh:mm';
    });
    const input = await parseXlsx(bytes, 'tec.xlsx', 'events');
    expect(input.entries[0]?.value).toEqual({
      title: 'Talk',
      start_date: '2027-06-04 18:00:00',
      end_date: '2027-06-04 7:30 pm',
    });
  });

  it('reads --sheet by name and refuses one that is not there, naming those there are', async () => {
    const bytes = await bytesOf((workbook) => {
      workbook.addWorksheet('Notes').addRow(['nothing here']);
      workbook.addWorksheet('Tags 2027').addRow(['Name']);
      workbook.getWorksheet('Tags 2027')?.addRow(['jazz']);
    });
    const input = await parseXlsx(bytes, 'terms.xlsx', 'tags', { sheet: 'Tags 2027' });
    expect(input.entries.map((entry) => entry.value)).toEqual([{ name: 'jazz' }]);
    await expect(parseXlsx(bytes, 'terms.xlsx', 'tags', { sheet: 'Tags' })).rejects.toThrow(
      '--sheet: terms.xlsx has no sheet "Tags"; its sheets: "Notes", "Tags 2027"',
    );
  });

  it('reads its header as a CSV header: --map, unknown columns skipped with a warning, or refused with --strict', async () => {
    const bytes = await bytesOf((workbook) => {
      const sheet = workbook.addWorksheet('Tags');
      sheet.addRow(['Nombre', 'Colour']);
      sheet.addRow(['jazz', 'blue']);
    });
    const map = new Map([['nombre', 'name']]);
    const input = await parseXlsx(bytes, 'tags.xlsx', 'tags', { map });
    expect(input.entries.map((entry) => entry.value)).toEqual([{ name: 'jazz' }]);
    expect(input.warnings).toEqual([
      'unknown column "Colour" skipped (--map "Colour=FIELD" reads it; --strict refuses the file)',
    ]);
    await expect(parseXlsx(bytes, 'tags.xlsx', 'tags', { map, strict: true })).rejects.toThrow(
      'tags.xlsx: unknown column "Colour"; the columns are name,slug,description,language,translation_of,translation_of_language',
    );
  });

  it('fails a row with a value beyond the header, and refuses a file that is no workbook', async () => {
    const bytes = await bytesOf((workbook) => {
      const sheet = workbook.addWorksheet('Tags');
      sheet.addRow(['name']);
      sheet.addRow(['jazz', null, 'stray']);
    });
    const input = await parseXlsx(bytes, 'tags.xlsx', 'tags');
    expect(input.entries[0]).toMatchObject({ line: 2, problem: 'column C has a value and no header' });
    await expect(parseXlsx(new TextEncoder().encode('name\njazz\n').buffer, 'tags.xlsx', 'tags')).rejects.toThrow(
      /^tags\.xlsx is not an \.xlsx workbook/,
    );
  });
});

describe('writing workbooks', () => {
  it('writes failed rows back with their header and cells as they were (dates as dates)', async () => {
    const bytes = await bytesOf((workbook) => {
      const sheet = workbook.addWorksheet('Events');
      sheet.addRow(['title', 'start_date']);
      sheet.addRow(['Fine', wall('2027-06-04T19:30:00')]);
      sheet.addRow(['', wall('2027-06-05T10:00:00')]);
      sheet.getCell('B3').numFmt = 'dd/mm/yyyy hh:mm';
    });
    const input = await parseXlsx(bytes, 'in.xlsx', 'events');
    const written = new ExcelJS.Workbook();
    await written.xlsx.load(arrayBuffer(await failedWorkbook('events', input.entries.slice(1), input.header ?? [])));
    const sheet = written.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([undefined, 'title', 'start_date']);
    expect(sheet?.getCell('B2').value).toEqual(wall('2027-06-05T10:00:00'));
    expect(sheet?.getCell('B2').numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(sheet?.rowCount).toBe(2);
  });

  it('exports dates as date cells with a date-time format, flags as booleans, the header bold and frozen', async () => {
    const event = {
      title: 'Jazz',
      description: '',
      excerpt: '',
      slug: 'jazz',
      status: 'publish',
      start_date: '2027-06-04 19:30:00',
      end_date: '2027-06-04 23:00:00',
      timezone: 'Europe/Madrid',
      all_day: false,
      cost: '',
      featured: true,
      sticky: false,
      hide_from_listings: false,
      show_map: false,
      show_map_link: false,
      categories: [],
      tags: [],
      organizer: [],
    };
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(arrayBuffer(await eventsWorkbook([event], 'cal')));
    const sheet = workbook.worksheets[0];
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.getCell('A1').font.bold).toBe(true);
    expect(sheet?.getCell('C2').value).toEqual(wall('2027-06-04T19:30:00'));
    expect(sheet?.getCell('C2').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(sheet?.getCell('F2').value).toBe(false);
    expect(sheet?.getCell('K2').value).toBe(true);
    const tec = new ExcelJS.Workbook();
    await tec.xlsx.load(arrayBuffer(await eventsWorkbook([event], 'tec')));
    expect(tec.worksheets[0]?.getCell('D2').value).toEqual(wall('2027-06-04T00:00:00'));
    expect(tec.worksheets[0]?.getCell('D2').numFmt).toBe('yyyy-mm-dd');
    expect(tec.worksheets[0]?.getCell('E2').value).toBe('19:30:00');
  });
});
