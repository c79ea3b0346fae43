/**
 * A listing's state lives in the URL query, so every filtered, sorted page can be shared, bookmarked
 * and reached with the back button: ?page=2&sort=price_asc&color=black&min=10&max=40&cur=GBP&in_stock=1.
 * Prices are typed in the visitor's currency (`cur` records which); the API filters in GBP.
 */
import type { QueryParams } from '@/lib/api-client';
import { isCurrencyCode, type CurrencyCode, type CurrencyRates } from '@/features/currency';

export const LISTING_PAGE_SIZE = 24;
export const SORTS = ['newest', 'price_asc', 'price_desc', 'name', 'discount'] as const;
export type Sort = (typeof SORTS)[number];

export interface ListingState {
  page: number;
  /** null: the list's own default order. */
  sort: Sort | null;
  color: string | null;
  min: number | null;
  max: number | null;
  /** The currency `min` and `max` were typed in. */
  cur: CurrencyCode | null;
  inStock: boolean;
}

const isSort = (value: string | null): value is Sort => value !== null && (SORTS as readonly string[]).includes(value);

function positiveNumber(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw.replace(',', '.'));
  return Number.isFinite(value) && value >= 0 ? value : null;
}

export function parseListing(query: URLSearchParams): ListingState {
  const page = Math.floor(Number(query.get('page')));
  const cur = query.get('cur');
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    sort: isSort(query.get('sort')) ? (query.get('sort') as Sort) : null,
    color: query.get('color') || null,
    min: positiveNumber(query.get('min')),
    max: positiveNumber(query.get('max')),
    cur: isCurrencyCode(cur) ? cur : null,
    inStock: query.get('in_stock') === '1' || query.get('in_stock') === 'true',
  };
}

/** A price typed in `currency` as GBP pence-exact, rounded so the range stays inclusive. */
export function toGbp(amount: number, currency: CurrencyCode, rates: CurrencyRates, direction: 'floor' | 'ceil'): number {
  const pence = (amount * 100) / rates[currency];
  // Strip float noise (e.g. 2999.9999999) before rounding outwards.
  const cleaned = Math.round(pence * 1e6) / 1e6;
  return (direction === 'floor' ? Math.floor(cleaned) : Math.ceil(cleaned)) / 100;
}

/** The query parameters of the API's listing calls. */
export function listingApiParams(state: ListingState, rates: CurrencyRates, limit = LISTING_PAGE_SIZE): QueryParams {
  const currency = state.cur ?? 'GBP';
  let minPrice = state.min === null ? null : toGbp(state.min, currency, rates, 'floor');
  let maxPrice = state.max === null ? null : toGbp(state.max, currency, rates, 'ceil');
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    page: state.page,
    limit,
    sort: state.sort ?? undefined,
    color: state.color ?? undefined,
    min_price: minPrice ?? undefined,
    max_price: maxPrice ?? undefined,
    in_stock: state.inStock ? true : undefined,
  };
}

/** A new query with `changes` applied; any change other than the page itself goes back to page 1. */
export function updateListing(query: URLSearchParams, changes: Partial<ListingState>): URLSearchParams {
  const next = new URLSearchParams(query);
  const set = (name: string, value: string | null) => (value === null ? next.delete(name) : next.set(name, value));
  if ('sort' in changes) set('sort', changes.sort ?? null);
  if ('color' in changes) set('color', changes.color ?? null);
  if ('min' in changes) set('min', changes.min === null || changes.min === undefined ? null : String(changes.min));
  if ('max' in changes) set('max', changes.max === null || changes.max === undefined ? null : String(changes.max));
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
