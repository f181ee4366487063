// The prompts of `cal events create` in a real terminal (tmux), typed into as a user types: a date it cannot read
// asked again, the configured zone and an end an hour later taken by Enter, a venue found by searching.
import { mkdir } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';
import { useSandbox } from '../helpers/setup.js';
import { describeWith, TMUX } from '../helpers/system.js';
import { openTerminal } from '../helpers/terminal.js';
import { json, ok, run } from './cli-support.js';

const box = useSandbox();

describeWith([TMUX], 'cal events create at a terminal', () => {
  it('creates the event answered, asking again for a date it cannot read, as a weekly series', async () => {
    const env = { ...box.fileEnv, CAL_TZ: 'Europe/Madrid' };
    ok(await run(['venues', 'create', '--venue', 'Blue Note Hall', '--city', 'New York'], env));
    const terminal = await openTerminal(box.dir, ['node', BIN, 'events', 'create', '--format', 'ids'], env);
    try {
      await terminal.waitFor(/^\? Title/m);
      await terminal.type('Jazz Night');
      await terminal.press('Enter');
      await terminal.waitFor(/^❯ Europe\/Madrid/m);
      await terminal.press('Enter');
      await terminal.waitFor(/^\? Start/m);
      await terminal.type('tomorow 8pm');
      await terminal.press('Enter');
      await terminal.waitFor(/not a date cal can read: "tomorow 8pm"/);
      await terminal.press('C-u');
      await terminal.type('tomorrow 8pm');
      await terminal.press('Enter');
      await terminal.waitFor(/^✔ Start tomorrow 8pm \(\w{3} \d{4}-\d\d-\d\d 20:00\)$/m);
      await terminal.waitFor(/^\? End \(\d{4}-\d\d-\d\d 21:00\)/m);
      await terminal.press('Enter');
      await terminal.waitFor(/^\? Venue/m);
      await terminal.type('blue');
      await terminal.waitFor(/^❯ Blue Note Hall, New York \(#\d+\)/m);
      await terminal.press('Enter');
      // The last question: once (Enter), or a series.
      await terminal.waitFor(/^\? Repeat/m);
      await terminal.type('weekly for 3');
      await terminal.press('Enter');
      expect(await terminal.exited()).toBe(0);
      const ids = (await terminal.stdout()).trim().split('\n');
      expect(ids).toHaveLength(3);
      const [id = ''] = ids;
      expect(id).toMatch(/^\d+$/);
      const event = json(await run(['events', 'get', id, '--json'], env));
      expect(event).toMatchObject({
        title: 'Jazz Night',
        timezone: 'Europe/Madrid',
        venue: { venue: 'Blue Note Hall' },
      });
      expect(event.start_date).toMatch(/ 20:00:00$/);
      expect(event.end_date).toMatch(/ 21:00:00$/);
    } finally {
      await terminal.close();
    }
  });

  it('takes the zone on the screen when it is typed and Enter pressed at once, as a paste sends them', async () => {
    const env = box.calendarEnv('fast-zone');
    // A folder of its own: the terminal keeps its output and exit status there.
    const dir = box.path('fast-zone-terminal');
    await mkdir(dir);
    const terminal = await openTerminal(dir, ['node', BIN, 'events', 'create', '--format', 'ids'], env);
    try {
      await terminal.waitFor(/^\? Title/m);
      await terminal.type('Fast Zone\r');
      await terminal.waitFor(/^\? Time zone/m);
      // One write to the terminal: the text and its Enter arrive together.
      await terminal.type('Europe/Madrid\r');
      await terminal.waitFor(/^✔ Time zone Europe\/Madrid/m);
      await terminal.waitFor(/^\? Start/m);
      await terminal.type('2027-03-01 20:00\r');
      await terminal.waitFor(/^\? End/m);
      await terminal.press('Enter');
      await terminal.waitFor(/^\? Repeat/m);
      await terminal.press('Enter');
      expect(await terminal.exited()).toBe(0);
      const id = (await terminal.stdout()).trim();
      expect(json(await run(['events', 'get', id, '--json', '--fields', 'timezone,start_date'], env))).toEqual({
        timezone: 'Europe/Madrid',
        start_date: '2027-03-01 20:00:00',
      });
    } finally {
      await terminal.close();
    }
  });
});
