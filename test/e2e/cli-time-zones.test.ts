// One time-zone rule: typed dates read in --timezone, else the configured timezone, else the site's; output in --tz,
// else the configured timezone, in every format, with labels that match; config set refuses unknown zones; and
// warnings for what servers do to dates without saying so.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/setup.js';
import { type Env, eventCreateArgs, json, ok, run } from './cli-support.js';

const box = useSandbox('test');

/** A calendar of its own, with the configured timezone set as a user sets it. */
async function madridCalendar(): Promise<Env> {
  const env = box.calendarEnv('madrid');
  ok(await run(['config', 'set', 'timezone', 'Europe/Madrid'], env));
  return env;
}

const create = eventCreateArgs;

describe('the time-zone rule', { timeout: 60_000 }, () => {
  it('config set refuses an unknown zone or language, keeping the file as it was', async () => {
    const env = await madridCalendar();
    const file = `${env.XDG_CONFIG_HOME}/cal/config.json`;
    const before = await readFile(file, 'utf8');
    const zone = await run(['config', 'set', 'timezone', 'Mars/Base'], env);
    expect(zone.exitCode).toBe(2);
    expect(zone.stderr).toBe('cal: timezone must be an IANA time zone such as Europe/Madrid, got "Mars/Base"');
    const lang = await run(['config', 'set', 'lang', 'Spanish please'], env);
    expect(lang.exitCode).toBe(2);
    expect(lang.stderr).toMatch(/^cal: lang must be a language code/);
    expect(await readFile(file, 'utf8')).toBe(before);
    const typo = await run(['events', 'list'], { ...env, CAL_TZ: 'Mars/Base' });
    expect(typo.exitCode).toBe(2);
    expect(typo.stderr).toContain('CAL_TZ must be an IANA time zone');
  });

  it('a new event is in the configured zone, and its typed times are read there', async () => {
    const env = await madridCalendar();
    const event = json(await run([...create('Gig', '2027-06-04 19:00', '2027-06-04 21:00'), '--json'], env));
    expect(event).toMatchObject({
      start_date: '2027-06-04 19:00:00',
      utc_start_date: '2027-06-04 17:00:00',
      timezone: 'Europe/Madrid',
      timezone_abbr: 'CEST',
    });
    // --timezone still names the event's zone, and its typed times are read there.
    const tokyo = json(
      await run([...create('Far', '2027-06-04 19:00', '2027-06-04 21:00', '--timezone', 'Asia/Tokyo'), '--json'], env),
    );
    expect(tokyo.utc_start_date).toBe('2027-06-04 10:00:00');
    // Shown in the configured zone: 12:00 in Madrid.
    expect(tokyo).toMatchObject({ start_date: '2027-06-04 12:00:00', timezone: 'Europe/Madrid' });
  });

  it('an update typed without --timezone is read in the configured zone and keeps the event in its own', async () => {
    const env = await madridCalendar();
    const id = ok(
      await run(
        [...create('NY', '2027-06-04 19:00', '2027-06-04 21:00', '--timezone', 'America/New_York'), '--format', 'ids'],
        env,
      ),
    );
    const moved = json(
      await run(
        ['events', 'update', id, '--start-date', '2027-06-04 20:00', '--end-date', '2027-06-04 22:00', '--json'],
        env,
      ),
    );
    expect(moved).toMatchObject({ utc_start_date: '2027-06-04 18:00:00', start_date: '2027-06-04 20:00:00' });
    const own = json(
      await run(['events', 'get', id, '--json', '--fields', 'start_date,timezone'], {
        ...env,
        CAL_TZ: 'America/New_York',
      }),
    );
    expect(own).toEqual({ start_date: '2027-06-04 14:00:00', timezone: 'America/New_York' });
    // A day alone names a day of the event's own calendar.
    const allDay = json(
      await run(['events', 'update', id, '--end-date', '2027-06-05', '--json', '--tz', 'America/New_York'], env),
    );
    expect(allDay.end_date).toBe('2027-06-05 00:00:00');
  });

  it('output is in --tz, else the configured zone, in every format, with matching labels', async () => {
    const env = await madridCalendar();
    ok(await run(create('Gig', '2027-06-04 19:00', '2027-06-04 21:00', '--timezone', 'America/New_York'), env));
    const fields = ['--fields', 'start_date,end_date,timezone,timezone_abbr'];
    expect(json(await run(['events', 'list', '--json', ...fields, '--tz', 'Asia/Tokyo'], env))).toEqual([
      {
        start_date: '2027-06-05 08:00:00',
        end_date: '2027-06-05 10:00:00',
        timezone: 'Asia/Tokyo',
        timezone_abbr: 'JST',
      },
    ]);
    expect(ok(await run(['events', 'list', '--format', 'csv', ...fields], env))).toBe(
      'start_date,end_date,timezone,timezone_abbr\n2027-06-05 01:00:00,2027-06-05 03:00:00,Europe/Madrid,CEST',
    );
    const table = ok(await run(['events', 'list', '--format', 'table', ...fields, '--tz', 'Asia/Tokyo'], env));
    expect(table).toContain('2027-06-05 08:00 JST');
    expect(table).toContain('Asia/Tokyo');
    expect(table).not.toContain('America/New_York');
    // The UTC dates and the full item stay whole.
    const item = json(await run(['events', 'list', '--json', '--tz', 'UTC'], env))[0];
    expect(item).toMatchObject({
      start_date: '2027-06-04 23:00:00',
      start_date_details: { day: '04', hour: '23' },
      utc_start_date: '2027-06-04 23:00:00',
      timezone: 'UTC',
    });
  });

  it('list days typed without an offset are days of the configured zone', async () => {
    const env = await madridCalendar();
    // 00:30 on 5 June in Madrid is still 4 June in UTC.
    ok(await run(create('Late', '2027-06-05 00:30', '2027-06-05 01:30'), env));
    const titles = async (extra: Env, ...args: string[]) =>
      json<{ title: string }[]>(
        await run(['events', 'list', '--json', '--fields', 'title', ...args], { ...env, ...extra }),
      );
    expect(await titles({}, '--start-date', '2027-06-05', '--end-date', '2027-06-05')).toEqual([{ title: 'Late' }]);
    expect(await titles({}, '--start-date', '2027-06-04', '--end-date', '2027-06-04')).toEqual([]);
    expect(await titles({ CAL_TZ: 'UTC' }, '--start-date', '2027-06-04', '--end-date', '2027-06-04')).toEqual([
      { title: 'Late' },
    ]);
    expect(await titles({}, '--starts-after', '2027-06-04 23:00')).toEqual([{ title: 'Late' }]);
    expect(await titles({}, '--starts-after', '2027-06-05 01:00', '--strict-dates', 'true')).toEqual([]);
  });
});

