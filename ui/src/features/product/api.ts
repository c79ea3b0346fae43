import { useQuery } from '@tanstack/react-query';
import type { CategoryNode, Product, ProductPage } from '@/components/product-types';
import { apiGet } from '@/lib/api-client';

export const RELATED_LIMIT = 10;
const segment = encodeURIComponent;

export const productKeys = {
  all: ['product'] as const,
  detail: (sku: string) => [...productKeys.all, 'detail', sku] as const,
  sameColour: (colour: string, sku: string) => [...productKeys.all, 'same-colour', colour, sku] as const,
  alsoLiked: (colour: string, sku: string) => [...productKeys.all, 'also-liked', colour, sku] as const,
  tree: (main: string) => [...productKeys.all, 'tree', main] as const,
};

export function useProduct(sku: string) {
  return useQuery({
    queryKey: productKeys.detail(sku),
    queryFn: ({ signal }) => apiGet<Product>(`/products-feed/products/${segment(sku)}`, undefined, { signal }),
  });
}

/** Other products in the product's colour (any brand) that can be bought now. */
export function useSameColour(product: Product | undefined) {
  const colour = product?.color_slug ?? '';
  const sku = product?.product_id ?? '';
  return useQuery({
    queryKey: productKeys.sameColour(colour, sku),
    queryFn: ({ signal }) =>
      apiGet<ProductPage>(`/products-feed/categories/same-color/${segment(colour)}/${segment(sku)}`, { limit: RELATED_LIMIT, in_stock: true }, { signal }).then(
        (page) => page.products,
      ),
    enabled: Boolean(colour && sku),
  });
}

/** Popular products of the same category in other colours that can be bought now. */
export function useAlsoLiked(product: Product | undefined) {
  const colour = product?.color_slug ?? '';
  const sku = product?.product_id ?? '';
  return useQuery({
    queryKey: productKeys.alsoLiked(colour, sku),
    queryFn: ({ signal }) =>
      apiGet<ProductPage>(
        `/products-feed/categories/also-liked/${segment(colour)}/${segment(sku)}`,
        {
          limit: RELATED_LIMIT,
          in_stock: true,
          category1: product?.category1 ?? undefined,
          category2: product?.category2 ?? undefined,
        },
        { signal },
      ).then((page) => page.products),
    enabled: Boolean(colour && sku),
  });
}

/** The product's main category tree, for the names in the breadcrumbs. */
export function useCategoryTree(main: string | null | undefined, enabled: boolean) {
  return useQuery({
    queryKey: productKeys.tree(main ?? ''),
    queryFn: ({ signal }) => apiGet<CategoryNode>(`/categories/${segment(main ?? '')}`, undefined, { signal }),
    enabled: enabled && Boolean(main),
    staleTime: 5 * 60_000,
  });
}
