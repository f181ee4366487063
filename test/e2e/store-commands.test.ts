// `cal store check|compact|backup` on a real file, beside a running server and without one.
import { readFile, stat, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { handWrittenEvent } from '../helpers/records.js';
import { useSandbox } from '../helpers/setup.js';
import { ok, run, send } from './cli-support.js';

const box = useSandbox();
describe('cal store', () => {
  it('checks, backs up while serving, refuses to compact a served box.file, and compacts once it stops', async () => {
    const server = await box.startServer(box.file);
    try {
      await send(server.api, 'POST', 'tags', { name: 'journalled' });
      const check = ok(await run(['store', 'check'], box.fileEnv));
      expect(check).toMatch(
        new RegExp(
          `^${box.file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: ok \\(0 events, 0 venues, 0 organizers, 0 categories, 1 tags, 1 users, 0 media\\), served by process \\d+$`,
        ),
      );
      const copy = box.path('copy.json');
      ok(await run(['store', 'backup', copy], box.fileEnv));
      expect(JSON.parse(await readFile(copy, 'utf8')).tags.map((t: { name: string }) => t.name)).toEqual([
        'journalled',
      ]);
      const refused = await run(['store', 'compact'], box.fileEnv);
      expect(refused.exitCode).toBe(1);
      expect(refused.stderr).toMatch(/is served by cal serve \(process \d+\); it folds its journal when it stops/);
    } finally {
      await server.stop();
    }
    expect((await stat(`${box.file}.journal`)).size).toBe(0);
    expect(JSON.parse(await readFile(box.file, 'utf8')).tags).toHaveLength(1);
    ok(await run(['store', 'compact'], box.fileEnv));
  });

  const handWritten = handWrittenEvent(90);
  it.each([
    [
      'a dangling venue',
      (doc: any) => ({ ...doc, events: [{ ...handWritten, venues: [77] }] }),
      '$.events[0].venues[0]: no venue 77',
    ],
    [
      'an event time that is not one',
      (doc: any) => ({ ...doc, events: [{ ...handWritten, start_date: 20270110 }] }),
      '$.events[0].start_date: expected a time as "YYYY-MM-DD HH:MM:SS", got 20270110',
    ],
    [
      'a record missing a field that has no default',
      (doc: any) => ({ ...doc, events: [{ ...handWritten, timezone: undefined, featured: 'yes' }] }),
      '$.events[0].timezone: missing (expected a time zone such as Europe/Madrid or UTC+2); $.events[0].featured: expected true or false, got "yes"',
    ],
    [
      'a category parent that is gone',
      (doc: any) => ({
        ...doc,
        categories: [{ id: 5, name: 'A', slug: 'a', description: '', parent: 9, language: 'en' }],
      }),
      '$.categories[0].parent: no category 9',
    ],
  ])('reports %s with its JSON path and exit 1', async (_what, edit, message) => {
    const damaged = box.path(`damaged-${message.length}.json`);
    const doc = JSON.parse(await readFile(box.file, 'utf8'));
    await writeFile(damaged, JSON.stringify(edit(doc)));
    const result = await run(['store', 'check', '--data', damaged], box.fileEnv);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toBe(
      `cal: ${damaged}: ${message}; \`cal store repair\` sets the file aside and recovers every record it can read`,
    );
  });
});

describe('cal store backup of a calendar with protected events', () => {
  it('copies the key beside the copy, private, so the copy gives the passwords back', async () => {
    const file = box.path('protected.json');
    const server = await box.startServer(file);
    try {
      await send(server.api, 'POST', 'events', {
        title: 'Members',
        start_date: '2027-02-01 20:00',
        end_date: '2027-02-01 22:00',
        password: 'pw-backup',
      });
    } finally {
      await server.stop();
    }
    const copy = box.path('protected-copy.json');
    const backup = await run(['store', 'backup', copy, '--data', file], box.env);
    expect(backup.stderr).toBe(`Wrote a copy of ${file} to ${copy} (and its key to ${copy}.key)`);
    expect(await readFile(`${copy}.key`, 'utf8')).toBe(await readFile(`${file}.key`, 'utf8'));
    expect((await stat(`${copy}.key`)).mode & 0o777).toBe(0o600);
    const [exported] = JSON.parse(ok(await run(['export', '--data', copy], box.env))) as { password?: string }[];
    expect(exported?.password).toBe('pw-backup');
  });
});

describe('cal store on a calendar not made yet', () => {
  it('says there is none for check and backup, and writes no copy', async () => {
    const missing = box.path('none.json');
    for (const args of [['check'], ['backup', box.path('none-copy.json')]]) {
      const result = await run(['store', ...args, '--data', missing], box.env);
      expect({ args, code: result.exitCode, stderr: result.stderr }).toEqual({
        args,
        code: 1,
        stderr: `cal: ${missing}: no calendar there yet (cal makes it on first use)`,
      });
    }
    await expect(readFile(box.path('none-copy.json'))).rejects.toThrow(/ENOENT/);
  });
});
