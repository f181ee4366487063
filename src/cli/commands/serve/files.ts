// The files `cal serve` keeps for scripts: --pid-file while it runs, --ready-file once the API answers.
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { errorCode } from '../../../typing/caught-error.js';
import { CommandError } from '../../errors.js';
import { checkWritable } from '../../file-checks.js';

/** Written under another name and renamed, so a script polling for the file never reads half of it. */
async function writeWhole(path: string, text: string): Promise<void> {
  const partial = `${path}.${process.pid}.part`;
  try {
    await writeFile(partial, text);
    await rename(partial, path);
  } finally {
    await rm(partial, { force: true });
  }
}

export class ServeFiles {
  private readonly written: string[] = [];
  private readonly pidFile: string | undefined;
  private readonly readyFile: string | undefined;

  constructor(paths: { pidFile?: string; readyFile?: string }) {
    this.pidFile = paths.pidFile === undefined ? undefined : resolve(paths.pidFile);
    this.readyFile = paths.readyFile === undefined ? undefined : resolve(paths.readyFile);
  }

  /** Fails before the server touches the calendar when a file could not be written later (see file-checks). */
  async check(): Promise<void> {
    if (this.pidFile !== undefined) await checkWritable('--pid-file', this.pidFile);
    if (this.readyFile !== undefined) await checkWritable('--ready-file', this.readyFile);
  }

  async writePid(pid: number): Promise<void> {
    await this.write(this.pidFile, `${pid}\n`);
  }

  async writeReady(apiRoot: string): Promise<void> {
    await this.write(this.readyFile, `${apiRoot}\n`);
  }

  /** Removes what this server wrote, newest first: the ready file goes before the pid file. */
  async remove(): Promise<void> {
    for (const path of this.written.reverse()) await rm(path, { force: true });
    this.written.length = 0;
  }

  private async write(path: string | undefined, text: string): Promise<void> {
    if (path === undefined) return;
    await writeWhole(path, text);
    this.written.push(path);
  }
}

/** The pid in a pid file; undefined when the file is missing, throws on anything but a pid. */
export async function readPidFile(path: string): Promise<number | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
  const pid = Number(text.trim());
  if (!Number.isSafeInteger(pid) || pid <= 0) throw new CommandError(`${path} does not hold a process ID`);
  return pid;
}
