// Text a calendar's authors control, printed by cal: terminal escapes never reach stdout in any text format nor in
// iCalendar, and spreadsheet formulas in titles, venues and organizers are neutralised in CSV and read back intact.
import { beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/setup.js';
import { json, ok, run, seed, send, YEAR, type Env } from './cli-support.js';

const box = useSandbox();
let hostile: Env;
let formulas: Env;
let eventId: number;

/** Clears the screen, rings the bell, sets the window title, a lone CR; 0x9b is the one-byte CSI of C1. */
const ESCAPES = '\u001b[2J\u0007\u001b]0;pwned\u0007\u009b31m\r';
/** Every C0/C1 control but tab and newline (a CR included). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

// No quotes: the server texturizes them (curly quotes) as WordPress does.
const FORMULAS = ['=HYPERLINK(A1;B1)', '@SUM(A1:A2)', '+cmd|/C calc', '-2+3'] as const;

beforeAll(async () => {
  hostile = box.calendarEnv('hostile');
  await seed(box, box.path('hostile.json'), async (api) => {
    const venue = await send(api, 'POST', 'venues', { venue: `Hall${ESCAPES}` });
    const event = await send(api, 'POST', 'events', {
      title: `Gig${ESCAPES}night`,
      description: `<p>Text${ESCAPES}</p>`,
      start_date: `${YEAR}-03-01 10:00:00`,
      end_date: `${YEAR}-03-01 11:00:00`,
      venue: venue.id,
    });
    eventId = event.id as number;
  });
  formulas = box.calendarEnv('formulas');
  await seed(box, box.path('formulas.json'), async (api) => {
    for (const [i, text] of FORMULAS.entries()) {
      const venue = await send(api, 'POST', 'venues', { venue: text });
      const organizer = await send(api, 'POST', 'organizers', { organizer: text });
      await send(api, 'POST', 'events', {
        title: text,
        start_date: `${YEAR}-04-0${i + 1} 10:00:00`,
        end_date: `${YEAR}-04-0${i + 1} 11:00:00`,
        venue: venue.id,
        organizer: [organizer.id],
      });
    }
  });
});

describe.concurrent('control characters in text output', { timeout: 60_000 }, () => {
  it.each([
    ['events list, piped', ['events', 'list']],
    ['events list --format tsv', ['events', 'list', '--format', 'tsv', '--fields', 'id,title,description,venue']],
    ['events list --format csv', ['events', 'list', '--format', 'csv', '--fields', 'id,title,description,venue']],
    ['events get, piped', ['events', 'get', 'EVENT']],
    ['venues list --format tsv', ['venues', 'list', '--format', 'tsv']],
    ['export --format csv', ['export', '--format', 'csv']],
    ['export --format ics', ['export', '--format', 'ics']],
  ])('%s: none reach stdout, the text around them does', async (_label, args) => {
    // iCalendar ends its lines with CRLF; everything else is one control character too many.
    const out = ok(
      await run(
        args.map((arg) => (arg === 'EVENT' ? String(eventId) : arg)),
        hostile,
      ),
    ).replace(/\r\n/g, '\n');
    expect(out).not.toMatch(CONTROL);
    expect(out).toMatch(/Gig|Hall/);
  });

  it('iCalendar keeps its CRLF line ends and the title without the escapes', async () => {
    const ics = ok(await run(['export', '--format', 'ics'], hostile));
    expect(ics).toContain('\r\nSUMMARY:Gig[2J]0\\;pwned31mnight\r\n');
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\r/);
  });

  it('JSON keeps the text as the server has it, escaped', async () => {
    const [event] = json<Record<string, unknown>[]>(await run(['events', 'list', '--json'], hostile));
    expect(event?.title).toBe(`Gig${ESCAPES}night`);
    const raw = ok(await run(['events', 'list', '--json'], hostile));
    expect(raw).toContain('\\u001b[2J');
    expect(raw).not.toContain('\u001b');
  });
});

describe.concurrent('spreadsheet formulas in titles, venues and organizers', { timeout: 60_000 }, () => {
  it('events list --format csv neutralises every one', async () => {
    const csv = ok(
      await run(['events', 'list', '--format', 'csv', '--fields', 'title,venue.venue,organizer'], formulas),
    );
    const rows = csv.split('\n').slice(1);
    expect(rows).toHaveLength(FORMULAS.length);
    for (const row of rows) expect(row).not.toMatch(/(^|,)"?[=+\-@]/);
    expect(csv).toContain("'=HYPERLINK(A1;B1)");
    expect(csv).toContain("'@SUM(A1:A2)");
    expect(csv).toContain("'+cmd|/C calc");
    expect(csv).toContain("'-2+3");
  });

  it('export --format csv neutralises them, and import restores every value', async () => {
    const csv = ok(await run(['export', '--format', 'csv'], formulas));
    expect(csv.split('\n').slice(1).join('\n')).not.toMatch(/(^|,)"?[=+@]|(^|,)"?-2\+3/m);
    const copy = box.calendarEnv('formulas-copy');
    ok(await run(['import', '-', '--format', 'csv'], copy, csv));
    const events = json<Record<string, any>[]>(await run(['events', 'list', '--json'], copy));
    expect(events.map((event) => event.title).sort()).toEqual([...FORMULAS].sort());
    for (const event of events) {
      expect(event.venue.venue).toBe(event.title);
      expect(event.organizer.map((organizer: Record<string, unknown>) => organizer.organizer)).toEqual([event.title]);
    }
  });
});
