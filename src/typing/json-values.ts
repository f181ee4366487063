// What JSON text holds of a value, as JSON.stringify writes it and a body's bytes are counted.

/** Whether JSON.stringify writes the value: undefined, functions and symbols it leaves out (or writes null in a list). */
export function writtenInJson(value: unknown): boolean {
  return value !== undefined && typeof value !== 'function' && typeof value !== 'symbol';
}

/** The values JSON holds below `value`: object members and array elements, at any depth. */
export function valuesIn(value: unknown): number {
  if (Array.isArray(value)) {
    let count = value.length;
    for (const item of value) count += valuesIn(item);
    return count;
  }
  if (typeof value !== 'object' || value === null) return 0;
  let count = 0;
  for (const member of Object.values(value)) if (writtenInJson(member)) count += 1 + valuesIn(member);
  return count;
}
