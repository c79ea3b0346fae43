import { describe, expect, it } from 'vitest';
import { allowedPayments, deliveryMethodsFor, effectiveChoice, hasGiftCards, isGiftCardOnly, paymentChoices, zoneFor } from './rules';
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

describe('delivery zones', () => {
  const zoned = {
    ...options,
    zones: [
      { code: 'ua', countries: ['UA'], methods: ['nova-poshta-branch', 'courier', 'pickup'] as const },
      { code: 'eu', countries: ['DE', 'PL'], methods: ['international'] as const },
      { code: 'world', countries: [], methods: ['international'] as const },
    ].map((zone) => ({ ...zone, methods: [...zone.methods] })),
  };

  it("offers only what the country's zone offers, the zone of every other country for the rest", () => {
    const codes = (country: string) => deliveryMethodsFor(zoned, [fabric], country).map((method) => method.code);
    expect(codes('UA')).toEqual(['nova-poshta-branch', 'courier', 'pickup']);
    expect(codes('de')).toEqual(['international']);
    expect(codes('JP')).toEqual(['international']);
    expect(zoneFor(zoned.zones, 'PL')?.code).toBe('eu');
    expect(deliveryMethodsFor(zoned, [card], 'DE').map((method) => method.code)).toEqual(['email']);
  });

  it('leaves out a method the quote says cannot carry the parcel', () => {
    const offers = [{ code: 'nova-poshta-branch' as const, price: '2.20', freeFrom: '100.00', fields: [] }];
    expect(deliveryMethodsFor(zoned, [fabric], 'UA', offers).map((method) => method.code)).toEqual(['nova-poshta-branch']);
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
