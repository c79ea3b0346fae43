/**
 * What checkout offers for a cart, as the server enforces it (issue 11): gift cards alone go by e-mail and
 * everything else needs one of the other delivery methods; cash on delivery is neither for international parcels
 * nor for orders with gift cards; a card takes only the currencies its method lists.
 */
import type {
  CheckoutItem,
  CheckoutOptions,
  DeliveryMethod,
  DeliveryMethodCode,
  DeliveryOffer,
  DeliveryZone,
  PaymentMethod,
  PaymentMethodCode,
} from './types';

type Line = Pick<CheckoutItem, 'giftCard'>;

export const hasGiftCards = (items: readonly Line[]): boolean => items.some((item) => item.giftCard);

/** Only gift cards: nothing to post, the cards go by e-mail. */
export const isGiftCardOnly = (items: readonly Line[]): boolean => items.length > 0 && items.every((item) => item.giftCard);

/** The shop's home country: where a shopper who chose none is delivered, as the server assumes too. */
export const HOME_COUNTRY = 'UA';

/** The zone a country's parcels go by: the one naming it, else the zone of every other country (the server's rule). */
export function zoneFor(zones: readonly DeliveryZone[], country: string): DeliveryZone | undefined {
  const code = country.toUpperCase();
  return zones.find((zone) => zone.countries.includes(code)) ?? zones.find((zone) => zone.countries.length === 0);
}

/**
 * The delivery methods this cart may use to `country`, in the server's order: those its zone offers (and, once a
 * quote has priced the parcel, those that carry its weight); gift cards alone go by e-mail only.
 */
export function deliveryMethodsFor(
  options: Pick<CheckoutOptions, 'deliveryMethods' | 'zones'>,
  items: readonly Line[],
  country: string = HOME_COUNTRY,
  offers?: readonly DeliveryOffer[],
): DeliveryMethod[] {
  const byEmail = isGiftCardOnly(items);
  const zone = options.zones ? zoneFor(options.zones, country || HOME_COUNTRY) : undefined;
  return options.deliveryMethods.filter((method) => {
    if ((method.code === 'email') !== byEmail) return false;
    if (byEmail) return true;
    if (options.zones && !zone?.methods.includes(method.code)) return false;
    return !offers || offers.some((offer) => offer.code === method.code);
  });
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
