/** How checkout shows quote and order figures: amounts already in the order's currency, quantities by step. */
import { formatQuantity, isFractional, stepFor } from '@/components/quantity';
import { formatMinor, isAmount, isCurrencyCode, toMinor } from '@/features/currency';

/** "€41.30": an amount in `currency` (the order's own, not converted) with that currency's sign. */
export function formatAmount(amount: string, currency: string): string {
  if (!isAmount(amount)) return amount;
  return isCurrencyCode(currency) ? formatMinor(toMinor(amount), currency) : `${amount} ${currency}`;
}

/** "-€11.80": a deduction. */
export const formatDeduction = (amount: string, currency: string): string =>
  isAmount(amount) && toMinor(amount) > 0n ? formatAmount(`-${amount}`, currency) : formatAmount(amount, currency);

export const isZero = (amount: string): boolean => isAmount(amount) && toMinor(amount) === 0n;

/** Sold by 10 cm (minimum 0.1). */
export const isFabric = (minimum: string | number): boolean => isFractional(Number(minimum));

/** "1.3" (fabric, by 0.1) or "2", in the interface language's digits. */
export function formatLineQuantity(quantity: string | number, minimum: string | number, language: string): string {
  const value = Number(quantity);
  return Number.isFinite(value) ? formatQuantity(value, stepFor(Number(minimum)), language) : String(quantity);
}
