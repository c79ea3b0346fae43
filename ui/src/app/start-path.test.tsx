import { afterEach, describe, expect, it } from 'vitest';
import { cartStore } from '@/features/cart/saved-cart';
import type { CartItem } from '@/features/cart/cart';
import { startPath } from './router';

const fabric: CartItem = { productName: 'Lycra', sku: 'CH-1', quantity: 1.5, price: '2.85', minimum: 0.1 };

afterEach(() => cartStore.clear());

describe('startPath', () => {
  it('starts the checkout of an empty cart on the cart', () => {
    expect(startPath('/cart/checkout')).toBe('/cart');
    expect(startPath('/cart/checkout/')).toBe('/cart');
  });

  it('keeps the checkout of a cart with lines, and every other page', () => {
    cartStore.set([fabric]);
    expect(startPath('/cart/checkout')).toBe('/cart/checkout');
    cartStore.clear();
    for (const path of ['/', '/cart', '/cart/checkout/checkout-success', '/fabrics/lycra', '/products/CH-1']) {
      expect(startPath(path)).toBe(path);
    }
  });
});
