/**
 * An order's delivery status moves Accepted -> Sent -> Delivered, or to Cancelled from Accepted or Sent
 * (shop/orders/models.py DeliveryStatus.TRANSITIONS); the server refuses anything else with a 409.
 */
import { isOneOf, ORDER_FILTERS, ORDER_STATUSES, type OrderFilter, type OrderStatus } from './types';

const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  Accepted: ['Sent', 'Cancelled'],
  Sent: ['Delivered', 'Cancelled'],
  Delivered: [],
  Cancelled: [],
};

/** The statuses an order in `status` may move to; none for a status this UI does not know. */
export function allowedTransitions(status: string): readonly OrderStatus[] {
  return isOneOf(ORDER_STATUSES, status) ? TRANSITIONS[status] : [];
}

/** The spec's delivery status options, in order (SPEC section 3); cancelling is an action of its own. */
export const DELIVERY_OPTIONS = ['Accepted', 'Sent', 'Delivered'] as const satisfies readonly OrderStatus[];

/** Whether staff may pick `option` for an order in `status`: an allowed move, or its own status while it may still move. */
export function isChoosable(status: string, option: OrderStatus): boolean {
  const next = allowedTransitions(status);
  return next.includes(option) || (option === status && next.length > 0);
}

/** Cancelling gives the stock and gift-card money back and cannot be undone: it asks first. */
export const needsConfirmation = (target: OrderStatus): boolean => target === 'Cancelled';

/** The orders filter from the URL's ?status=; null (all orders) for anything else. */
export const parseOrderFilter = (value: string | null): OrderFilter | null =>
  isOneOf(ORDER_FILTERS, value) ? value : null;
