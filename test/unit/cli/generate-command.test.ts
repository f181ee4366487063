// `cal generate` in process: flag checks, the default first day, and files that are the same for the same seed.
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../../helpers/setup.js';
import { planGenerate } from '../../../src/cli/commands/generate/generate-options.js';
import { runCli, strictTransport } from '../../helpers/cli-fakes.js';
import { NO_CAPABILITIES } from '../../../src/api/capabilities.js';
import { createEmbeddedTransport } from '../../../src/client/embedded-transport.js';
import { JsonFileStore } from '../../../src/store/file/json-file-store.js';
import { generateCalendar } from '../../../src/domain/generate/calendar.js';

/** The fake clock of runCli. */
const CLOCK = { now: Date.UTC(2026, 10, 21, 12), zone: 'UTC' };

const files = useSandbox();
/** No request may be made: a file destination never touches the calendar. */
async function generate(argv: string[], env: Record<string, string> = {}) {
  const transport = strictTransport([]);
  const result = await runCli(['generate', ...argv], { transport, env });
  transport.verify();
  return result;
}

describe('cal generate --output FILE', () => {
  it('writes the same events for the same seed, and other events for another seed', async () => {
    const common = ['--events', '30', '--from', '2027-01-01', '--days', '20'];
    const first = await generate([...common, '--seed', '4', '--output', files.path('a.ndjson')]);
    expect(first).toEqual({
      code: 0,
      stdout: '',
      stderr: `wrote 30 events to ${files.path('a.ndjson')} (seed 4, from 2027-01-01 over 20 days)\n`,
    });
    await generate([...common, '--seed', '4', '--output', files.path('b.ndjson')]);
    await generate([...common, '--seed', 'other', '--output', files.path('c.ndjson')]);
    const [a, b, c] = await Promise.all(['a', 'b', 'c'].map((name) => files.read(`${name}.ndjson`)));
    expect(b).toBe(a);
    expect(c).not.toBe(a);
    const events = (a ?? '')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(events).toHaveLength(30);
    expect(events[0]).toEqual(
      expect.objectContaining({
        title: expect.any(String),
        slug: expect.any(String),
        categories: expect.any(Array),
        organizer: expect.any(Array),
      }),
    );
  });

  it('takes the format from --format, else from the extension', async () => {
    expect((await generate(['--events', '3', '--output', files.path('e.json')])).code).toBe(0);
    expect(JSON.parse(await files.read('e.json'))).toHaveLength(3);
    expect((await generate(['--events', '3', '--output', files.path('e.txt'), '--format', 'csv'])).code).toBe(0);
    expect((await files.read('e.txt')).split('\n')[0]).toMatch(/^title,/);
  });

  it('writes iCalendar files that are byte-identical for the same seed, whatever the clock', async () => {
    await generate(['--events', '5', '--from', '2027-02-01', '--output', files.path('a.ics')]);
    await generate(['--events', '5', '--from', '2027-02-01', '--output', files.path('b.ics')]);
    const ics = await files.read('a.ics');
    expect(await files.read('b.ics')).toBe(ics);
    expect(ics.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(5);
    expect(ics).toMatch(/^DTSTAMP:20270201T000000Z\r$/m);
  });

  it('starts on today in the profile time zone by default', async () => {
    // The fake clock reads 2026-11-21 12:00 UTC: already the 22nd in Kiribati.
    await generate(['--events', '40', '--days', '1', '--output', files.path('today.json')], {
      CAL_TZ: 'Pacific/Kiritimati',
    });
    const starts = (JSON.parse(await files.read('today.json')) as { start_date: string }[]).map((e) =>
      e.start_date.slice(0, 10),
    );
    expect(new Set(starts)).toEqual(new Set(['2026-11-22']));
  });

  it.each([
    [['--events', 'many'], /--events: expected a whole number from 0 to 1000000, got "many"/],
    [['--events', '5', '--venues', '-1'], /--venues: expected a whole number/],
    [['--events', '5', '--days', '0'], /--days: expected at least 1/],
    [['--events', '5', '--from', 'someday'], /--from: not a date: "someday"/],
    [['--events', '5', '--format', 'csv'], /--format goes with --output FILE/],
    [['--events', '5', '--output', 'events.txt'], /cannot tell the format of events.txt from its extension/],
    [['--venues', '5'], /required option '--events <n>' not specified/],
  ])('rejects %j with exit code 2', async (argv, message) => {
    const result = await generate(argv);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stdout).toBe('');
  });
});

