/** Cart rules of SPEC section 4, as pure functions over an immutable list of lines. */
import { capFor, clampQuantity, roundQuantity, stepFor } from '@/components/quantity';
import { fromMinor, lineTotalMinor, toMinor, type OwnPrices } from '@/features/currency/money';

import type { Cart, CartItem } from './saved-cart';

// The cart's shape and the stored cart's reader live with the store, which the header loads without these rules
// (saved-cart.ts).
export { parseCart } from './saved-cart';
export type { Cart, CartItem } from './saved-cart';

const stockCap = (line: Pick<CartItem, 'minimum' | 'maxQuantity'>): number => capFor(stepFor(line.minimum), line.maxQuantity);

const sameLine = (a: Pick<CartItem, 'productName' | 'sku'>, b: Pick<CartItem, 'productName' | 'sku'>): boolean =>
  a.productName === b.productName && a.sku === b.sku;

/** Same productName and sku adds to the quantity; otherwise the item becomes a new line. */
export function addItem(cart: Cart, item: CartItem): Cart {
  const quantity = roundQuantity(Math.max(item.quantity, stepFor(item.minimum)));
  const existing = cart.find((line) => sameLine(line, item));
  if (!existing) return [...cart, { ...item, quantity: Math.min(quantity, stockCap(item)) }];
  return cart.map((line) => {
    if (!sameLine(line, item)) return line;
    // The latest known stock and price win; the quantity never exceeds the stock.
    const merged = { ...line, price: item.price, prices: item.prices, maxQuantity: item.maxQuantity ?? line.maxQuantity };
    return { ...merged, quantity: Math.min(roundQuantity(line.quantity + quantity), stockCap(merged)) };
  });
}

/** Adds one step (0.1 or 1); not beyond the stock. */
export function increment(cart: Cart, key: Pick<CartItem, 'productName' | 'sku'>): Cart {
  return cart.map((line) =>
    sameLine(line, key)
      ? { ...line, quantity: Math.min(roundQuantity(line.quantity + stepFor(line.minimum)), Math.max(line.quantity, stockCap(line))) }
      : line,
  );
}

/** Subtracts one step but never goes below one step. */
export function decrement(cart: Cart, key: Pick<CartItem, 'productName' | 'sku'>): Cart {
  return cart.map((line) => {
    if (!sameLine(line, key)) return line;
    const step = stepFor(line.minimum);
    return { ...line, quantity: roundQuantity(Math.max(step, line.quantity - step)) };
  });
}

/** Sets a typed quantity, snapped to the step grid, at least one step and within the stock. */
export function setQuantity(cart: Cart, key: Pick<CartItem, 'productName' | 'sku'>, quantity: number): Cart {
  return cart.map((line) =>
    sameLine(line, key) ? { ...line, quantity: clampQuantity(quantity, stepFor(line.minimum), line.maxQuantity) } : line,
  );
}

/** Deletes the line matching productName and sku. */
export function removeItem(cart: Cart, key: Pick<CartItem, 'productName' | 'sku'>): Cart {
  return cart.filter((line) => !sameLine(line, key));
}

/** The badge: number of distinct lines. */
export const itemCount = (cart: Cart): number => cart.length;

/** One line's total in GBP: quantity x price, the quantity counted x10 for 0.1-minimum items (exact). */
export const lineTotal = (item: CartItem): string => fromMinor(lineTotalMinor(toMinor(item.price), item.quantity, item.minimum));

/**
 * The cart total in the shown currency: each line converted and totalled by `lineTotalIn` (the currency
 * context's lineTotal), then added, exactly as the server totals an order.
 */
export const cartTotal = (
  cart: Cart,
  lineTotalIn: (unit: string, quantity: number, minimum: number, own?: OwnPrices | null) => bigint,
): bigint => cart.reduce((sum, item) => sum + lineTotalIn(item.price, item.quantity, item.minimum, item.prices), 0n);
