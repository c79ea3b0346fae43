import { useMutation, useQuery } from '@tanstack/react-query';
import type { ProductPage } from '@/components/product-types';
import type { Amount } from '@/features/currency';
import { apiGet, apiSend } from '@/lib/api-client';

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

/** POST /api/gift-cards/balance's answer: the card named by its last four characters, never by its code. */
export interface GiftCardBalance {
  last4: string;
  /** In the card's currency (GBP). */
  balance: Amount;
  currency: string;
  /** ISO 8601; null: the card never expires. */
  expiresAt: string | null;
  /** The card was cancelled (the order that bought it was cancelled or its payment went back): it pays nothing. */
  voided: boolean;
  /** Why the card cannot pay (voided, expired, empty), in the request's language; null when it can. */
  message: string | null;
}

/**
 * What is left on a card, by its code. The server limits how often one address may ask (429) and answers 404
 * for an unknown code, each with a {message} in the request's language.
 */
export function useGiftCardBalance() {
  return useMutation({
    mutationFn: (code: string) => apiSend<GiftCardBalance>('POST', '/gift-cards/balance', { code }),
  });
}
