// What differs between the kinds `cal import` handles: the record checks and the API operations used.
import type { OperationId } from '../../api/catalog.js';
import { singular, type ResourceName } from '../../api/resources.js';
import { validateFlat } from '../../codecs/kind-records.js';
import { isFlat } from '../../codecs/kinds.js';
import type { Checked } from '../../codecs/record-checks.js';
import { validateRecord } from '../../codecs/validate.js';

export interface KindSpec {
  readonly kind: ResourceName;
  /** "event", "venue"...: how one item is called in messages. */
  readonly noun: string;
  validate(value: unknown, now: number): Checked;
  readonly create: OperationId;
  readonly update: OperationId;
}

export function kindSpec(kind: ResourceName): KindSpec {
  return {
    kind,
    noun: singular(kind),
    validate: isFlat(kind) ? (value) => validateFlat(kind, value) : validateRecord,
    create: `${kind}.create`,
    update: `${kind}.update`,
  };
}
