// Venues and organizers by name or slug where an ID is asked, as categories are: `events create --venue "Sala Apolo"`
// links the venue of that name, a name nothing has makes one, and `events list --venue` filters by name or slug,
// refusing in one line a name nothing has (it was `rest_invalid_param: … venue (venue: Invalid parameter.)`).
import { expect, it } from 'vitest';
import { useSandbox } from '../helpers/setup.js';
import { eventCreateArgs, json, run, YEAR } from './cli-support.js';

const box = useSandbox();

it('takes venue and organizer names and slugs in event writes and list filters', async () => {
  const env = box.calendarEnv('linked-names');
  const day = `${YEAR}-05-14`;
  const id = (result: Awaited<ReturnType<typeof run>>) => json<{ id: number }>(result).id;
  const hall = id(await run(['venues', 'create', '--venue', 'Sala Apolo', '--json'], env));
  const crew = id(await run(['organizers', 'create', '--organizer', 'Ana Crew', '--json'], env));
  const fields = ['--fields', 'id,venue.id,venue.venue,organizer.id', '--json'];
  // By name (any case) and by slug; a new name makes a venue of that name.
  const byName = await run(
    [
      ...eventCreateArgs('By name', `${day} 20:00`, `${day} 21:00`),
      '--venue',
      'sala apolo',
      '--organizer',
      'Ana Crew',
      ...fields,
    ],
    env,
  );
  expect(json(byName)).toMatchObject({ venue: { id: hall, venue: 'Sala Apolo' }, organizer: [{ id: crew }] });
  const bySlug = await run(
    [
      ...eventCreateArgs('By slug', `${day} 21:00`, `${day} 22:00`),
      '--venue',
      'sala-apolo',
      '--organizer',
      'ana-crew',
      ...fields,
    ],
    env,
  );
  expect(json(bySlug)).toMatchObject({ venue: { id: hall, venue: 'Sala Apolo' }, organizer: [{ id: crew }] });
  const fresh = json(
    await run(
      [...eventCreateArgs('New hall', `${day} 18:00`, `${day} 19:00`), '--venue', 'Nowhere Hall', ...fields],
      env,
    ),
  );
  expect(fresh.venue.venue).toBe('Nowhere Hall');
  expect(fresh.venue.id).not.toBe(hall);
  // An update takes a name too.
  const moved = await run(['events', 'update', String(id(byName)), '--venue', 'Nowhere Hall', ...fields], env);
  expect(json(moved).venue.id).toBe(fresh.venue.id);

  // Filters: by name and by slug, for venues and organizers.
  const titles = async (...filter: string[]) =>
    json<{ title: string }[]>(
      await run(
        ['events', 'list', '--start-date', day, '--end-date', day, ...filter, '--fields', 'title', '--json'],
        env,
      ),
    )
      .map((event) => event.title)
      .sort();
  expect(await titles('--venue', 'Sala Apolo')).toEqual(['By slug']);
  expect(await titles('--venue', 'nowhere-hall')).toEqual(['By name', 'New hall']);
  expect(await titles('--organizer', 'ana crew')).toEqual(['By name', 'By slug']);
  const unknown = await run(['events', 'list', '--venue', 'Nowhere'], env);
  expect({ code: unknown.exitCode, stderr: unknown.stderr }).toEqual({
    code: 1,
    stderr: 'cal: --venue: no venue has the slug or name "Nowhere"',
  });
});
