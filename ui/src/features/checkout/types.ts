/**
 * The checkout API's shapes (issue 11: the checkout API contract), named like the server's fields.
 * Amounts are decimal strings ("12.50"); quantities decimal strings ("1.3"); checkout-options prices are in GBP,
 * every quote and order amount is already in the order's currency.
 */
import type { DeliveryField, GiftCardDetails, Order } from '@/components/order-types';
import type { Amount } from '@/features/currency';

export {
  DELIVERY_FIELDS,
  type DeliveryField,
  type GiftCardDetails,
  type Order,
  type OrderEvent,
  type OrderLine,
  type OrderUserInfo,
} from '@/components/order-types';

export const DELIVERY_METHODS = [
  'nova-poshta-branch',
  'nova-poshta-locker',
  'courier',
  'ukrposhta',
  'international',
  'pickup',
  'email',
] as const;
export type DeliveryMethodCode = (typeof DELIVERY_METHODS)[number];

export const PAYMENT_METHODS = ['cash-on-delivery', 'bank-transfer', 'card'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHODS)[number];

export interface DeliveryMethod {
  code: DeliveryMethodCode;
  /** GBP. */
  price: Amount;
  /** GBP: delivery is free from this subtotal; null = never free. */
  freeFrom: Amount | null;
  /** What it costs in each currency (staff's round price there, else the GBP one converted): what the order pays. */
  prices?: Partial<Record<string, { price: Amount; freeFrom: Amount | null }>>;
  /** ISO-2 codes it delivers to; empty = any (international: any but UA). */
  countries: string[];
  fields: DeliveryField[];
}

/** A delivery zone: the countries it holds (empty: every country no other zone names) and the methods it offers. */
export interface DeliveryZone {
  code: string;
  countries: string[];
  methods: DeliveryMethodCode[];
}

/** A method the address's zone offers this parcel, priced by its weight in the quote's currency. */
export interface DeliveryOffer {
  code: DeliveryMethodCode;
  price: Amount;
  freeFrom: Amount | null;
  fields: DeliveryField[];
}

export interface PaymentMethod {
  code: PaymentMethodCode;
  /** The order currencies it takes; null = any. */
  currencies: string[] | null;
}

export interface BankDetails {
  recipient: string;
  iban: string;
  bankName: string;
  /** "" when the shop gives none. */
  bic?: string;
  recipientCode?: string;
}

/** The shop's pickup point, in the language the options were asked in. */
export interface PickupPoint {
  address: string;
  hours: { days: string; times: string; closed: boolean }[];
  hoursNote: string;
  note: string;
}

export interface CheckoutOptions {
  deliveryMethods: DeliveryMethod[];
  /** Which methods each country gets (absent from an older answer: every method everywhere). */
  zones?: DeliveryZone[];
  paymentMethods: PaymentMethod[];
  /** The pickup point and its hours on one line. */
  pickupAddress: string;
  pickup: PickupPoint;
  bank: BankDetails;
}

/** One cart line as sent: the price is the cart's (GBP), only for the server to say it changed; never charged. */
export interface RequestLine {
  sku: string;
  quantity: string;
  price?: Amount;
  giftCard?: GiftCardDetails;
}

export type Delivery = { method: DeliveryMethodCode } & Partial<Record<DeliveryField, string>>;

export interface QuoteRequest {
  currency: string;
  lines: RequestLine[];
  delivery?: Delivery;
  giftCardCode?: string;
  promotionCode?: string;
  /** The contact e-mail typed so far: a code it already used says so in the review. */
  contactEmail?: string;
}

export interface Contact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface OrderRequest {
  currency: string;
  language?: string;
  contact: Contact;
  delivery: Delivery;
  /** Left out when a gift card covers the whole total. */
  paymentMethod?: PaymentMethodCode;
  giftCardCode?: string;
  promotionCode?: string;
  comment?: string;
  lines: RequestLine[];
  /** The reviewed total (the quote's): a different server total answers 409. */
  expectedTotal?: Amount;
}

export type LineProblem = 'unavailable' | 'short' | 'price-changed';

export interface QuoteLine {
  sku: string;
  productName: string;
  quantity: string;
  /** null when the product no longer exists. */
  minimum: string | null;
  unit: string | null;
  /** The unit price in the order currency (per 0.1 for minimum 0.1). */
  price: Amount;
  discount: number;
  lineTotal: Amount;
  /** The stock (null when the product no longer exists). */
  available: string | null;
  problem: LineProblem | null;
  giftCard: GiftCardDetails | null;
}

export interface QuoteGiftCard {
  last4: string;
  /** In the order currency, before this order. */
  balance: Amount;
  applied: Amount;
}

/** The promotion code the quote applied, and the rule it follows in the interface's language. */
export interface QuotePromotion {
  code: string;
  /** In the order currency; "0.00" for free delivery. */
  discount: Amount;
  freeDelivery: boolean;
  rules: string[];
}

export interface Quote {
  /** Where the parcel goes, its zone and weight (packaging included), and what that zone offers it. */
  country?: string;
  zone?: string | null;
  parcelGrams?: number;
  deliveryOptions?: DeliveryOffer[];
  currency: string;
  factor: string;
  lines: QuoteLine[];
  subtotal: Amount;
  deliveryPrice: Amount;
  giftCardAmount: Amount;
  total: Amount;
  giftCard: QuoteGiftCard | null;
  /** An unknown or spent gift-card code: the rest of the quote still answers. */
  giftCardError?: string | null;
  /** What the code takes off the total, before the gift card pays. */
  promotionDiscount?: Amount;
  promotion?: QuotePromotion | null;
  /** An unknown, ended or used-up code, or a minimum not reached: the rest of the quote still answers. */
  promotionError?: string | null;
  problems: QuoteLine[];
}

export type PaymentStatus = 'awaiting' | 'paid' | 'on-delivery';

export interface Payment {
  /** 'gift-card': the gift card paid the whole order. */
  method: PaymentMethodCode | 'gift-card';
  status: PaymentStatus;
  amount: Amount;
  currency: string;
  bank: (BankDetails & { reference: string }) | null;
  /** Card: POST these fields to the url (LiqPay's hosted page). */
  redirect: { url: string; fields: Record<string, string> } | null;
}

/** POST /api/orders' 201 answer: the order and how it is paid. */
export interface PlacedOrder extends Order {
  payment: Payment;
}

/** The signed-in shopper, as the app passes it in (features/account's session). */
export interface CheckoutSession {
  _id: string;
  email: string;
  token: string;
}

/** GET /api/users/me: the fields checkout prefills. */
export interface Profile {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** GET /api/users/me/addresses: one address-book entry. */
export interface SavedAddress {
  _id: string;
  firstName: string;
  lastName: string;
  line1: string;
  line2: string;
  city: string;
  postcode: string;
  region: string;
  country: string;
  phone: string;
  isDefault: boolean;
}

/** A cart line as the app hands it to checkout (the cart feature's CartItem). */
export type { CartLineInput as CheckoutItem } from '@/components/product-actions';
