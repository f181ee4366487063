// Terms given to an event: numbers are term IDs (unknown ones skipped), other strings found or created.
import { ApiError } from '../../api/errors.js';
import { canCreateTermByName } from '../permissions.js';
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
    else id = findTermByRef(env.tx, taxonomy, ref, env.language)?.id ?? createNamed(taxonomy, ref, env);
    if (id !== undefined && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** A term named on an event that none has: made for those who may (canCreateTermByName), refused to the others. */
function createNamed(taxonomy: 'categories' | 'tags', name: string, env: WriteEnv): number {
  if (!canCreateTermByName(env.principal, taxonomy)) {
    const singular = taxonomy === 'categories' ? 'category' : 'tag';
    throw new ApiError('rest_cannot_create', {
      data: { params: { [taxonomy]: `No ${singular} is named "${name}"; only editors may create one.` } },
    });
  }
  return createTerm(taxonomy, { name }, env).id;
}
