// Global setup of the api project: a folder where each test file leaves the tally of its contract check
// (test/setup/api-contract.ts), and at the end one line saying how much of /doc the suite's answers covered.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/** What one test file's answers came to: per documented operation, how often each status (and error code) came. */
export interface ContractTally {
  answers: number;
  outside: number;
  problems: number;
  /** Operation ID → `200`, `400 rest_invalid_param`... → count. */
  operations: Record<string, Record<string, number>>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    contractFolder: string;
  }
}

export default async function contractSummary(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'cal-contract-'));
  project.provide('contractFolder', folder);
  return async () => {
    const files = await readdir(folder);
    const total: ContractTally = { answers: 0, outside: 0, problems: 0, operations: {} };
    for (const file of files) {
      const tally = JSON.parse(await readFile(join(folder, file), 'utf8')) as ContractTally;
      total.answers += tally.answers;
      total.outside += tally.outside;
      total.problems += tally.problems;
      for (const [operation, statuses] of Object.entries(tally.operations)) {
        const into = (total.operations[operation] ??= {});
        for (const [answer, count] of Object.entries(statuses)) into[answer] = (into[answer] ?? 0) + count;
      }
    }
    await rm(folder, { recursive: true, force: true });
    if (total.answers === 0) return;
    const checked = total.answers - total.outside - total.problems;
    const statuses = Object.values(total.operations).reduce(
      (n, answers) => n + new Set(Object.keys(answers).map((answer) => answer.split(' ')[0])).size,
      0,
    );
    process.stdout.write(
      `\nContract of /doc: ${total.answers} answers from ${files.length} files; ${checked} checked against ` +
        `${Object.keys(total.operations).length} operations (${statuses} operation statuses), ` +
        `${total.outside} outside the document, ${total.problems} that break it.\n`,
    );
    if (process.env.CAL_CONTRACT_DETAIL) {
      for (const [operation, seen] of Object.entries(total.operations).sort())
        process.stdout.write(
          `  ${operation}: ${Object.entries(seen)
            .map(([answer, n]) => `${answer}×${n}`)
            .join(', ')}\n`,
        );
    }
  };
}
