/** Staff's returns and refunds as the API sends them (shop/admin/returns/schemas.py); amounts are decimal strings in
 * the order's own currency, quantities decimal strings. */
import type { Amount } from '@/features/currency/money';

export const RETURN_STATUSES = ['Requested', 'Approved', 'Received', 'Refunded', 'Rejected'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const RETURN_RULES = ['any', 'faulty-only', 'none'] as const;
export type ReturnRule = (typeof RETURN_RULES)[number];
export const MAX_REASON = 500;

/** RefundSchema: money given back on an order. */
export interface Refund {
  _id: string;
  number: string;
  createdAt: string;
  currency: string;
  amount: Amount;
  delivery: Amount;
  lines: { lineId: string; quantity: string; amount: Amount }[];
  method: 'liqpay' | 'manual';
  restocked: boolean;
  providerStatus: string | null;
  returnId: string | null;
  by: string | null;
}

/** LineLeftSchema: an order line with what of it can still be refunded. */
export interface LineLeft {
  lineId: string;
  productName: string;
  sku: string;
  quantity: string;
  minimum: string;
  price: Amount;
  lineTotal: Amount;
  refunded: string;
  left: string;
}

/** RefundableSchema: an order's refunds and what of it is left to refund. */
export interface Refundable {
  orderId: string;
  orderNumber: string;
  currency: string;
  paymentMethod: string;
  isPaid: boolean;
  totalPrice: Amount;
  deliveryPrice: Amount;
  deliveryLeft: Amount;
  moneyLeft: Amount;
  lines: LineLeft[];
  refunds: Refund[];
}

/** AdminReturnSchema: a return as the list shows it. */
export interface ReturnRow {
  _id: string;
  createdAt: string;
  status: string;
  reason: string;
  comment: string;
  staffReason: string;
  decidedAt: string | null;
  quantity: string;
  amount: Amount;
  lineId: string;
  productName: string;
  sku: string;
  minimum: string;
  orderId: string;
  orderNumber: string;
  currency: string;
  paymentMethod: string;
  customerName: string;
  customerEmail: string;
}

/** AdminReturnDetailSchema: one return with its order's refunds. */
export interface ReturnDetail extends ReturnRow {
  refund: Refund | null;
  order: Refundable;
}

/** ReturnRuleSchema: a category's rule, its own (null: as its parent) and the one that holds. */
export interface RuleRow {
  _id: string;
  parentId: string | null;
  level: number;
  slug: string;
  name: string;
  rule: ReturnRule | null;
  effective: ReturnRule;
}
