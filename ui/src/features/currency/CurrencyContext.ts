import { createContext } from 'react';
import type { Amount, CurrencyCode, CurrencyFactors } from './money';

export interface CurrencyContextValue {
  /** The currency the visitor chose. */
  currency: CurrencyCode;
  /** The currency amounts are shown in: the chosen one once its factor is known (GBP until then). */
  shown: CurrencyCode;
  /** The factors served by GET /api/currencies (the last known ones until it answers). */
  factors: CurrencyFactors;
  setCurrency: (currency: CurrencyCode) => void;
  /** A GBP amount in the shown currency, as exact minor units. */
  toShown: (amountGbp: Amount) => bigint;
  /** One cart line in the shown currency: the unit price converted first, then times the quantity. */
  lineTotal: (unitGbp: Amount, quantity: number, minimum: number) => bigint;
  /** A GBP amount converted and formatted with the shown currency's sign, e.g. "€14.16". */
  format: (amountGbp: Amount) => string;
  /** Formats minor units that are already in the shown currency. */
  formatShown: (minor: bigint) => string;
}

export const CurrencyContext = createContext<CurrencyContextValue | null>(null);
