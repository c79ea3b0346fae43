/**
 * The product list's paging (SPEC section 2's admin lists: 4 per page, newest first, Back/Next and 'Page X of Y';
 * a filter change goes back to page 1). Page size and count are the admin shell's (../pager.ts). The state
 * lives in the URL (?search=&active=&page=, the category as the path segment), so reloads and Back keep it.
 */
import { parsePage } from '../pager';
import { isMainCategory, type ProductListFilters } from './types';

export { PAGE_SIZE, pageCount } from '../pager';

export function parseActive(value: string | null): boolean | null {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

/** The product list's filters from the URL's category segment and query. */
export function filtersFrom(category: string | undefined, query: URLSearchParams): ProductListFilters {
  return {
    search: query.get('search') ?? '',
    category1: isMainCategory(category) ? category : null,
    active: parseActive(query.get('active')),
    page: parsePage(query.get('page')),
  };
}

/**
 * The query after a change: a filter change (search, active) drops the page, so the list starts again at 1;
 * a page change keeps the filters. Empty values leave the URL.
 */
export function withChange(
  query: URLSearchParams,
  change: { search?: string; active?: boolean | null; page?: number },
): URLSearchParams {
  const next = new URLSearchParams(query);
  const put = (name: string, value: string | null) => (value ? next.set(name, value) : next.delete(name));
  if (change.search !== undefined) put('search', change.search.trim());
  if (change.active !== undefined) put('active', change.active === null ? null : String(change.active));
  if (change.page !== undefined) put('page', change.page > 1 ? String(change.page) : null);
  else if (change.search !== undefined || change.active !== undefined) next.delete('page');
  return next;
}
