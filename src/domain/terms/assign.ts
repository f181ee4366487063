// Terms given to an event: numbers are term IDs (unknown ones skipped), other strings found or created.
import type { WriteEnv } from '../write-env.js';
import { findTermByRef } from './find.js';
import { createTerm } from './term-writer.js';

export function assignTerms(
  taxonomy: 'categories' | 'tags',
  refs: readonly (string | number)[],
  env: WriteEnv,
): number[] {
  const ids: number[] = [];
  for (const ref of refs) {
    let id: number | undefined;
    if (typeof ref === 'number') id = env.tx.get(taxonomy, ref)?.id;
    else id = findTermByRef(env.tx, taxonomy, ref, env.language)?.id ?? createTerm(taxonomy, { name: ref }, env).id;
    if (id !== undefined && !ids.includes(id)) ids.push(id);
  }
  return ids;
}
