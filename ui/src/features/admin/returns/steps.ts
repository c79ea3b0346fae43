/** What staff may do with a return in each status, and what a refund of it comes to: pure functions over the API's
 * values, the server's rules said again only to offer the right buttons (the server decides). */
import { lineTotal, toMinor, fromMinor, type Amount } from '@/features/currency/money';
import type { Refundable, ReturnDetail, ReturnStatus } from './types';

export type ReturnStep = 'approve' | 'reject' | 'receive' | 'refund';

const STEPS: Record<ReturnStatus, ReturnStep[]> = {
  Requested: ['approve', 'reject'],
  Approved: ['receive', 'refund'],
  Received: ['refund'],
  Refunded: [],
  Rejected: [],
};

export function stepsFor(status: string): ReturnStep[] {
  return status in STEPS ? STEPS[status as ReturnStatus] : [];
}

/** The refund of the return's quantity, with the delivery when asked: the order's frozen prices, exact in minor
 * units (what the server will compute; it answers the real figure). */
export function refundPreview(item: ReturnDetail, withDelivery: boolean): Amount {
  const line = item.order.lines.find((candidate) => candidate.lineId === item.lineId);
  const goods = line ? toMinor(lineTotal(line.price, Number(item.quantity), Number(line.minimum))) : toMinor(item.amount);
  return fromMinor(goods + (withDelivery ? toMinor(item.order.deliveryLeft) : 0n));
}

/** Whether the delivery can still be refunded on this order. */
export const deliveryLeft = (order: Refundable): boolean => toMinor(order.deliveryLeft) > 0n;

/** A quantity staff typed for a line of an order refund: a number on the line's step (0.1 m for fabric, 1 else),
 * above 0 and no more than is left; null when it is not one. */
export function refundQuantity(typed: string, minimum: string, left: string): number | null {
  const value = Number(typed.trim().replace(',', '.'));
  if (!typed.trim() || !Number.isFinite(value) || value <= 0) return null;
  const tenths = Math.round(value * 10);
  if (Math.abs(value * 10 - tenths) > 1e-9) return null;
  if (Number(minimum) >= 1 && tenths % 10 !== 0) return null;
  return tenths <= Math.round(Number(left) * 10) ? tenths / 10 : null;
}

/** What an order refund of the chosen quantities (line id -> quantity) and the delivery comes to, exact. */
export function orderRefundPreview(order: Refundable, chosen: Record<string, number>, withDelivery: boolean): Amount {
  let total = withDelivery ? toMinor(order.deliveryLeft) : 0n;
  for (const line of order.lines) {
    const quantity = chosen[line.lineId];
    if (quantity) total += toMinor(lineTotal(line.price, quantity, Number(line.minimum)));
  }
  return fromMinor(total);
}
