import { describe, expect, it } from 'vitest';
import type { Product } from '@/components/product-types';
import { giftCardLine, MESSAGE_MAX, validateGiftCard } from './gift-card';

const card = {
  _id: '401',
  product_id: 'GIFT-050',
  product_name_en: 'Gift Card £50',
  product_name_ua: 'Подарункова картка £50',
  product_name_pl: null,
  product_name_ru: null,
  product_name_de: null,
  price: 50,
  discount: 0,
  final_price: 50,
  minimum: 1,
  unit: 'card',
  images: '/media/products/gift-cards/gift-card-50.svg',
} as unknown as Product;

describe('gift card form', () => {
  it('needs an amount, a name and a valid email; the message is optional but limited', () => {
    expect(validateGiftCard({ recipientName: ' ', recipientEmail: 'x', message: '' }, false)).toEqual({
      amount: 'required',
      recipientName: 'required',
      recipientEmail: 'email',
    });
    expect(validateGiftCard({ recipientName: 'Anna', recipientEmail: 'anna@example.com', message: '' }, true)).toEqual({});
    expect(validateGiftCard({ recipientName: 'Anna', recipientEmail: 'anna@example.com', message: 'x'.repeat(MESSAGE_MAX + 1) }, true)).toEqual({
      message: 'tooLong',
    });
  });

  it('becomes one cart line per recipient, priced from the catalogue', () => {
    const line = giftCardLine(card, { recipientName: ' Anna ', recipientEmail: 'Anna@Example.com ', message: 'Happy birthday!' });
    expect(line).toMatchObject({
      productName: 'Gift Card £50 — anna@example.com',
      sku: 'GIFT-050',
      quantity: 1,
      price: 50,
      minimum: 1,
      names: { en: 'Gift Card £50', ua: 'Подарункова картка £50' },
      giftCard: { recipientName: 'Anna', recipientEmail: 'anna@example.com', message: 'Happy birthday!' },
    });
  });
});
