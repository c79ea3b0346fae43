/**
 * Staff's returns calls (/api/admin/returns, /api/admin/orders/{id}/refunds, /api/admin/return-rules), each with the
 * staff bearer token: the paged list (X-Total-Count read by the admin area's getList), one return, its steps, the
 * categories' return rules.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client';
import { useAdminAccess } from '../access';
import { adminKeys, getList } from '../api';
import type { Refundable, ReturnDetail, ReturnRow, ReturnRule, ReturnStatus, RuleRow } from './types';

const segment = encodeURIComponent;

/** Returns a page on the returns screen. */
export const RETURNS_PAGE_SIZE = 25;

export const returnKeys = {
  all: [...adminKeys.all, 'returns'] as const,
  list: (search: string, status: ReturnStatus | null, page: number) => [...returnKeys.all, 'list', search, status, page] as const,
  one: (id: string) => [...returnKeys.all, 'one', id] as const,
  rules: () => [...returnKeys.all, 'rules'] as const,
};

export function useReturnList(search: string, status: ReturnStatus | null, page: number) {
  const { token } = useAdminAccess();
  return useQuery({
    queryKey: returnKeys.list(search, status, page),
    queryFn: ({ signal }) =>
      getList<ReturnRow>('/admin/returns', { search: search || undefined, status: status ?? undefined, page, limit: RETURNS_PAGE_SIZE }, token, signal),
    placeholderData: keepPreviousData,
  });
}

export function useReturn(id: string) {
  const { token } = useAdminAccess();
  return useQuery({
    queryKey: returnKeys.one(id),
    queryFn: ({ signal }) => apiGet<ReturnDetail>(`/admin/returns/${segment(id)}`, undefined, { token, signal }),
  });
}

const step = (id: string, name: string, body: object | undefined, token: string) =>
  apiSend<ReturnDetail>('POST', `/admin/returns/${segment(id)}/${name}`, body, { token });

export const approveReturn = (id: string, note: string, token: string) => step(id, 'approve', { note }, token);
export const rejectReturn = (id: string, reason: string, token: string) => step(id, 'reject', { reason }, token);
export const receiveReturn = (id: string, token: string) => step(id, 'receive', undefined, token);
export const refundReturn = (id: string, delivery: boolean, restock: boolean, token: string) =>
  step(id, 'refund', { delivery, restock }, token);

export function useReturnRules() {
  const { token } = useAdminAccess();
  return useQuery({
    queryKey: returnKeys.rules(),
    queryFn: ({ signal }) => apiGet<{ categories: RuleRow[] }>('/admin/return-rules', undefined, { token, signal }),
  });
}

export const setReturnRule = (categoryId: string, rule: ReturnRule | null, token: string) =>
  apiSend<{ categories: RuleRow[] }>('PUT', `/admin/return-rules/${segment(categoryId)}`, { rule }, { token });

export function useOrderRefundable(orderId: string) {
  const { token } = useAdminAccess();
  return useQuery({
    queryKey: [...returnKeys.all, 'order', orderId] as const,
    queryFn: ({ signal }) => apiGet<Refundable>(`/admin/orders/${segment(orderId)}/refunds`, undefined, { token, signal }),
  });
}

export interface OrderRefundRequest {
  lines: { lineId: string; quantity: string }[];
  delivery: boolean;
  restock: boolean;
  note: string;
}

/** Refunds lines and/or the delivery of an order without a return; resolves to what is left to refund. */
export const refundOrder = (orderId: string, body: OrderRefundRequest, token: string) =>
  apiSend<Refundable>('POST', `/admin/orders/${segment(orderId)}/refunds`, body, { token });
