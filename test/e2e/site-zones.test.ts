// A calendar whose site zone is a fixed offset (WordPress' "UTC+2") or America/New_York, on a calendar file and
// through `cal serve`: instants typed for it keep their instant, strict list times are read in the site's zone, and
// an export carries the offset as a zone of its own. test/tec/site-zone-scenarios.ts asks the same of TEC.
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/setup.js';
import { type Env, eventCreateArgs, json, ok, run } from './cli-support.js';

const box = useSandbox('test');

const fields = ['--fields', 'start_date,end_date,utc_start_date,timezone', '--json'];
const create = (title: string, start: string, end: string) => eventCreateArgs(title, start, end, ...fields);

async function strictTitles(env: Env, after: string, before: string): Promise<string[]> {
  const args = ['events', 'list', '--starts-after', after, '--starts-before', before, '--strict-dates'];
  return json<{ title: string }[]>(await run([...args, '--fields', 'title', '--json'], env)).map((e) => e.title);
}

/** Each case runs on a calendar file of its own, then on another served by `cal serve`. */
async function onBoth(name: string, zone: string, check: (env: Env) => Promise<void>): Promise<void> {
  const local = box.calendarEnv(`${name}-file`);
  ok(await run(['settings', 'set', 'timezone', zone], local));
  await check(local);
  const served = box.calendarEnv(`${name}-served`);
  ok(await run(['settings', 'set', 'timezone', zone], served));
  const server = await box.startServer(served.CAL_DATA ?? '');
  try {
    await check({ ...box.env, CAL_URL: server.base });
  } finally {
    await server.stop();
  }
}

describe('site zones other than UTC', { timeout: 120_000 }, () => {
  it('a site set to UTC+2: instants keep their instant, strict times find the events, exports say UTC+2', async () => {
    await onBoth('offset', 'UTC+2', async (env) => {
      // Unlike TEC (which reckons UTC+2 as Europe/Helsinki), the offset holds in summer too.
      expect(json(await run(create('Summer', '2027-05-01T10:00:00Z', '2027-05-01T11:00:00Z'), env))).toEqual({
        start_date: '2027-05-01 12:00:00',
        end_date: '2027-05-01 13:00:00',
        utc_start_date: '2027-05-01 10:00:00',
        timezone: 'UTC+2',
      });
      const stamp = String(Date.UTC(2027, 0, 10, 10) / 1000);
      expect(json(await run(create('Winter', stamp, '2027-01-10 13:00'), env))).toMatchObject({
        start_date: '2027-01-10 12:00:00',
        utc_start_date: '2027-01-10 10:00:00',
      });
      expect(await strictTitles(env, '2027-05-01 11:30', '2027-05-01 12:30')).toEqual(['Summer']);
      expect(await strictTitles(env, '2027-05-01 10:30', '2027-05-01 11:30')).toEqual([]);
      expect(await strictTitles(env, '2027-01-10 11:30', '2027-01-10 12:30')).toEqual(['Winter']);
      const ics = await run(
        ['export', '--format', 'ics', '--start-date', '2027-01-01', '--end-date', '2027-12-31'],
        env,
      );
      expect({ code: ics.exitCode, stderr: ics.stderr }).toEqual({ code: 0, stderr: '' });
      expect(ics.stdout).toContain('BEGIN:VTIMEZONE\r\nTZID:UTC+2\r\n');
      expect(ics.stdout).toContain('TZOFFSETTO:+0200\r\n');
      expect(ics.stdout).toContain('DTSTART;TZID=UTC+2:20270501T120000\r\n');
      // And it reads back the same.
      const copy = box.calendarEnv(`copy-${env.CAL_URL ? 'served' : 'file'}`);
      ok(await run(['import', '-', '--format', 'ics'], copy, ics.stdout));
      const back = json<Record<string, string>[]>(
        await run(['events', 'list', '--start-date', '2027-01-01', '--end-date', '2027-12-31', ...fields], copy),
      );
      expect(back.map((event) => [event.start_date, event.utc_start_date, event.timezone])).toEqual([
        ['2027-01-10 12:00:00', '2027-01-10 10:00:00', 'UTC+2'],
        ['2027-05-01 12:00:00', '2027-05-01 10:00:00', 'UTC+2'],
      ]);
    });
  });

  it('a site set to America/New_York: strict list and export times are New York times', async () => {
    await onBoth('new-york', 'America/New_York', async (env) => {
      ok(await run(create('Six', '2027-03-20 06:00', '2027-03-20 07:00'), env));
      expect(json(await run(create('Ten', '2027-03-20T14:00:00Z', '2027-03-20T15:00:00Z'), env))).toMatchObject({
        start_date: '2027-03-20 10:00:00',
        timezone: 'America/New_York',
      });
      expect(await strictTitles(env, '2027-03-20 05:30', '2027-03-20 06:30')).toEqual(['Six']);
      expect(await strictTitles(env, '2027-03-20 09:30', '2027-03-20 10:30')).toEqual(['Ten']);
      const exported = ok(
        await run(
          [
            'export',
            '--format',
            'ndjson',
            '--starts-after',
            '2027-03-20 05:30',
            '--starts-before',
            '2027-03-20 06:30',
            '--strict-dates',
          ],
          env,
        ),
      );
      expect(exported.split('\n').map((line) => (JSON.parse(line) as { title: string }).title)).toEqual(['Six']);
    });
  });
});
