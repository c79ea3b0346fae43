/**
 * The admin area's calls (SPEC section 7; the issue 13 contract), each with the staff bearer token. JSON goes
 * through lib/api-client; the orders list also reads the X-Total-Count header, which apiGet does not expose.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { ApiError, apiGet, apiGetBlob, apiSend, buildUrl, type ApiFile, type QueryParams } from '@/lib/api-client';
import { htmlLang, toLanguage } from '@/lib/language';
import { useAdminAccess } from './access';
import { PAGE_SIZE } from './pager';
import {
  QUERY_DELETED_MESSAGE,
  QUERY_STATUS_CHANGED_MESSAGE,
  type CallbackQuery,
  type IssuedGiftCard,
  type ListPage,
  type Order,
  type OrderFilter,
  type OrderStatus,
  type QueryResult,
  type QueryStatus,
  type Statistics,
} from './types';

const segment = encodeURIComponent;

export const adminKeys = {
  all: ['admin'] as const,
  queries: () => [...adminKeys.all, 'queries'] as const,
  queryList: (search: string) => [...adminKeys.queries(), search] as const,
  orders: () => [...adminKeys.all, 'orders'] as const,
  orderList: (filter: OrderFilter | null, page: number, search = '') =>
    [...adminKeys.orders(), 'list', filter, page, search] as const,
  order: (id: string) => [...adminKeys.orders(), 'one', id] as const,
  orderGiftCards: (id: string) => [...adminKeys.orders(), 'gift-cards', id] as const,
  statistics: () => [...adminKeys.all, 'statistics'] as const,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** GET of a paged admin list: the page's items and X-Total-Count (errors as lib/api-client reports them). */
export async function getList<T>(path: string, params: QueryParams, token: string, signal?: AbortSignal): Promise<ListPage<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}` };
  const language = i18next.resolvedLanguage ?? i18next.language;
  if (language) headers['Accept-Language'] = htmlLang(toLanguage(language));
  let response: Response;
  try {
    response = await fetch(buildUrl(path, params), { headers, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }
  const body = await readJson(response);
  if (response.status < 200 || response.status > 299) {
    const message = isRecord(body) && typeof body.message === 'string' && body.message ? body.message : `HTTP ${response.status}`;
    throw new ApiError(response.status, message, isRecord(body) && isRecord(body.errors) ? body.errors : undefined, body);
  }
  const items = Array.isArray(body) ? (body as T[]) : [];
  const total = Number(response.headers.get('X-Total-Count'));
  return { items, total: Number.isInteger(total) && total >= 0 ? total : items.length };
}

// ------------------------------------------------------------------ call-back queries

/** Every call-back query, or those `search` finds by name or phone (the server searches; the page pages them). */
export function useCallbackQueries(search = '') {
  const { token } = useAdminAccess();
  return useQuery({
    queryKey: adminKeys.queryList(search),
    queryFn: ({ signal }) => apiGet<CallbackQuery[]>('/queries', search ? { q: search } : undefined, { token, signal }),
    placeholderData: keepPreviousData,
  });
}

/** True when the answer is the server's success message (the spec's client requires it, beside a 2xx). */
export function answered(result: unknown, message: string): result is QueryResult {
  return isRecord(result) && result.message === message;
}

export const nextQueryStatus = (status: string): QueryStatus => (status === 'Processed' ? 'Unprocessed' : 'Processed');

/** Sets the other status (sent explicitly, so a double click cannot toggle twice); resolves to the changed query. */
export async function toggleQueryStatus(query: CallbackQuery, token: string): Promise<CallbackQuery> {
  const result = await apiSend<unknown>('PUT', `/queries/updateStatus/${segment(query._id)}`, { status: nextQueryStatus(query.status) }, { token });
  if (!answered(result, QUERY_STATUS_CHANGED_MESSAGE)) throw new Error('The status change was not confirmed');
  return result.data;
}

export async function deleteQuery(id: string, token: string): Promise<void> {
  const result = await apiSend<unknown>('DELETE', `/queries/${segment(id)}`, undefined, { token });
  if (!answered(result, QUERY_DELETED_MESSAGE)) throw new Error('The deletion was not confirmed');
}

// ------------------------------------------------------------------ orders

/** A page of orders with a status (or Paid) and those `search` finds by number, name, e-mail or phone. */
export function useOrders(filter: OrderFilter | null, page: number, search = '') {
  const { token } = useAdminAccess();
  return useQuery({
    queryKey: adminKeys.orderList(filter, page, search),
    queryFn: ({ signal }) =>
      getList<Order>('/orders', { status: filter, q: search || undefined, page, limit: PAGE_SIZE }, token, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: string) {
  const { token } = useAdminAccess();
  return useQuery({
    queryKey: adminKeys.order(id),
    queryFn: ({ signal }) => apiGet<Order>(`/orders/${segment(id)}`, undefined, { token, signal }),
  });
}

export const changeOrderStatus = (id: string, status: OrderStatus, token: string, trackingNumber?: string) =>
  apiSend<Order>(
    'PUT',
    `/orders/${segment(id)}/status`,
    status === 'Sent' && trackingNumber?.trim() ? { status, trackingNumber: trackingNumber.trim() } : { status },
    { token },
  );

export const setOrderPaid = (id: string, isPaid: boolean, token: string) =>
  apiSend<Order>('PUT', `/orders/${segment(id)}/payment`, { isPaid }, { token });

export const fetchInvoice = (id: string, token: string): Promise<ApiFile> =>
  apiGetBlob(`/orders/${segment(id)}/invoice`, undefined, { token });

/** The gift cards an order issued, replacements included. */
export function useOrderGiftCards(id: string) {
  const { token } = useAdminAccess();
  return useQuery({
    queryKey: adminKeys.orderGiftCards(id),
    queryFn: ({ signal }) => apiGet<IssuedGiftCard[]>(`/admin/orders/${segment(id)}/gift-cards`, undefined, { token, signal }),
  });
}

/** Voids the card and mails what was left on it under a new code; resolves to the order's cards as they are now. */
export const resendGiftCard = (orderId: string, cardId: string, token: string) =>
  apiSend<IssuedGiftCard[]>('POST', `/admin/orders/${segment(orderId)}/gift-cards/${segment(cardId)}/resend`, undefined, { token });

// ------------------------------------------------------------------ statistics

export function useStatistics() {
  const { token } = useAdminAccess();
  return useQuery({
    queryKey: adminKeys.statistics(),
    // The trailing slash is the spec's path.
    queryFn: ({ signal }) => apiGet<Statistics>('/statistics/', undefined, { token, signal }),
  });
}
