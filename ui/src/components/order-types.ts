/**
 * An order as the API sends it, named like the server's schemas (shop/orders/schemas.py OrderSchema): the one
 * order type family of the UI, shown by checkout (the order just placed) and by the account (order history).
 * Every amount is a decimal string in the order's own currency; quantities are decimal strings ("1.3"); dates
 * ISO 8601 strings; ids strings.
 */
import type { Amount } from '@/features/currency/money';
import type { Language } from '@/lib/language';

/** The delivery details a method may ask for, and the keys of an order's `delivery`. */
export const DELIVERY_FIELDS = ['country', 'city', 'branch', 'address', 'postcode'] as const;
export type DeliveryField = (typeof DELIVERY_FIELDS)[number];

/** Who a gift card is for, on its cart line and on its order line. */
export interface GiftCardDetails {
  recipientName: string;
  recipientEmail: string;
  message: string;
}

/** OrderLineSchema: a basket item as bought. */
export interface OrderLine {
  _id: string;
  /** null when the product no longer exists. */
  productId: string | null;
  productName: string;
  /** The product's name in each language it had when ordered ({en, ua, ...}); absent from older answers. */
  productNames?: Partial<Record<Language, string>>;
  sku: string;
  /** Decimal strings ("1.5"): fabric is sold by 0.1 m. */
  quantity: string;
  minimum: string;
  /** The unit price after discount (per 0.1 unit for fractional goods). */
  price: Amount;
  /** Percent. */
  discount: number;
  lineTotal: Amount;
  /** Delivered, and not all of it asked back yet. */
  returnable: boolean;
  returnedQuantity: string;
  /** Its category's return rule: any; faulty-only (only faulty or not as ordered: cut fabric); none. */
  returnRule?: string;
  giftCard: GiftCardDetails | null;
}

/** UserInfoSchema: contact and delivery details as entered at checkout ("" when not given). */
export interface OrderUserInfo {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  postcode: string;
  country: string;
}

/** OrderEventSchema: one change of delivery status or payment. */
export interface OrderEvent {
  at: string;
  /** return: a return moved on (to: its status); refund: money went back (to: the amount). */
  kind: 'status' | 'payment' | 'return' | 'refund';
  from: string | null;
  to: string;
  /** Staff e-mail; null: the shop. */
  by: string | null;
  note: string;
}

/** OrderSchema: an order as its owner (or staff) sees it. */
export interface Order {
  _id: string;
  number: string;
  createdAt: string;
  /** Delivery status: Accepted, Sent, Delivered or Cancelled. */
  status: string;
  isPaid: boolean;
  paymentStatus: string;
  paymentMethod: string;
  /** ISO 4217 code of every amount. */
  currency: string;
  subtotal: Amount;
  deliveryPrice: Amount;
  giftCardAmount: Amount;
  /** The promotion code the order used (null: none) and what it took off, before the gift card paid. */
  promotionCode?: string | null;
  promotionDiscount?: Amount;
  totalPrice: Amount;
  deliveryMethod: string;
  delivery: Partial<Record<DeliveryField, string>>;
  /** The language of its e-mails. */
  language: string;
  comment: string;
  /** The carrier's number for the parcel; empty until it is sent. */
  trackingNumber?: string;
  /** The carrier's page following the parcel, in the order's language (null: no number, or no such page). */
  trackingUrl?: string | null;
  /** For staff: the change they may still take back before its e-mails leave (null: none). */
  undo?: { change: 'Sent' | 'Paid'; until: string } | null;
  userInfo: OrderUserInfo;
  basketItems: OrderLine[];
  history: OrderEvent[];
  /** Money given back on the order, oldest first; absent from older answers. */
  refunds?: OrderRefund[];
}

/** OrderRefundSchema: money given back on an order, as its owner sees it. */
export interface OrderRefund {
  _id: string;
  number: string;
  createdAt: string;
  amount: Amount;
  delivery: Amount;
  /** liqpay: to the card; manual: by the shop. */
  method: string;
  lines: { lineId: string; quantity: string; amount: Amount }[];
}

/** A line's name as the shopper reads it in `language`: as the product was named then, else its stored name. */
export function lineName(line: Pick<OrderLine, 'productName' | 'productNames'>, language: Language): string {
  return line.productNames?.[language]?.trim() || line.productName;
}
