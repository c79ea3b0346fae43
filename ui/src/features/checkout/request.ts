/**
 * The bodies checkout sends. Lines carry what the shopper chose (sku, quantity, gift-card recipient) and the
 * cart's GBP price only so the server can say it changed: the server prices everything itself. The one figure
 * from this side is `expectedTotal`, the quote's own total the shopper reviewed. An order attempt keeps its
 * Idempotency-Key while its body stays the same, so a retry or a second click never makes a second order.
 */
import { roundQuantity } from '@/components/quantity';
import type { CheckoutForm } from './validation';
import type {
  CheckoutItem,
  Delivery,
  DeliveryField,
  DeliveryMethodCode,
  OrderRequest,
  PaymentMethodCode,
  QuoteRequest,
  RequestLine,
} from './types';

/** A quantity as the decimal string the API reads: 1.3 -> "1.3". */
export const quantityText = (quantity: number): string => String(roundQuantity(quantity));

/** A gift-card code as typed, without spaces and in capitals. */
export const normaliseCode = (code: string): string => code.replace(/\s+/g, '').toUpperCase();

export function requestLines(items: readonly CheckoutItem[]): RequestLine[] {
  return items.map((item) => ({
    sku: item.sku,
    quantity: quantityText(item.quantity),
    price: item.price,
    ...(item.giftCard ? { giftCard: { ...item.giftCard } } : {}),
  }));
}

export interface QuoteInput {
  items: readonly CheckoutItem[];
  currency: string;
  /** The delivery method in force: its price depends on the method, the country and the parcel's weight only. */
  deliveryMethod: DeliveryMethodCode | null;
  /** Where the parcel goes (ISO code; "" for the shop's home country): its zone prices it. */
  country?: string;
  giftCardCode: string;
  /** A promotion code as typed ('' when none), and the contact e-mail so far (for its per-customer limit). */
  promotionCode?: string;
  contactEmail?: string;
}

export function quoteRequest({ items, currency, deliveryMethod, country, giftCardCode, promotionCode, contactEmail }: QuoteInput): QuoteRequest {
  const code = normaliseCode(giftCardCode);
  const promotion = normaliseCode(promotionCode ?? '');
  const email = contactEmail?.trim().toLowerCase();
  const where = country?.trim().toUpperCase();
  return {
    currency,
    lines: requestLines(items),
    ...(deliveryMethod ? { delivery: { method: deliveryMethod, ...(where ? { country: where } : {}) } } : {}),
    ...(code ? { giftCardCode: code } : {}),
    ...(promotion ? { promotionCode: promotion, ...(email && email.includes('@') ? { contactEmail: email } : {}) } : {}),
  };
}

/** The method, only the fields it asks for, trimmed, and the country it goes to (a code in capitals). */
export function deliveryOf(form: CheckoutForm, method: DeliveryMethodCode, fields: readonly DeliveryField[]): Delivery {
  const delivery: Delivery = { method };
  const country = form.delivery.country.trim();
  if (country && method !== 'pickup' && method !== 'email') delivery.country = country.toUpperCase();
  for (const field of fields) {
    const value = form.delivery[field].trim();
    if (field === 'country') delivery.country = value.toUpperCase();
    else if (value) delivery[field] = value;
  }
  return delivery;
}

export interface OrderInput {
  form: CheckoutForm;
  items: readonly CheckoutItem[];
  currency: string;
  language: string;
  delivery: { code: DeliveryMethodCode; fields: readonly DeliveryField[] };
  /** Null when nothing is left to pay: the server then asks for no method. */
  paymentMethod: PaymentMethodCode | null;
  /** Only a code the quote accepted. */
  giftCardCode: string;
  /** Only a promotion code the quote applied. */
  promotionCode?: string;
  /** The quote's total. */
  expectedTotal: string;
}

export function orderRequest(input: OrderInput): OrderRequest {
  const { form, items, currency, language, delivery, paymentMethod, expectedTotal } = input;
  const code = normaliseCode(input.giftCardCode);
  const promotion = normaliseCode(input.promotionCode ?? '');
  const comment = form.comment.trim();
  return {
    currency,
    language,
    contact: {
      firstName: form.contact.firstName.trim(),
      lastName: form.contact.lastName.trim(),
      email: form.contact.email.trim(),
      phone: form.contact.phone.trim(),
    },
    delivery: deliveryOf(form, delivery.code, delivery.fields),
    ...(paymentMethod ? { paymentMethod } : {}),
    ...(code ? { giftCardCode: code } : {}),
    ...(promotion ? { promotionCode: promotion } : {}),
    ...(comment ? { comment } : {}),
    lines: requestLines(items),
    expectedTotal,
  };
}

/** One placement attempt: the body as sent and its Idempotency-Key. */
export interface OrderAttempt {
  body: string;
  key: string;
}

/** The same body keeps the previous attempt's key; any change to it makes a new key. */
export function attemptFor(previous: OrderAttempt | null, request: OrderRequest, newKey: () => string): OrderAttempt {
  const body = JSON.stringify(request);
  return previous && previous.body === body ? previous : { body, key: newKey() };
}

/** A fresh Idempotency-Key (8-64 characters of [A-Za-z0-9_-]). */
export const newIdempotencyKey = (): string => crypto.randomUUID();
