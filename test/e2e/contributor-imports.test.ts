// A contributor importing the same file twice into `cal serve`: their events wait for review with no slug (as
// WordPress keeps them), and the second run finds them by title and start instead of making them again.
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/setup.js';
import { json, ok, readCalendar, run, YEAR, type Json } from './cli-support.js';

const box = useSandbox();

describe('a contributor importing twice', () => {
  it('makes each event once, skips it the next time, and updates it with --update', async () => {
    const file = box.path('calendar.json');
    const local = { ...box.env, CAL_DATA: file };
    const password = ok(await run(['users', 'add', 'cora', '--role', 'contributor'], local)).trim();
    const server = await box.startServer(file);
    const asCora = { ...box.env, CAL_URL: server.base, CAL_USER: 'cora', CAL_PASSWORD: password };
    // As an export of a published event reads: a contributor's publish becomes pending.
    const record = {
      title: 'Yoga',
      status: 'publish',
      start_date: `${YEAR}-01-04 10:00`,
      end_date: `${YEAR}-01-04 11:00`,
    };
    const input = await box.write('classes.json', JSON.stringify([record]));

    const first = await run(['import', input], asCora);
    // Sent as published, kept pending: said (the minimal answer of an import gives the status), not hidden.
    expect(first.stderr).toBe(
      'warning: event 1 is pending review, not published: this account cannot publish (an editor can)\n' +
        'created 1, updated 0, skipped 0, failed 0',
    );
    const [stored] = (await readCalendar(file)).events as Json[];
    expect(stored).toMatchObject({ title: 'Yoga', status: 'pending', slug: '' });

    const again = await run(['import', input], asCora);
    expect(again.stderr).toBe('created 0, updated 0, skipped 1, failed 0');
    const updated = await run(['import', input, '--update'], asCora);
    expect(updated.stderr).toBe(
      'warning: event 1 is pending review, not published: this account cannot publish (an editor can)\n' +
        'created 0, updated 1, skipped 0, failed 0',
    );
    expect((await readCalendar(file)).events).toHaveLength(1);
    expect(json<Json>(await run(['events', 'get', String(stored?.id), '--json'], asCora)).status).toBe('pending');
    await server.stop();
  });
});
