/** Staff's promotion calls (/api/admin/promotions), each with the staff bearer token. */
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client';
import { useAdminAccess } from '../access';
import { adminKeys } from '../api';
import type { PromotionBody, PromotionRow } from './types';

const segment = encodeURIComponent;

export const promotionKeys = { all: [...adminKeys.all, 'promotions'] as const };

export function usePromotions() {
  const { token } = useAdminAccess();
  return useQuery({
    queryKey: promotionKeys.all,
    queryFn: ({ signal }) => apiGet<PromotionRow[]>('/admin/promotions', undefined, { token, signal }),
  });
}

export const createPromotion = (body: PromotionBody, token: string) => apiSend<PromotionRow>('POST', '/admin/promotions', body, { token });

export const updatePromotion = (id: string, body: PromotionBody, token: string) =>
  apiSend<PromotionRow>('PUT', `/admin/promotions/${segment(id)}`, body, { token });

export const deletePromotion = (id: string, token: string) => apiSend<void>('DELETE', `/admin/promotions/${segment(id)}`, undefined, { token });
