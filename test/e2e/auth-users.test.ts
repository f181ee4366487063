// `cal users` on a local calendar file (no server): accounts, roles and application passwords, then the
// passwords it printed checked against a real `cal serve` on the same file.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { basic, cal, type ServeProcess } from '../helpers/cli.js';
import { useSandbox } from '../helpers/setup.js';
import { post, type Json } from './cli-support.js';

const GENERATED = /^(?:[A-Za-z0-9]{4} ){5}[A-Za-z0-9]{4}$/;
const HEADER = 'id\tlogin\trole\tname\temail\tpassword_names';
const ADMIN_ROW = '1\tadmin\tadministrator\tAdministrator\t\t';

const box = useSandbox();

const serveOn = (file: string): Promise<ServeProcess> => box.serve(['--data', file]);

describe.concurrent('cal users', () => {
  describe.sequential('one calendar file, step by step', () => {
    let file: string;
    let env: Record<string, string>;
    const users = (...args: string[]) => cal(['users', ...args], { env });
    let anaPassword = '';
    let laptopPassword = '';

    beforeAll(() => {
      file = box.path('users.json');
      env = { ...box.env, CAL_DATA: file };
    });

    it('lists the administrator of a new file', async () => {
      const result = await users('list');
      expect(result.exitCode, result.stderr).toBe(0);
      expect(result.stdout).toBe(`${HEADER}\n${ADMIN_ROW}`);
      expect(result.stderr).toBe('');
    });

    it('adds ana as an editor and prints her new password once, on one line', async () => {
      const result = await users('add', 'ana', '--role', 'editor');
      expect(result.exitCode, result.stderr).toBe(0);
      expect(result.stdout.split('\n')).toHaveLength(1);
      expect(result.stdout).toMatch(GENERATED);
      // The name is said as a name, the password itself is only on stdout.
      expect(result.stderr).toBe(
        'Added ana (editor) with an application password named "cal-1"; the password itself is printed on stdout, once.',
      );
      anaPassword = result.stdout;
      const text = await readFile(file, 'utf8');
      expect(text).not.toContain(anaPassword);
      const ana = (JSON.parse(text).users as Json[]).find((u) => u.login === 'ana')!;
      expect(ana.role).toBe('editor');
      expect(ana.passwords[0].hash).toMatch(/^scrypt\$/);
    });

    it('adds named passwords: a generated one is printed, one from stdin is not', async () => {
      const laptop = await users('passwords', 'add', 'ana', '--name', 'laptop');
      expect(laptop.exitCode, laptop.stderr).toBe(0);
      expect(laptop.stdout).toMatch(GENERATED);
      expect(laptop.stdout).not.toBe(anaPassword);
      expect(laptop.stderr).toBe(
        'Created an application password named "laptop" for ana; the password itself is printed on stdout, once.',
      );
      laptopPassword = laptop.stdout;

      const phone = await cal(['users', 'passwords', 'add', 'ana', '--name', 'phone', '--password-stdin'], {
        env,
        input: 'ana-own-password\n',
      });
      expect(phone.exitCode, phone.stderr).toBe(0);
      expect(phone.stdout).toBe('');
      expect(phone.stderr).toBe(
        'Created an application password named "phone" for ana (the password read from stdin).',
      );
      expect(await readFile(file, 'utf8')).not.toContain('ana-own-password');
    });

    it('lists ana with her role and the names of her passwords', async () => {
      const result = await users('list');
      expect(result.exitCode, result.stderr).toBe(0);
      expect(result.stdout).toBe(`${HEADER}\n${ADMIN_ROW}\n2\tana\teditor\tana\t\tcal-1, laptop, phone`);
    });

    it('changes her role', async () => {
      const result = await users('set-role', 'ana', 'author');
      expect(result.exitCode, result.stderr).toBe(0);
      expect(result.stdout).toBe('');
      expect((await users('list')).stdout).toBe(`${HEADER}\n${ADMIN_ROW}\n2\tana\tauthor\tana\t\tcal-1, laptop, phone`);
    });

    it('rejects an unknown role, a taken login and removing the only administrator with exit code 2, changing nothing', async () => {
      const before = await readFile(file, 'utf8');
      const [role, taken, onlyAdmin, demote, unknownUser] = await Promise.all([
        users('set-role', 'ana', 'boss'),
        users('add', 'ana', '--role', 'editor'),
        users('remove', 'admin'),
        users('set-role', 'admin', 'editor'),
        users('passwords', 'add', 'nobody'),
      ]);
      expect([role.exitCode, role.stderr]).toEqual([
        2,
        'cal: unknown role "boss"; one of administrator, editor, author, contributor, subscriber',
      ]);
      expect([taken.exitCode, taken.stderr]).toEqual([2, 'cal: a user "ana" already exists']);
      expect([onlyAdmin.exitCode, onlyAdmin.stderr]).toEqual([2, 'cal: "admin" is the only administrator']);
      expect([demote.exitCode, demote.stderr]).toEqual([2, 'cal: "admin" is the only administrator']);
      expect([unknownUser.exitCode, unknownUser.stderr]).toEqual([2, 'cal: no user "nobody"']);
      for (const result of [role, taken, onlyAdmin, demote, unknownUser]) expect(result.stdout).toBe('');
      expect(await readFile(file, 'utf8')).toBe(before);
    });

    it('rejects an unknown role when adding a user with exit code 2', async () => {
      const result = await users('add', 'bob', '--role', 'boss');
      expect(result.exitCode).toBe(2);
      expect(result.stderr).toBe(
        'cal: unknown role "boss"; one of administrator, editor, author, contributor, subscriber',
      );
      expect(result.stdout).toBe('');
    });

    it('the role is what the server enforces: an author can publish events but not add categories', async () => {
      const server = await serveOn(file);
      const auth = basic('ana', anaPassword);
      const event = await post(
        `${server.api}events`,
        { title: 'By an author', start_date: '2030-01-01 10:00', end_date: '2030-01-01 11:00' },
        auth,
      );
      expect([event.status, event.body.status]).toEqual([201, 'publish']);
      const category = await post(`${server.api}categories`, { name: 'By an author' }, auth);
      expect([category.status, category.body.code]).toEqual([403, 'rest_forbidden']);
      expect(await server.stop()).toBe(0);
      // A user can sign in already, so no administrator password is generated or printed.
      expect(server.stderr()).toBe('');
    });

    it('revokes a password by name; revoking it again is exit code 2', async () => {
      const first = await users('passwords', 'revoke', 'ana', 'laptop');
      expect(first.exitCode, first.stderr).toBe(0);
      expect(first.stdout).toBe('');
      const again = await users('passwords', 'revoke', 'ana', 'laptop');
      expect(again.exitCode).toBe(2);
      expect(again.stderr).toBe('cal: "ana" has no password named "laptop"');
      const role = await users('set-role', 'ana', 'editor');
      expect(role.exitCode, role.stderr).toBe(0);
      expect((await users('list')).stdout).toBe(`${HEADER}\n${ADMIN_ROW}\n2\tana\teditor\tana\t\tcal-1, phone`);
    });

    it('on the server, her passwords sign her in as an editor; the revoked one is refused', async () => {
      const server = await serveOn(file);
      const created = await post(`${server.api}tags`, { name: 'by-an-editor' }, basic('ana', anaPassword));
      expect(created.status).toBe(201);
      expect(created.body.name).toBe('by-an-editor');
      // Logins compare case-insensitively; the stdin password lost its newline.
      expect(
        (await post(`${server.api}tags`, { name: 'from-the-phone' }, basic('Ana', 'ana-own-password'))).status,
      ).toBe(201);
      const revoked = await post(`${server.api}tags`, { name: 'from-the-laptop' }, basic('ana', laptopPassword));
      expect(revoked.status).toBe(401);
      expect(revoked.body.code).toBe('incorrect_password');
      expect(await server.stop()).toBe(0);
      const doc = JSON.parse(await readFile(file, 'utf8')) as Json;
      expect((doc.tags as Json[]).map((t) => t.name)).toEqual(['by-an-editor', 'from-the-phone']);
    });

    it('removes ana; her password then names an unknown user', async () => {
      const removed = await users('remove', 'ana');
      expect(removed.exitCode, removed.stderr).toBe(0);
      expect(removed.stdout).toBe('');
      expect((await users('list')).stdout).toBe(`${HEADER}\n${ADMIN_ROW}`);
      const server = await serveOn(file);
      const refused = await post(`${server.api}tags`, { name: 'after-removal' }, basic('ana', anaPassword));
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe('invalid_username');
      expect(await server.stop()).toBe(0);
    });
  });

  it('adds a user with --password-stdin: nothing printed, and that password signs in', async () => {
    const file = box.path('stdin.json');
    const env = { ...box.env, CAL_DATA: file };
    const added = await cal(['users', 'add', 'ana', '--role', 'editor', '--password-stdin'], {
      env,
      input: 'ana-own-password\n',
    });
    expect(added.exitCode, added.stderr).toBe(0);
    expect(added.stdout).toBe('');
    expect(added.stderr).toBe(
      'Added ana (editor) with an application password named "cal-1" (the password read from stdin).',
    );
    expect(await readFile(file, 'utf8')).not.toContain('ana-own-password');

    const server = await serveOn(file);
    expect((await post(`${server.api}tags`, { name: 'own-password' }, basic('ana', 'ana-own-password'))).status).toBe(
      201,
    );
    expect(await server.stop()).toBe(0);
  });

  it('refuses an empty --password-stdin and a short password with exit code 2', async () => {
    const env = { ...box.env, CAL_DATA: box.path('empty-stdin.json') };
    const [empty, short] = await Promise.all([
      cal(['users', 'add', 'ana', '--role', 'editor', '--password-stdin'], { env, input: '' }),
      cal(['users', 'passwords', 'add', 'admin', '--password-stdin'], { env, input: 'short\n' }),
    ]);
    expect([empty.exitCode, empty.stderr, empty.stdout]).toEqual([2, 'cal: --password-stdin: stdin is empty', '']);
    expect([short.exitCode, short.stderr, short.stdout]).toEqual([
      2,
      'cal: an application password needs at least 8 characters',
      '',
    ]);
  });
});
