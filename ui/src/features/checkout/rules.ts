/**
 * What checkout offers for a cart, as the server enforces it (issue 11): gift cards alone go by e-mail and
 * everything else needs one of the other delivery methods; cash on delivery is neither for international parcels
 * nor for orders with gift cards; a card takes only the currencies its method lists.
 */
import type { CheckoutItem, CheckoutOptions, DeliveryMethod, DeliveryMethodCode, PaymentMethod, PaymentMethodCode } from './types';

type Line = Pick<CheckoutItem, 'giftCard'>;

export const hasGiftCards = (items: readonly Line[]): boolean => items.some((item) => item.giftCard);

/** Only gift cards: nothing to post, the cards go by e-mail. */
export const isGiftCardOnly = (items: readonly Line[]): boolean => items.length > 0 && items.every((item) => item.giftCard);

/** The delivery methods this cart may use, in the server's order. */
export function deliveryMethodsFor(options: Pick<CheckoutOptions, 'deliveryMethods'>, items: readonly Line[]): DeliveryMethod[] {
  const byEmail = isGiftCardOnly(items);
  return options.deliveryMethods.filter((method) => (method.code === 'email') === byEmail);
}

/** Why a payment method cannot be chosen now, or null when it can. */
export type PaymentBlock = 'currency' | 'international' | 'giftCards';

export interface PaymentChoice {
  method: PaymentMethod;
  blocked: PaymentBlock | null;
}

export interface PaymentContext {
  currency: string;
  delivery: DeliveryMethodCode | null;
  giftCards: boolean;
}

export function paymentBlock(method: PaymentMethod, context: PaymentContext): PaymentBlock | null {
  if (method.currencies && !method.currencies.includes(context.currency)) return 'currency';
  if (method.code === 'cash-on-delivery') {
    if (context.delivery === 'international') return 'international';
    if (context.giftCards) return 'giftCards';
  }
  return null;
}

/** Every payment method the server lists, each with the reason it is unavailable for this order, if any. */
export function paymentChoices(options: Pick<CheckoutOptions, 'paymentMethods'>, context: PaymentContext): PaymentChoice[] {
  return options.paymentMethods.map((method) => ({ method, blocked: paymentBlock(method, context) }));
}

/** The shopper's choice while it is allowed, otherwise the first that is (null when none is). */
export function effectiveChoice<T extends string>(chosen: T | '', allowed: readonly T[]): T | null {
  if (chosen && allowed.includes(chosen)) return chosen;
  return allowed[0] ?? null;
}

export const allowedPayments = (choices: readonly PaymentChoice[]): PaymentMethodCode[] =>
  choices.filter((choice) => choice.blocked === null).map((choice) => choice.method.code);
