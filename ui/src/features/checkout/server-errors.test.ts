import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { conflictOf, serverErrors } from './server-errors';

describe('serverErrors', () => {
  it('puts nested field errors beside the fields of the page', () => {
    const error = new ApiError(400, 'Check the form.', {
      contact: { email: ['Not a valid email address.'], phone: ['Too short.', 'Invalid.'] },
      delivery: { method: ['Unknown method.'], branch: ['1 to 5 digits.'] },
      paymentMethod: ['Not allowed.'],
      giftCardCode: ['Expired.'],
    });
    expect(serverErrors(error)).toEqual({
      fields: {
        email: 'Not a valid email address.',
        phone: 'Too short.',
        deliveryMethod: 'Unknown method.',
        branch: '1 to 5 digits.',
        paymentMethod: 'Not allowed.',
        giftCardCode: 'Expired.',
      },
      other: [],
    });
  });

  it("reads flask-smorest's json wrapper, and keeps what names no field for the form's message", () => {
    const error = new ApiError(400, 'Unprocessable.', { json: { lines: { 0: { quantity: ['Not on the step grid.'] } } } });
    expect(serverErrors(error)).toEqual({ fields: {}, other: ['Not on the step grid.'] });
    const flat = new ApiError(400, 'Bad.', { lines: ['The cart is empty.'] });
    expect(serverErrors(flat)).toEqual({ fields: {}, other: ['The cart is empty.'] });
    expect(serverErrors(new Error('x'))).toEqual({ fields: {}, other: [] });
  });
});

describe('conflictOf', () => {
  it('reads the lines of a short-stock answer', () => {
    const error = new ApiError(409, 'Some items are not available in the quantity you asked for.', {
      lines: [{ sku: 'FAB-001', productName: 'Lycra', requested: '2.0', available: '1.5' }],
    });
    expect(conflictOf(error)).toEqual({
      message: 'Some items are not available in the quantity you asked for.',
      lines: [{ sku: 'FAB-001', productName: 'Lycra', requested: '2.0', available: '1.5', price: undefined }],
      total: null,
      giftCardCode: null,
      promotionCode: null,
    });
  });

  it('reads new prices, the new total and a gift-card complaint; other failures are no conflict', () => {
    const prices = new ApiError(409, 'Prices have changed.', { lines: [{ sku: 'A', productName: 'A', price: '3.10' }], total: '42.10' });
    expect(conflictOf(prices)).toMatchObject({ lines: [{ sku: 'A', price: '3.10' }], total: '42.10' });
    const card = new ApiError(409, 'The gift card is spent.', { giftCardCode: ['No balance left.'] });
    expect(conflictOf(card)).toMatchObject({ giftCardCode: 'No balance left.', lines: [] });
    const code = new ApiError(409, 'This promotion code has ended.', { promotionCode: ['This promotion code has ended.'] });
    expect(conflictOf(code)).toMatchObject({ promotionCode: 'This promotion code has ended.', giftCardCode: null });
    expect(conflictOf(new ApiError(400, 'Bad.'))).toBeNull();
  });
});
