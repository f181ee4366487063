// Set up in every file of the api project: after the file's tests, each answer its servers gave is held to /doc
// (test/helpers/openapi-contract.ts); an answer the document does not describe fails the file, naming it. The
// file's tally goes to the project's folder for the closing summary (test/setup/api-contract-summary.ts).
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, inject } from 'vitest';
import { takeExchanges } from '../helpers/exchanges.js';
import { contractCheck } from '../helpers/openapi-contract.js';
import type { ContractTally } from './api-contract-summary.js';

afterAll(async () => {
  const exchanges = takeExchanges();
  if (exchanges.length === 0) return;
  const check = contractCheck();
  const tally: ContractTally = { answers: exchanges.length, outside: 0, problems: 0, operations: {} };
  const problems: string[] = [];
  for (const exchange of exchanges) {
    const verdict = check.check(exchange);
    if (verdict.kind === 'outside') tally.outside += 1;
    else if (verdict.kind === 'problem') problems.push(verdict.message);
    else {
      const answers = (tally.operations[verdict.operationId] ??= {});
      const key = verdict.status >= 400 && verdict.code ? `${verdict.status} ${verdict.code}` : String(verdict.status);
      answers[key] = (answers[key] ?? 0) + 1;
    }
  }
  tally.problems = problems.length;
  await writeFile(join(inject('contractFolder'), `${randomUUID()}.json`), JSON.stringify(tally));
  if (problems.length > 0)
    throw new Error(`${problems.length} answers of this file do not keep to /doc:\n${problems.join('\n')}`);
});
