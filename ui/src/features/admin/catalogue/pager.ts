/**
 * The catalogue's long lists (products, colours): 25, 50 or 100 a page, an order, filters and a search, with
 * Back/Next and 'Page X of Y'; a change of filter, search, order or page size goes back to page 1. The state lives
 * in the URL (?search=&brand=&stock=&active=&sort=&limit=&page=; the product list's category as the path
 * segment), so reloads and Back keep it; defaults leave the URL.
 */
import { isOneOf } from '../types';
import { PAGE_SIZES, parsePage, parsePageSize, type PageSize } from '../pager';
import { NO_BRAND } from './colour';
import {
  COLOUR_SORTS,
  isMainCategory,
  PRODUCT_SORTS,
  STOCK_STATES,
  type ColourListFilters,
  type ProductListFilters,
  type StockState,
} from './types';

export { pageCount } from '../pager';

const ID = /^[1-9][0-9]{0,9}$/;

export function parseActive(value: string | null): boolean | null {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

/** The product list's filters from the URL's category segment and query. */
export function filtersFrom(category: string | undefined, query: URLSearchParams): ProductListFilters {
  const brand = query.get('brand');
  const stock = query.get('stock');
  const sort = query.get('sort');
  return {
    search: query.get('search') ?? '',
    category1: isMainCategory(category) ? category : null,
    brandId: brand && ID.test(brand) ? brand : null,
    stock: isOneOf(STOCK_STATES, stock) ? stock : null,
    active: parseActive(query.get('active')),
    sort: isOneOf(PRODUCT_SORTS, sort) ? sort : PRODUCT_SORTS[0],
    page: parsePage(query.get('page')),
    limit: parsePageSize(query.get('limit')),
  };
}

/** The colour list's filters from the URL's query. */
export function colourFiltersFrom(query: URLSearchParams): ColourListFilters {
  const brand = query.get('brand') ?? '';
  const sort = query.get('sort');
  return {
    search: query.get('search') ?? '',
    brandId: brand === NO_BRAND || ID.test(brand) ? brand : '',
    sort: isOneOf(COLOUR_SORTS, sort) ? sort : COLOUR_SORTS[0],
    page: parsePage(query.get('page')),
    limit: parsePageSize(query.get('limit')),
  };
}

export interface ListChange {
  search?: string;
  /** A brand's _id (or NO_BRAND for colours); null or '': every brand. */
  brand?: string | null;
  stock?: StockState | null;
  active?: boolean | null;
  sort?: string;
  limit?: PageSize;
  page?: number;
}

/**
 * The query after a change: anything but the page drops the page, so the list starts again at 1; a page change
 * keeps the rest. Empty and default values leave the URL.
 */
export function withChange(query: URLSearchParams, change: ListChange): URLSearchParams {
  const next = new URLSearchParams(query);
  const put = (name: string, value: string | null | undefined) => (value ? next.set(name, value) : next.delete(name));
  if (change.search !== undefined) put('search', change.search.trim());
  if (change.brand !== undefined) put('brand', change.brand);
  if (change.stock !== undefined) put('stock', change.stock);
  if (change.active !== undefined) put('active', change.active === null ? null : String(change.active));
  if (change.sort !== undefined) put('sort', change.sort === 'newest' ? null : change.sort);
  if (change.limit !== undefined) put('limit', change.limit === PAGE_SIZES[0] ? null : String(change.limit));
  if (change.page !== undefined) put('page', change.page > 1 ? String(change.page) : null);
  else if (Object.keys(change).length > 0) next.delete('page');
  return next;
}
