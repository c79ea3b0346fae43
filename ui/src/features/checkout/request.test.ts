import { describe, expect, it } from 'vitest';
import { attemptFor, deliveryOf, normaliseCode, orderRequest, quantityText, quoteRequest } from './request';
import type { CheckoutItem } from './types';
import type { CheckoutForm } from './validation';

const items: CheckoutItem[] = [
  { productName: 'Lycra Royal Blue', sku: 'FAB-001', quantity: 1.3, price: '2.50', minimum: 0.1, names: { en: 'Lycra', ua: 'Лайкра' }, maxQuantity: 20 },
  {
    productName: 'Gift Card £50 — anna@example.com',
    sku: 'GIFT-050',
    quantity: 1,
    price: '50.00',
    minimum: 1,
    giftCard: { recipientName: 'Anna', recipientEmail: 'anna@example.com', message: 'Enjoy!' },
  },
];
const form: CheckoutForm = {
  contact: { firstName: ' Olena ', lastName: 'Koval', email: ' olena@example.com', phone: '+380501234567 ' },
  delivery: { country: 'de', city: ' Kyiv ', branch: '12', address: 'Shevchenka 1', postcode: '' },
  comment: '  Please call first  ',
};

describe('quantityText', () => {
  it('writes quantities as the decimal strings the API reads', () => {
    expect(quantityText(1.3)).toBe('1.3');
    expect(quantityText(0.1 + 0.2)).toBe('0.3');
    expect(quantityText(2)).toBe('2');
  });
});

describe('quoteRequest', () => {
  it('sends the lines, the currency, the delivery method alone and the gift-card code', () => {
    expect(quoteRequest({ items, currency: 'EUR', deliveryMethod: 'courier', giftCardCode: ' abcd-efgh jklm ' })).toEqual({
      currency: 'EUR',
      lines: [
        { sku: 'FAB-001', quantity: '1.3', price: '2.50' },
        { sku: 'GIFT-050', quantity: '1', price: '50.00', giftCard: { recipientName: 'Anna', recipientEmail: 'anna@example.com', message: 'Enjoy!' } },
      ],
      delivery: { method: 'courier' },
      giftCardCode: 'ABCD-EFGHJKLM',
    });
    expect(quoteRequest({ items, currency: 'GBP', deliveryMethod: null, giftCardCode: '' })).not.toHaveProperty('delivery');
  });

  it('says where the parcel goes, for its zone and weight band', () => {
    expect(quoteRequest({ items, currency: 'EUR', deliveryMethod: 'international', country: 'de', giftCardCode: '' }).delivery).toEqual({
      method: 'international',
      country: 'DE',
    });
    expect(quoteRequest({ items, currency: 'UAH', deliveryMethod: 'ukrposhta', country: '', giftCardCode: '' }).delivery).toEqual({
      method: 'ukrposhta',
    });
  });
});

describe('deliveryOf', () => {
  it('keeps only the fields of the chosen method, trimmed', () => {
    expect(deliveryOf(form, 'nova-poshta-branch', ['city', 'branch'])).toEqual({
      method: 'nova-poshta-branch',
      country: 'DE',
      city: 'Kyiv',
      branch: '12',
    });
    expect(deliveryOf(form, 'international', ['country', 'city', 'address', 'postcode'])).toEqual({
      method: 'international',
      country: 'DE',
      city: 'Kyiv',
      address: 'Shevchenka 1',
    });
    expect(deliveryOf(form, 'pickup', [])).toEqual({ method: 'pickup' });
  });
});

describe('promotion codes', () => {
  it('sends a promotion code as the server keeps it, with the contact e-mail typed so far for its per-customer limit', () => {
    const request = quoteRequest({ items, currency: 'UAH', deliveryMethod: null, giftCardCode: '', promotionCode: ' spring 10 ', contactEmail: ' Olena@Example.com ' });
    expect(request).toMatchObject({ promotionCode: 'SPRING10', contactEmail: 'olena@example.com' });
    const noCode = quoteRequest({ items, currency: 'UAH', deliveryMethod: null, giftCardCode: '', contactEmail: 'olena@example.com' });
    expect(Object.keys(noCode)).not.toContain('promotionCode');
    expect(Object.keys(noCode)).not.toContain('contactEmail');
    const unfinished = quoteRequest({ items, currency: 'UAH', deliveryMethod: null, giftCardCode: '', promotionCode: 'x', contactEmail: 'olena' });
    expect(Object.keys(unfinished)).not.toContain('contactEmail');
  });

  it('places the order with the code the review applied only', () => {
    const placed = orderRequest({
      form,
      items,
      currency: 'UAH',
      language: 'ua',
      delivery: { code: 'nova-poshta-branch', fields: ['city', 'branch'] },
      paymentMethod: 'bank-transfer',
      giftCardCode: '',
      promotionCode: 'spring10',
      expectedTotal: '504.45',
    });
    expect(placed.promotionCode).toBe('SPRING10');
  });
});

describe('orderRequest', () => {
  const request = orderRequest({
    form,
    items,
    currency: 'EUR',
    language: 'ua',
    delivery: { code: 'nova-poshta-branch', fields: ['city', 'branch'] },
    paymentMethod: 'bank-transfer',
    giftCardCode: '',
    expectedTotal: '41.30',
  });

  it('sends what the shopper chose and the total they reviewed, never a total of its own', () => {
    expect(request).toEqual({
      currency: 'EUR',
      language: 'ua',
      contact: { firstName: 'Olena', lastName: 'Koval', email: 'olena@example.com', phone: '+380501234567' },
      delivery: { method: 'nova-poshta-branch', country: 'DE', city: 'Kyiv', branch: '12' },
      paymentMethod: 'bank-transfer',
      comment: 'Please call first',
      lines: quoteRequest({ items, currency: 'EUR', deliveryMethod: null, giftCardCode: '' }).lines,
      expectedTotal: '41.30',
    });
    expect(Object.keys(request)).not.toContain('giftCardCode');
    expect(Object.keys(request)).not.toContain('promotionCode');
  });

  it('keeps the Idempotency-Key while the body stays the same, and makes a new one when it changes', () => {
    let made = 0;
    const newKey = () => `key-${++made}`;
    const first = attemptFor(null, request, newKey);
    expect(first.key).toBe('key-1');
    expect(attemptFor(first, { ...request }, newKey)).toBe(first);
    const changed = attemptFor(first, { ...request, expectedTotal: '42.10' }, newKey);
    expect(changed.key).toBe('key-2');
    expect(JSON.parse(changed.body)).toMatchObject({ expectedTotal: '42.10' });
  });
});

describe('normaliseCode', () => {
  it('drops spaces and uses capitals', () => {
    expect(normaliseCode(' abcd efgh-jklm ')).toBe('ABCDEFGH-JKLM');
  });
});
