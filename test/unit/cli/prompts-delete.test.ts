// Deletes on a terminal: the question names the item, read first, and says whether it goes to the trash or for good.
import { describe, expect, it } from 'vitest';
import { runCli, scriptedPrompter, strictTransport, type Expectation } from '../../helpers/cli-fakes.js';

const JAZZ: Expectation = { method: 'GET', path: 'events/42', reply: { body: { id: 42, title: 'Jazz Night' } } };

describe('the delete confirmation', () => {
  it.each([
    [['events', 'delete', '42'], [JAZZ], 'events/42', 'Move "Jazz Night" (#42) to the trash?'],
    [
      ['events', 'delete', '42', '--force'],
      [JAZZ],
      'events/42?force=true',
      'Delete "Jazz Night" (#42) permanently? This cannot be undone.',
    ],
    [
      ['events', 'delete', '--slug', 'jazz-night'],
      [{ ...JAZZ, path: 'events/by-slug/jazz-night' }],
      'events/by-slug/jazz-night',
      'Move "Jazz Night" (#42) to the trash?',
    ],
    [
      ['tags', 'delete', '7'],
      [{ method: 'GET', path: 'tags/7', reply: { body: { id: 7, name: 'Rock & Roll' } } }],
      'tags/7',
      'Delete "Rock & Roll" (#7) permanently? This cannot be undone.',
    ],
  ] satisfies [string[], Expectation[], string, string][])(
    '%j asks its own question, then deletes',
    async (argv, reads, path, question) => {
      const transport = strictTransport([...reads, { method: 'DELETE', path, reply: { body: { id: 1 } } }]);
      const prompter = scriptedPrompter([[/./, true]]);
      const result = await runCli([...argv, '--format', 'ids'], { transport, prompter, tty: true });
      expect(result).toEqual({ code: 0, stdout: '1\n', stderr: '' });
      expect(prompter.log).toEqual([{ message: question, answer: true }]);
      transport.verify();
    },
  );

  it('sends nothing and exits 130 when the delete is declined', async () => {
    const transport = strictTransport([
      { method: 'GET', path: 'venues/by-slug/hall', reply: { body: { id: 4, venue: 'Blue Note Hall' } } },
    ]);
    const prompter = scriptedPrompter([[/^Move "Blue Note Hall" \(#4\) to the trash\?$/, false]]);
    const result = await runCli(['venues', 'delete', '--slug', 'hall'], { transport, prompter, tty: true });
    expect(result).toEqual({ code: 130, stdout: '', stderr: 'cal: cancelled: nothing deleted\n' });
    transport.verify();
  });

  it('names an item the server does not show (an event in the trash) by what was typed', async () => {
    const transport = strictTransport([
      {
        method: 'GET',
        path: 'events/42',
        reply: {
          status: 403,
          body: { code: 'event-no-longer-available', message: 'This event is no longer available' },
        },
      },
      { method: 'DELETE', path: 'events/42?force=true', reply: { body: { id: 42 } } },
    ]);
    const prompter = scriptedPrompter([[/^Delete the event #42 permanently\? This cannot be undone\.$/, true]]);
    const result = await runCli(['events', 'delete', '42', '--force', '--format', 'ids'], {
      transport,
      prompter,
      tty: true,
    });
    expect(result).toEqual({ code: 0, stdout: '42\n', stderr: '' });
    transport.verify();
  });

  it('says an item that is not there is not there, without asking', async () => {
    const transport = strictTransport([
      {
        method: 'GET',
        path: 'events/99',
        reply: { status: 404, body: { code: 'rest_post_invalid_id', message: 'Invalid event ID.' } },
      },
    ]);
    const prompter = scriptedPrompter([]);
    const result = await runCli(['events', 'delete', '99'], { transport, prompter, tty: true });
    expect(result).toEqual({ code: 1, stdout: '', stderr: 'cal: no event 99 (rest_post_invalid_id)\n' });
    transport.verify();
  });
});
