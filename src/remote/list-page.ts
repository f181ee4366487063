// One page of a list route as the CLI walks it (list-pages.ts, and the workarounds for servers that lack a filter).
export interface ListPage {
  readonly page: number;
  /** The page's items, under the resource's key in the reply. */
  readonly items: Record<string, unknown>[];
  /** Items in all pages, when the reply says. */
  readonly total?: number;
  readonly pages: number;
  /** The page's `rest_url`: servers echo in it the query they applied (an event list's dates). */
  readonly restUrl?: string;
}
