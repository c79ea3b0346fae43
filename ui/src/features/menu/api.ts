import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { CategoryMenuKey, MegaMenuKey, MenuBrand, MenuNode } from './types';

/** The spec's brands menu lists 14 brands. */
export const MENU_BRANDS_LIMIT = 14;
/** Menus change rarely; keep them for the visit. */
const MENU_STALE_MS = 10 * 60_000;

export function fetchMenuTree(main: CategoryMenuKey, signal?: AbortSignal): Promise<MenuNode> {
  return apiGet<MenuNode>(`/menu/${main}`, undefined, { signal });
}

export function fetchMenuBrands(signal?: AbortSignal): Promise<MenuBrand[]> {
  return apiGet<MenuBrand[]>('/brands/brands', { limit: MENU_BRANDS_LIMIT }, { signal });
}

export const menuQueries = {
  tree: (main: CategoryMenuKey) =>
    queryOptions({
      queryKey: ['menu', main] as const,
      queryFn: ({ signal }) => fetchMenuTree(main, signal),
      staleTime: MENU_STALE_MS,
    }),
  brands: () =>
    queryOptions({
      queryKey: ['menu', 'brands', MENU_BRANDS_LIMIT] as const,
      queryFn: ({ signal }) => fetchMenuBrands(signal),
      staleTime: MENU_STALE_MS,
    }),
};

/** Starts loading a mega menu's data when the pointer or focus reaches its entry. */
export function prefetchMegaMenu(queryClient: QueryClient, menu: MegaMenuKey): Promise<void> {
  return menu === 'brands'
    ? queryClient.prefetchQuery(menuQueries.brands())
    : queryClient.prefetchQuery(menuQueries.tree(menu));
}
