// A real full disk: `cal serve` on a small tmpfs of its own, filled until writes are refused, freed, then crashed and
// restarted; every write it acknowledged is there, and the calendar opens.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { execa } from 'execa';
import { expect, it } from 'vitest';
import { ADMIN_AUTH, ADMIN_PASSWORD, BIN } from '../helpers/cli.js';
import { useSandbox } from '../helpers/setup.js';
import { describeWith, TMPFS_NAMESPACE } from '../helpers/system.js';

const box = useSandbox();

/** A private mount namespace, kept alive by a sleeping shell, with a tmpfs of `size` over `dir`. */
async function smallDisk(dir: string, size: string): Promise<{ pid: number; end: () => void }> {
  await mkdir(dir, { recursive: true });
  const holder = spawn(
    'unshare',
    [
      '--mount',
      '--propagation',
      'private',
      'sh',
      '-c',
      `mount -t tmpfs -o size=${size} tmpfs "$0" && echo mounted && exec sleep 300`,
      dir,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('mounted') && resolve());
    holder.on('exit', (code) => reject(new Error(`unshare exited ${code}`)));
  });
  return { pid: holder.pid as number, end: () => holder.kill('SIGKILL') };
}

/** Runs a command inside the namespace, where the tmpfs is. */
const inside = (pid: number, command: readonly string[]) =>
  execa('nsenter', ['--target', String(pid), '--mount', '--', ...command], { reject: false });

/** `cal serve` inside the namespace; resolves with its API root once it answers. */
async function serveInside(
  pid: number,
  file: string,
): Promise<{ api: string; child: ChildProcess; stderr: () => string }> {
  const child = spawn(
    'nsenter',
    ['--target', String(pid), '--mount', '--', process.execPath, BIN, 'serve', '--port', '0', '--data', file],
    { env: { ...box.env, CAL_ADMIN_PASSWORD: ADMIN_PASSWORD }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const api = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve((out.split('\n')[0] as string).trim());
    });
    child.on('exit', (code) => reject(new Error(`cal serve exited ${code}: ${stderr}`)));
  });
  return { api, child, stderr: () => stderr };
}

async function crash(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

const postTag = async (api: string, name: string) => {
  const response = await fetch(`${api}tags`, {
    method: 'POST',
    headers: { authorization: ADMIN_AUTH, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  return { status: response.status, body: (await response.json()) as { id?: number; code?: string; message?: string } };
};

describeWith([TMPFS_NAMESPACE], 'a full disk under cal serve', () => {
  it('refuses writes with 507 while the disk is full, takes them once freed, and a restart has every acknowledged one', async () => {
    const disk = box.path('disk');
    const file = `${disk}/calendar.json`;
    const namespace = await smallDisk(disk, '512k');
    const acknowledged = new Map<number, string>();
    let server = await serveInside(namespace.pid, file);
    try {
      for (const name of ['Before 1', 'Before 2']) {
        const reply = await postTag(server.api, name);
        expect(reply.status).toBe(201);
        acknowledged.set(reply.body.id as number, name);
      }
      // A second calendar on the same disk, written by embedded commands (no server).
      const local = `${disk}/local.json`;
      const embedded = (name: string) =>
        inside(namespace.pid, [process.execPath, BIN, 'tags', 'create', '--name', name, '--data', local]);
      expect((await embedded('Local before')).exitCode).toBe(0);
      // The filler takes every free block; dd stops at the full disk.
      await inside(namespace.pid, ['dd', 'if=/dev/zero', `of=${disk}/filler`, 'bs=4096']);
      let refused: Awaited<ReturnType<typeof postTag>> | undefined;
      for (let n = 0; n < 200 && !refused; n++) {
        const reply = await postTag(server.api, `Filling ${n}`);
        if (reply.status === 201) acknowledged.set(reply.body.id as number, `Filling ${n}`);
        else refused = reply;
      }
      expect(refused).toEqual({
        status: 507,
        body: {
          code: 'insufficient_storage',
          message: `No space left on the disk holding ${disk}: the change was not saved.`,
          data: { status: 507 },
        },
      });
      let local507 = await embedded('Local refused');
      // The journal's last block may still hold a record or two.
      for (let n = 0; n < 20 && local507.exitCode === 0; n++) local507 = await embedded(`Local ${n}`);
      expect({ code: local507.exitCode, stderr: local507.stderr }).toEqual({
        code: 1,
        stderr: `cal: insufficient_storage: No space left on the disk holding ${disk}: the change was not saved.`,
      });
      const [firstId] = acknowledged.keys();
      expect((await fetch(`${server.api}tags/${firstId}`)).status).toBe(200);

      await inside(namespace.pid, ['rm', `${disk}/filler`]);
      const after = await postTag(server.api, 'After');
      expect(after.status).toBe(201);
      acknowledged.set(after.body.id as number, 'After');

      // A crash, not a clean stop: the restart must read the journal as the full disk left it.
      await crash(server.child);
      server = await serveInside(namespace.pid, file);
      const found = new Map<number, string>();
      for (const id of acknowledged.keys()) {
        const response = await fetch(`${server.api}tags/${id}`);
        if (response.ok) found.set(id, ((await response.json()) as { name: string }).name);
      }
      expect(found).toEqual(acknowledged);
      const check = await inside(namespace.pid, [process.execPath, BIN, 'store', 'check', '--data', file]);
      expect(check.stdout).toMatch(/: ok \(/);
    } finally {
      await crash(server.child).catch(() => undefined);
      namespace.end();
    }
  });
});
