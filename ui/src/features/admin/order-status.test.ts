import { describe, expect, it } from 'vitest';
import { allowedTransitions, DELIVERY_OPTIONS, isChoosable, needsConfirmation, parseOrderFilter } from './order-status';

describe('order status transitions', () => {
  it('offers only the moves the server allows', () => {
    expect(allowedTransitions('Accepted')).toEqual(['Sent', 'Cancelled']);
    expect(allowedTransitions('Sent')).toEqual(['Delivered', 'Cancelled']);
    expect(allowedTransitions('Delivered')).toEqual([]);
    expect(allowedTransitions('Cancelled')).toEqual([]);
    expect(allowedTransitions('Lost in the post')).toEqual([]);
  });

  it('lets staff pick the next step or keep the current one, while the order may still move', () => {
    const choosable = (status: string) => DELIVERY_OPTIONS.filter((option) => isChoosable(status, option));
    expect(choosable('Accepted')).toEqual(['Accepted', 'Sent']);
    expect(choosable('Sent')).toEqual(['Sent', 'Delivered']);
    expect(choosable('Delivered')).toEqual([]);
    expect(choosable('Cancelled')).toEqual([]);
    expect(choosable('Lost in the post')).toEqual([]);
  });

  it('asks before cancelling only', () => {
    expect(needsConfirmation('Cancelled')).toBe(true);
    expect(needsConfirmation('Sent')).toBe(false);
    expect(needsConfirmation('Delivered')).toBe(false);
  });

  it("reads the list's filter from the URL", () => {
    expect(parseOrderFilter('Paid')).toBe('Paid');
    expect(parseOrderFilter('Sent')).toBe('Sent');
    expect(parseOrderFilter('paid')).toBeNull();
    expect(parseOrderFilter('Cancelled')).toBeNull();
    expect(parseOrderFilter(null)).toBeNull();
  });
});
