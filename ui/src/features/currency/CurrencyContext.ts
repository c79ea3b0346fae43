import { createContext } from 'react';
import type { Amount, CurrencyCode, CurrencyFactors, OwnPrices } from './money';

export interface CurrencyContextValue {
  /** The currency the visitor chose. */
  currency: CurrencyCode;
  /** The currency amounts are shown in: the chosen one once its factor is known (GBP until then). */
  shown: CurrencyCode;
  /** The factors served by GET /api/currencies (the last known ones until it answers). */
  factors: CurrencyFactors;
  setCurrency: (currency: CurrencyCode) => void;
  /** A GBP amount in the shown currency, as exact minor units; a gift card's own amount there (`own`) as it is. */
  toShown: (amountGbp: Amount, own?: OwnPrices | null) => bigint;
  /** One cart line in the shown currency: the unit price converted first (or its own), then times the quantity. */
  lineTotal: (unitGbp: Amount, quantity: number, minimum: number, own?: OwnPrices | null) => bigint;
  /** A GBP amount converted (or its own amount) and formatted with the shown currency's sign, e.g. "€14.16". */
  format: (amountGbp: Amount, own?: OwnPrices | null) => string;
  /** Formats minor units that are already in the shown currency. */
  formatShown: (minor: bigint) => string;
}

export const CurrencyContext = createContext<CurrencyContextValue | null>(null);
