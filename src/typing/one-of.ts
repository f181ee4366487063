// Membership in a constant list that narrows: `isOneOf(ROLES, value)` makes `value` a role.
export function isOneOf<const T extends readonly unknown[]>(list: T, value: unknown): value is T[number] {
  return list.some((item) => item === value);
}
