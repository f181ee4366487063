// Validation of one catalog operation's input, typed by that operation's entry.
import { catalog, type InputOf, type OperationId, type PathOf } from './catalog.js';
import { validateInput, type RawInput, type ValidatedInput, type ValidationOptions } from './validate.js';

/** The input of operation `Id` once its catalog entry has checked it. */
export type OperationInput<Id extends OperationId> = ValidatedInput<InputOf<Id>, PathOf<Id>>;

/** Throws the API's 400 errors; returns the input typed as the catalog entry of `id` declares it. */
export function validateOperation<Id extends OperationId, Ctx>(
  id: Id,
  raw: RawInput,
  options: ValidationOptions<Ctx>,
): OperationInput<Id> {
  const input = validateInput(catalog[id], raw, options);
  // The one place where checked values meet their static types: validateInput has kept only the entry's params,
  // run each one's check (whose output CheckOutputs names) and coerced the rest to their declared types, which is
  // what InputOf and PathOf derive from the same entry.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- see above.
  return input as OperationInput<Id>;
}
