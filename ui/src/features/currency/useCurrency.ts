import { useContext } from 'react';
import { CurrencyContext, type CurrencyContextValue } from './CurrencyContext';

export const MISSING_PROVIDER_MESSAGE = 'useCurrency must be used within a CurrencyProvider';

export function useCurrency(): CurrencyContextValue {
  const context = useContext(CurrencyContext);
  if (!context) throw new Error(MISSING_PROVIDER_MESSAGE);
  return context;
}
