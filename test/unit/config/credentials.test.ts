// Credentials: private file written atomically, over-shared files refused, env credentials first.
import { chmodSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/load.js';
import { removeCredentials, saveCredentials } from '../../../src/config/store.js';
import { useConfigHome } from '../../helpers/setup.js';

const posix = process.platform !== 'win32';
const box = useConfigHome();

const credentialsFile = () => join(box.configDir, 'credentials.json');

describe('saveCredentials', () => {
  it('writes credentials.json, keeping other profiles', async () => {
    expect(await saveCredentials(box.environment(), 'default', { user: 'ann', password: 'pw1' })).toBe(
      credentialsFile(),
    );
    await saveCredentials(box.environment(), 'staging', { user: 'bob', password: 'pw2' });
    expect(JSON.parse(readFileSync(credentialsFile(), 'utf8'))).toEqual({
      default: { user: 'ann', password: 'pw1' },
      staging: { user: 'bob', password: 'pw2' },
    });
    expect(readdirSync(box.configDir)).toEqual(['credentials.json']); // no temp file left behind
  });

  it.skipIf(!posix)('makes the file 0600 and the folder 0700', async () => {
    await saveCredentials(box.environment(), 'default', { user: 'ann', password: 'pw' });
    expect(statSync(credentialsFile()).mode & 0o777).toBe(0o600);
    expect(statSync(box.configDir).mode & 0o777).toBe(0o700);
  });

  it.skipIf(!posix)('tightens an over-shared file when rewriting it', async () => {
    box.write(credentialsFile(), { old: { user: 'o', password: 'p' } });
    chmodSync(credentialsFile(), 0o644);
    await saveCredentials(box.environment(), 'default', { user: 'ann', password: 'pw' });
    expect(statSync(credentialsFile()).mode & 0o777).toBe(0o600);
    expect(Object.keys(JSON.parse(readFileSync(credentialsFile(), 'utf8')))).toEqual(['old', 'default']);
  });

  it('refuses an empty password without echoing anything', async () => {
    await expect(saveCredentials(box.environment(), 'default', { user: 'ann', password: '' })).rejects.toThrow(
      'credentials: password must not be empty',
    );
  });
});

describe('loadConfig credentials', () => {
  it('reads the selected profile from the credentials file', async () => {
    await saveCredentials(box.environment(), 'default', { user: 'ann', password: 'pw1' });
    await saveCredentials(box.environment(), 'staging', { user: 'bob', password: 'pw2' });
    box.write(join(box.configDir, 'config.json'), { profiles: { staging: {} } });
    expect((await loadConfig(box.environment())).credentials).toEqual({ user: 'ann', password: 'pw1' });
    expect((await loadConfig(box.environment(), 'staging')).credentials).toEqual({ user: 'bob', password: 'pw2' });
  });

  it('has no credentials when there is no entry', async () => {
    const config = await loadConfig(box.environment());
    expect(config.credentials).toBeUndefined();
    expect('credentials' in config).toBe(false);
  });

  it.skipIf(!posix)('refuses a credentials file others can read', async () => {
    box.write(credentialsFile(), { default: { user: 'ann', password: 'hunter2' } });
    chmodSync(credentialsFile(), 0o644);
    const error = await loadConfig(box.environment()).catch((e: unknown) => e as Error);
    expect(error).toMatchObject({
      name: 'ConfigError',
      message: `${credentialsFile()} can be read by other users (mode 0644); run: chmod 600 ${credentialsFile()}`,
    });
  });

  it('env CAL_USER + CAL_PASSWORD win over the file (which is then not even read)', async () => {
    box.write(credentialsFile(), { default: { user: 'ann', password: 'pw' } });
    chmodSync(credentialsFile(), 0o644);
    const env = { CAL_USER: 'env-user', CAL_PASSWORD: 'env-pw' };
    const config = await loadConfig(box.environment(box.project, env));
    expect(config.credentials).toEqual({ user: 'env-user', password: 'env-pw' });
    expect(Object.values(config.sources)).not.toContain('env-pw');
  });

  it('needs both variables: CAL_USER alone falls back to the file', async () => {
    await saveCredentials(box.environment(), 'default', { user: 'ann', password: 'pw' });
    const config = await loadConfig(box.environment(box.project, { CAL_USER: 'env-user' }));
    expect(config.credentials).toEqual({ user: 'ann', password: 'pw' });
  });

  it('never quotes the password when the file is malformed', async () => {
    box.write(credentialsFile(), '{"default": {"user": "ann", "password": "hunter2"');
    chmodSync(credentialsFile(), 0o600);
    await expect(loadConfig(box.environment())).rejects.toThrow(`${credentialsFile()}: not valid JSON`);
    await loadConfig(box.environment()).catch((e: Error) => expect(e.message).not.toContain('hunter2'));
    writeFileSync(credentialsFile(), '{"default": {"user": "ann", "password": 42}}');
    await loadConfig(box.environment()).catch((e: Error) =>
      expect(e.message).toBe(`${credentialsFile()}: entry "default" must have a string "user" and "password"`),
    );
  });
});

describe('removeCredentials', () => {
  it('removes one profile, then the file with the last entry', async () => {
    await saveCredentials(box.environment(), 'default', { user: 'ann', password: 'pw1' });
    await saveCredentials(box.environment(), 'staging', { user: 'bob', password: 'pw2' });
    await removeCredentials(box.environment(), 'default');
    expect(JSON.parse(readFileSync(credentialsFile(), 'utf8'))).toEqual({ staging: { user: 'bob', password: 'pw2' } });
    await removeCredentials(box.environment(), 'nobody');
    await removeCredentials(box.environment(), 'staging');
    expect(readdirSync(box.configDir)).toEqual([]);
    await expect(removeCredentials(box.environment(), 'staging')).resolves.toBeUndefined();
  });
});
