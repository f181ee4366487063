// What is typed at prompts is not lost: a field the server refuses is asked again, and a create given up (declined,
// failed, cancelled) prints the answers as the command line to run instead.
import { describe, expect, it } from 'vitest';
import { CancelledError } from '../../../src/cli/prompts.js';
import { runCli, scriptedPrompter, strictTransport, type Expectation } from '../../helpers/cli-fakes.js';

const SITE_ZONE: Expectation = {
  method: 'GET',
  path: '?_fields=timezone_string,gmt_offset',
  reply: { body: { timezone_string: 'Europe/Madrid' } },
};
const emptyList = (path: string, key: string): Expectation => ({
  method: 'GET',
  path,
  reply: { body: { [key]: [], total: 0, total_pages: 1 } },
});
const NOTHING_TO_PICK = [
  emptyList('organizers?per_page=50', 'organizers'),
  emptyList('categories?per_page=50&hide_empty=false&page=1', 'categories'),
  emptyList('tags?per_page=50&hide_empty=false&page=1', 'tags'),
];
const VENUES: Expectation = {
  method: 'GET',
  path: 'venues?per_page=50',
  reply: { body: { venues: [{ id: 4, venue: 'Blue Note Hall' }], total: 1 } },
};
const DATES = { start_date: 'tomorrow 8pm', end_date: 'tomorrow 11pm' };
const ARGV = ['events', 'create', '--venue', '99', '--start-date', 'tomorrow 8pm', '--end-date', 'tomorrow 11pm'];
const VENUE_REFUSED = {
  status: 400,
  body: {
    code: 'rest_invalid_param',
    message: 'Invalid parameter(s): venue',
    data: { status: 400, params: { venue: 'Invalid parameter.' } },
  },
};
const post = (body: Record<string, unknown>, reply: Expectation['reply']): Expectation => ({
  method: 'POST',
  path: 'events',
  body,
  reply,
});

