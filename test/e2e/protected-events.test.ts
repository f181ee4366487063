// A password-protected event through `cal serve`, as test/tec/protected-scenarios.ts on TEC: those who may edit it
// read it whole and update it, keeping the protection; anyone else exits 1, told it is the protection.
import { describe, expect, it } from 'vitest';
import { cal } from '../helpers/cli.js';
import { useSandbox } from '../helpers/setup.js';
import { json, ok } from './cli-support.js';

const box = useSandbox();

describe('a protected event on cal serve', () => {
  it('is read and updated by its editors and stays protected; an author of other events exits 1', async () => {
    const file = box.path('protected.json');
    const local = { ...box.env, CAL_DATA: file };
    const add = async (login: string, role: string) =>
      ok(
        await cal(['users', 'add', login, '--role', role, '--password-stdin'], {
          env: local,
          input: `${login}-password-1\n`,
        }),
      );
    await add('ana', 'editor');
    await add('bo', 'author');
    const id = ok(
      await cal(
        [
          'events',
          'create',
          '--title',
          'Members Only',
          '--start-date',
          '2027-06-04 18:00',
          '--end-date',
          '2027-06-04 19:00',
          '--password',
          'members',
          '--format',
          'ids',
        ],
        { env: local },
      ),
    ).trim();
    const server = await box.serve(['--data', file]);
    try {
      const as = (login: string) => ({
        env: { ...box.env, CAL_URL: server.base, CAL_USER: login, CAL_PASSWORD: `${login}-password-1` },
      });
      const fields = ['--fields', 'title,cost,password', '--json'];
      expect(json(await cal(['events', 'get', id, ...fields], as('ana')))).toEqual({
        title: 'Members Only',
        cost: '',
        password: 'members',
      });
      expect(json(await cal(['events', 'update', id, '--cost', '12', ...fields], as('ana')))).toEqual({
        title: 'Members Only',
        cost: '$12',
        password: 'members',
      });
      const read = await cal(['events', 'get', id], as('bo'));
      expect({ code: read.exitCode, stderr: read.stderr }).toEqual({
        code: 1,
        stderr: `cal: the event ${id} is password-protected: give its password (--password), or sign in as someone who may edit it (event-password-protected)`,
      });
      expect(
        json(await cal(['events', 'get', id, '--password', 'members', '--fields', 'cost', '--json'], as('bo'))),
      ).toEqual({
        cost: '$12',
      });
    } finally {
      await server.stop();
    }
  });
});
