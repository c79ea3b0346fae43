// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import type { CartItem } from './cart';
import { cartActions, cartStore } from './store';

const fabric: CartItem = { productName: 'Lycra', sku: 'CH-1', quantity: 1.5, price: '2.85', minimum: 0.1 };

afterEach(() => cartStore.clear());

describe('cart store', () => {
  it('persists the cart under basketProducts', () => {
    cartActions.add(fabric);
    cartActions.increment(fabric);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.basketProducts) ?? '[]')).toEqual([{ ...fabric, quantity: 1.6 }]);
  });

  it('remove-all empties the cart and deletes the stored key', () => {
    cartActions.add(fabric);
    cartActions.clear();
    expect(cartStore.get()).toEqual([]);
    expect(window.localStorage.getItem('basketProducts')).toBeNull();
  });
});
