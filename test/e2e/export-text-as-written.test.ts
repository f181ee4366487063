// `cal export` from `cal serve` carries each event's title, description and excerpt as written (the server answers
// them to its editors with context=edit), so a calendar moved through any format comes back byte for byte; a caller
// who may not edit an event gets it as the server shows it, and is told.
import { beforeAll, describe, expect, it } from 'vitest';
import { basic } from '../helpers/cli.js';
import { useSandbox } from '../helpers/setup.js';
import { json, ok, run, send, YEAR, type Env, type Json } from './cli-support.js';

const box = useSandbox();
let source: Env;
let author: Env;

const WRITTEN = {
  title: `Bob's "party" - 1 ... & <b>x</b> &amp; 3x4 `,
  description: 'First line\nsecond "line" &quot;\n\n<p>Para <em>two</em></p> & more ',
  excerpt: "An 'excerpt' -- here",
};
const AUTHORS = { title: "Ana's -- night", description: '<p>Hers</p>', excerpt: 'Hers, in short' };
const WINDOW = ['--start-date', `${YEAR}-01-01`, '--end-date', `${YEAR}-12-31`];

beforeAll(async () => {
  const file = box.path('source.json');
  // The first server makes the calendar with the administrator's password; users are added while none serves it.
  await (await box.startServer(file)).stop();
  const password = ok(await run(['users', 'add', 'ana', '--role', 'author'], box.calendarEnv('source'))).trim();
  const server = await box.startServer(file);
  source = { ...box.env, CAL_URL: server.base };
  author = { ...source, CAL_USER: 'ana', CAL_PASSWORD: password };
  const at = (day: string) => ({ start_date: `${YEAR}-${day} 20:00:00`, end_date: `${YEAR}-${day} 22:00:00` });
  await send(server.api, 'POST', 'events', { ...WRITTEN, ...at('03-01'), timezone: 'Europe/Madrid' });
  const response = await fetch(`${server.api}events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: basic('ana', password) },
    body: JSON.stringify({ ...AUTHORS, ...at('03-02') }),
  });
  expect(response.status, await response.text()).toBe(201);
});

const text = ({ title, description, excerpt }: Json) => ({ title, description, excerpt });
/** What an import keeps of an event but its file's iCalendar UID, which an export in JSON then carries. */
const withoutUid = (events: Json[]) => events.map(({ uid: _uid, ...event }) => event);

describe('an export from cal serve', { timeout: 120_000 }, () => {
  it('carries the text as written to an editor, and says nothing', async () => {
    const exported = await run(['export', ...WINDOW], source);
    expect(exported.stderr).toBe('');
    expect(json<Json[]>(exported).map(text)).toEqual([WRITTEN, AUTHORS]);
  });

  it.each(['json', 'ndjson', 'csv', 'ics'] as const)(
    'moves through %s into another served calendar as written, and exports the same JSON',
    async (format) => {
      const before = ok(await run(['export', ...WINDOW], source));
      const file = box.path(`moved.${format}`);
      ok(await run(['export', ...WINDOW, '--format', format, '--output', file], source));
      const copy = await box.startServer(box.path(`copy-${format}.json`));
      const target = { ...box.env, CAL_URL: copy.base };
      try {
        ok(await run(['import', file], target));
        const after = ok(await run(['export', ...WINDOW], target));
        expect((JSON.parse(after) as Json[]).map(text)).toEqual([WRITTEN, AUTHORS]);
        if (format === 'ics') expect(withoutUid(JSON.parse(after) as Json[])).toEqual(JSON.parse(before));
        else expect(after).toBe(before);
      } finally {
        await copy.stop();
      }
    },
  );

  it("gives an author their own event as written, others' as shown, and says so", async () => {
    const exported = await run(['export', ...WINDOW], author);
    expect(json<Json[]>(exported).map(text)).toEqual([
      {
        title: `Bob’s “party” – 1 … & <b>x</b> & 3×4`,
        description: '<p>First line<br />\nsecond "line" "</p>\n<p>Para <em>two</em></p>\n<p> &amp; more </p>',
        excerpt: "An 'excerpt' -- here",
      },
      AUTHORS,
    ]);
    expect(exported.stderr).toBe(
      'warning: some events carry their title, description and excerpt as the server shows them, not as written (quotes, dashes and paragraphs may differ): this account may not edit them, or the server does not give their text as written',
    );
  });
});
