/**
 * The checkout calls (issue 11: the checkout API contract). Options and quotes are queries: a quote is keyed by
 * its whole body, so a change of currency, lines, delivery method or gift card asks again. Placing is a mutation
 * with its Idempotency-Key. A signed-in shopper's profile and address book prefill the form (the token comes
 * from the app, which knows the session).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '@/components/useLanguage';
import { ApiError, apiGet, apiSend } from '@/lib/api-client';
import type { CheckoutOptions, CheckoutSession, Order, OrderRequest, PlacedOrder, Profile, Quote, QuoteRequest, SavedAddress } from './types';

export const checkoutKeys = {
  all: ['checkout'] as const,
  /** The pickup point comes in the interface language: another language asks again. */
  options: (language: string) => [...checkoutKeys.all, 'options', language] as const,
  quotes: () => [...checkoutKeys.all, 'quote'] as const,
  quote: (request: QuoteRequest) => [...checkoutKeys.quotes(), request] as const,
  profile: (userId: string) => [...checkoutKeys.all, userId, 'me'] as const,
  addresses: (userId: string) => [...checkoutKeys.all, userId, 'addresses'] as const,
  order: (orderId: string) => [...checkoutKeys.all, 'order', orderId] as const,
};

export function useCheckoutOptions() {
  const language = useLanguage();
  return useQuery({
    queryKey: checkoutKeys.options(language),
    queryFn: ({ signal }) => apiGet<CheckoutOptions>('/orders/checkout-options', undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** POST /api/orders/quote; the last figures stay on screen while new ones are asked for. */
export function useQuote(request: QuoteRequest | null, token: string | null) {
  return useQuery({
    queryKey: checkoutKeys.quote(request ?? { currency: '', lines: [] }),
    queryFn: ({ signal }) => apiSend<Quote>('POST', '/orders/quote', request, { signal, token }),
    enabled: request !== null && request.lines.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useProfile(session: CheckoutSession | null) {
  return useQuery({
    queryKey: checkoutKeys.profile(session?._id ?? ''),
    queryFn: ({ signal }) => apiGet<Profile>('/users/me', undefined, { signal, token: session?.token }),
    enabled: session !== null,
    retry: false,
  });
}

export function useSavedAddresses(session: CheckoutSession | null) {
  return useQuery({
    queryKey: checkoutKeys.addresses(session?._id ?? ''),
    queryFn: ({ signal }) =>
      apiGet<{ addresses: SavedAddress[] }>('/users/me/addresses', undefined, { signal, token: session?.token }).then(
        (answer) => answer.addresses,
      ),
    enabled: session !== null,
    retry: false,
  });
}

export interface PlaceOrder {
  request: OrderRequest;
  idempotencyKey: string;
  token: string | null;
}

/** POST /api/orders. A 409 (stock or prices moved) makes the quote ask again. */
export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey, token }: PlaceOrder) =>
      apiSend<PlacedOrder>('POST', '/orders', request, { token, headers: { 'Idempotency-Key': idempotencyKey } }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void client.invalidateQueries({ queryKey: checkoutKeys.quotes() });
    },
  });
}

/** The order as it is now (GET /api/orders/{id}, the owner's): a card payment's confirmation may have come. */
export function useOrderNow(orderId: string, session: CheckoutSession | null, enabled: boolean) {
  return useQuery({
    queryKey: checkoutKeys.order(orderId),
    queryFn: ({ signal }) =>
      apiGet<Order>(`/orders/${encodeURIComponent(orderId)}`, undefined, { signal, token: session?.token }),
    enabled: enabled && session !== null,
    retry: false,
  });
}
