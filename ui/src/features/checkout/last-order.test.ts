// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { LAST_ORDER_TTL_MS, recallOrder, rememberOrder } from './last-order';
import { placedOrder } from '../../../test/checkout';

afterEach(() => window.sessionStorage.clear());

describe('last order', () => {
  it('keeps the placed order for this tab and gives it back while fresh', () => {
    expect(recallOrder(null)).toBeNull();
    expect(rememberOrder(placedOrder(), 1_000)).toBe(true);
    expect(window.localStorage.getItem('lastOrder')).toBeNull();
    expect(recallOrder(null, 2_000)?.number).toBe('DF-000117');
    expect(recallOrder(null, 1_000 + LAST_ORDER_TTL_MS + 1)).toBeNull();
  });

  it("gives it back for the bank's return link only when the number matches", () => {
    rememberOrder(placedOrder(), 1_000);
    expect(recallOrder('DF-000117', 2_000)?._id).toBe('117');
    expect(recallOrder('DF-000999', 2_000)).toBeNull();
  });

  it('ignores what is not an order', () => {
    window.sessionStorage.setItem('lastOrder', JSON.stringify({ savedAt: 1, order: { number: 'DF-1' } }));
    expect(recallOrder(null, 2)).toBeNull();
    window.sessionStorage.setItem('lastOrder', '{broken');
    expect(recallOrder(null, 2)).toBeNull();
  });
});
