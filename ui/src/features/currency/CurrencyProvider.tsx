import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet } from '@/lib/api-client';
import { toLanguage } from '@/lib/language';
import { getJson, getString, setJson, setString, STORAGE_KEYS } from '@/lib/storage';
import { CurrencyContext, type CurrencyContextValue } from './CurrencyContext';
import {
  BASE_CURRENCY,
  convertMinor,
  formatMinor,
  isAmount,
  isCurrencyCode,
  lineTotalMinor,
  toMinor,
  type CurrencyCode,
  type CurrencyFactors,
  type OwnPrices,
} from './money';

/** GET /api/currencies: the base currency and each display currency with its factor (a decimal string). */
export interface CurrenciesResponse {
  base: string;
  currencies: { code: string; sign: string; factor: string }[];
}

export function readStoredCurrency(): CurrencyCode {
  const stored = getString(STORAGE_KEYS.currency);
  return isCurrencyCode(stored) ? stored : BASE_CURRENCY;
}

/** Only well-formed factors of known currencies are kept (the answer or what storage holds). */
export function factorsFrom(currencies: unknown): CurrencyFactors {
  const factors: CurrencyFactors = {};
  if (!Array.isArray(currencies)) return factors;
  for (const entry of currencies as { code?: unknown; factor?: unknown }[]) {
    if (isCurrencyCode(entry?.code) && isAmount(entry.factor) && toMinor(entry.factor) > 0n) factors[entry.code] = entry.factor;
  }
  return factors;
}

function readStoredFactors(): CurrencyFactors {
  return factorsFrom(getJson<unknown>(STORAGE_KEYS.currencyFactors, null));
}

interface CurrencyProviderProps {
  children: ReactNode;
  /** Fixed factors (tests); without them the provider shows the last known factors and asks the API. */
  factors?: CurrencyFactors;
  initialCurrency?: CurrencyCode;
}

/**
 * The chosen currency and the factors to show it with. The factors come from the API on every app load (staff
 * may change them; the answer is revalidated, never cached stale) and are kept in storage, so the next load
 * shows prices at once with the last known factors, then with the fresh ones.
 */
export function CurrencyProvider({ children, factors: fixed, initialCurrency }: CurrencyProviderProps) {
  const [currency, setCurrencyState] = useState<CurrencyCode>(() => initialCurrency ?? readStoredCurrency());
  // Prices are written as the interface language writes them; the provider sits above the pages' suspense, so
  // it follows the language without waiting for its texts.
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  const language = toLanguage(i18n.resolvedLanguage);
  const [loaded, setLoaded] = useState<CurrencyFactors>(() => (fixed ? {} : readStoredFactors()));
  const factors = fixed ?? loaded;

  useEffect(() => {
    if (fixed) return undefined;
    const controller = new AbortController();
    apiGet<CurrenciesResponse>('/currencies', undefined, { signal: controller.signal })
      .then((answer) => {
        const fresh = factorsFrom(answer.currencies);
        if (Object.keys(fresh).length === 0) return;
        // Every price on the page renders again with the new factors: a transition, so React renders them in
        // slices instead of one long task (an update from a fetch is otherwise rendered at once); unchanged factors
        // keep the same object and render nothing.
        startTransition(() => setLoaded((current) => (JSON.stringify(current) === JSON.stringify(fresh) ? current : fresh)));
        setJson(STORAGE_KEYS.currencyFactors, answer.currencies.filter((entry) => entry.code in fresh));
      })
      .catch(() => {
        // Offline or the server is down: the last known factors (or GBP) stay.
      });
    return () => controller.abort();
  }, [fixed]);

  const setCurrency = useCallback((next: CurrencyCode) => {
    setCurrencyState(next);
    setString(STORAGE_KEYS.currency, next);
  }, []);

  const value = useMemo<CurrencyContextValue>(() => {
    const factor = factors[currency];
    const shown = factor ? currency : BASE_CURRENCY;
    const shownFactor = factor ?? '1';
    // A gift card's own round amount in the shown currency is what the server charges; others are converted.
    const toShown = (amountGbp: string, own?: OwnPrices | null) => {
      const mine = own?.[shown];
      return mine !== undefined ? toMinor(mine) : convertMinor(toMinor(amountGbp), shownFactor);
    };
    return {
      currency,
      shown,
      factors,
      setCurrency,
      toShown,
      lineTotal: (unitGbp, quantity, minimum, own) => lineTotalMinor(toShown(unitGbp, own), quantity, minimum),
      format: (amountGbp, own) => formatMinor(toShown(amountGbp, own), shown, language),
      formatShown: (minor) => formatMinor(minor, shown, language),
    };
  }, [currency, factors, setCurrency, language]);

  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}
