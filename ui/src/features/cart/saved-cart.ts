/**
 * The cart as the browser keeps it (localStorage basketProducts): the one store every part shares, read
 * defensively, and the header's badge count. The cart's rules (cart.ts) and actions (store.ts) are not needed to
 * show the badge, so they stay out of the first load.
 */
import type { CartLineInput } from '@/components/product-actions';
import { readOwnPrices, readStoredAmount } from '@/features/currency/money';
import { createPersistentStore, useStore } from '@/lib/persistent-store';
import { STORAGE_KEYS } from '@/lib/storage';

/** A line: product, quantity on its step grid, and the unit price the server gave (GBP decimal string). */
export type CartItem = CartLineInput;
export type Cart = readonly CartItem[];

/** Reads a stored cart defensively: malformed lines are dropped, lines from older versions brought up to date. */
export function parseCart(raw: unknown): CartItem[] {
  if (!Array.isArray(raw)) return [];
  const lines: CartItem[] = [];
  for (const entry of raw) {
    if (typeof entry !== 'object' || entry === null) continue;
    const line = entry as CartItem;
    const price = readStoredAmount((entry as { price?: unknown }).price);
    if (
      typeof line.productName === 'string' &&
      typeof line.sku === 'string' &&
      Number.isFinite(line.quantity) &&
      Number.isFinite(line.minimum) &&
      line.quantity > 0 &&
      price !== null
    ) {
      const own = readOwnPrices((entry as { prices?: unknown }).prices);
      lines.push(own ? { ...line, price, prices: own } : { ...line, price, prices: undefined });
    }
  }
  return lines;
}

export const cartStore = createPersistentStore<Cart>(STORAGE_KEYS.basketProducts, parseCart, []);

/** The badge: number of distinct lines. */
export const useCartCount = (): number => useStore(cartStore).length;
