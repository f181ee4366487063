// Interactive runs: missing required fields are asked, venues offered from the server, deletes confirmed.
import { describe, expect, it } from 'vitest';
import { runCli, scriptedPrompter, strictTransport } from '../../helpers/cli-fakes.js';

describe('on a terminal', () => {
  it('asks for missing event fields, offers venues and organizers, then creates the event', async () => {
    const transport = strictTransport([
      {
        method: 'GET',
        path: 'venues?per_page=50',
        reply: {
          body: {
            venues: [
              { id: 4, venue: 'Blue Note Hall' },
              { id: 5, venue: 'Community Center' },
            ],
            total: 2,
          },
        },
      },
      {
        method: 'GET',
        path: 'organizers?per_page=50',
        reply: { body: { organizers: [{ id: 6, organizer: 'Jazz Society' }], total: 1 } },
      },
      {
        method: 'POST',
        path: 'events',
        body: { title: 'Jazz Night', start_date: 'tomorrow 8pm', end_date: 'tomorrow 11pm', venue: 5, organizer: [6] },
        reply: { status: 201, body: { id: 42, title: 'Jazz Night' } },
      },
    ]);
    const prompter = scriptedPrompter([
      [/^start date/, 'tomorrow 8pm'],
      [/^end date/, 'tomorrow 11pm'],
      [
        /^venue$/,
        (choices) => {
          expect(choices.map((c) => c.name)).toEqual(['(none)', 'Blue Note Hall (#4)', 'Community Center (#5)']);
          return 5;
        },
      ],
      [/^organizer$/, (choices) => choices[1]?.value],
    ]);
    const result = await runCli(['events', 'create', '--title', 'Jazz Night', '--format', 'ids'], {
      transport,
      prompter,
      tty: true,
    });
    expect(result).toEqual({ code: 0, stdout: '42\n', stderr: '' });
    transport.verify();
    prompter.verify();
  });

  it('asks an enum-free required field of a term and skips linked choices for other resources', async () => {
    const transport = strictTransport([
      { method: 'POST', path: 'tags', body: { name: 'jazz' }, reply: { status: 201, body: { id: 7 } } },
    ]);
    const prompter = scriptedPrompter([[/^name$/, 'jazz']]);
    const result = await runCli(['tags', 'create', '--format', 'ids'], { transport, prompter, tty: true });
    expect(result.code).toBe(0);
    transport.verify();
    prompter.verify();
  });

  it.each([
    ['events', ['events', 'delete', '42'], /^Move events #42 to the trash\?$/],
    ['events', ['events', 'delete', '42', '--force'], /^Delete events #42 permanently\?$/],
    ['tags', ['tags', 'delete', '7'], /^Delete tags #7 permanently\?$/],
  ])('confirms a %s delete before sending it', async (_resource, argv, question) => {
    const id = argv.includes('42') ? 42 : 7;
    const path = argv[0] === 'tags' ? 'tags/7' : argv.includes('--force') ? 'events/42?force=true' : 'events/42';
    const transport = strictTransport([{ method: 'DELETE', path, reply: { body: { id } } }]);
    const prompter = scriptedPrompter([[question, true]]);
    const result = await runCli([...argv, '--format', 'ids'], { transport, prompter, tty: true });
    expect(result).toEqual({ code: 0, stdout: `${id}\n`, stderr: '' });
    transport.verify();
  });

  it('sends nothing and exits 130 when the delete is declined', async () => {
    const transport = strictTransport([]);
    const prompter = scriptedPrompter([[/to the trash\?$/, false]]);
    const result = await runCli(['venues', 'delete', '--slug', 'hall'], { transport, prompter, tty: true });
    expect(result).toEqual({ code: 130, stdout: '', stderr: 'cal: cancelled: nothing deleted\n' });
    transport.verify();
  });
});
