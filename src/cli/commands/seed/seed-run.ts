// `cal seed FILE`: applies a fixture in order and prints the map from local names to IDs.
import { readFile, writeFile } from 'node:fs/promises';
import { errorCode, errorMessage } from '../../../typing/caught-error.js';
import { CommandError, EXIT } from '../../errors.js';
import { checkWritable } from '../../file-checks.js';
import { readStream } from '../../read-stream.js';
import type { Session } from '../../session.js';
import { parseFixture } from './fixture.js';
import { Seeder, type Action } from './seed-apply.js';

export interface SeedOptions {
  output?: string;
}

export async function seedCalendar(session: Session, file: string, options: SeedOptions): Promise<number> {
  const { stdin, stdout, stderr } = session.context.io;
  const source = file === '-' ? 'stdin' : file;
  const text =
    file === '-'
      ? await readStream(stdin)
      : await readFile(file, 'utf8').catch((error: unknown) => {
          throw new CommandError(`cannot read ${file}: ${errorCode(error) ?? errorMessage(error)}`);
        });
  // Checked whole first: a bad reference stops the run before anything is written.
  const items = parseFixture(text, source);
  if (options.output !== undefined) await checkWritable('--output', options.output);
  const seeder = new Seeder(
    await session.client(),
    await session.writer(),
    (await session.config()).profile.lang,
    session.context.now,
  );
  const counts: Record<Action, number> = { created: 0, updated: 0 };
  let failure: { error: unknown; where: string } | undefined;
  for (const item of items) {
    try {
      counts[await seeder.apply(item)]++;
    } catch (error) {
      failure = { error, where: `${item.path} (${source} line ${item.line})` };
      break;
    }
  }
  // Written on failure too: it lists exactly what exists, and a rerun after a fix picks up from there.
  const map = `${JSON.stringify(seeder.ids, null, 2)}\n`;
  if (options.output === undefined) stdout.write(map);
  else {
    await writeFile(options.output, map).catch((error: unknown) => {
      throw new CommandError(`--output: cannot write ${options.output}: ${errorCode(error) ?? errorMessage(error)}`);
    });
  }
  const applied = `created ${counts.created}, updated ${counts.updated}`;
  if (failure) {
    stderr.write(`${failure.where} failed; applied before it: ${applied} (in the ID map)\n`);
    throw failure.error;
  }
  stderr.write(`seeded ${source}: ${applied}\n`);
  return EXIT.ok;
}
