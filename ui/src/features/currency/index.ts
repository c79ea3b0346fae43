export { CurrencyProvider } from './CurrencyProvider';
export { useCurrency } from './useCurrency';
export type { CurrencyContextValue } from './CurrencyContext';
export {
  BASE_CURRENCY,
  CURRENCY_CODES,
  CURRENCY_SIGNS,
  DEFAULT_RATES,
  convert,
  discounted,
  formatPrice,
  isCurrencyCode,
  round2,
  type CurrencyCode,
  type CurrencyRates,
} from './money';
