import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { Product, ProductsFeedResponse } from './types';

export const NEW_ARRIVALS_LIMIT = 12;

export const catalogKeys = {
  all: ['catalog'] as const,
  newProducts: (limit: number) => [...catalogKeys.all, 'new', limit] as const,
};

export function fetchNewProducts(limit: number, signal?: AbortSignal): Promise<Product[]> {
  return apiGet<ProductsFeedResponse>('/products-feed/new', { limit }, { signal }).then((data) => data.products);
}

export function useNewProducts(limit = NEW_ARRIVALS_LIMIT) {
  return useQuery({
    queryKey: catalogKeys.newProducts(limit),
    queryFn: ({ signal }) => fetchNewProducts(limit, signal),
  });
}
