import { createContext } from 'react';
import type { CurrencyCode, CurrencyRates } from './money';

export interface CurrencyContextValue {
  currency: CurrencyCode;
  rates: CurrencyRates;
  setCurrency: (currency: CurrencyCode) => void;
  /** A GBP amount in the chosen currency, rounded to 2 decimals. */
  convert: (amountGbp: number) => number;
  /** A GBP amount converted and formatted with the chosen currency's sign. */
  format: (amountGbp: number) => string;
}

export const CurrencyContext = createContext<CurrencyContextValue | null>(null);
