import { useCurrency } from '@/features/currency';
import { useStore } from '../../lib/persistent-store';
import * as rules from './cart';
import type { Cart, CartItem } from './cart';
import { cartStore } from './saved-cart';

export { cartStore };

type LineKey = Pick<CartItem, 'productName' | 'sku'>;

export const cartActions = {
  add: (item: CartItem) => cartStore.set((cart) => rules.addItem(cart, item)),
  increment: (key: LineKey) => cartStore.set((cart) => rules.increment(cart, key)),
  decrement: (key: LineKey) => cartStore.set((cart) => rules.decrement(cart, key)),
  setQuantity: (key: LineKey, quantity: number) => cartStore.set((cart) => rules.setQuantity(cart, key, quantity)),
  remove: (key: LineKey) => cartStore.set((cart) => rules.removeItem(cart, key)),
  /** Remove-all: empties the cart and deletes the stored basketProducts key. */
  clear: () => cartStore.clear(),
};

/** The cart, its badge count (distinct lines) and its total in the shown currency (minor units). */
export function useCart(): { items: Cart; count: number; total: bigint } {
  const items = useStore(cartStore);
  const { lineTotal } = useCurrency();
  return { items, count: rules.itemCount(items), total: rules.cartTotal(items, lineTotal) };
}
