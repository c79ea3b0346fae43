/** How checkout shows quote and order figures: amounts already in the order's currency, quantities by step. */
import { formatQuantity, isFractional, stepFor } from '@/components/quantity';
import { formatMoney, isAmount, toMinor } from '@/features/currency';

/** "€41.30": an amount in `currency` (the order's own, not converted), as `language` writes it. */
export const formatAmount = formatMoney;

/** "-€11.80": a deduction. */
export const formatDeduction = (amount: string, currency: string, language: string): string =>
  formatMoney(isAmount(amount) && toMinor(amount) > 0n ? `-${amount}` : amount, currency, language);

export const isZero = (amount: string): boolean => isAmount(amount) && toMinor(amount) === 0n;

/** Sold by 10 cm (minimum 0.1). */
export const isFabric = (minimum: string | number): boolean => isFractional(Number(minimum));

/** "1.3" (fabric, by 0.1) or "2", in the interface language's digits. */
export function formatLineQuantity(quantity: string | number, minimum: string | number, language: string): string {
  const value = Number(quantity);
  return Number.isFinite(value) ? formatQuantity(value, stepFor(Number(minimum)), language) : String(quantity);
}
