import { useQuery } from '@tanstack/react-query';
import type { ProductPage } from '@/components/product-types';
import { apiGet } from '@/lib/api-client';

export const GIFT_CARD_CATEGORY = 'gift-cards';

/** The gift-card products of the catalogue (category1 'gift-cards'), cheapest first. */
export function useGiftCards() {
  return useQuery({
    queryKey: ['giftcards', 'products'] as const,
    queryFn: ({ signal }) =>
      apiGet<ProductPage>(`/products-feed/main-category/${GIFT_CARD_CATEGORY}`, { sort: 'price_asc', limit: 50 }, { signal }).then((page) =>
        page.products.filter((product) => product.is_gift_card),
      ),
    staleTime: 5 * 60_000,
  });
}
