import { describe, expect, it } from 'vitest';
import { allowedPayments, deliveryMethodsFor, effectiveChoice, hasGiftCards, isGiftCardOnly, paymentChoices } from './rules';
import { CHECKOUT_OPTIONS as options } from '../../../test/checkout';

const fabric = { giftCard: undefined };
const card = { giftCard: { recipientName: 'Anna', recipientEmail: 'anna@example.com', message: '' } };

describe('delivery methods', () => {
  it('offers e-mail delivery only, and only, to a cart of gift cards', () => {
    expect(deliveryMethodsFor(options, [card, card]).map((method) => method.code)).toEqual(['email']);
    expect(deliveryMethodsFor(options, [fabric, card]).map((method) => method.code)).toEqual([
      'nova-poshta-branch',
      'nova-poshta-locker',
      'courier',
      'international',
      'pickup',
    ]);
    expect(isGiftCardOnly([])).toBe(false);
    expect(hasGiftCards([fabric, card])).toBe(true);
  });
});

describe('payment methods', () => {
  const codes = (currency: string, delivery: 'international' | 'courier', giftCards: boolean) =>
    paymentChoices(options, { currency, delivery, giftCards }).map(({ method, blocked }) => [method.code, blocked]);

  it('takes a card only in the currencies it lists', () => {
    expect(codes('GBP', 'courier', false)).toEqual([
      ['cash-on-delivery', null],
      ['bank-transfer', null],
      ['card', 'currency'],
    ]);
    expect(codes('EUR', 'courier', false)).toContainEqual(['card', null]);
  });

  it('refuses cash on delivery for international parcels and for gift cards', () => {
    expect(codes('UAH', 'international', false)[0]).toEqual(['cash-on-delivery', 'international']);
    expect(codes('UAH', 'courier', true)[0]).toEqual(['cash-on-delivery', 'giftCards']);
    expect(allowedPayments(paymentChoices(options, { currency: 'GBP', delivery: 'international', giftCards: false }))).toEqual([
      'bank-transfer',
    ]);
  });
});

describe('effectiveChoice', () => {
  it("keeps the shopper's choice while it is allowed, else the first allowed one", () => {
    expect(effectiveChoice('card', ['bank-transfer', 'card'])).toBe('card');
    expect(effectiveChoice('card', ['bank-transfer'])).toBe('bank-transfer');
    expect(effectiveChoice('', ['courier', 'pickup'])).toBe('courier');
    expect(effectiveChoice('', [])).toBeNull();
  });
});
