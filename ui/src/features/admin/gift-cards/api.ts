/**
 * Staff's gift-card calls (/api/admin/gift-cards), each with the staff bearer token: the paged list (X-Total-Count
 * read by the admin area's getList), one card with its ledger, sending a card again and voiding one.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, apiSend, type QueryParams } from '@/lib/api-client';
import { useAdminAccess } from '../access';
import { adminKeys, getList } from '../api';
import type { CardFilter, GiftCardDetail, GiftCardRow } from './types';

const segment = encodeURIComponent;

/** Cards a page on the gift-card screen. */
export const CARDS_PAGE_SIZE = 25;

export const giftCardKeys = {
  all: [...adminKeys.all, 'gift-cards'] as const,
  list: (search: string, filter: CardFilter | null, page: number) => [...giftCardKeys.all, 'list', search, filter, page] as const,
  card: (id: string) => [...giftCardKeys.all, 'one', id] as const,
};

/** The server's filters for a filter staff chose: "mail failed" is a failed mail on a card that can still pay. */
export function filterParams(filter: CardFilter | null): QueryParams {
  if (filter === 'mailFailed') return { mailStatus: 'failed', state: 'active' };
  return filter ? { state: filter } : {};
}

export function useGiftCards(search: string, filter: CardFilter | null, page: number) {
  const { token } = useAdminAccess();
  return useQuery({
    queryKey: giftCardKeys.list(search, filter, page),
    queryFn: ({ signal }) =>
      getList<GiftCardRow>('/admin/gift-cards', { search: search || undefined, ...filterParams(filter), page, limit: CARDS_PAGE_SIZE }, token, signal),
    placeholderData: keepPreviousData,
  });
}

export function useGiftCard(id: string) {
  const { token } = useAdminAccess();
  return useQuery({
    queryKey: giftCardKeys.card(id),
    queryFn: ({ signal }) => apiGet<GiftCardDetail>(`/admin/gift-cards/${segment(id)}`, undefined, { token, signal }),
  });
}

/** Voids the card and mails what was left on a new card with a new code; resolves to the new card. */
export const sendCardAgain = (id: string, token: string) =>
  apiSend<GiftCardDetail>('POST', `/admin/gift-cards/${segment(id)}/resend`, undefined, { token });

/** Voids the card for a reason; resolves to the card as it is now. */
export const voidCard = (id: string, reason: string, token: string) =>
  apiSend<GiftCardDetail>('POST', `/admin/gift-cards/${segment(id)}/void`, { reason }, { token });
