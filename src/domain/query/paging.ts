// Cutting a sorted result into the requested page.

export interface Page<T> {
  items: T[];
  total: number;
  totalPages: number;
  page: number;
  perPage: number;
}

export function page<T>(all: readonly T[], args: Readonly<Record<string, unknown>>): Page<T> {
  const perPage = typeof args.per_page === 'number' && args.per_page > 0 ? args.per_page : 10;
  const current = typeof args.page === 'number' && args.page > 0 ? args.page : 1;
  const start = (current - 1) * perPage;
  return {
    items: all.slice(start, start + perPage),
    total: all.length,
    totalPages: Math.ceil(all.length / perPage),
    page: current,
    perPage,
  };
}
