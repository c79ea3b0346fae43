import { queryOptions } from '@tanstack/react-query';
import type { SearchCategory } from '@/config/paths';
import type { ProductCard } from '@/components/product-types';
import { apiGet } from '@/lib/api-client';

/** Search results and suggestions are product cards. */
export type SearchProduct = ProductCard;

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
