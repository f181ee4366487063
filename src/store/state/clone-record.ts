// Deep copies of stored records, which are plain JSON data (objects, arrays, strings, numbers, booleans, null).

/**
 * A copy sharing nothing mutable with `value`. Written out because structuredClone serialises and
 * deserialises through a buffer, ten times slower for records this small, and imports put thousands.
 */
export function cloneRecord<T>(value: Readonly<T>): T {
  // TypeScript types no copy of a generic array as its original but through Object.assign, ten times slower here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a deep copy has its original's type.
  return cloneValue(value) as T;
}

function cloneValue(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(cloneValue);
  // A spread copies a flat object on V8's fast path; only the nested values need a second look.
  const copy: Record<string, unknown> = { ...value };
  for (const key in copy) {
    const field = copy[key];
    if (typeof field === 'object' && field !== null) copy[key] = cloneValue(field);
  }
  return copy;
}
