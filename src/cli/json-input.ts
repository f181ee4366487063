// What a flag names to read: a file, or `-` for stdin; for some flags, a JSON object in it.
import { readFile } from 'node:fs/promises';
import { CommandError, UsageError } from './errors.js';
import { readStream } from './read-stream.js';
import { isRecord } from '../typing/is-record.js';

/** The text of `file`, or of stdin for `-`; an unreadable file fails naming the flag. */
export async function readInput(stdin: NodeJS.ReadableStream, flag: string, file: string): Promise<string> {
  if (file === '-') return readStream(stdin);
  return readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new CommandError(`${flag}: cannot read ${file}: ${error.code ?? error.message}`);
  });
}

/** The JSON object in `file` (or stdin for `-`); anything else is a usage error naming the flag. */
export async function readJsonObject(
  stdin: NodeJS.ReadableStream,
  flag: string,
  file: string,
): Promise<Record<string, unknown>> {
  const text = await readInput(stdin, flag, file);
  const source = file === '-' ? 'stdin' : file;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(
      `${flag}: ${source} is not valid JSON (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (!isRecord(value)) throw new UsageError(`${flag}: expected a JSON object in ${source}`);
  return value;
}
