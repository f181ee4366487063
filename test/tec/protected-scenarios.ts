// Events protected with a password in wp-admin (WordPress' own posts route sets it, as the editor does): those who
// may edit them update them and keep the protection; others are told it is the protection, not their sign-in.
import { expect } from 'vitest';
import { idOf, json, type Scenario, type ScenarioContext } from './scenario-kit.js';

/** Protects the event as wp-admin does (TEC's own route takes no password): WordPress' route for its post type. */
async function protect(context: ScenarioContext, id: number, password: string): Promise<void> {
  const { user, password: secret } = context.credentials('administrator');
  const reply = await fetch(`${context.base}/wp-json/wp/v2/tribe_events/${id}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ password }),
  });
  expect(reply.status).toBe(200);
}

/** The password WordPress keeps for the event, as its edit context shows it to the administrator. */
async function passwordOf(context: ScenarioContext, id: number): Promise<string> {
  const { user, password: secret } = context.credentials('administrator');
  const reply = await fetch(`${context.base}/wp-json/wp/v2/tribe_events/${id}?context=edit&_fields=password`, {
    headers: { authorization: `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}` },
  });
  return ((await reply.json()) as { password: string }).password;
}

export const PROTECTED_SCENARIOS: readonly Scenario[] = [
  {
    name: 'protected-event',
    title: 'a protected event is updated by its editors and stays protected; others exit 1 naming the protection',
    async run(context) {
      const { cal, name } = context;
      const id = idOf(
        await cal([
          'events',
          'create',
          '--title',
          name('Members Only'),
          '--start-date',
          '2027-06-04 18:00',
          '--end-date',
          '2027-06-04 19:00',
          '--cost',
          '10',
          '--format',
          'ids',
        ]),
      );
      await protect(context, id, 'members');
      const fields = ['--fields', 'title,cost,featured', '--json'];
      expect(json(await cal(['events', 'update', String(id), '--cost', '12', ...fields]))).toEqual({
        title: name('Members Only'),
        cost: '$12',
        featured: false,
      });
      expect(json(await cal(['events', 'update', String(id), '--featured', ...fields], { role: 'editor' }))).toEqual({
        title: name('Members Only'),
        cost: '$12',
        featured: true,
      });
      expect(json(await cal(['events', 'get', String(id), ...fields], { role: 'editor' }))).toMatchObject({
        cost: '$12',
      });
      expect(await passwordOf(context, id)).toBe('members');
      const update = await cal(['events', 'update', String(id), '--cost', '20'], { role: 'author' });
      expect({ code: update.exitCode, stderr: update.stderr }).toEqual({
        code: 1,
        stderr: `cal: the event ${id} is password-protected, and this account may not edit it: not updated`,
      });
      const read = await cal(['events', 'get', String(id)], { role: 'author' });
      expect({ code: read.exitCode, stderr: read.stderr }).toEqual({
        code: 1,
        stderr: `cal: the event ${id} is password-protected: give its password (--password), or sign in as someone who may edit it (event-password-protected)`,
      });
      expect(
        json(await cal(['events', 'get', String(id), '--password', 'members', ...fields], { role: 'author' })),
      ).toMatchObject({ cost: '$12' });
    },
  },
];
