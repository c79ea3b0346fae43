import { describe, expect, it } from 'vitest';
import { orderRefundPreview, refundPreview, refundQuantity, stepsFor } from './steps';
import type { Refundable, ReturnDetail } from './types';

const item = {
  _id: '1',
  lineId: '7',
  quantity: '0.5',
  amount: '336.30',
  order: {
    deliveryLeft: '140.13',
    lines: [{ lineId: '7', price: '67.26', minimum: '0.1', quantity: '2', lineTotal: '1345.20' }],
  },
} as unknown as ReturnDetail;

describe('return steps', () => {
  it('offers each status its next steps', () => {
    expect(stepsFor('Requested')).toEqual(['approve', 'reject']);
    expect(stepsFor('Approved')).toEqual(['receive', 'refund']);
    expect(stepsFor('Received')).toEqual(['refund']);
    expect(stepsFor('Refunded')).toEqual([]);
    expect(stepsFor('Unknown')).toEqual([]);
  });

  it('previews the refund exactly at the order’s prices, with the delivery when asked', () => {
    // 0.5 m at 67.26 per 10 cm: 5 x 67.26.
    expect(refundPreview(item, false)).toBe('336.30');
    expect(refundPreview(item, true)).toBe('476.43');
  });
});

describe('order refunds', () => {
  const order = {
    deliveryLeft: '3.50',
    lines: [
      { lineId: '1', price: '1.20', minimum: '0.1', quantity: '2', left: '1.5' },
      { lineId: '2', price: '6.49', minimum: '1', quantity: '3', left: '3' },
    ],
  } as unknown as Refundable;

  it('takes a quantity on the line’s step and within what is left', () => {
    expect(refundQuantity('0.5', '0.1', '1.5')).toBe(0.5);
    expect(refundQuantity('1,5', '0.1', '1.5')).toBe(1.5);
    expect(refundQuantity('1.6', '0.1', '1.5')).toBeNull();
    expect(refundQuantity('0.15', '0.1', '1.5')).toBeNull();
    expect(refundQuantity('1.5', '1', '3')).toBeNull();
    expect(refundQuantity('0', '1', '3')).toBeNull();
    expect(refundQuantity('', '1', '3')).toBeNull();
  });

  it('adds the chosen lines and the delivery exactly', () => {
    // 0.5 m at £1.20 per 10 cm is £6.00; 2 x £6.49 is £12.98.
    expect(orderRefundPreview(order, { '1': 0.5, '2': 2 }, false)).toBe('18.98');
    expect(orderRefundPreview(order, { '1': 0.5 }, true)).toBe('9.50');
    expect(orderRefundPreview(order, {}, false)).toBe('0.00');
  });
});