describe('planGenerate', () => {
  const clock = { now: Date.UTC(2027, 5, 15, 23, 30), zone: 'UTC' };

  it('fills the counts not given from the number of events, and reads relative first days', () => {
    const plan = planGenerate({ events: '200', tags: '4', from: 'tomorrow' }, clock);
    expect(plan.options).toEqual({
      seed: 1,
      counts: { events: 200, venues: 20, organizers: 10, categories: 12, tags: 4 },
      from: '2027-06-16',
      days: 90,
    });
    expect(plan.file).toBeUndefined();
  });

  it('names the file format, .jsonl being NDJSON', () => {
    expect(planGenerate({ events: '1', output: 'x.jsonl' }, clock).file).toEqual({ path: 'x.jsonl', format: 'ndjson' });
    expect(planGenerate({ events: '1', output: 'x.CSV' }, clock).file).toEqual({ path: 'x.CSV', format: 'csv' });
  });
});

describe('cal generate into a server that cannot protect events', () => {
  it('writes the events it would protect unprotected, and says so once', async () => {
    // The calendar's own server, taken as one that declares no capabilities.
    const transport = createEmbeddedTransport({ dataFile: files.path('unprotected.json') });
    const result = await runCli(['generate', '--events', '40', '--seed', '3', '--from', '2027-01-01'], {
      transport,
      capabilities: NO_CAPABILITIES,
    });
    await transport.close();
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr.split('\n').filter((line) => line.startsWith('warning:'))).toEqual([
      expect.stringMatching(
        /^warning: this server cannot protect events with a password: [1-9]\d* generated events are left unprotected$/,
      ),
      // The generated venues have coordinates, which such a server drops.
      'warning: this server does not keep venue coordinates (geo_lat, geo_lng); they are dropped',
    ]);
    const events = JSON.parse(await JsonFileStore.readConsistent(files.path('unprotected.json'))).events as {
      password: unknown;
    }[];
    expect(events).toHaveLength(40);
    expect(events.filter((event) => event.password !== null)).toEqual([]);
  });
});

describe('cal generate into a calendar that has namesakes of what it makes', () => {
  it('makes its own venues and organizers beside namesakes that differ, links its events to them, and finds them again', async () => {
    const env = { CAL_DATA: files.path('namesakes.json') };
    const argv = ['generate', '--events', '30', '--seed', '5', '--from', '2027-01-01'];
    const generated = generateCalendar(planGenerate({ events: '30', seed: '5', from: '2027-01-01' }, CLOCK).options);
    const [venue] = generated.venues;
    const [organizer] = generated.organizers;
    expect(venue && organizer).toBeTruthy();
    // Another venue and organizer of the same names, somewhere else.
    for (const args of [
      ['venues', 'create', '--venue', venue!.venue, '--city', 'Elsewhere'],
      ['organizers', 'create', '--organizer', organizer!.organizer, '--email', 'someone@example.net'],
    ]) {
      const made = await runCli(args, { env });
      expect(made.code, made.stderr).toBe(0);
    }
    const first = await runCli(argv, { env });
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toContain(`venues: created ${generated.venues.length}, updated 0, skipped 0, failed 0\n`);
    expect(first.stderr).toContain(
      `organizers: created ${generated.organizers.length}, updated 0, skipped 0, failed 0\n`,
    );
    const doc = JSON.parse(await JsonFileStore.readConsistent(env.CAL_DATA)) as Record<
      string,
      Record<string, unknown>[]
    >;
    const namesakes = new Set([doc.venues![0]!.id, doc.organizers![0]!.id]);
    const linked = doc.events!.flatMap((event) => [...(event.venues as number[]), ...(event.organizers as number[])]);
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.filter((id) => namesakes.has(id))).toEqual([]);

    const again = await runCli(argv, { env });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain(`venues: created 0, updated 0, skipped ${generated.venues.length}, failed 0\n`);
    expect(again.stderr).toContain(
      `organizers: created 0, updated 0, skipped ${generated.organizers.length}, failed 0\n`,
    );
    expect(again.stderr).toContain('events: created 0, updated 0, skipped 30, failed 0\n');
  });
});
