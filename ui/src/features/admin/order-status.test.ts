import { describe, expect, it } from 'vitest';
import { allowedTransitions, needsConfirmation, parseOrderFilter } from './order-status';

describe('order status transitions', () => {
  it('offers only the moves the server allows', () => {
    expect(allowedTransitions('Accepted')).toEqual(['Sent', 'Cancelled']);
    expect(allowedTransitions('Sent')).toEqual(['Delivered', 'Cancelled']);
    expect(allowedTransitions('Delivered')).toEqual([]);
    expect(allowedTransitions('Cancelled')).toEqual([]);
    expect(allowedTransitions('Lost in the post')).toEqual([]);
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
