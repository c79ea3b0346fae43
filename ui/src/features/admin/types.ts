/**
 * What the admin screens read, named like the server's schemas (shop/queries/schemas.py, shop/orders/schemas.py,
 * shop/admin/schemas.py). Amounts are decimal strings: an order's in its own currency, the statistics' in GBP.
 */
import type { Amount } from '@/features/currency/money';

export type { Order, OrderEvent, OrderLine } from '@/components/order-types';

export const QUERY_STATUSES = ['Unprocessed', 'Processed'] as const;
export type QueryStatus = (typeof QUERY_STATUSES)[number];

/** QuerySchema: one call-back request. */
export interface CallbackQuery {
  _id: string;
  createdAt: string;
  name: string;
  phone: string;
  query: string;
  status: string;
}

/** QueryResultSchema: the answer to a status change or a delete. */
export interface QueryResult {
  data: CallbackQuery;
  message: string;
}

/** The spec's server messages (section 8) that mean the change was made. */
export const QUERY_DELETED_MESSAGE = 'Запит успішно видалено!';
export const QUERY_STATUS_CHANGED_MESSAGE = 'Статус успішно змінено!';

/** Delivery statuses, in the order an order lives through them. */
export const ORDER_STATUSES = ['Accepted', 'Sent', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['Paid', 'Not paid'] as const;

/** The orders list's filters (SPEC section 2): a delivery status, or Paid for isPaid. */
export const ORDER_FILTERS = ['Accepted', 'Sent', 'Delivered', 'Paid'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

/** Where a gift card's e-mail (the only place its code exists) has got to. */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** GiftCardSpendingSchema: what a card paid in one order (GBP). */
export interface GiftCardSpending {
  orderId: string | null;
  number: string | null;
  amount: Amount;
}

/** IssuedGiftCardSchema (GET /api/admin/orders/{id}/gift-cards): a card the order issued; amounts in GBP. */
export interface IssuedGiftCard {
  _id: string;
  last4: string;
  recipientName: string;
  recipientEmail: string;
  currency: string;
  initialAmount: Amount;
  balance: Amount;
  /** What it paid, net of what came back from cancelled orders. */
  spent: Amount;
  spentIn: GiftCardSpending[];
  createdAt: string;
  expiresAt: string | null;
  /** It pays nothing any more: its order's payment went, the order was cancelled, or it was sent again. */
  voided: boolean;
  voidedAt: string | null;
  /** The last four characters of the card sent in its place. */
  replacedBy: string | null;
  mailStatus: string;
  canSendAgain: boolean;
}

export interface ListPage<T> {
  items: T[];
  /** X-Total-Count: how many match the filter in all. */
  total: number;
}

export interface StatisticsDay {
  /** YYYY-MM-DD. */
  date: string;
  orders: number;
  revenue: Amount;
}

export interface AuditEntry {
  _id: string;
  at: string;
  /** Staff e-mail; empty: the shop itself. */
  actor: string;
  action: string;
  entity: string;
  entityId: string;
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** StatisticsSchema (GET /api/statistics/): the last 30 days and the shop's state now; money in GBP. */
export interface Statistics {
  currency: string;
  days: StatisticsDay[];
  totals: { orders: number; revenue: Amount; averageOrder: Amount; customers: number };
  ordersByStatus: Record<string, number>;
  topProducts: { sku: string; name: string; quantity: string; revenue: Amount }[];
  newCustomers: { count: number; latest: { email: string; createdAt: string }[] };
  openQueries: { count: number; latest: { _id: string; name: string; phone: string; createdAt: string }[] };
  lowStock: { _id: string; sku: string; name: string; stock: string; unit: string }[];
  audit: AuditEntry[];
}

export const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);
