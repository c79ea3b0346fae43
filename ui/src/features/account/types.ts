/**
 * The account API's shapes (issue 10: the accounts API contract), named like the server's schemas.
 * Money travels as decimal strings with a currency code; dates as ISO 8601 strings; ids as strings.
 */
import type { Order } from '@/components/order-types';
import type { Amount } from '@/features/currency';
import type { Language } from '@/lib/language';

export type { Order, OrderEvent, OrderLine, OrderUserInfo } from '@/components/order-types';

export const ORDER_STATUSES = ['Accepted', 'Sent', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['Paid', 'Not paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const RETURN_REASONS = ['wrong-item', 'faulty', 'not-as-described', 'changed-mind', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_STATUSES = ['Requested', 'Approved', 'Received', 'Refunded', 'Rejected'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const REWARD_REASONS = ['order', 'redeemed', 'welcome'] as const;
export type RewardReason = (typeof REWARD_REASONS)[number];

export const TRANSACTION_KINDS = ['payment', 'refund'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

export const PAYMENT_METHODS = ['cash-on-delivery', 'bank-transfer', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const RECURRING_INTERVALS = ['month', 'year'] as const;
export type RecurringInterval = (typeof RECURRING_INTERVALS)[number];

export const RECURRING_STATUSES = ['active', 'paused', 'cancelled'] as const;
export type RecurringStatus = (typeof RECURRING_STATUSES)[number];

/** True when `value` is one of `options`: narrows a server string to a known code. */
export function isOneOf<T extends string>(options: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (options as readonly string[]).includes(value);
}

export interface User {
  _id: string;
  email: string;
  status: string;
  firstName: string;
  lastName: string;
  phone: string;
  newsletter: boolean;
  language: string;
  createdAt: string;
  /** A new address waiting for the confirmation mailed to it. */
  pendingEmail: string | null;
}

/** PUT /api/users/{id}: only the fields sent change. */
export interface UserUpdate {
  email?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  newsletter?: boolean;
  password?: string;
  /** Needed for one's own new password or e-mail address. */
  currentPassword?: string;
}

export interface Address {
  _id: string;
  firstName: string;
  lastName: string;
  company: string;
  line1: string;
  line2: string;
  city: string;
  postcode: string;
  region: string;
  country: string;
  phone: string;
  isDefault: boolean;
}

export type AddressInput = Omit<Address, '_id'>;

export interface Overview {
  user: User;
  orders: number;
  lastOrder: Order | null;
  rewardPoints: number;
  defaultAddress: Address | null;
  wishlist: number;
  openReturns: number;
}

export interface Return {
  _id: string;
  createdAt: string;
  orderId: string;
  orderNumber: string;
  lineId: string;
  productName: string;
  /** The product's name in each language when it was ordered; absent from older answers. */
  productNames?: Partial<Record<Language, string>>;
  sku: string;
  quantity: string;
  reason: string;
  comment: string;
  status: string;
  /** What staff said approving or refusing it ("" until then). */
  staffReason?: string;
}

export interface ReturnRequest {
  lineId: string;
  /** A decimal string on the line's step grid ("0.5"). */
  quantity: string;
  reason: ReturnReason;
  comment?: string;
}

export interface RewardEntry {
  _id: string;
  createdAt: string;
  points: number;
  reason: string;
  orderNumber: string | null;
}

export interface RewardPoints {
  balance: number;
  entries: RewardEntry[];
}

export interface Transaction {
  _id: string;
  createdAt: string;
  kind: string;
  orderNumber: string;
  amount: Amount;
  currency: string;
}

export interface PaymentProfile {
  billingName: string;
  company: string;
  taxId: string;
  line1: string;
  city: string;
  postcode: string;
  country: string;
  preferredMethod: PaymentMethod | null;
}

export interface Affiliate {
  code: string;
  link: string;
  signups: number;
  orders: number;
  revenue: Amount;
  currency: string;
}

export interface RecurringPayment {
  _id: string;
  createdAt: string;
  description: string;
  amount: Amount;
  currency: string;
  interval: string;
  nextPaymentAt: string | null;
  status: string;
}
