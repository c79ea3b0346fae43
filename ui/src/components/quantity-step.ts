/**
 * The part of the quantity rule that money arithmetic needs (features/currency/money.ts, part of every page's first
 * load): a module of its own, so the first load does not carry the rest of ./quantity, which re-exports these.
 */

/** A quantity as whole hundredths, the exact form money arithmetic uses: 1.3 -> 130. */
export const toHundredths = (value: number): number => Math.round((value + Number.EPSILON) * 100);

/** True when the product is sold in tenths of a unit (its minimum is 0.1). */
export const isFractional = (minimum: number | undefined): boolean =>
  minimum !== undefined && toHundredths(minimum) === 10;
