// Lists a server answers wrongly (TEC), built from what it answers right: --include, several --tags,
// --only-with-upcoming. cal serve declares it answers them right and gets one request.
import { describe, expect, it } from 'vitest';
import { NO_CAPABILITIES } from '../../../src/api/capabilities.js';
import { runCli, strictTransport, type Expectation } from '../../helpers/cli-fakes.js';

const event = (id: number, start: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Event ${id}`,
  start_date: start,
  utc_start_date: start,
  ...extra,
});

async function list(argv: string[], expectations: Expectation[], capabilities = NO_CAPABILITIES) {
  const transport = strictTransport(expectations);
  const result = await runCli([...argv, '--format', 'ids'], { transport, capabilities });
  transport.verify();
  return result;
}

describe('on a server that declares none of them', () => {
  it('reads each --include ID by itself (whatever its dates), in start order, leaving out IDs nothing has', async () => {
    const missing = { status: 404, body: { code: 'rest-event-not-found', message: 'none' } };
    const result = await list(
      ['events', 'list', '--include', '9,4,7'],
      [
        { method: 'GET', path: 'events/9', reply: { body: event(9, '2031-03-06 20:00:00') } },
        { method: 'GET', path: 'events/4', reply: { body: event(4, '2027-03-05 20:00:00') } },
        { method: 'GET', path: 'events/7', reply: missing },
      ],
    );
    expect(result).toEqual({ code: 0, stdout: '4\n9\n', stderr: '' });
  });

  it('refuses --include with other filters, which it cannot apply to read items', async () => {
    const result = await list(['events', 'list', '--include', '9', '--search', 'jazz'], []);
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'cal: this server keeps its default dates with --include: give --include without other filters (search)\n',
    });
  });

  it('lists several tags one at a time and merges the events, paged here', async () => {
    const result = await list(
      ['events', 'list', '--tags', '2,3', '--per-page', '2'],
      [
        {
          method: 'GET',
          path: 'events?per_page=50&tags[]=2&page=1',
          reply: {
            body: { events: [event(4, '2027-03-05 20:00:00'), event(6, '2027-03-07 20:00:00')], total_pages: 1 },
          },
        },
        {
          method: 'GET',
          path: 'events?per_page=50&tags[]=3&page=1',
          reply: {
            body: { events: [event(5, '2027-03-06 20:00:00'), event(6, '2027-03-07 20:00:00')], total_pages: 1 },
          },
        },
      ],
    );
    expect(result).toEqual({ code: 0, stdout: '4\n5\n', stderr: '' });
  });

  it('finds the venues of every upcoming event for --only-with-upcoming', async () => {
    const result = await list(
      ['venues', 'list', '--only-with-upcoming', 'true'],
      [
        {
          method: 'GET',
          path: 'events?start_date=now&end_date=2099-12-31%2023%3A59%3A59&page=1&per_page=50',
          reply: {
            body: {
              events: [
                event(4, '2027-03-05', { venue: { id: 20 } }),
                event(5, '2027-03-06', { venue: [], organizer: [{ id: 30 }] }),
              ],
              total_pages: 1,
            },
          },
        },
        {
          method: 'GET',
          path: 'venues?page=1&per_page=50',
          reply: {
            body: {
              venues: [
                { id: 20, venue: 'Hall' },
                { id: 21, venue: 'Empty' },
              ],
              total_pages: 1,
            },
          },
        },
      ],
    );
    expect(result).toEqual({ code: 0, stdout: '20\n', stderr: '' });
  });
});
