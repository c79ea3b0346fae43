import { useQuery } from '@tanstack/react-query';
import type { ProductPage } from '@/components/product-types';
import { SEARCH_CATEGORIES, type SearchCategory } from '@/config/paths';
import { apiGet, type QueryParams } from '@/lib/api-client';

export const searchResultKeys = {
  all: ['search-results'] as const,
  page: (term: string, category: SearchCategory, params: QueryParams) => [...searchResultKeys.all, term, category, params] as const,
};

/** The ?category= value of the results page; anything unknown means ALL. */
export function parseSearchCategory(raw: string | null): SearchCategory {
  const upper = (raw ?? '').toUpperCase();
  return (SEARCH_CATEGORIES as readonly string[]).includes(upper) ? (upper as SearchCategory) : 'ALL';
}

/** One page of search results (/api/products-feed/search), with the listing's sort and filters. */
export function useSearchResults(term: string, category: SearchCategory, params: QueryParams) {
  return useQuery({
    queryKey: searchResultKeys.page(term, category, params),
    queryFn: ({ signal }) => apiGet<ProductPage>('/products-feed/search', { ...params, search: term, category1: category }, { signal }),
    enabled: term.trim() !== '',
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === term && previousQuery.queryKey[2] === category ? previous : undefined,
  });
}
