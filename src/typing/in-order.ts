// An explicit order for a set of names derived elsewhere: the list must name every member once and nothing else, or
// it fails to compile, so only the order is kept by hand.

/** The members of `Members` that `List` leaves out. */
type Missing<Members extends string, List extends readonly string[]> = Exclude<Members, List[number]>;

/** The names `List` gives more than once. */
type Repeated<List extends readonly string[], Seen extends string = never> = List extends readonly [
  infer First extends string,
  ...infer Rest extends readonly string[],
]
  ? (First extends Seen ? First : never) | Repeated<Rest, Seen | First>
  : never;

/** `inOrder<Flag>()(['featured', 'sticky', ...])`: the list as given, checked to hold each `Flag` once. */
export function inOrder<Members extends string>() {
  return <const List extends readonly Members[]>(
    list: List &
      ([Missing<Members, List>] extends [never] ? unknown : { readonly missing: Missing<Members, List> }) &
      ([Repeated<List>] extends [never] ? unknown : { readonly repeated: Repeated<List> }),
  ): List => list;
}
