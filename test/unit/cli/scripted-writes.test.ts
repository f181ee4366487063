// Writes for scripts, against a server that declares nothing (TEC): --dry-run reads what the request needs and
// sends no write; several IDs are each tried; a delete says in one line what the server did. Then the pure parts:
// the items named, the run's end, the delete's line and import --json's summary.
import { describe, expect, it } from 'vitest';
import { NO_CAPABILITIES } from '../../../src/api/capabilities.js';
import { ApiCallError } from '../../../src/client/client.js';
import { deletedLine } from '../../../src/cli/commands/resource/delete.js';
import { itemsOf, settle } from '../../../src/cli/commands/resource/items.js';
import { importSummary } from '../../../src/cli/commands/bulk/import-summary.js';
import { CommandError, ItemsFailedError, UsageError } from '../../../src/cli/errors.js';
import { runCli, scriptedPrompter, strictTransport, type Expectation } from '../../helpers/cli-fakes.js';
import { eventCreateArgs } from '../../e2e/cli-support.js';

const event = (id: number, status = 'publish') => ({
  id,
  title: 'Gig',
  status,
  start_date: '2027-06-04 18:00:00',
  end_date: '2027-06-04 19:00:00',
  timezone: 'UTC',
  featured: false,
});
const read = (id: number): Expectation => ({ method: 'GET', path: `events/${id}`, reply: { body: event(id) } });

async function onTec(argv: string[], expectations: Expectation[]) {
  const transport = strictTransport(expectations);
  const result = await runCli(argv, { transport, capabilities: NO_CAPABILITIES });
  transport.verify();
  return result;
}

