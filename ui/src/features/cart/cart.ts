/** Cart rules of SPEC section 4, as pure functions over an immutable list of lines. */

export const FRACTIONAL_STEP = 0.1;
export const WHOLE_STEP = 1;

export interface CartItem {
  /** Language-neutral (English) product name; with sku it identifies a line. */
  productName: string;
  /** The product's product_id (also its page: /products/{sku}). */
  sku: string;
  quantity: number;
  /** Unit price in GBP after discount (per 0.1 unit when minimum is 0.1). */
  price: number;
  /** 0.1 = sold by fractional units (fabric per 10 cm), otherwise 1. */
  minimum: number;
  /** Display extras: names per language, first image, unit of measure. */
  names?: Partial<Record<string, string>>;
  image?: string;
  unit?: string;
  /** The stock when the item was added: quantities never go above it. */
  maxQuantity?: number;
  /** Gift-card details travel with the line (one line per recipient). */
  giftCard?: { recipientName: string; recipientEmail: string; message: string };
}

export type Cart = readonly CartItem[];

export const round2 = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

export const isFractional = (minimum: number): boolean => round2(minimum) === FRACTIONAL_STEP;

export const stepFor = (minimum: number): number => (isFractional(minimum) ? FRACTIONAL_STEP : WHOLE_STEP);

/** The largest quantity on the step grid that the stock allows (no limit without a known stock). */
function capFor(line: Pick<CartItem, 'minimum' | 'maxQuantity'>): number {
  if (line.maxQuantity === undefined || !Number.isFinite(line.maxQuantity)) return Number.POSITIVE_INFINITY;
  const step = stepFor(line.minimum);
  return Math.max(step, round2(Math.floor(round2(line.maxQuantity / step)) * step));
}

const sameLine = (a: Pick<CartItem, 'productName' | 'sku'>, b: Pick<CartItem, 'productName' | 'sku'>): boolean =>
  a.productName === b.productName && a.sku === b.sku;

/** Same productName and sku adds to the quantity; otherwise the item becomes a new line. */
export function addItem(cart: Cart, item: CartItem): Cart {
  const quantity = round2(Math.max(item.quantity, stepFor(item.minimum)));
  const existing = cart.find((line) => sameLine(line, item));
  if (!existing) return [...cart, { ...item, quantity: Math.min(quantity, capFor(item)) }];
  return cart.map((line) => {
    if (!sameLine(line, item)) return line;
    // The latest known stock and price win; the quantity never exceeds the stock.
    const merged = { ...line, price: item.price, maxQuantity: item.maxQuantity ?? line.maxQuantity };
    return { ...merged, quantity: Math.min(round2(line.quantity + quantity), capFor(merged)) };
  });
}

/** Adds one step (0.1 or 1), rounded to 2 decimals; not beyond the stock. */
export function increment(cart: Cart, key: Pick<CartItem, 'productName' | 'sku'>): Cart {
  return cart.map((line) =>
    sameLine(line, key)
      ? { ...line, quantity: Math.min(round2(line.quantity + stepFor(line.minimum)), Math.max(line.quantity, capFor(line))) }
      : line,
  );
}

/** Subtracts one step but never goes below one step. */
export function decrement(cart: Cart, key: Pick<CartItem, 'productName' | 'sku'>): Cart {
  return cart.map((line) => {
    if (!sameLine(line, key)) return line;
    const step = stepFor(line.minimum);
    return { ...line, quantity: round2(Math.max(step, line.quantity - step)) };
  });
}

/** Sets a typed quantity, snapped to the step grid and at least one step. */
export function setQuantity(cart: Cart, key: Pick<CartItem, 'productName' | 'sku'>, quantity: number): Cart {
  return cart.map((line) => {
    if (!sameLine(line, key)) return line;
    const step = stepFor(line.minimum);
    const snapped = Number.isFinite(quantity) ? Math.round(quantity / step) * step : step;
    return { ...line, quantity: round2(Math.max(step, Math.min(snapped, capFor(line)))) };
  });
}

/** Deletes the line matching productName and sku. */
export function removeItem(cart: Cart, key: Pick<CartItem, 'productName' | 'sku'>): Cart {
  return cart.filter((line) => !sameLine(line, key));
}

/** The badge: number of distinct lines. */
export const itemCount = (cart: Cart): number => cart.length;

/** One line's total in GBP: quantity x price, the quantity counted x10 for 0.1-minimum items. */
export const lineTotal = (item: CartItem): number =>
  round2((isFractional(item.minimum) ? round2(item.quantity * 10) : item.quantity) * item.price);

/** The cart total in GBP, to 2 decimals. */
export const cartTotal = (cart: Cart): number => round2(cart.reduce((sum, item) => sum + lineTotal(item), 0));

/** Reads a stored cart defensively: anything malformed is dropped rather than crashing the shop. */
export function parseCart(raw: unknown): CartItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (line): line is CartItem =>
      typeof line === 'object' &&
      line !== null &&
      typeof (line as CartItem).productName === 'string' &&
      typeof (line as CartItem).sku === 'string' &&
      Number.isFinite((line as CartItem).quantity) &&
      Number.isFinite((line as CartItem).price) &&
      Number.isFinite((line as CartItem).minimum) &&
      (line as CartItem).quantity > 0,
  );
}
