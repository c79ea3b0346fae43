/**
 * Quantities, the one place for their rules: goods with minimum 0.1 (fabric by 10 cm) are bought in steps of
 * 0.1, everything else in whole units; a quantity is at least one step and never above the stock, on the step
 * grid, with 2 decimals (like shop.money.step_for on the server).
 */
import { htmlLang } from '@/lib/language';
import { isFractional, toHundredths } from './quantity-step';

export { isFractional, toHundredths };

export const FRACTIONAL_STEP = 0.1;
export const WHOLE_STEP = 1;

export const roundQuantity = (value: number): number => toHundredths(value) / 100;

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

/** The shop's languages that write a decimal comma (English writes a point). */
const DECIMAL_COMMA = new Set(['ua', 'pl', 'ru', 'de']);

/**
 * "1.5" / "1,5" by language, one decimal for fractional steps (two at most), none for whole ones. Below 1,000 (no
 * thousands separator) it is written out as Intl.NumberFormat writes it: making the page's first
 * Intl.NumberFormat loads ICU's number data, a long task on a phone's CPU.
 */
export function formatQuantity(value: number, step: number, language: string): string {
  const fractional = step < 1;
  // Rounded as the number is written ("1.005" -> 1.01), half up, like Intl; NaN for what is written with an exponent.
  const scaled = Math.round(Number(`${value}e${fractional ? 2 : 0}`));
  if (scaled >= 0 && scaled < (fractional ? 100_000 : 1000) && (language === 'en' || DECIMAL_COMMA.has(language))) {
    const digits = String(scaled).padStart(3, '0');
    // "1.50" -> "1.5", "2.00" -> "2.0": one decimal at least.
    const text = fractional ? `${digits.slice(0, -2)}.${digits.slice(-2)}`.replace(/(\.\d)0$/, '$1') : String(scaled);
    return language === 'en' ? text : text.replace('.', ',');
  }
  return new Intl.NumberFormat(htmlLang(language), {
    minimumFractionDigits: fractional ? 1 : 0,
    maximumFractionDigits: fractional ? 2 : 0,
  }).format(value);
}
