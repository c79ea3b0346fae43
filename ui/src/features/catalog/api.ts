import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { apiGet, type QueryParams } from '@/lib/api-client';
import type {
  Brand,
  BrandProductPage,
  CategoryNode,
  CategoryProductPage,
  ColourCount,
  ColourProductPage,
  MainCategory,
  ProductCard,
  ProductPage,
  Slide,
} from './types';

export const NEW_ARRIVALS_LIMIT = 12;
export const HOME_STRIP_LIMIT = 10;

const segment = encodeURIComponent;

export const catalogKeys = {
  all: ['catalog'] as const,
  slides: () => [...catalogKeys.all, 'slides'] as const,
  newProducts: (limit: number) => [...catalogKeys.all, 'new', limit] as const,
  saleProducts: (limit: number) => [...catalogKeys.all, 'sale', limit] as const,
  listing: (base: string, params: QueryParams) => [...catalogKeys.all, 'listing', base, params] as const,
  tree: (main: string) => [...catalogKeys.all, 'tree', main] as const,
  brands: () => [...catalogKeys.all, 'brands'] as const,
  brandColours: (brand: string) => [...catalogKeys.all, 'brand-colours', brand] as const,
  facets: (params: QueryParams) => [...catalogKeys.all, 'facets', params] as const,
};

/**
 * While the next page or filter of the same list loads, keep showing the current products (dimmed)
 * instead of skeletons; a different list starts from skeletons.
 */
function useListing<T extends ProductPage>(base: string, path: string, params: QueryParams, enabled = true) {
  const query = useQuery({
    queryKey: catalogKeys.listing(base, params),
    queryFn: ({ signal }) => apiGet<ProductPage>(path, params, { signal }),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === base ? previous : undefined),
    enabled,
  });
  // The call at `path` answers the richer page type T (a category, brand or colour page).
  return query as UseQueryResult<T>;
}

export function fetchNewProducts(limit: number, signal?: AbortSignal): Promise<ProductCard[]> {
  return apiGet<ProductPage>('/products-feed/new', { limit }, { signal }).then((data) => data.products);
}

export function useNewProducts(limit = NEW_ARRIVALS_LIMIT) {
  return useQuery({
    queryKey: catalogKeys.newProducts(limit),
    queryFn: ({ signal }) => fetchNewProducts(limit, signal),
  });
}

export function useSaleProducts(limit = HOME_STRIP_LIMIT) {
  return useQuery({
    queryKey: catalogKeys.saleProducts(limit),
    queryFn: ({ signal }) =>
      apiGet<ProductPage>('/products-feed/sales', { limit }, { signal }).then((data) => data.products),
  });
}

export function useSlides() {
  return useQuery({
    queryKey: catalogKeys.slides(),
    queryFn: ({ signal }) => apiGet<Slide[]>('/slider/all-sliders', undefined, { signal }),
  });
}

/** /new and /sale. */
export function useFeedListing(feed: 'new' | 'sales', params: QueryParams) {
  return useListing<ProductPage>(`feed:${feed}`, `/products-feed/${feed}`, params);
}

/** A main category's whole tree (names for breadcrumbs, children for sub-category links). */
export function useCategoryTree(main: MainCategory) {
  return useQuery({
    queryKey: catalogKeys.tree(main),
    queryFn: ({ signal }) => apiGet<CategoryNode>(`/categories/${segment(main)}`, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The API call that lists a category at each depth of the tree. */
export function categoryListingPath(main: MainCategory, slugs: readonly string[]): string {
  const [category2, category3, category4] = slugs.map(segment);
  if (category4 !== undefined) return `/categories/${segment(main)}/${category2}/${category3}/${category4}`;
  if (category3 !== undefined) return `/products-feed/category/${category2}/${category3}`;
  if (category2 !== undefined) return `/products-feed/main-category/${segment(main)}/${category2}`;
  return `/products-feed/main-category/${segment(main)}`;
}

export function useCategoryListing(main: MainCategory, slugs: readonly string[], params: QueryParams) {
  const path = categoryListingPath(main, slugs);
  return useListing<CategoryProductPage>(path, path, params);
}

/** The colours of a listing with counts: ct1..ct4 a category path, ct5 a brand slug. */
export function useColourFacets(params: { ct1?: string; ct2?: string; ct3?: string; ct4?: string; ct5?: string }) {
  return useQuery({
    queryKey: catalogKeys.facets(params),
    queryFn: ({ signal }) => apiGet<ColourCount[]>('/colors/color-by-product', params, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useBrands() {
  return useQuery({
    queryKey: catalogKeys.brands(),
    queryFn: ({ signal }) => apiGet<Brand[]>('/brands/all-brands', undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useBrandListing(brand: string, category3: string | undefined, category4: string | undefined, params: QueryParams) {
  const path = ['/brands/brands', brand, category3, category4]
    .filter((part): part is string => part !== undefined)
    .map((part, index) => (index === 0 ? part : segment(part)))
    .join('/');
  return useListing<BrandProductPage>(path, path, params);
}

export function useBrandColours(brand: string | undefined) {
  return useQuery({
    queryKey: catalogKeys.brandColours(brand ?? ''),
    queryFn: ({ signal }) => apiGet<ColourCount[]>(`/colors/color-by-brand/${segment(brand ?? '')}`, undefined, { signal }),
    enabled: brand !== undefined,
    staleTime: 5 * 60_000,
  });
}

export function useBrandColourListing(brand: string, colour: string, params: QueryParams, enabled: boolean) {
  const path = `/colors/color-by-brand/${segment(brand)}/${segment(colour)}`;
  return useListing<ColourProductPage>(path, path, params, enabled);
}