describe('warnings for what servers do to dates', { timeout: 60_000 }, () => {
  it('an end before its start, and a wall time the clocks skip, each say what the server kept', async () => {
    const env = box.calendarEnv('warnings');
    const result = await run(
      [...create('Spring', '2027-03-28 02:30', '2027-03-28 01:00', '--timezone', 'Europe/Madrid'), '--format', 'ids'],
      env,
    );
    expect(result.exitCode).toBe(0);
    expect(result.stderr.split('\n')).toEqual([
      'warning: start_date 2027-03-28 02:30 does not exist in Europe/Madrid (the clocks skip it); the server keeps 2027-03-28 03:30, which is 2027-03-28 03:30 CEST',
      'warning: end_date 2027-03-28 01:00 is before the start; the server keeps the end at 2027-03-28 03:30:00',
    ]);
  });

  it('import says the same for each record, and stays quiet otherwise', async () => {
    const env = box.calendarEnv('import-warnings');
    const records = [
      { title: 'Fine', start_date: '2027-06-04 19:00', end_date: '2027-06-04 20:00', timezone: 'Europe/Madrid' },
      { title: 'Backwards', start_date: '2027-06-04 19:00', end_date: '2027-06-04 18:00', timezone: 'Europe/Madrid' },
    ];
    const result = await run(['import', '-', '--format', 'json'], env, JSON.stringify(records));
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toContain('Backwards: warning: end_date 2027-06-04 18:00 is before the start');
    expect(result.stderr).not.toContain('Fine:');
  });
});
