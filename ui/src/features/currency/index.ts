export { CurrencyProvider, factorsFrom, type CurrenciesResponse } from './CurrencyProvider';
export { useCurrency } from './useCurrency';
export type { CurrencyContextValue } from './CurrencyContext';
export {
  BASE_CURRENCY,
  CURRENCY_CODES,
  CURRENCY_SIGNS,
  convert,
  formatMinor,
  formatMoney,
  fromMinor,
  isAmount,
  isCurrencyCode,
  lineTotal,
  toMinor,
  type Amount,
  type CurrencyCode,
  type CurrencyFactors,
  type OwnPrices,
} from './money';
