/** Quantities on the step grid: 0.1 for fractional goods (fabric by 10 cm), 1 otherwise; 2 decimals. */
import { htmlLang } from '@/lib/language';

export const roundQuantity = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

/** A typed amount snapped to the step grid and kept within [step, max]. */
export function clampQuantity(value: number, step: number, max?: number): number {
  if (!Number.isFinite(value)) return step;
  let snapped = roundQuantity(Math.round(value / step) * step);
  if (max !== undefined && max >= step) snapped = Math.min(snapped, roundQuantity(Math.floor(roundQuantity(max / step)) * step));
  return roundQuantity(Math.max(step, snapped));
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
