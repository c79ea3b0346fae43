/**
 * The order checkout just placed, kept in sessionStorage (this tab only) for the success page: the shopper may
 * reload it, or come back to it from the bank's payment page (`?order=DF-…`). After a day it is stale.
 */
import { getJson, setJson, STORAGE_KEYS } from '@/lib/storage';
import type { PlacedOrder } from './types';

export const LAST_ORDER_TTL_MS = 24 * 60 * 60 * 1000;

interface StoredOrder {
  savedAt: number;
  order: PlacedOrder;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Enough of an order to show it: number, currency, totals, lines and payment. */
export function isPlacedOrder(value: unknown): value is PlacedOrder {
  if (!isRecord(value)) return false;
  const strings = ['_id', 'number', 'currency', 'subtotal', 'deliveryPrice', 'giftCardAmount', 'totalPrice'];
  return (
    strings.every((key) => typeof value[key] === 'string') &&
    Array.isArray(value.basketItems) &&
    isRecord(value.payment) &&
    typeof value.payment.method === 'string' &&
    typeof value.payment.status === 'string'
  );
}

const isStoredOrder = (value: unknown): value is StoredOrder =>
  isRecord(value) && typeof value.savedAt === 'number' && isPlacedOrder(value.order);

export function rememberOrder(order: PlacedOrder, now: number = Date.now()): boolean {
  return setJson(STORAGE_KEYS.lastOrder, { savedAt: now, order } satisfies StoredOrder, 'session');
}

/**
 * The stored order if it is fresh and, when the URL names one (`?order=`), the one it names; otherwise null.
 */
export function recallOrder(number: string | null, now: number = Date.now()): PlacedOrder | null {
  const stored = getJson<StoredOrder | null>(STORAGE_KEYS.lastOrder, null, isStoredOrder, 'session');
  if (!stored || now - stored.savedAt > LAST_ORDER_TTL_MS || stored.savedAt > now) return null;
  if (number !== null && number !== stored.order.number) return null;
  return stored.order;
}
