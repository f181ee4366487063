// How an event names its venue or organizers: an existing ID, an `{id}` reference, or data to create.

export type LinkedRef =
  | { kind: 'id'; id: number }
  /** `{id}` objects are checked for their type only when linking, as upstream (invalid-linked-post-id). */
  | { kind: 'ref'; id: number }
  | { kind: 'inline'; data: Record<string, unknown> };
