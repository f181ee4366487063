// The calendar page in a real browser: `cal serve` on a seeded calendar, Chromium opening `/`, the grid and the details.
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ServeProcess } from '../helpers/cli.js';
import { useSandbox } from '../helpers/setup.js';
import { send } from '../e2e/cli-support.js';
import { CHROMIUM, CHROMIUM_PATH, describeWith } from '../helpers/system.js';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const XSS_TITLE = 'Gig <img src=x onerror=alert(1)>';
/** The month the page opens on: the browser runs in UTC, like the seeded dates. */
const now = new Date();
const MONTH = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
const TODAY = `${MONTH}-${String(now.getUTCDate()).padStart(2, '0')}`;
const MONTH_TITLE = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(now);

const box = useSandbox();
let server: ServeProcess;
let browser: Browser;
let page: Page;
let site: string;
const problems: string[] = [];
const dialogs: string[] = [];
const made = { jazz: 0, website: '' };

describeWith([CHROMIUM], 'the calendar page in Chromium', () => {
  beforeAll(async () => {
    server = await box.serve([], { CAL_DATA: box.path('calendar.json') });
    site = server.base;
    const jazz = await send(server.api, 'POST', 'events', {
      title: 'Jazz Night',
      description:
        '<p>Live jazz until late.</p><p>Doors at 7.<img src=x onerror=alert(2)></p><script>alert(3)</script>',
      start_date: `${MONTH}-10 18:00:00`,
      end_date: `${MONTH}-10 21:00:00`,
      timezone: 'UTC',
      venue: { venue: 'Blue Hall', city: 'Vic' },
      organizer: [{ organizer: 'Ana Puig' }],
      categories: ['Music'],
      cost: '15',
      website: 'https://jazz.example.org/night',
    });
    made.jazz = jazz.id;
    made.website = jazz.website;
    await send(server.api, 'POST', 'events', {
      title: 'Harvest Fair',
      start_date: `${MONTH}-12`,
      end_date: `${MONTH}-14`,
      all_day: true,
      timezone: 'UTC',
      categories: ['Markets'],
    });
    await send(server.api, 'POST', 'events', {
      title: XSS_TITLE,
      start_date: `${MONTH}-20 12:00:00`,
      end_date: `${MONTH}-20 13:00:00`,
      timezone: 'UTC',
    });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS, headless: true });
    const context = await browser.newContext({ timezoneId: 'UTC', locale: 'en-US' });
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const cell = (day: string) => page.locator(`#grid td[data-date="${MONTH}-${day}"]`);

  it('opens on this month with the seeded events in their days and today marked', async () => {
    const response = await page.goto(`${site}/`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");

    await expect.poll(() => cell('10').locator('button.event .title').allTextContents()).toEqual(['Jazz Night']);
    expect(await cell('10').locator('button.event .time').textContent()).toMatch(/^6:00\sPM$/);
    expect(await page.locator('#month-title').textContent()).toBe(MONTH_TITLE);
    for (const day of ['12', '13', '14']) {
      expect(await cell(day).locator('button.event.all-day').allTextContents()).toEqual(['Harvest Fair']);
    }
    expect(await cell('11').locator('button.event').count()).toBe(0);
    expect(await page.locator('#grid td[aria-current="date"]').getAttribute('data-date')).toBe(TODAY);
    // The page's script and style are ASCII (escapes) and draw these characters.
    expect(await page.getByRole('button', { name: 'Previous month' }).textContent()).toBe('\u2039');
    expect(await page.getByRole('button', { name: 'Next month' }).textContent()).toBe('\u203a');
    const marker = await cell('12')
      .locator('button.event.all-day')
      .evaluate((button) => button.ownerDocument.defaultView?.getComputedStyle(button, '::before').content);
    expect(marker).toBe('"\u25c6 "');
  });

  it('shows an untrusted title as text: no element is made from it and no script runs', async () => {
    expect(await cell('20').locator('button.event .title').allTextContents()).toEqual([XSS_TITLE]);
    expect(await page.locator('img').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  it('opens the details of a clicked event', async () => {
    await cell('10')
      .getByRole('button', { name: /Jazz Night/ })
      .click();

    const details = page.locator('#details');
    await expect.poll(() => details.isVisible()).toBe(true);
    expect(await details.locator('#details-title').textContent()).toBe('Jazz Night');
    const when = (await details.locator('.field-when').textContent()) ?? '';
    expect(when).toContain('6:00');
    expect(when).toContain('9:00');
    expect(when).toContain(' \u2013 ');
    expect(await details.locator('.field-venue').textContent()).toBe('Blue Hall, Vic');
    expect(await details.locator('.field-organizer').textContent()).toBe('Ana Puig');
    expect(await details.locator('.field-categories').textContent()).toBe('Music');
    expect(await details.locator('.field-cost').textContent()).toBe('$15');
    expect(await details.locator('.description p').allTextContents()).toEqual(['Live jazz until late.', 'Doors at 7.']);
    expect(await details.locator('a.event-link').getAttribute('href')).toBe(made.website);
    expect(await page.locator('img').count()).toBe(0);

    await details.getByRole('button', { name: 'Close the details' }).click();
    await expect.poll(() => details.isVisible()).toBe(false);
  });

  it('shows the untrusted title as text in the details too', async () => {
    await cell('20').locator('button.event').click();
    await expect.poll(() => page.locator('#details-title').textContent()).toBe(XSS_TITLE);
    expect(await page.locator('img').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#details').isVisible()).toBe(false);
  });

  it('moves to the next month and back', async () => {
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect.poll(() => page.locator('#month-title').textContent()).not.toBe(MONTH_TITLE);
    await expect.poll(() => page.locator('#grid td[data-date]').first().getAttribute('data-date')).not.toBe(null);
    expect(await page.locator(`#grid td[data-date="${MONTH}-10"]`).count()).toBe(0);

    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect.poll(() => cell('10').locator('button.event').count()).toBe(1);
    expect(await page.locator('#month-title').textContent()).toBe(MONTH_TITLE);
    expect(problems).toEqual([]);
    expect(dialogs).toEqual([]);
  });

  it('offers the calendar to calendar apps, as TEC does: Google, iCalendar, Outlook 365 and Live, an .ics file', async () => {
    await page.goto(`${site}/`);
    const host = new URL(site).host;
    const feed = `${site}/events/?ical=1`;
    const webcal = `webcal://${host}/events/?ical=1`;
    const links = page.getByRole('navigation', { name: 'Subscribe to calendar' }).getByRole('link');
    const shown = await links.evaluateAll((anchors) =>
      anchors.map((a) => [a.textContent, a.getAttribute('href'), a.hasAttribute('download')]),
    );
    expect(shown).toEqual([
      ['Google Calendar', `https://www.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`, false],
      ['iCalendar', webcal, false],
      [
        'Outlook 365',
        `https://outlook.office.com/owa?path=/calendar/action/compose&rru=addsubscription&url=${encodeURIComponent(webcal)}&name=Calendar`,
        false,
      ],
      [
        'Outlook Live',
        `https://outlook.live.com/owa?path=/calendar/action/compose&rru=addsubscription&url=${encodeURIComponent(webcal)}&name=Calendar`,
        false,
      ],
      ['Export .ics file', feed, true],
    ]);
    // The file the last link gives is the feed (the upcoming events), which a calendar program reads.
    const [download] = await Promise.all([page.waitForEvent('download'), links.last().click()]);
    const text = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(text).toString('utf8')).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*X-WR-CALNAME:Calendar\r\n/);
    // Each event's page offers it alone.
    await page.goto(`${site}/event/jazz-night/`);
    const one = page.getByRole('navigation', { name: 'Add to calendar' }).getByRole('link', { name: 'iCalendar' });
    expect(await one.getAttribute('href')).toBe(`webcal://${host}/event/jazz-night/?ical=1`);
    expect(problems).toEqual([]);
  });
});
