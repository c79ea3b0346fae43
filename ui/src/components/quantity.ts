/**
 * Quantities, the one place for their rules: goods with minimum 0.1 (fabric by 10 cm) are bought in steps of
 * 0.1, everything else in whole units; a quantity is at least one step and never above the stock, on the step
 * grid, with 2 decimals (like shop.money.step_for on the server).
 */
import { htmlLang } from '@/lib/language';

export const FRACTIONAL_STEP = 0.1;
export const WHOLE_STEP = 1;

/** A quantity as whole hundredths, the exact form money arithmetic uses: 1.3 -> 130. */
export const toHundredths = (value: number): number => Math.round((value + Number.EPSILON) * 100);

export const roundQuantity = (value: number): number => toHundredths(value) / 100;

/** True when the product is sold in tenths of a unit (its minimum is 0.1). */
export const isFractional = (minimum: number | undefined): boolean =>
  minimum !== undefined && toHundredths(minimum) === 10;

export const stepFor = (minimum: number | undefined): number => (isFractional(minimum) ? FRACTIONAL_STEP : WHOLE_STEP);

/** The largest quantity on the step grid that `stock` allows (at least one step; no cap without a stock). */
export function capFor(step: number, stock?: number): number {
  if (stock === undefined || !Number.isFinite(stock)) return Number.POSITIVE_INFINITY;
  return Math.max(step, roundQuantity(Math.floor(roundQuantity(stock / step)) * step));
}

/** A typed or added amount snapped to the step grid and kept within [step, cap]. */
export function clampQuantity(value: number, step: number, stock?: number): number {
  if (!Number.isFinite(value)) return step;
  const snapped = roundQuantity(Math.round(value / step) * step);
  return roundQuantity(Math.max(step, Math.min(snapped, capFor(step, stock))));
}

/** Reads "1.5", "1,5" or " 2 " as a number; null for anything else. */
export function parseQuantity(text: string): number | null {
  const cleaned = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** "1.5" / "1,5" by language, one decimal for fractional steps, none for whole ones. */
export function formatQuantity(value: number, step: number, language: string): string {
  const digits = step < 1 ? 1 : 0;
  return new Intl.NumberFormat(htmlLang(language), {
    minimumFractionDigits: digits,
    maximumFractionDigits: step < 1 ? 2 : 0,
  }).format(value);
}
