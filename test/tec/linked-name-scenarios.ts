// Venues and organizers named where TEC takes IDs: `cal` looks each up (slug, then name) and sends the ID, or, for
// a write naming one the site lacks, the new venue's fields, which TEC makes; a list filter naming none is refused.
import { expect } from 'vitest';
import { eventCreateArgs } from '../e2e/cli-support.js';
import { idOf, json, type Scenario } from './scenario-kit.js';

export const LINKED_NAME_SCENARIOS: readonly Scenario[] = [
  {
    name: 'venue-and-organizer-names',
    title:
      'events are written and listed with venues and organizers given by name or slug; an unknown filter is refused',
    async run({ cal, name, slug }) {
      const day = '2027-06-04';
      const hall = idOf(await cal(['venues', 'create', '--venue', name('Named Hall'), '--format', 'ids']));
      const crew = idOf(await cal(['organizers', 'create', '--organizer', name('Named Crew'), '--format', 'ids']));
      const create = async (title: string, ...more: string[]) =>
        json(
          await cal(
            eventCreateArgs(
              name(title),
              `${day} 18:00`,
              `${day} 19:00`,
              ...more,
              '--fields',
              'venue.id,venue.venue,organizer.id',
              '--json',
            ),
          ),
        );
      expect(await create('Named By Name', '--venue', name('Named Hall'), '--organizer', name('Named Crew'))).toEqual({
        venue: { id: hall, venue: name('Named Hall') },
        organizer: [{ id: crew }],
      });
      expect(await create('Named By Slug', '--venue', slug('Named Hall'), '--organizer', slug('Named Crew'))).toEqual({
        venue: { id: hall, venue: name('Named Hall') },
        organizer: [{ id: crew }],
      });
      const fresh = await create('Named New Hall', '--venue', name('Named Other Hall'));
      expect(fresh.venue.venue).toBe(name('Named Other Hall'));
      expect(fresh.venue.id).not.toBe(hall);
      const listed = json<{ title: string }[]>(
        await cal([
          ...['events', 'list', '--start-date', day, '--end-date', day, '--venue', name('Named Hall')],
          ...['--fields', 'title', '--json'],
        ]),
      );
      expect(listed.map((event) => event.title).sort()).toEqual([name('Named By Name'), name('Named By Slug')]);
      const unknown = await cal(['events', 'list', '--venue', name('Named Nowhere')]);
      expect(unknown.exitCode).toBe(1);
      expect(unknown.stderr).toBe(`cal: --venue: no venue has the slug or name "${name('Named Nowhere')}"`);
    },
  },
];
