import { queryOptions } from '@tanstack/react-query';
import type { SearchCategory } from '@/config/paths';
import { apiGet } from '@/lib/api-client';

/** A product as GET /api/products-feed/search returns it (prices in GBP). */
export interface SearchProduct {
  _id: string;
  product_id: string;
  product_name_en: string;
  product_name_ua: string | null;
  product_name_pl: string | null;
  product_name_ru: string | null;
  product_name_de: string | null;
  price: number;
  /** Percent, 0-100. */
  discount: number;
  final_price: number;
  /** Comma-separated image URLs; the first is the main image. */
  images: string;
  brand: string | null;
}

export interface SearchResponse {
  products: SearchProduct[];
  total: number;
  page: number;
  pages: number;
}

export interface SearchParams {
  search: string;
  category: SearchCategory;
  limit?: number;
  page?: number;
}

/** The spec's suggestion count and typing pause. */
export const SUGGESTION_LIMIT = 4;
export const SUGGESTION_DEBOUNCE_MS = 500;

export function searchProducts({ search, category, limit, page }: SearchParams, signal?: AbortSignal) {
  return apiGet<SearchResponse>('/products-feed/search', { category1: category, search, limit, page }, { signal });
}

/** Live suggestions run only when a term exists or the category is not ALL. */
export function suggestionsEnabled(search: string, category: SearchCategory): boolean {
  return search.trim() !== '' || category !== 'ALL';
}

export const suggestionsQuery = (search: string, category: SearchCategory) =>
  queryOptions({
    queryKey: ['search', 'suggestions', category, search.trim()] as const,
    queryFn: ({ signal }) => searchProducts({ search: search.trim(), category, limit: SUGGESTION_LIMIT }, signal),
    enabled: suggestionsEnabled(search, category),
    staleTime: 60_000,
  });
