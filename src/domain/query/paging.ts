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
