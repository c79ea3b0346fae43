import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { getString, setString, STORAGE_KEYS } from '@/lib/storage';
import { CurrencyContext, type CurrencyContextValue } from './CurrencyContext';
import {
  BASE_CURRENCY,
  convert as convertAmount,
  DEFAULT_RATES,
  formatPrice,
  isCurrencyCode,
  type CurrencyCode,
  type CurrencyRates,
} from './money';

export function readStoredCurrency(): CurrencyCode {
  const stored = getString(STORAGE_KEYS.currency);
  return isCurrencyCode(stored) ? stored : BASE_CURRENCY;
}

interface CurrencyProviderProps {
  children: ReactNode;
  /** Rates from the server, when it provides them; the spec's factors otherwise. */
  rates?: CurrencyRates;
  initialCurrency?: CurrencyCode;
}

export function CurrencyProvider({ children, rates = DEFAULT_RATES, initialCurrency }: CurrencyProviderProps) {
  const [currency, setCurrencyState] = useState<CurrencyCode>(() => initialCurrency ?? readStoredCurrency());

  const setCurrency = useCallback((next: CurrencyCode) => {
    setCurrencyState(next);
    setString(STORAGE_KEYS.currency, next);
  }, []);

  const value = useMemo<CurrencyContextValue>(() => {
    const convert = (amountGbp: number) => convertAmount(amountGbp, currency, rates);
    return {
      currency,
      rates,
      setCurrency,
      convert,
      format: (amountGbp: number) => formatPrice(convert(amountGbp), currency),
    };
  }, [currency, rates, setCurrency]);

  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}
