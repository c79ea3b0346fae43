import { describe, expect, it } from 'vitest';
import {
  addItem,
  cartTotal,
  decrement,
  increment,
  itemCount,
  lineTotal,
  parseCart,
  removeItem,
  setQuantity,
  type CartItem,
} from './cart';
import { convertMinor, lineTotalMinor, toMinor, type OwnPrices } from '@/features/currency/money';

/** The cart shown in GBP: each line's unit price as it is. */
const inGbp = (unit: string, quantity: number, minimum: number) => lineTotalMinor(toMinor(unit), quantity, minimum);

const fabric: CartItem = { productName: 'Chrisanne Lycra Royal Blue', sku: 'CH-LY-1', quantity: 1.5, price: '2.85', minimum: 0.1 };
const crystals: CartItem = { productName: 'Hotfix SS16 Crystal', sku: 'CR-16', quantity: 2, price: '4.99', minimum: 1 };

describe('cart rules', () => {
  it('adds to the quantity of a line with the same productName and sku', () => {
    const cart = addItem(addItem([], fabric), { ...fabric, quantity: 0.3 });
    expect(cart).toHaveLength(1);
    expect(cart[0]?.quantity).toBe(1.8);
  });

  it('appends a new line when productName or sku differ', () => {
    const cart = addItem(addItem(addItem([], fabric), crystals), { ...fabric, sku: 'CH-LY-2' });
    expect(itemCount(cart)).toBe(3);
  });

  it('increments by 0.1 for fractional items and 1 otherwise, rounded to 2 decimals', () => {
    let cart = addItem(addItem([], { ...fabric, quantity: 0.7 }), crystals);
    cart = increment(cart, fabric);
    cart = increment(cart, crystals);
    expect(cart[0]?.quantity).toBe(0.8); // not 0.7999999999999999
    expect(cart[1]?.quantity).toBe(3);
  });

  it('decrements by one step but never below one step', () => {
    let cart = addItem(addItem([], { ...fabric, quantity: 0.2 }), { ...crystals, quantity: 1 });
    cart = decrement(decrement(decrement(cart, fabric), fabric), crystals);
    expect(cart[0]?.quantity).toBe(0.1);
    expect(cart[1]?.quantity).toBe(1);
  });

  it('snaps a typed quantity to the step grid', () => {
    const cart = setQuantity(addItem([], fabric), fabric, 2.34);
    expect(cart[0]?.quantity).toBe(2.3);
    expect(setQuantity(cart, fabric, 0)[0]?.quantity).toBe(0.1);
  });

  it('removes the line matching productName and sku only', () => {
    const cart = removeItem(addItem(addItem([], fabric), crystals), fabric);
    expect(cart.map((line) => line.sku)).toEqual(['CR-16']);
  });

  it('totals quantity x price, x10 for 0.1-minimum items, to 2 decimals', () => {
    const cart = addItem(addItem([], fabric), crystals);
    expect(lineTotal(cart[0]!)).toBe('42.75'); // 1.5 m = 15 x 10 cm x 2.85
    expect(lineTotal(cart[1]!)).toBe('9.98');
    expect(cartTotal(cart, inGbp)).toBe(5273n);
    // A line with its own amount in the shown currency counts it, not its price converted.
    const inUah = (unit: string, quantity: number, minimum: number, own?: OwnPrices | null) =>
      lineTotalMinor(own?.UAH ? toMinor(own.UAH) : convertMinor(toMinor(unit), '56.05'), quantity, minimum);
    expect(cartTotal([{ ...crystals, quantity: 2, prices: { UAH: '1500.00' } }], inUah)).toBe(300000n);
  });

  it('drops malformed stored lines', () => {
    expect(parseCart([fabric, { sku: 1 }, null, 'x', { ...fabric, price: 'free' }])).toEqual([fabric]);
    expect(parseCart('nonsense')).toEqual([]);
    // A gift card's own amounts are kept; unknown currencies and malformed amounts are not.
    const card = { ...crystals, sku: 'GIFT-025', prices: { UAH: '1500', XYZ: '1', EUR: 'lots' } };
    expect(parseCart([card])[0]?.prices).toEqual({ UAH: '1500.00' });
  });

  it('keeps a cart stored by an older version, whose prices were numbers', () => {
    const legacy = { ...fabric, price: 2.675 };
    expect(parseCart([legacy])).toEqual([{ ...fabric, price: '2.68' }]);
  });

  it('counts distinct lines for the badge', () => {
    const cart = addItem(addItem(addItem([], fabric), crystals), { ...crystals, quantity: 3 });
    expect(itemCount(cart)).toBe(2);
    expect(cart[1]?.quantity).toBe(5);
  });

  it('totals fractional lines exactly: 1.5 m at 2.85 per 10 cm is 42.75, 0.3 m at 0.1 is 0.3', () => {
    expect(lineTotal({ ...fabric, quantity: 0.3, price: '0.10' })).toBe('0.30');
    expect(cartTotal([{ ...fabric, quantity: 1.1, price: '3.33' }, { ...crystals, quantity: 3, price: '0.10' }], inGbp)).toBe(3693n);
    expect(cartTotal([], inGbp)).toBe(0n);
  });
});

describe('stock limits', () => {
  const limited: CartItem = { ...fabric, quantity: 1, maxQuantity: 1.25 };

  it('never adds beyond the stock', () => {
    const cart = addItem(addItem([], limited), { ...limited, quantity: 1 });
    expect(cart[0]?.quantity).toBe(1.2);
    expect(addItem([], { ...crystals, quantity: 9, maxQuantity: 4 })[0]?.quantity).toBe(4);
  });

  it('stops incrementing at the stock but still decrements', () => {
    let cart = addItem([], { ...limited, quantity: 1.2 });
    cart = increment(cart, limited);
    expect(cart[0]?.quantity).toBe(1.2);
    cart = decrement(cart, limited);
    expect(cart[0]?.quantity).toBe(1.1);
    expect(setQuantity(cart, limited, 5)[0]?.quantity).toBe(1.2);
  });

  it('keeps the latest price and stock when the same product is added again', () => {
    const cart = addItem(addItem([], crystals), { ...crystals, quantity: 1, price: '3.99', maxQuantity: 10 });
    expect(cart[0]).toMatchObject({ quantity: 3, price: '3.99', maxQuantity: 10 });
  });
});
