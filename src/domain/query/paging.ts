// Cutting a sorted result into the requested page.

export interface Page<T> {
  items: T[];
  total: number;
  totalPages: number;
  page: number;
  perPage: number;
}

export interface PageRequest {
  readonly page: number;
  readonly perPage: number;
}

/** The page asked for in loosely typed list args: the first, ten long, unless they say otherwise. */
export function pageRequestOf(args: Readonly<Record<string, unknown>>): PageRequest {
  return {
    page: typeof args.page === 'number' && args.page > 0 ? args.page : 1,
    perPage: typeof args.per_page === 'number' && args.per_page > 0 ? args.per_page : 10,
  };
}

export function page<T>(all: readonly T[], request: PageRequest): Page<T> {
  const { perPage, page: current } = request;
  const start = (current - 1) * perPage;
  return {
    items: all.slice(start, start + perPage),
    total: all.length,
    totalPages: Math.ceil(all.length / perPage),
    page: current,
    perPage,
  };
}