describe('a create the server refuses', () => {
  it('says what it refused, asks that field again and sends the rest as answered', async () => {
    const transport = strictTransport([
      SITE_ZONE,
      ...NOTHING_TO_PICK,
      post({ title: 'Jazz Night', ...DATES, venue: 99 }, VENUE_REFUSED),
      VENUES,
      post({ title: 'Jazz Night', ...DATES, venue: 4 }, { status: 201, body: { id: 42, title: 'Jazz Night' } }),
    ]);
    const prompter = scriptedPrompter([
      [/^Title$/, 'Jazz Night'],
      [/^Time zone$/, ''],
      [/^Repeat/, ''],
      [/^Change it and send again\?$/, true],
      [/^Venue$/, 'blue'],
    ]);
    const result = await runCli([...ARGV, '--format', 'ids'], { transport, prompter, tty: true });
    expect(result).toEqual({
      code: 0,
      stdout: '42\n',
      stderr: 'The server refused Venue (99): Invalid parameter.\n',
    });
    transport.verify();
    prompter.verify();
  });

  it('says so when a refused field has nothing to pick from, and sends the event without it', async () => {
    const transport = strictTransport([
      SITE_ZONE,
      ...NOTHING_TO_PICK,
      post({ title: 'Jazz Night', ...DATES, venue: 99 }, VENUE_REFUSED),
      emptyList('venues?per_page=50', 'venues'),
      post({ title: 'Jazz Night', ...DATES }, { status: 201, body: { id: 42, title: 'Jazz Night' } }),
    ]);
    const prompter = scriptedPrompter([
      [/^Title$/, 'Jazz Night'],
      [/^Time zone$/, ''],
      [/^Repeat/, ''],
      [/^Change it and send again\?$/, true],
    ]);
    const result = await runCli([...ARGV, '--format', 'ids'], { transport, prompter, tty: true });
    expect(result).toEqual({
      code: 0,
      stdout: '42\n',
      stderr:
        'The server refused Venue (99): Invalid parameter.\nThe calendar has no venues to pick from: the event gets none.\n',
    });
    transport.verify();
  });

  it('prints the answers as a command line when the change is declined', async () => {
    const transport = strictTransport([
      SITE_ZONE,
      ...NOTHING_TO_PICK,
      post({ title: "Jazz Night at Joe's", timezone: 'Asia/Tokyo', ...DATES, venue: 99 }, VENUE_REFUSED),
    ]);
    const prompter = scriptedPrompter([
      [/^Title$/, "Jazz Night at Joe's"],
      [/^Time zone$/, 'tokyo'],
      [/^Repeat/, ''],
      [/^Change it and send again\?$/, false],
    ]);
    const result = await runCli(ARGV, { transport, prompter, tty: true });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      [
        'The server refused Venue (99): Invalid parameter.',
        'Nothing was created. Your answers, as a command line:',
        "  cal events create --venue 99 --start-date 'tomorrow 8pm' --end-date 'tomorrow 11pm' --title 'Jazz Night at Joe'\\''s' --timezone Asia/Tokyo",
        'cal: rest_invalid_param: Invalid parameter(s): venue (venue: Invalid parameter.)',
        '',
      ].join('\n'),
    );
  });

  it('gives back a field answered anew in place of its flag when the next try fails', async () => {
    const transport = strictTransport([
      SITE_ZONE,
      ...NOTHING_TO_PICK,
      post({ title: 'Jazz Night', ...DATES, venue: 99 }, VENUE_REFUSED),
      VENUES,
      post(
        { title: 'Jazz Night', ...DATES, venue: 4 },
        { status: 500, body: { code: 'internal_server_error', message: 'The site is down for maintenance' } },
      ),
    ]);
    const prompter = scriptedPrompter([
      [/^Title$/, 'Jazz Night'],
      [/^Time zone$/, ''],
      [/^Repeat/, ''],
      [/^Change it and send again\?$/, true],
      [/^Venue$/, 'blue'],
    ]);
    const result = await runCli(['events', 'create', '--venue=99', ...ARGV.slice(4)], {
      transport,
      prompter,
      tty: true,
    });
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n').slice(1)).toEqual([
      'Nothing was created. Your answers, as a command line:',
      "  cal events create --start-date 'tomorrow 8pm' --end-date 'tomorrow 11pm' --title 'Jazz Night' --venue 4",
      'cal: internal_server_error: The site is down for maintenance',
      '',
    ]);
  });
  it('keeps a refused flag in the command line when the change of it is given up', async () => {
    const transport = strictTransport([
      SITE_ZONE,
      ...NOTHING_TO_PICK,
      post({ title: 'Jazz Night', ...DATES, venue: 99 }, VENUE_REFUSED),
      VENUES,
    ]);
    const prompter = scriptedPrompter([
      [/^Title$/, 'Jazz Night'],
      [/^Time zone$/, ''],
      [/^Repeat/, ''],
      [/^Change it and send again\?$/, true],
      [
        /^Venue$/,
        () => {
          throw new CancelledError('cancelled');
        },
      ],
    ]);
    const result = await runCli(ARGV, { transport, prompter, tty: true });
    expect(result.code).toBe(130);
    expect(result.stderr.split('\n').slice(1)).toEqual([
      'Nothing was created. Your answers, as a command line:',
      "  cal events create --venue 99 --start-date 'tomorrow 8pm' --end-date 'tomorrow 11pm' --title 'Jazz Night'",
      'cal: cancelled',
      '',
    ]);
  });
});

describe('a create given up at a prompt', () => {
  it('prints the answers given so far and exits 130', async () => {
    const transport = strictTransport([SITE_ZONE]);
    const prompter = scriptedPrompter([
      [/^Title$/, 'Jazz Night'],
      [/^Time zone$/, 'UTC'],
      [/^Start$/, 'tomorrow 8pm'],
      [
        /^End$/,
        () => {
          throw new CancelledError('cancelled');
        },
      ],
      [/^Repeat/, ''],
    ]);
    const result = await runCli(['events', 'create', '--status', 'draft'], { transport, prompter, tty: true });
    expect(result).toEqual({
      code: 130,
      stdout: '',
      stderr: [
        'Nothing was created. Your answers, as a command line:',
        "  cal events create --status draft --title 'Jazz Night' --timezone UTC --start-date 'tomorrow 8pm'",
        'cal: cancelled',
        '',
      ].join('\n'),
    });
    transport.verify();
  });

  it('prints nothing more when nothing was answered yet', async () => {
    const prompter = scriptedPrompter([
      [
        /^Title$/,
        () => {
          throw new CancelledError('cancelled');
        },
      ],
      [/^Repeat/, ''],
    ]);
    const result = await runCli(['events', 'create'], { transport: strictTransport([]), prompter, tty: true });
    expect(result).toEqual({ code: 130, stdout: '', stderr: 'cal: cancelled\n' });
  });
});
