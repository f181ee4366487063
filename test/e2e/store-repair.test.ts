// `cal store check` and `cal store repair` on real damaged files: torn tails, flipped bytes, garbage, a broken snapshot,
// and slugs a hand edit gave twice.
import { appendFile, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { JsonFileStore } from '../../src/store/file/json-file-store.js';
import { useSandbox } from '../helpers/setup.js';
import { handWrittenEvents, ok, run } from './cli-support.js';

const box = useSandbox();
const STAMP = '\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\dZ';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const NONE = '0 events, 0 venues, 0 organizers, 0 categories';

/**
 * The calendars left open, as a crash leaves them, closed once this file's tests are done: let go of, their journals
 * would be closed by the garbage collector later in the run, which Node warns of (the tests after it share the
 * process). Closing folds each journal, which no test reads any more.
 */
const leftOpen: JsonFileStore[] = [];
afterAll(async () => {
  await Promise.all(leftOpen.map((store) => store.close().catch(() => undefined)));
});

/** A calendar of tags: `inSnapshot` folded into the document, `inJournal` written after, left in the journal. */
async function calendarOfTags(name: string, inSnapshot: string[], inJournal: string[]): Promise<string> {
  const file = box.path(name);
  const store = await JsonFileStore.open(file);
  const add = (tag: string) =>
    store.write((tx) =>
      tx.put('tags', {
        id: tx.nextId('term'),
        name: tag,
        slug: tag.toLowerCase(),
        description: '',
        parent: 0,
        language: 'en',
      }),
    );
  for (const tag of inSnapshot) await add(tag);
  await store.compact();
  for (const tag of inJournal) await add(tag);
  // Left open, as a crash leaves it: the journal is not folded (closed after the file's tests, above).
  leftOpen.push(store);
  return file;
}

const tagNames = async (file: string) =>
  (JSON.parse(await JsonFileStore.readConsistent(file)) as { tags: { name: string }[] }).tags.map((t) => t.name);

describe('cal store check', () => {
  it('reports a record torn by a crash, which is not part of the calendar, and still says ok', async () => {
    const file = await calendarOfTags('torn.json', [], ['Jazz', 'Folk']);
    await appendFile(`${file}.journal`, '1234abcd {"records":[{"coll');
    const check = ok(await run(['store', 'check', '--data', file], box.env));
    expect(check).toBe(
      `${file}: ok (${NONE}, 2 tags, 0 users, 0 media); ${file}.journal: torn tail: 27 bytes after record 2, dropped`,
    );
  });
});

describe('cal store repair of a damaged journal', () => {
  it.each([
    ['a flipped byte', (line: string) => line.replace('"Folk"', '"Fokk"'), 'its checksum does not match'],
    ['a garbage line', () => 'garbage', 'not a journal record'],
  ])('keeps the records before %s and sets it and the rest aside', async (what, damage, reason) => {
    const file = await calendarOfTags(`journal-${reason.length}.json`, ['Rock'], ['Jazz', 'Folk', 'Blues']);
    const journal = `${file}.journal`;
    const lines = (await readFile(journal, 'utf8')).split('\n');
    lines[1] = damage(lines[1] as string);
    await writeFile(journal, lines.join('\n'));
    const rest = `${lines.slice(1).join('\n')}`;

    const refused = await run(['store', 'check', '--data', file], box.env);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toBe(
      `cal: ${journal}: record 2 is damaged (${reason}); the file was left as it is. ` +
        '`cal store repair` keeps the 1 record before it and sets the rest aside',
    );

    const repair = await run(['store', 'repair', '--data', file], box.env);
    expect(repair.exitCode).toBe(0);
    const kept = Buffer.byteLength(`${lines[0]}\n`);
    expect(repair.stderr).toMatch(
      new RegExp(
        `^${escape(`${journal}: kept 1 record (${kept} bytes); record 2 is damaged (${reason}): set it aside with everything after it (${Buffer.byteLength(rest)} bytes, 1 record that read whole) in ${journal}.damaged-`)}${STAMP}$`,
      ),
    );
    const aside = (await readdir(box.dir)).find((name) => name.startsWith(`${basename(journal)}.damaged-`));
    expect(await readFile(box.path(aside as string), 'utf8')).toBe(rest);
    expect(await tagNames(file)).toEqual(['Rock', 'Jazz']);
    ok(await run(['store', 'check', '--data', file], box.env));
    const again = await run(['store', 'repair', '--data', file], box.env);
    expect(again.stderr).toBe(`${file}: nothing to repair (the snapshot and the journal's 1 record read whole)`);
  });
});

describe('cal store repair of a damaged snapshot', () => {
  it('sets the file aside, recovers every record it can read, replays the journal and points to the latest backup', async () => {
    const file = await calendarOfTags('snapshot.json', ['Rock', 'Jazz', 'Folk'], ['Blues']);
    const copy = box.path('snapshot-copy.json');
    ok(await run(['store', 'backup', copy, '--data', file], box.env));
    // One byte gone from "Jazz"'s record: the document is no longer JSON.
    const damaged = (await readFile(file, 'utf8')).replace('"name": "Jazz"', '"name": "Jazz');
    await writeFile(file, damaged);

    const refused = await run(['store', 'check', '--data', file], box.env);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toMatch(
      /: not valid JSON \(.*\); `cal store repair` sets the file aside and recovers every record it can read$/,
    );

    const repair = await run(['store', 'repair', '--data', file], box.env);
    expect(repair.exitCode).toBe(0);
    const [setAside, recovered, backup] = repair.stderr.split('\n');
    expect(setAside).toMatch(
      new RegExp(
        `^${escape(`${file}: damaged (not valid JSON (`)}.*\\); set it aside in ${escape(file)}\\.damaged-${STAMP}$`,
      ),
    );
    expect(recovered).toBe(
      `${file}: recovered ${NONE}, 2 tags, 0 users, 0 media from it (1 record could not be read), then replayed the journal's 1 record over them`,
    );
    expect(backup).toMatch(
      new RegExp(`^The latest \`cal store backup\` \\(.*\\) is ${escape(copy)}: compare it with what was recovered$`),
    );
    const aside = (await readdir(box.dir)).find((name) => name.startsWith('snapshot.json.damaged-'));
    expect(await readFile(box.path(aside as string), 'utf8')).toBe(damaged);
    expect(await tagNames(file)).toEqual(['Rock', 'Folk', 'Blues']);
    expect((await readFile(`${file}.journal`)).length).toBe(0);
  });
});

describe('cal store check and repair of a hand-edited file giving two events one slug', () => {
  it('names the duplicate and exits 1; repair gives the second "-2", reachable by it, and the file checks ok', async () => {
    const file = await box.write('twin-slugs.json', handWrittenEvents('jazz', 'jazz'));
    const env = { ...box.env, CAL_DATA: file };

    const check = await run(['store', 'check'], env);
    expect(check.exitCode).toBe(1);
    expect(check.stdout).toBe(
      `${file}: slugs held by more than one record (\`cal store repair\` leaves each to the lowest ID and renumbers the others):\n` +
        `  events "jazz" (language en): IDs 1, 2`,
    );

    const repair = await run(['store', 'repair'], env);
    expect(repair.exitCode).toBe(0);
    expect(repair.stderr).toBe(`${file}: event 2 had the slug "jazz" of event 1: now "jazz-2"`);
    expect(ok(await run(['store', 'check'], env))).toMatch(/: ok \(2 events/);
    expect(ok(await run(['events', 'get', '--slug', 'jazz-2', '--format', 'ids'], env)).trim()).toBe('2');
  });
});
