// How an event names its venue or organizers: an existing ID, an `{id}` reference, or data to create.
import type { InputOf } from '../../api/catalog.js';
import type { LinkedKind } from './linked-fields.js';

export type LinkedRef<K extends LinkedKind = LinkedKind> =
  | { kind: 'id'; id: number }
  /** `{id}` objects are checked for their type only when linking, as upstream (invalid-linked-post-id). */
  | { kind: 'ref'; id: number }
  /** Data validated as the body of the kind's create route. */
  | { kind: 'inline'; data: InputOf<`${K}.create`> };
