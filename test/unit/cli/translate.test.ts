// `cal events translate`: the source event's untranslated fields copied, the flags added, one create sent.
import { describe, expect, it } from 'vitest';
import { translationBase } from '../../../src/cli/commands/translate.js';
import { runCli, strictTransport } from '../../helpers/cli-fakes.js';

const source = {
  id: 42,
  url: 'http://localhost/event/jazz-night/',
  title: 'Jazz Night',
  start_date: '2026-12-05 20:00:00',
  end_date: '2026-12-05 23:00:00',
  timezone: 'America/New_York',
  all_day: false,
  cost: '$15',
  website: 'http://localhost/event/jazz-night/',
  show_map: true,
  show_map_link: false,
  hide_from_listings: false,
  sticky: false,
  featured: true,
  venue: { id: 4, venue: 'Blue Note', translations: { es: 40 } },
  organizer: [{ id: 6, organizer: 'Jazz Society', translations: {} }],
  categories: [{ id: 2, name: 'Music' }],
  tags: [],
  translations: {},
};

describe('translationBase', () => {
  it('copies times, flags, cost and links (their translations when they have one), not texts or the permalink', () => {
    expect(translationBase(source, 'es')).toEqual({
      start_date: '2026-12-05 20:00:00',
      end_date: '2026-12-05 23:00:00',
      timezone: 'America/New_York',
      all_day: false,
      show_map: true,
      show_map_link: false,
      hide_from_listings: false,
      sticky: false,
      featured: true,
      cost: '$15',
      venue: 40,
      organizer: [6],
      categories: [2],
    });
  });
});

describe('cal events translate', () => {
  it('reads the source and creates the translation in the given language', async () => {
    const transport = strictTransport([
      { method: 'GET', path: 'events/42', reply: { body: source } },
      {
        method: 'POST',
        path: 'events',
        body: { ...translationBase(source, 'es'), title: 'Noche de Jazz', translation_of: 42, site_language: 'es' },
        reply: { status: 201, body: { id: 43, title: 'Noche de Jazz' } },
      },
    ]);
    const result = await runCli(
      ['events', 'translate', '42', '--lang', 'es', '--title', 'Noche de Jazz', '--format', 'ids'],
      { transport },
    );
    expect(result).toEqual({ code: 0, stdout: '43\n', stderr: '' });
    transport.verify();
  });

  it('asks for the source in its own language when the default-language read returns a sibling', async () => {
    const english = { ...source, id: 41, translations: { es: 42 } };
    const transport = strictTransport([
      { method: 'GET', path: 'events/42', reply: { body: english } },
      { method: 'GET', path: 'events/42?site_language=es', reply: { body: { ...source, translations: { en: 41 } } } },
      {
        method: 'POST',
        path: 'events',
        body: { ...translationBase(source, 'ca'), title: 'Nit de Jazz', translation_of: 42, site_language: 'ca' },
        reply: { status: 201, body: { id: 44 } },
      },
    ]);
    const result = await runCli(
      ['events', 'translate', '42', '--lang', 'ca', '--title', 'Nit de Jazz', '--format', 'ids'],
      { transport },
    );
    expect(result.code).toBe(0);
    transport.verify();
  });

  it('fails on one line, creating nothing, when the source read is not an event', async () => {
    const transport = strictTransport([{ method: 'GET', path: 'events/42', reply: { body: 'not an event' } }]);
    const result = await runCli(['events', 'translate', '42', '--lang', 'es', '--title', 'Noche'], { transport });
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'cal: the event 42 could not be read (the answer is not an event)\n',
    });
    transport.verify();
  });

  it('needs a title without a terminal', async () => {
    const transport = strictTransport([{ method: 'GET', path: 'events/42', reply: { body: source } }]);
    const result = await runCli(['events', 'translate', '42', '--lang', 'es'], { transport });
    expect(result).toMatchObject({ code: 2, stderr: 'cal: missing required option --title (no terminal to ask on)\n' });
  });

  it('refuses an unknown --fields name before reading or writing anything', async () => {
    const transport = strictTransport([]);
    const argv = ['events', 'translate', '42', '--lang', 'es', '--title', 'Noche', '--fields', 'id,titel'];
    const result = await runCli(argv, { transport });
    expect(result).toMatchObject({ code: 2, stdout: '' });
    expect(result.stderr).toMatch(/^cal: --fields: events have no field "titel"; valid fields: id, /);
    transport.verify();
  });
});
