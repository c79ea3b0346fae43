/**
 * A listing's state lives in the URL query, so every filtered, sorted page can be shared, bookmarked
 * and reached with the back button: ?page=2&sort=price_asc&color=black&min=10&max=40&cur=GBP&in_stock=1.
 * Prices are typed in the visitor's currency (`cur` records which) and sent as typed with that currency: the
 * server compares them with the price it shows in that currency, so the UI converts nothing.
 */
import type { QueryParams } from '@/lib/api-client';
import { isCurrencyCode, toMinor, type Amount, type CurrencyCode } from '@/features/currency';

export const LISTING_PAGE_SIZE = 24;
export const SORTS = ['newest', 'price_asc', 'price_desc', 'name', 'discount', 'popular'] as const;
export type Sort = (typeof SORTS)[number];

export interface ListingState {
  page: number;
  /** null: the list's own default order. */
  sort: Sort | null;
  color: string | null;
  /** Price bounds as typed ("12", "12.5"), in `cur`. */
  min: Amount | null;
  max: Amount | null;
  /** The currency `min` and `max` were typed in. */
  cur: CurrencyCode | null;
  inStock: boolean;
}

const isSort = (value: string | null): value is Sort => value !== null && (SORTS as readonly string[]).includes(value);

/** What a price filter accepts (the API's rule): not negative, at most two decimals; "12,5" reads as 12.5. */
const PRICE_BOUND = /^\d{1,10}(\.\d{1,2})?$/;

export function parsePriceBound(raw: string | null): Amount | null {
  const text = (raw ?? '').trim().replace(',', '.');
  return PRICE_BOUND.test(text) ? text : null;
}

export function parseListing(query: URLSearchParams): ListingState {
  const page = Math.floor(Number(query.get('page')));
  const cur = query.get('cur');
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    sort: isSort(query.get('sort')) ? (query.get('sort') as Sort) : null,
    color: query.get('color') || null,
    min: parsePriceBound(query.get('min')),
    max: parsePriceBound(query.get('max')),
    cur: isCurrencyCode(cur) ? cur : null,
    inStock: query.get('in_stock') === '1' || query.get('in_stock') === 'true',
  };
}

/** The query parameters of the API's listing calls. */
export function listingApiParams(state: ListingState, limit = LISTING_PAGE_SIZE): QueryParams {
  let [minPrice, maxPrice] = [state.min, state.max];
  if (minPrice !== null && maxPrice !== null && toMinor(minPrice) > toMinor(maxPrice)) [minPrice, maxPrice] = [maxPrice, minPrice];
  const priced = minPrice !== null || maxPrice !== null;
  return {
    page: state.page,
    limit,
    sort: state.sort ?? undefined,
    color: state.color ?? undefined,
    min_price: minPrice ?? undefined,
    max_price: maxPrice ?? undefined,
    currency: priced ? (state.cur ?? 'GBP') : undefined,
    in_stock: state.inStock ? true : undefined,
  };
}

/** A new query with `changes` applied; any change other than the page itself goes back to page 1. */
export function updateListing(query: URLSearchParams, changes: Partial<ListingState>): URLSearchParams {
  const next = new URLSearchParams(query);
  const set = (name: string, value: string | null) => (value === null ? next.delete(name) : next.set(name, value));
  if ('sort' in changes) set('sort', changes.sort ?? null);
  if ('color' in changes) set('color', changes.color ?? null);
  if ('min' in changes) set('min', changes.min ?? null);
  if ('max' in changes) set('max', changes.max ?? null);
  if ('cur' in changes) set('cur', changes.cur ?? null);
  if ('inStock' in changes) set('in_stock', changes.inStock ? '1' : null);
  if (!next.has('min') && !next.has('max')) next.delete('cur');
  const page = 'page' in changes ? (changes.page ?? 1) : 1;
  set('page', page > 1 ? String(page) : null);
  return next;
}

/** The query without any filter (sort is kept: it is not a filter). */
export function clearFilters(query: URLSearchParams): URLSearchParams {
  return updateListing(query, { color: null, min: null, max: null, cur: null, inStock: false });
}

export const hasFilters = (state: ListingState): boolean =>
  state.color !== null || state.min !== null || state.max !== null || state.inStock;