describe('on a server that declares nothing (TEC)', () => {
  it('--dry-run of an update reads each event to merge into and prints the writes it would send', async () => {
    // The update rewrites every field TEC would reset: read, and read again to see it settled.
    const result = await onTec(
      ['events', 'update', '42', '43', '--featured', '--dry-run', '--json'],
      [read(42), read(42), read(43), read(43)],
    );
    expect(result).toMatchObject({ code: 0, stderr: 'dry run: nothing was sent\n' });
    const body = {
      status: 'publish',
      timezone: 'UTC',
      start_date: '2027-06-04 18:00:00',
      end_date: '2027-06-04 19:00:00',
      featured: true,
    };
    expect(JSON.parse(result.stdout)).toEqual([
      { method: 'POST', path: 'events/42', body },
      { method: 'POST', path: 'events/43', body },
    ]);
  });

  it('--dry-run of a create naming a new tag shows the tag write, which comes first, and says so', async () => {
    const none = { body: { tags: [] } };
    const result = await onTec(
      eventCreateArgs('Gig', '2027-06-04 18:00', '2027-06-04 19:00', '--tags', 'new', '--dry-run'),
      [
        { method: 'GET', path: 'tags?slug=new&hide_empty=false&per_page=50', reply: none },
        { method: 'GET', path: 'tags?search=new&hide_empty=false&per_page=50', reply: none },
      ],
    );
    expect(result).toEqual({
      code: 0,
      stdout: 'POST tags\n{\n  "name": "new"\n}\n',
      stderr:
        'dry run: POST tags comes first; the event itself would be sent after it, with the ID it answers\n' +
        'dry run: nothing was sent\n',
    });
  });

  it('refuses a --dry-run of what the server cannot do, as the real run would, sending nothing', async () => {
    const result = await onTec(['events', 'delete', '42', '--force', '--dry-run'], []);
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: 'cal: this server only moves items to the trash (--force); nothing was sent\n',
    });
  });

  it('deletes each ID, says each trash, and exits with the code the failures share (4: refused)', async () => {
    const result = await onTec(
      ['events', 'delete', '42', '43', '44', '--yes'],
      [
        { method: 'DELETE', path: 'events/42', reply: { body: event(42, 'trash') } },
        {
          method: 'DELETE',
          path: 'events/43',
          reply: { status: 403, body: { code: 'rest_forbidden', message: 'Sorry.', data: { status: 403 } } },
        },
        { method: 'DELETE', path: 'events/44', reply: { body: event(44, 'trash') } },
      ],
    );
    expect(result).toEqual({
      code: 4,
      stdout: 'moved event 42 to the trash\nmoved event 44 to the trash\n',
      stderr: 'event 43: rest_forbidden: Sorry.\ncal: 1 of 3 events not deleted: 43\n',
    });
  });

  it('asks once on a terminal for several, and --json prints an array whatever number succeeded', async () => {
    const prompter = scriptedPrompter([[/^Move 2 venues \(#8, #9\) to the trash\?$/, true]]);
    const transport = strictTransport([
      { method: 'DELETE', path: 'venues/8', reply: { body: { id: 8, venue: 'Hall', status: 'trash' } } },
      { method: 'DELETE', path: 'venues/9', reply: { status: 404, body: { code: 'not_found', message: 'No.' } } },
    ]);
    const result = await runCli(['venues', 'delete', '8', '9', '--json'], {
      transport,
      capabilities: NO_CAPABILITIES,
      prompter,
      tty: true,
    });
    transport.verify();
    prompter.verify();
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual([{ id: 8, venue: 'Hall', status: 'trash' }]);
    expect(result.stderr).toBe('venue 9: no venue 9 (not_found)\ncal: 1 of 2 venues not deleted: 9\n');
  });

  it('stops at an error that would stop every item (the server gone), naming those not attempted', async () => {
    const transport = {
      target: 'stub',
      async send() {
        const { ConnectionError } = await import('../../../src/client/transport.js');
        throw new ConnectionError('cannot reach the server');
      },
      async close() {},
    };
    const result = await runCli(['tags', 'delete', '1', '2', '3', '--yes'], {
      transport,
      capabilities: NO_CAPABILITIES,
    });
    expect(result).toEqual({ code: 1, stdout: '', stderr: 'tags not attempted: 2, 3\ncal: cannot reach the server\n' });
  });
});

describe('the items an update or delete names', () => {
  it('takes IDs or one --slug, never both, and numbers alone', () => {
    expect(itemsOf('events', 'delete', ['74', '14'], undefined)).toEqual([{ id: 74 }, { id: 14 }]);
    expect(itemsOf('tags', 'update', [], 'jazz')).toEqual([{ slug: 'jazz' }]);
    expect(() => itemsOf('events', 'delete', ['7'], 'jazz')).toThrow(UsageError);
    expect(() => itemsOf('events', 'delete', ['7', 'x'], undefined)).toThrow('not an ID: "x"');
    expect(() => itemsOf('events', 'delete', [], undefined)).toThrow('missing the events ID (or --slug)');
  });

  it("ends a run: one item's error as it was, several named with the exit code they share, else 1", () => {
    const notFound = new ApiCallError(404, 'rest_not_found', 'No.');
    const refused = new ApiCallError(403, 'rest_forbidden', 'No.');
    const ok = { done: [], failed: [] };
    expect(settle('events', 'deleted', 2, ok)).toBe(0);
    expect(() => settle('events', 'deleted', 1, { done: [], failed: [{ item: { id: 1 }, error: notFound }] })).toThrow(
      notFound,
    );
    const failedBoth = (first: Error, second: Error) => {
      try {
        settle('events', 'updated', 3, {
          done: [],
          failed: [
            { item: { id: 1 }, error: first },
            { item: { slug: 'b' }, error: second },
          ],
        });
      } catch (error) {
        return error;
      }
      return undefined;
    };
    expect(failedBoth(refused, refused)).toEqual(new ItemsFailedError('2 of 3 events not updated: 1, b', 4));
    expect(failedBoth(refused, notFound)).toMatchObject({ exitCode: 1 });
  });
});

describe('the line a delete prints', () => {
  it.each([
    ['events', false, event(6, 'trash'), 'moved event 6 to the trash'],
    ['events', true, event(6), 'deleted event 6'],
    ['venues', false, { id: 9, status: 'trash' }, 'moved venue 9 to the trash'],
    ['organizers', false, { deleted: true, previous: {} }, 'deleted organizer "ana"'],
    ['tags', false, { id: 7, name: 'Jazz' }, 'deleted tag 7'],
  ] as const)('%s, force %s, answered %j: %s', (resource, force, body, line) => {
    const item = resource === 'organizers' ? { slug: 'ana' } : { id: 1 };
    expect(deletedLine(resource, item, force, body)).toBe(line);
  });

  it('fails rather than say an item is gone when the answer does not show it', () => {
    expect(() => deletedLine('events', { id: 6 }, false, event(6))).toThrow(
      new CommandError("the server's answer does not show event 6 in the trash: it may not have been deleted"),
    );
  });
});

describe('import --json', () => {
  it('lists each record under what became of it, with the IDs and slugs, in record order', () => {
    const entry = (index: number) => ({ index, line: index + 1, source: {} });
    expect(
      importSummary(
        [
          { entry: entry(1), outcome: { action: 'create', key: 'a', title: 'A', id: 10 } },
          { entry: entry(2), outcome: { action: 'skip', key: '', title: 'B', id: 11 } },
          { entry: entry(3), outcome: { action: 'fail', reason: 'missing title' } },
          { entry: entry(4), outcome: { action: 'create', key: 'd', title: 'D' } },
        ],
        [entry(5)],
        true,
      ),
    ).toEqual({
      dry_run: true,
      created: [
        { record: 1, line: 2, id: 10, slug: 'a', title: 'A' },
        { record: 4, line: 5, slug: 'd', title: 'D' },
      ],
      updated: [],
      skipped: [{ record: 2, line: 3, id: 11, title: 'B' }],
      failed: [{ record: 3, line: 4, reason: 'missing title' }],
      not_attempted: [{ record: 5, line: 6 }],
    });
  });
});
