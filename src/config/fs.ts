// File helpers for the config layer: tolerant reads and crash-safe (temp file + rename) writes.
import { randomBytes } from 'node:crypto';
import { open, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { ConfigError } from './errors.js';
import { errorCode, errorMessage } from '../typing/caught-error.js';
import { isRecord } from '../typing/is-record.js';
import { parseJson } from '../typing/parse-json.js';
import { makeFolder } from '../store/file/make-folder.js';
import { FilePathError } from '../store/file/path-problems.js';

export function isMissing(error: unknown): boolean {
  return errorCode(error) === 'ENOENT';
}

/**
 * Reads a JSON object file; undefined when it does not exist.
 * `quoteErrors` is off for files holding secrets, since JSON.parse messages can quote the text.
 */
export async function readJsonObject(file: string, quoteErrors = true): Promise<Record<string, unknown> | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw new ConfigError(`${file}: cannot be read (${errorMessage(error)})`);
  }
  return parseJsonObject(file, text, quoteErrors);
}

export function parseJsonObject(file: string, text: string, quoteErrors = true): Record<string, unknown> | undefined {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = parseJson(text);
  } catch (error) {
    throw new ConfigError(`${file}: not valid JSON${quoteErrors ? ` (${errorMessage(error)})` : ''}`);
  }
  if (!isRecord(value)) throw new ConfigError(`${file}: expected a JSON object`);
  return value;
}

/** Writes via a temp file in the same folder and a rename, so a crash never leaves a half-written file. */
export async function writeFileAtomic(file: string, text: string, mode: number, dirMode = 0o700): Promise<void> {
  // One level at a time: Node's recursive mkdir never returns under /proc.
  await makeFolder(dirname(file), dirMode).catch((error: unknown) => {
    throw new FilePathError(
      `cannot save ${file}: no folder ${dirname(file)} can be made (${errorCode(error) ?? errorMessage(error)})`,
    );
  });
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    // 'wx' refuses to follow a pre-planted file or link at the temp name.
    const handle = await open(temp, 'wx', mode);
    try {
      await handle.writeFile(text, 'utf8');
      await handle.chmod(mode); // the umask may have narrowed a preserved mode; set it exactly
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
