/**
 * The admin lists' paging (SPEC sections 2, 3 and 9): 4 per page, newest first, Back/Next and 'Page X of Y'; the
 * catalogue's long lists (products, colours) choose 25, 50 or 100 a page.
 * The page a list shows is kept in browser storage (orderPaginate, queryPaginage; both start at 1), so going
 * into an order and back returns to the same page; a filter change sets it back to 1.
 */
export const PAGE_SIZE = 4;

/** The page sizes of the catalogue's long lists (products, colours); the first is the default. */
export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** A page size as the URL keeps it: one of PAGE_SIZES, else the first. */
export function parsePageSize(raw: unknown): PageSize {
  const size = Number(raw);
  return (PAGE_SIZES as readonly number[]).includes(size) ? (size as PageSize) : PAGE_SIZES[0];
}

/** How many pages `total` items fill; an empty list still has page 1 of 1. */
export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / size));
}

/** `page` kept within 1..pages (a list that shrank, or a stored page past its end). */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pages));
}

/** The items of one page of a list held whole (the call-back queries). */
export function pageItems<T>(items: readonly T[], page: number, size = PAGE_SIZE): T[] {
  const start = (clampPage(page, pageCount(items.length, size)) - 1) * size;
  return items.slice(start, start + size);
}

/** A page number as storage keeps it: a whole number of at least 1, else 1. */
export function parsePage(raw: unknown): number {
  const page = typeof raw === 'number' ? raw : Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Newest first by createdAt (ISO 8601); the order the server sends is kept for equal times. */
export function newestFirst<T extends { createdAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
