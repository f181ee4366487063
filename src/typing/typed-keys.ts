// Object.keys and Object.entries widen keys to string; for the constant tables passed here (object literals, no
// extra keys at run time) the keys are exactly the type's.
export function keysOf<T extends object>(table: T): (keyof T & string)[] {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the one widening Object.keys forces.
  return Object.keys(table) as (keyof T & string)[];
}

export function entriesOf<T extends object>(table: T): [keyof T & string, T[keyof T & string]][] {
  return keysOf(table).map((key) => [key, table[key]]);
}
